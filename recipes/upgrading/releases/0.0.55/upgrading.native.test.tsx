import {render, screen} from '@testing-library/react-native';
import {ScrollView, type ScrollViewProps, Text} from 'react-native';
import {compat} from 'react-strict-dom';
import {version} from 'react-strict-dom/package.json';
import {MessageList} from './MessageList.native';
import {Sidebar} from './Sidebar.native';

test('0.0.55: as="div" hands the translated props to the ScrollView', async () => {
  expect(version).toBe('0.0.55');
  await render(
    <MessageList>
      <Text>First message</Text>
    </MessageList>,
  );
  expect(screen.getByLabelText('Messages').type).toBe('RCTScrollView');
});

test('0.0.55: an old as value falls back to div without an error', async () => {
  const errors = jest.spyOn(console, 'error');
  await render(
    // TypeScript refuses 'view'; at run time it is a div.
    <compat.native aria-label="Old" as={'view' as 'div'}>
      {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps} />}
    </compat.native>,
  );
  expect(screen.getByLabelText('Old').type).toBe('RCTScrollView');
  expect(errors).not.toHaveBeenCalled();
});

test('0.0.55: compat.native adds no default styles; Sidebar adds the old two itself', async () => {
  await render(
    <compat.native aria-label="Bare" as="div">
      {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps} />}
    </compat.native>,
  );
  const bare = screen.getByLabelText('Bare');
  expect(bare).not.toHaveStyle({position: 'static'});
  expect(bare).not.toHaveStyle({boxSizing: 'content-box'});

  await render(
    <Sidebar>
      <Text>Inbox</Text>
    </Sidebar>,
  );
  const sidebar = screen.getByText('Inbox').parent?.parent;
  expect(sidebar).toHaveStyle({boxSizing: 'content-box', position: 'static', width: 280});
});
