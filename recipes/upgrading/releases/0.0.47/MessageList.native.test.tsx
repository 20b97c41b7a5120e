import {render, screen} from '@testing-library/react-native';
import {Text} from 'react-native';
import {version} from 'react-strict-dom/package.json';
import {MessageList} from './MessageList.native';

test('0.0.47: as="view" hands the translated props to the ScrollView', async () => {
  expect(version).toBe('0.0.47');
  await render(
    <MessageList>
      <Text>First message</Text>
    </MessageList>,
  );
  const list = screen.getByLabelText('Messages');
  expect(list.type).toBe('RCTScrollView');
  expect(screen.getByText('First message')).toBeOnTheScreen();
});
