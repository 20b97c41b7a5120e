import {render, screen} from '@testing-library/react-native';
import {html} from 'react-strict-dom';
import {DeleteButton} from './DeleteButton';
import {Icon} from './Icon';

test('the label sits in an html.span next to the icon', async () => {
  await render(<DeleteButton onClick={() => {}} />);
  expect(screen.getByRole('button', {name: 'Delete'})).toBeOnTheScreen();
});

test('a bare string next to an element fails on native', async () => {
  await expect(
    render(
      <html.button>
        <Icon name="close" /> Delete
      </html.button>,
    ),
  ).rejects.toThrow('Text strings must be rendered within a <Text> component.');
});

test("the icon's colour is the button's text colour", async () => {
  await render(<DeleteButton onClick={() => {}} />);
  // react-native-svg's host view: its color prop is what fill="currentColor" reads.
  const svg = (screen.toJSON() as {children: Array<{type: string; props: {color?: string}}>})
    .children.find((child) => child.type === 'RNSVGSvgView');
  expect(svg?.props.color).toBe('#b3261e');
  expect(screen.getByText('Delete')).toHaveStyle({color: '#b3261e'});
});
