import {fireEvent, render, screen} from '@testing-library/react-native';
import {Disclosure} from './Disclosure';

test('opens on press', async () => {
  await render(<Disclosure title="Shipping">Ships in two days.</Disclosure>);
  expect(screen.queryByTestId('disclosure-panel')).toBeNull();

  // html.button is a Pressable here, and onClick is its onPress.
  await fireEvent.press(screen.getByRole('button', {name: 'Shipping', expanded: false}));

  expect(screen.getByRole('button', {name: 'Shipping', expanded: true})).toBeOnTheScreen();
  expect(screen.getByTestId('disclosure-panel')).toHaveTextContent('Ships in two days.');
});

test('styles are resolved into React Native style props', async () => {
  await render(<Disclosure title="Shipping">Ships in two days.</Disclosure>);
  expect(screen.getByRole('button', {name: 'Shipping'})).toHaveStyle({
    backgroundColor: '#0b5cd5',
    borderRadius: 8,
  });
});
