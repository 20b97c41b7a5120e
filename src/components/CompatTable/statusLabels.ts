import type {SupportStatus} from '@site/src/data/compat/types';

/** The word for each status: in the cells, the legend and the status filter. */
export const statusLabels: Record<SupportStatus, string> = {
  native: 'Built in',
  polyfilled: 'Polyfilled',
  partial: 'Partial',
  unsupported: 'Not supported',
};
