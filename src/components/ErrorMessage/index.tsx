import React, {type ReactNode} from 'react';
import {findQuotedMessage} from '@site/src/data/troubleshooting';
import styles from './styles.module.css';

interface Props {
  /** The message's id in src/data/troubleshooting.ts. */
  id: string;
}

/**
 * An error or warning text exactly as a reader sees it, from the shared list
 * the unit test checks. Parts that change with your code are set in <var>.
 */
export default function ErrorMessage({id}: Props): ReactNode {
  const message = findQuotedMessage(id);
  return (
    <figure className={styles.message}>
      <figcaption className={styles.caption}>{message.printedBy}</figcaption>
      <pre className={styles.text}>
        <code>
          {message.parts.map((part, index) =>
            typeof part === 'string' ? (
              <React.Fragment key={index}>{part}</React.Fragment>
            ) : (
              <var key={index} className={styles.slot} title={`Varies: ${part.slot}`}>
                {part.example}
              </var>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
