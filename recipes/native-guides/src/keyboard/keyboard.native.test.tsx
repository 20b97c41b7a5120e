import {act, fireEvent, render, screen} from '@testing-library/react-native';
import {DeviceEventEmitter, TextInput} from 'react-native';
import {SafeAreaProvider} from 'react-native-safe-area-context';
import {ContactForm} from './ContactForm';
import {FormScreen} from './FormScreen';

// A phone in portrait, 852 points tall, with a 34-point home indicator (example values).
const metrics = {
  frame: {x: 0, y: 0, width: 393, height: 852},
  insets: {top: 59, right: 0, bottom: 34, left: 0},
};

type Host = ReturnType<typeof screen.getByText>;

/** The nearest host above `node` of type `type`. */
function above(node: Host, type: string): Host {
  let current = node.parent;
  while (current && current.type !== type) current = current.parent;
  if (!current) throw new Error(`no ${type} above`);
  return current;
}

async function renderForm(onSend = jest.fn()) {
  await render(
    <SafeAreaProvider initialMetrics={metrics}>
      <FormScreen>
        <ContactForm onSend={onSend} />
      </FormScreen>
    </SafeAreaProvider>,
  );
  const scrollView = above(screen.getByText('Send'), 'RCTScrollView');
  return {onSend, scrollView, avoidingView: scrollView.parent!};
}

afterEach(() => jest.restoreAllMocks());

test('the keyboard pads the bottom of the form by as much as it covers', async () => {
  const {avoidingView} = await renderForm();
  await fireEvent(avoidingView, 'layout', {
    nativeEvent: {layout: {x: 0, y: 0, width: 393, height: 852}},
    persist() {},
  });
  expect(avoidingView).toHaveStyle({paddingBottom: 0});
  // What iOS reports as a 336-point keyboard slides in.
  await act(async () => {
    DeviceEventEmitter.emit('keyboardWillShow', {
      duration: 250,
      easing: 'keyboard',
      endCoordinates: {screenX: 0, screenY: 516, width: 393, height: 336},
      startCoordinates: {screenX: 0, screenY: 852, width: 393, height: 336},
      isEventFromThisApp: true,
    });
  });
  expect(avoidingView).toHaveStyle({paddingBottom: 336});
  await act(async () => {
    DeviceEventEmitter.emit('keyboardWillHide', {duration: 250, easing: 'keyboard'});
  });
  expect(avoidingView).toHaveStyle({paddingBottom: 0});
});

test('a tap on Send while the keyboard is up presses it, and a drag hides the keyboard', async () => {
  const {scrollView} = await renderForm();
  expect(scrollView.props.keyboardShouldPersistTaps).toBe('handled');
  expect(scrollView.props.keyboardDismissMode).toBe('on-drag');
  // The ScrollView's content holds html.main: below the last field, the home
  // indicator's 34 points, plus 16.
  const main = (scrollView.children[0] as Host).children[0] as Host;
  expect(main).toHaveStyle({paddingBottom: 50});
});

test('Enter on the keyboard moves to the next field', async () => {
  const focus = jest.spyOn(TextInput.prototype, 'focus');
  await renderForm();
  await fireEvent(screen.getByLabelText('Name'), 'submitEditing');
  // The library's ref is a copy of the TextInput with its props: id became nativeID.
  expect(
    focus.mock.contexts.map(
      (input) => (input as {props: {nativeID?: string}}).props.nativeID,
    ),
  ).toEqual(['contact-email']);
  expect(screen.getByLabelText('Name').props.enterKeyHint).toBe('next');
});

test('Send hands over what was typed', async () => {
  const {onSend} = await renderForm();
  const type = (label: string, text: string) =>
    fireEvent(screen.getByLabelText(label), 'change', {nativeEvent: {text}});
  await type('Name', 'Ada');
  await type('Email', 'ada@example.com');
  await type('Message', 'Hello');
  await fireEvent.press(screen.getByRole('button', {name: 'Send'}));
  expect(onSend).toHaveBeenCalledWith({
    name: 'Ada',
    email: 'ada@example.com',
    text: 'Hello',
  });
  expect(screen.getByLabelText('Email').props.inputMode).toBe('email');
});
