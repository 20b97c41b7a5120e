import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, expect, test} from 'vitest';
import {Disclosure} from './Disclosure';

// Testing Library unmounts by itself only where afterEach is a global; in Vitest it is imported.
afterEach(cleanup);

test('renders plain HTML elements with atomic class names', () => {
  render(<Disclosure title="Shipping">Ships in two days.</Disclosure>);

  const region = screen.getByRole('region', {name: 'Shipping'});
  expect(region.tagName).toBe('SECTION');

  const button = screen.getByRole('button', {name: 'Shipping'});
  expect(button.getAttribute('type')).toBe('button');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  // css.create compiled to class names; the rules themselves live in the CSS file.
  expect(button.className).toMatch(/^x[a-z0-9]+( x[a-z0-9]+)+$/);
  expect(button.getAttribute('style')).toBeNull();
});

test('opens on click', () => {
  render(<Disclosure title="Shipping">Ships in two days.</Disclosure>);
  expect(screen.queryByTestId('disclosure-panel')).toBeNull();

  fireEvent.click(screen.getByRole('button', {name: 'Shipping'}));

  expect(screen.getByRole('button', {name: 'Shipping'}).getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByTestId('disclosure-panel').textContent).toBe('Ships in two days.');
});
