import {render, screen} from '@testing-library/react-native';
import {Text} from 'react-native';
import {version} from 'react-strict-dom/package.json';
import {Sidebar} from './Sidebar.native';

test('0.0.48: compat.native starts from position static and boxSizing content-box', async () => {
  expect(version).toBe('0.0.48');
  await render(
    <Sidebar>
      <Text>Inbox</Text>
    </Sidebar>,
  );
  const sidebar = screen.getByText('Inbox').parent?.parent;
  expect(sidebar?.type).toBe('RCTScrollView');
  expect(sidebar).toHaveStyle({boxSizing: 'content-box', position: 'static', width: 280});
});
