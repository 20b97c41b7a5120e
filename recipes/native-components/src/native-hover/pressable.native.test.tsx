import {render, screen} from '@testing-library/react-native';
import {html} from 'react-strict-dom';

// A Pressable answers the responder system; a plain View does not.
const pressable = (element: {props: Record<string, unknown>}) =>
  typeof element.props.onStartShouldSetResponder === 'function';

test('html.button is a Pressable with or without onClick', async () => {
  await render(
    <>
      <html.button>Plain</html.button>
      <html.button onClick={() => {}}>With onClick</html.button>
    </>,
  );
  expect(pressable(screen.getByRole('button', {name: 'Plain'}))).toBe(true);
  expect(pressable(screen.getByRole('button', {name: 'With onClick'}))).toBe(true);
});

test('html.div becomes a Pressable only with onClick', async () => {
  await render(
    <>
      <html.div data-testid="plain">Plain</html.div>
      <html.div data-testid="clickable" onClick={() => {}}>
        Clickable
      </html.div>
    </>,
  );
  expect(pressable(screen.getByTestId('plain'))).toBe(false);
  expect(pressable(screen.getByTestId('clickable'))).toBe(true);
});
