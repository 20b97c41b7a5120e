// Replaced: stock renders the panel with no id, so its tab cannot point at it;
// otherwise as stock (theme-classic TabItem). Canary: tests/unit/theme-canaries.test.ts.
import {use, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {TabsIdContext, tabIds} from '../Tabs/ids';
import styles from './styles.module.css';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const prefix = use(TabsIdContext);
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const ids = prefix === undefined ? undefined : tabIds(prefix, value);
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
