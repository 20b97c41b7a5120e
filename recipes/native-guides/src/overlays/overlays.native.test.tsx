import {fireEvent, render, screen} from '@testing-library/react-native';
import {html} from 'react-strict-dom';
import {Dialog} from './Dialog';

type Host = ReturnType<typeof screen.getByText>;

function modalAbove(node: Host): Host {
  let current = node.parent;
  while (current && current.type !== 'Modal') current = current.parent;
  if (!current) throw new Error('no Modal above');
  return current;
}

function renderDialog(open: boolean, onClose = jest.fn()) {
  return render(
    <Dialog onClose={onClose} open={open} title="Delete the draft?">
      <html.p>The draft cannot be restored.</html.p>
    </Dialog>,
  );
}

test('closed, nothing is rendered', async () => {
  await renderDialog(false);
  expect(screen.queryByText('The draft cannot be restored.')).toBeNull();
});

test('open, a Modal above the app holds a dialog that screen readers treat as modal', async () => {
  await renderDialog(true);
  const dialog = screen.getByLabelText('Delete the draft?');
  expect(dialog.props.role).toBe('dialog');
  // aria-modal: on iOS, VoiceOver ignores the views beside this one.
  expect(dialog.props.accessibilityViewIsModal).toBe(true);
  const modal = modalAbove(dialog);
  expect(modal.props).toMatchObject({
    animationType: 'fade',
    transparent: true,
    visible: true,
  });
});

test("the close button and Android's back button both call onClose", async () => {
  const onClose = jest.fn();
  await renderDialog(true, onClose);
  await fireEvent.press(screen.getByRole('button', {name: 'Close'}));
  await fireEvent(modalAbove(screen.getByLabelText('Delete the draft?')), 'requestClose');
  expect(onClose).toHaveBeenCalledTimes(2);
});
