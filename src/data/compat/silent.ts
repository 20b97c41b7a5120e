/**
 * The rows marked "Not supported" on Android or iOS whose feature is ignored there
 * without a message: the program behind the row's Try link renders on React
 * Native, prints nothing and throws nothing. Computed by the native judge
 * (`npm run check:native`, tests/native/explorer.test.ts) and read from
 * src/data/native/judged.json: no row is listed by hand, so a row's note and the
 * explorer's "ignored without a message" cannot disagree with what React Native
 * does. Ids are the explorer's row ids (src/data/compat/explorer.ts).
 */
import {judgedData, type NativePlatform} from '../native/judge';

export type {NativePlatform};

/** The platforms on which each listed row is ignored without a message. */
export const silentOnNative: ReadonlyMap<string, readonly NativePlatform[]> = new Map(
  Object.entries(judgedData.silentOnNative),
);
