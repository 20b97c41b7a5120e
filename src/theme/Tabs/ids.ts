import {createContext} from 'react';

/** Id prefix of the tab set being rendered, from Tabs to its TabItems. */
export const TabsIdContext = createContext<string | undefined>(undefined);

const safe = (value: string) => value.replace(/\s+/g, '-');

/** Ids that tie a tab to its panel (aria-controls, aria-labelledby). */
export function tabIds(prefix: string, value: string): {tab: string; panel: string} {
  return {tab: `${prefix}tab-${safe(value)}`, panel: `${prefix}panel-${safe(value)}`};
}
