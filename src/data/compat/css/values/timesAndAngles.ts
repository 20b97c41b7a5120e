/** The "Time and angle units" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const timesAndAngles: CompatRow[] = [
  row('ms', 'polyfilled', 'In transitionDuration and transitionDelay.'),
  row('s', 'polyfilled', 'In transitionDuration and transitionDelay.'),
  row('deg', 'native', 'In rotate and skew transform functions.'),
  row('rad', 'native', 'In rotate and skew transform functions.'),
  row('turn', 'unsupported', 'React Native transforms take deg or rad.'),
  row('grad', 'unsupported', 'React Native transforms take deg or rad.'),
];
