/** The "Functions of transform" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const transformFunctions: CompatRow[] = [
  row(
    'matrix()',
    'native',
    'Six comma-separated numbers, converted to React Native’s 4×4 matrix. Cannot be transitioned.',
  ),
  row('perspective()', 'native', 'px or a unitless number.'),
  row('rotate()', 'native', 'deg or rad.'),
  row('rotateX()', 'native', 'deg or rad.'),
  row('rotateY()', 'native', 'deg or rad.'),
  row('rotateZ()', 'native', 'deg or rad.'),
  row('scale()', 'native', 'One number.'),
  row('scaleX()', 'native'),
  row('scaleY()', 'native'),
  row('skewX()', 'native', 'deg or rad.'),
  row('skewY()', 'native', 'deg or rad.'),
  row('translateX()', 'native', 'px, % or a unitless number; other units are dropped.'),
  row('translateY()', 'native', 'px, % or a unitless number; other units are dropped.'),
  row(
    'scaleZ()',
    'unsupported',
    'Parsed, but React Native has no scaleZ transform and rejects it.',
  ),
  row('skew()', 'unsupported', 'Dropped. Use skewX() and skewY().'),
  row('translate()', 'unsupported', 'Dropped. Use translateX() and translateY().'),
  row('translateZ()', 'unsupported', 'Dropped.'),
  row('translate3d()', 'unsupported', 'Dropped.'),
  row('rotate3d()', 'unsupported', 'Dropped.'),
  row('scale3d()', 'unsupported', 'Dropped.'),
  row('matrix3d()', 'unsupported', 'Dropped.'),
];
