// Wrapped: stock tabs do not name their panels, so assistive technology (and
// the HTML checker) cannot pair a tab with its panel; each tab gets an id and
// aria-controls here, and each panel its id in src/theme/TabItem.
import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {TabsIdContext, tabIds} from './ids';

export default function TabsWithIds({children, ...props}: Props): ReactNode {
  const prefix = useId();
  const items = Children.map(children, (child) => {
    if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') return child;
    const {tab, panel} = tabIds(prefix, child.props.value);
    // Tabs spreads a TabItem's `attributes` on its tab.
    return cloneElement(child as ReactElement<TabItemProps>, {
      attributes: {...child.props.attributes, id: tab, 'aria-controls': panel},
    });
  });
  return (
    <TabsIdContext value={prefix}>
      <Tabs {...props}>{items}</Tabs>
    </TabsIdContext>
  );
}
