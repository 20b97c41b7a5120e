import React, {type ReactNode} from 'react';
import {recordedMessage} from '@site/src/data/recipes/messages';
// The same figure as a quoted message: these are read, not copied.
import styles from '../ErrorMessage/styles.module.css';

interface Props {
  /** The message's id in src/data/recipes/messages.json. */
  id: string;
}

/**
 * A message exactly as a tool printed it when `npm run check:recipes` built one of
 * the apps under recipes/ with a setup step left out; the caption says which.
 */
export default function RecordedMessage({id}: Props): ReactNode {
  const message = recordedMessage(id);
  return (
    <figure className={styles.message}>
      <figcaption className={styles.caption}>
        <code>recipes/{message.recipe}</code>
        {message.change && `, ${message.change}`}. Printed by <i>{message.step}</i>:
      </figcaption>
      <pre className={styles.text}>
        <code>{message.text}</code>
      </pre>
    </figure>
  );
}
