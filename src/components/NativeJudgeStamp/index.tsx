import React, {type ReactNode} from 'react';
import {judgedVersion} from '@site/src/data/native/judge';
// The same quiet note as the recipes' "Checked with" line.
import styles from '../RecipeStamp/styles.module.css';

interface Props {
  /** What the judge runs of the page: "every Try program of the table". */
  runs: string;
}

/**
 * The line that says a page's native claims were judged on React Native, with the
 * versions of the judge's last run (src/data/native/judged.json, written by
 * `npm run check:native`).
 */
export default function NativeJudgeStamp({runs}: Props): ReactNode {
  return (
    <p className={styles.stamp}>
      Judged on React Native {judgedVersion('react-native')} for iOS and Android: in a development
      build, <code>npm run check:native</code> runs {runs} with React Native&apos;s own JavaScript
      (React {judgedVersion('react')}, React Strict DOM {judgedVersion('react-strict-dom')}) and
      fails where what it prints, throws or lays out differs from what this page says.
    </p>
  );
}
