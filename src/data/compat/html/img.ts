/** Support data for <html.img>: its own props and ref members; its page imports only this file. */
import type {CompatRow} from '../types';
import {api, handler, ignored, referrerPolicy, row} from './shared';

export const imgProps: CompatRow[] = [
  row('alt', 'string', 'polyfilled', "Passed to React Native's Image alt."),
  row(
    'crossOrigin',
    "'anonymous' | 'use-credentials'",
    'polyfilled',
    "Passed to React Native's Image.",
  ),
  row('decoding', "'async' | 'auto' | 'sync'", 'unsupported', ignored),
  row('draggable', 'boolean', 'unsupported', ignored),
  row('fetchPriority', "'high' | 'low' | 'auto'", 'unsupported', ignored),
  row('height', 'number', 'polyfilled', 'A number. With width, also sets the aspect ratio.'),
  row('loading', "'eager' | 'lazy'", 'unsupported', ignored),
  row('onError', handler, 'polyfilled', 'Native event: {type}.'),
  row(
    'onLoad',
    handler,
    'polyfilled',
    'Native event: {type, target: {naturalWidth, naturalHeight}}.',
  ),
  row('referrerPolicy', referrerPolicy, 'polyfilled', "Passed to React Native's Image."),
  row('src', 'string', 'polyfilled', "Passed to React Native's Image."),
  row('srcSet', 'string', 'polyfilled', "Passed to React Native's Image."),
  row('width', 'number', 'polyfilled', 'A number. With height, also sets the aspect ratio.'),
];

export const imageInstance: CompatRow[] = [
  api('HTMLImageElement.complete', 'polyfilled', 'Native: false until React Native sets it.'),
  api('HTMLImageElement.currentSrc', 'unsupported'),
  api('HTMLImageElement.naturalHeight', 'unsupported', 'Native: read it from the onLoad event.'),
  api('HTMLImageElement.naturalWidth', 'unsupported', 'Native: read it from the onLoad event.'),
];
