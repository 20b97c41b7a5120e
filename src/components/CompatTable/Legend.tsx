import React, {type ReactNode} from 'react';
import {supportStatuses} from '@site/src/data/compat/types';
import {statusLabels} from './statusLabels';
import styles from './styles.module.css';

/** Meaning of the icons, shown once above each table. */
export function CompatLegend(): ReactNode {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {supportStatuses.map((status) => (
        <li key={status} className={styles.status} data-status={status}>
          {statusLabels[status]}
        </li>
      ))}
    </ul>
  );
}
