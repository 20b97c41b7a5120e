import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeProse from '@site/src/components/CodeProse';
import {previewDifferences} from '@site/src/data/nativePreviewDifferences';
import styles from './styles.module.css';

/**
 * The ways the Native preview differs from a phone (src/data/nativePreviewDifferences.ts),
 * each under a heading of its own: what a phone does, what the preview does, and why.
 */
export default function PreviewDifferences(): ReactNode {
  return previewDifferences.map((difference) => (
    <section key={difference.id} className={styles.entry} aria-labelledby={difference.id}>
      <Heading as="h3" id={difference.id}>
        {difference.title}
      </Heading>
      <dl className={styles.sides}>
        <dt>On a phone</dt>
        <dd>
          <CodeProse text={difference.phone} />
        </dd>
        <dt>In the preview</dt>
        <dd>
          <CodeProse text={difference.preview} />
        </dd>
        <dt>Why</dt>
        <dd>
          <CodeProse text={difference.why} />
          {difference.explains && ' The agreement test finds this difference, and accepts it.'}
        </dd>
      </dl>
    </section>
  ));
}
