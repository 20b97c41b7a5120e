import type {CompatRow} from '../types';
import {htmlElements} from './elements';

/** The form controls learn/form-controls describes, as the element table names them. */
const formControlNames = [
  '<html.input type="checkbox">',
  '<html.input type="radio">',
  '<html.input type="date">',
  '<html.input type="time">',
  '<html.input type="datetime-local">',
  '<html.input type="range">',
  '<html.input type="color">',
  '<html.input type="file">',
  '<html.select>',
  '<html.option>',
  '<html.optgroup>',
];

/** Their rows of the element table, in its order. */
export const formControlRows: CompatRow[] = htmlElements.filter((row) =>
  formControlNames.includes(row.name),
);
