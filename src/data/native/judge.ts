/**
 * What the native judge (`npm run check:native`, tests/native-judge) last ran and
 * found, from judged.json, which its run writes: the versions of React Native and the
 * other tools it judged the site's native claims with, and the rows of the
 * compatibility explorer that Android and iOS ignore without a message. Nothing here
 * is typed by hand: tests/native fails while the file differs from what the judge
 * computes, and tests/unit/native-judge.test.ts while its versions differ from the
 * judge's lock file.
 */
// (This module is not named judged.ts: jiti, which loads the plugins that read it,
// would resolve `./judged` to the JSON file.)
import * as judged from './judged.json';

export interface JudgedTool {
  readonly label: string;
  readonly package: string;
  readonly version: string;
}

export type NativePlatform = 'android' | 'ios';

export interface JudgedData {
  readonly tools: readonly JudgedTool[];
  /** Explorer row id → the systems where the row's feature is ignored without a message. */
  readonly silentOnNative: Readonly<Record<string, readonly NativePlatform[]>>;
}

export const judgedData: JudgedData = {
  tools: judged.tools,
  silentOnNative: judged.silentOnNative as JudgedData['silentOnNative'],
};

/** The version of a tool the judge ran: `judgedVersion('react-native')` → `0.88.1`. */
export function judgedVersion(packageName: string): string {
  const tool = judgedData.tools.find((t) => t.package === packageName);
  if (!tool) throw new Error(`src/data/native/judged.json names no ${packageName}`);
  return tool.version;
}
