/**
 * Where the Native preview and a phone differ: what /api/native-preview/ lists,
 * and what the agreement test (tests/e2e/native-agreement.spec.ts) accepts when
 * the preview's verdict on a program differs from the native judge's (React
 * Native's own JavaScript): a disagreement no entry explains fails it, and so
 * does an entry that explains what the test never sees.
 */

/** One way the preview's verdict on a program differed from the judge's. */
export interface PreviewDisagreement {
  /**
   * `threw`: a different error, or one side only threw; `judge-only`/`preview-only`: a
   * line only that side printed (`level: text`); `order`: the same lines, in another order.
   */
  kind: 'threw' | 'judge-only' | 'preview-only' | 'order';
  judge: string | null;
  preview: string | null;
}

export interface PreviewDifference {
  /** The entry's anchor on the page. */
  id: string;
  /** A short heading. */
  title: string;
  /** What a phone's development build does. Backticks mark code, here and below. */
  phone: string;
  /** What the Native preview does. */
  preview: string;
  /** Why they differ, and what to do about it. */
  why: string;
  /**
   * The agreement test's disagreements this entry explains; absent where the
   * test cannot see the difference (it compares what is thrown and printed, not pixels).
   */
  explains?: (disagreement: PreviewDisagreement) => boolean;
}

export const previewDifferences: readonly PreviewDifference[] = [
  {
    id: 'react-development-build',
    title: "React's own errors and warnings",
    phone:
      "A development build runs React's development build: an error React itself raises is written out in full (`Element type is invalid: expected a string … but got: undefined`), and React warns about mistakes such as list items without a `key`.",
    preview:
      "The preview runs React's production build. The same error reads `Minified React error #130` with a link to its full text on react.dev, and React's development warnings are not printed. The library's messages and React Native's own are not affected.",
    why: "React's development build is several times larger than its production build, and the preview loads with your first Native click. Open the link of a minified error: it is the error a phone shows. The agreement test found this for `<html.dialog>`, `<html.progress>` and `<html.svg>`, which the native build lacks.",
    explains: ({kind, judge, preview}) =>
      kind === 'threw' && judge !== null && /^Minified React error #\d+;/.test(preview ?? ''),
  },
  {
    id: 'text-from-a-component',
    title: 'A string a component returns inside a view',
    phone:
      'React Native checks every piece of text where it creates it: a string whose nearest element is not a text is not laid out, and the development build prints `Text strings must be rendered within a <Text> component.`',
    preview:
      'The preview checks the children a view receives: `<html.div>{count} items</html.div>` or `<html.button><Icon /> Save</html.button>` prints the message and leaves the string out, as a phone does. A component of yours that returns a bare string (`function Label() { return "Save"; }`) inside a view is drawn, without a message.',
    why: 'The browser renders the string before any check of React Native could run. Wrap such a string in `html.span` in the component that returns it; then both agree.',
  },
  {
    id: 'imports',
    title: 'What your code can import',
    phone:
      "An app's bundler takes any package the app installs, `react-native` itself among them (its `Linking`, its `ScrollView`), and picks each file for the platform: `./openLink` is `openLink.native.ts` on Android and iOS when that file exists, `openLink.ts` on the web.",
    preview:
      "Code in the preview imports `react`, `react-strict-dom` and its own files, and `./openLink` is `openLink.ts` in both views. A program that imports `react-native`, or that needs a `.native.tsx` file, stops with the compiler's `Cannot import` message.",
    why: "The preview exists to run the library's elements. Components of `react-native` itself would be react-native-web's there, the browser's behaviour dressed as a phone's, and one set of files serves both views. Try code that reaches for React Native directly in an app. The agreement test finds this for the `href` fix on the native messages page and for programs of the form controls, compatibility and contexts pages whose `.native.tsx` files import `react-native` or sit beside web files of the same name.",
    explains: ({kind, judge, preview}) =>
      kind === 'threw' && judge === null && /^Cannot import '/.test(preview ?? ''),
  },
  {
    id: 'layout',
    title: 'Layout',
    phone: "Yoga, React Native's layout engine, places every element.",
    preview:
      "The browser's flexbox places them, with the library's styles and React Native's defaults. The two agree on ordinary layouts; edge cases of sizing and wrapping can differ. A text inside another text is the exception the preview handles: it keeps only its colour, font, decoration, background and opacity, as on a phone, and none of its position, size, margin, padding, border or transform.",
    why: 'Yoga runs as native code on a phone. The site checks the layouts its pages promise with Yoga itself, in the native judge.',
  },
  {
    id: 'fonts-and-text',
    title: 'Fonts and text measurement',
    phone:
      "Text is set in the system's fonts (San Francisco on iOS, Roboto on Android) and measured by the platform's text engine.",
    preview:
      "Text is set in this browser's fonts and measured by it, so line breaks and heights differ. Menlo, the iOS font of `html.code`, is replaced by a monospace font of your computer.",
    why: 'A browser has neither the platform fonts nor its text engine.',
  },
  {
    id: 'controls-and-images',
    title: 'Controls, images and effects',
    phone:
      'Inputs, buttons and images are iOS or Android views; shadows and other effects are drawn by the platform.',
    preview: "They are HTML elements drawn by the browser's CSS.",
    why: 'react-native-web, which plays React Native in the preview, is built from HTML elements.',
  },
  {
    id: 'refs',
    title: 'Refs',
    phone: 'A ref reaches the native view, which answers measurements and `focus()`.',
    preview:
      'A ref reaches a stand-in for a browser element: reading sizes and calling `focus()` (once you have clicked in the preview) work as on a phone, but the browser answers them.',
    why: 'The library copies the element its ref is made from; a copy of a browser element cannot be read, so the preview gives it a stand-in that forwards to the element.',
  },
  {
    id: 'touch-and-hover',
    title: 'Touch and hover',
    phone: 'A finger presses; there is no hover, and presses have their own timing.',
    preview: 'You use a mouse or a trackpad: `:hover` styles apply when you point at an element.',
    why: 'The preview runs on your computer.',
  },
  {
    id: 'accessibility-services',
    title: 'Accessibility services',
    phone: 'VoiceOver and TalkBack read the native views.',
    preview: 'Your screen reader reads the frame as a web page.',
    why: 'The elements are HTML elements.',
  },
  {
    id: 'animation-thread',
    title: 'Where animations run',
    phone: 'Opacity and transform animations run on the native UI thread.',
    preview: "Every animation runs on the browser's main thread.",
    why: 'react-native-web has no native driver; the preview asks for the JavaScript one, so it does not warn each time.',
  },
];
