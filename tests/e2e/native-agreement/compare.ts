/**
 * The verdicts of the agreement test and how two of them are compared: what the
 * native judge (React Native's own JavaScript) and the Native preview each saw a
 * program throw and print.
 */
import type {PreviewDisagreement} from '../../../src/data/nativePreviewDifferences';

/** The contract's verdict; the judge adds the system it ran (`os`), and more this test ignores. */
export interface NativeVerdict {
  id: string;
  os?: 'ios' | 'android';
  /** The first error thrown while rendering (or pressing), as its message text; null if none. */
  threw: string | null;
  /** console.error and console.warn lines, in order, each as one string. */
  messages: {level: 'error' | 'warn'; text: string}[];
}

export type Disagreement = PreviewDisagreement & {program: string};

/**
 * A printed line as compared. The library numbers each `css.defineVars` variable
 * (`--accent__id__3`) in the order the calls ran: the judge renders every program
 * in one process, the preview each in a fresh frame, so only the name is compared.
 */
const lineOf = ({level, text}: NativeVerdict['messages'][number]) =>
  `${level}: ${text.replace(/__id__\d+/g, '__id__N')}`;

/** The lines of `from` that `other` lacks, as a multiset difference, in `from`'s order. */
function missing(from: string[], other: string[]): string[] {
  const left = [...other];
  return from.filter((line) => {
    const at = left.indexOf(line);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/**
 * Where the preview's verdict differs from the judge's: a different error (or
 * one side only threw), a line only one side printed, or the same lines in
 * another order.
 */
export function compareVerdicts(judge: NativeVerdict, preview: NativeVerdict): Disagreement[] {
  const program = judge.id;
  const found: Disagreement[] = [];
  if (judge.threw !== preview.threw) {
    found.push({program, kind: 'threw', judge: judge.threw, preview: preview.threw});
  }
  const judgeLines = judge.messages.map(lineOf);
  const previewLines = preview.messages.map(lineOf);
  for (const line of missing(judgeLines, previewLines))
    found.push({program, kind: 'judge-only', judge: line, preview: null});
  for (const line of missing(previewLines, judgeLines))
    found.push({program, kind: 'preview-only', judge: null, preview: line});
  if (found.length === 0 && judgeLines.join('\n') !== previewLines.join('\n')) {
    found.push({
      program,
      kind: 'order',
      judge: judgeLines.join('\n'),
      preview: previewLines.join('\n'),
    });
  }
  return found;
}

/**
 * Where the judge's run differs from a phone, not the preview: a disagreement it
 * explains is the judge's to fix, and is not listed on the page. Each entry must
 * still explain something (the spec fails on one that explains nothing), so a fixed
 * judge removes its entry.
 */
export const judgeDeviations: readonly {
  id: string;
  why: string;
  explains: (disagreement: Disagreement) => boolean;
}[] = [
  {
    id: 'jest-react-native-version',
    why: "React Native's Jest preset reports React Native 1000.0.0 (`PlatformConstants` in @react-native/jest-preset/jest/mocks/NativeModules.js), the version of its development head. The library treats that as an experimental build and takes the `outline*` properties there without a message; a phone running 0.88.1 reports 0.88.1, and the library warns `unsupported style property`, as the preview does.",
    explains: ({kind, judge, preview}) =>
      kind === 'preview-only' &&
      judge === null &&
      /^warn: \[warn\] React Strict DOM: unsupported style property "outline(Color|Offset|Style|Width)"$/.test(
        preview ?? '',
      ),
  },
];
