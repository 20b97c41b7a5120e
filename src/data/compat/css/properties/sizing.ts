/** The "Sizing properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const sizing: CompatRow[] = [
  row('width', 'native'),
  row('height', 'native'),
  row('minWidth', 'native'),
  row('maxWidth', 'native'),
  row('minHeight', 'native'),
  row('maxHeight', 'native'),
  row('inlineSize', 'polyfilled', 'Mapped to width.'),
  row('blockSize', 'polyfilled', 'Mapped to height.'),
  row('minInlineSize', 'polyfilled', 'Mapped to minWidth.'),
  row('maxInlineSize', 'polyfilled', 'Mapped to maxWidth.'),
  row('minBlockSize', 'polyfilled', 'Mapped to minHeight.'),
  row('maxBlockSize', 'polyfilled', 'Mapped to maxHeight.'),
  row('aspectRatio', 'native', 'A number or a "width / height" string.'),
  row('boxSizing', 'native', 'html.* elements default to content-box, as in browsers.'),
];
