/**
 * What the judge's run computes for the site to show: the versions it ran (from its
 * lock file) and the rows Android and iOS ignore without a message. Written to
 * src/data/native/judged.json by `npm run check:native -- --write`; the tests fail
 * while the committed file differs.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {JudgedData, JudgedTool} from '@site/src/data/native/judge';

const root = path.resolve(__dirname, '../..');
export const judgedFile = path.join(root, 'src/data/native/judged.json');

/** The tools the stamp names, in its order: label and package. */
const stampedTools: [label: string, packageName: string][] = [
  ['React Native', 'react-native'],
  ['React', 'react'],
  ["React Native's Jest preset", '@react-native/jest-preset'],
  ['React Native Testing Library', '@testing-library/react-native'],
  ['yoga-layout', 'yoga-layout'],
  ['React Strict DOM', 'react-strict-dom'],
];

/** The judge's versions of the stamped tools, from tests/native-judge/package-lock.json. */
export function judgeTools(): JudgedTool[] {
  const lock = JSON.parse(
    readFileSync(path.join(root, 'tests/native-judge/package-lock.json'), 'utf8'),
  ) as {packages: Record<string, {version?: string}>};
  return stampedTools.map(([label, name]) => {
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (!version) throw new Error(`tests/native-judge/package-lock.json has no ${name}`);
    return {label, package: name, version};
  });
}

export const readJudged = (): JudgedData => JSON.parse(readFileSync(judgedFile, 'utf8'));

/** Whether this run rewrites src/data/native/judged.json (`npm run check:native -- --write`). */
export const writing = process.env.NATIVE_JUDGE_WRITE === '1';

export function writeJudged(data: JudgedData): void {
  writeFileSync(judgedFile, `${JSON.stringify(data, null, 2)}\n`);
}
