/**
 * The Learn guides an assistant should read before it writes code that runs on Android
 * and iOS, each with what it answers: the skill file and llms-full.txt point to them.
 */
export const nativeGuides: readonly {title: string; path: string; answers: string}[] = [
  {
    title: 'Text placement',
    path: '/learn/text-placement/',
    answers:
      'where a string may go, and why a text element inside another cannot be sized or positioned',
  },
  {
    title: 'Links and navigation on native',
    path: '/learn/links-navigation/',
    answers:
      'what `html.a` and `href` do, `Linking`, and screens of `html.*` in Expo Router or React Navigation',
  },
  {
    title: 'Safe areas',
    path: '/learn/safe-areas/',
    answers: 'layouts clear of the notch, the status bar and the home indicator',
  },
  {
    title: 'Custom fonts',
    path: '/learn/custom-fonts/',
    answers: 'loading a font family and naming it in `fontFamily`',
  },
  {
    title: 'Forms and the keyboard',
    path: '/learn/keyboard/',
    answers: 'fields that stay above the on-screen keyboard, and Enter between fields',
  },
  {
    title: 'Modals and overlays',
    path: '/learn/overlays/',
    answers: 'dialogs without `html.dialog`, `position: fixed` or portals',
  },
  {
    title: 'Elements the library does not have',
    path: '/learn/missing-elements/',
    answers:
      '`table`, `dialog`, `video`, `details`, `time` and the rest, and what to write instead',
  },
];

/** The guides as a Markdown section under a heading of `depth`, linked with `linkTo`. */
export function nativeGuidesMarkdown(depth: number, linkTo: (sitePath: string) => string): string {
  return [
    `${'#'.repeat(depth)} Guides for Android and iOS`,
    'Before you write code for Android and iOS that does one of these things, read its guide:',
    nativeGuides
      .map(({title, path, answers}) => `- [${title}](${linkTo(path)}): ${answers}`)
      .join('\n'),
  ].join('\n\n');
}
