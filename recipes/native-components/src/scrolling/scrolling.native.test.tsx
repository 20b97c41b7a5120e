import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createRef} from 'react';
import {render, screen} from '@testing-library/react-native';
import {ScrollView, type ScrollViewProps, Text} from 'react-native';
import {compat} from 'react-strict-dom';
import {ChatLog} from './ChatLog.native';
import {MessageList} from './MessageList.native';
import {ScrollArea} from './ScrollArea.native';

const messages = [
  {id: '1', sender: 'Ada', subject: 'Minutes'},
  {id: '2', sender: 'Grace', subject: 'Agenda'},
];

test('ScrollArea renders a ScrollView with the translated props', async () => {
  await render(
    <ScrollArea label="Terms" maxHeight={120}>
      <Text>Read me</Text>
    </ScrollArea>,
  );
  const area = screen.getByLabelText('Terms');
  expect(area.type).toBe('RCTScrollView');
  expect(area).toHaveStyle({maxHeight: 120});
});

test('compat.native adds no default styles, unlike html.div', async () => {
  await render(
    <compat.native aria-label="Bare" as="div">
      {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps} />}
    </compat.native>,
  );
  const style = JSON.stringify(screen.getByLabelText('Bare').props.style ?? {});
  expect(style).not.toMatch(/position|boxSizing/);
});

test('the function gets a ref of the library: your own must come after the spread', async () => {
  const before = createRef<ScrollView>();
  const after = createRef<ScrollView>();
  await render(
    <>
      <compat.native as="div">
        {(nativeProps: ScrollViewProps) => <ScrollView ref={before} {...nativeProps} />}
      </compat.native>
      <compat.native as="div">
        {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps} ref={after} />}
      </compat.native>
    </>,
  );
  expect(before.current).toBeNull();
  expect(typeof after.current?.scrollTo).toBe('function');
});

/** The host elements of the rendered tree that `match`, depth first. */
function hosts(match: (props: Record<string, unknown>) => boolean) {
  const found: Array<Record<string, unknown>> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object' && 'props' in node) {
      const {props, children} = node as {props: Record<string, unknown>; children: unknown};
      if (match(props)) found.push(props);
      visit(children);
    }
  };
  visit(screen.toJSON());
  return found;
}

test('MessageList: a list whose rows are list items', async () => {
  await render(<MessageList maxHeight={240} messages={messages} />);
  expect(screen.getByLabelText('Messages').props.role).toBe('list');
  expect(hosts((props) => props.role === 'listitem')).toHaveLength(2);
});

test('ChatLog: contentContainerStyle pads the list inside', async () => {
  await render(<ChatLog maxHeight={240} messages={messages} />);
  const list = screen.getByLabelText('Chat');
  expect(list.props.role).toBe('list');
  expect(list.props.contentContainerStyle).toEqual({paddingVertical: 8});
  expect(hosts((props) => props.role === 'listitem')).toHaveLength(2);
});

test('React Native warns about a list inside a ScrollView of the same direction', () => {
  // Jest's ScrollView stand-in does not pass the context the check reads, so the
  // check is read from the source of the list React Native uses.
  const source = readFileSync(
    join(__dirname, '../../node_modules/@react-native/virtualized-lists/Lists/VirtualizedList.js'),
    'utf8',
  );
  expect(source).toMatch(/!scrollContext\.horizontal ===\s+!horizontalOrDefault\(this\.props\.horizontal\)/);
  // The message, its string pieces joined as the code joins them.
  const call = /console\.error\(\s*('VirtualizedLists[\s\S]*?)\s*\);/.exec(source)?.[1] ?? '';
  const message = [...call.matchAll(/'([^']*)'/g)].map((piece) => piece[1]).join('');
  expect(message).toBe(
    'VirtualizedLists should never be nested inside plain ScrollViews with the same orientation because it can break windowing and other functionality - use another VirtualizedList-backed container instead.',
  );
});

test("React Native's parser knows visible, hidden and scroll for overflow, not auto", () => {
  const conversions = readFileSync(
    join(__dirname, '../../node_modules/react-native/ReactCommon/react/renderer/components/view/conversions.h'),
    'utf8',
  );
  const parser = /yoga::Overflow &result\)\n\{([\s\S]*?)\n\}/.exec(conversions)?.[1] ?? '';
  const values = [...parser.matchAll(/stringValue == "(\w+)"/g)].map((match) => match[1]);
  expect(values).toEqual(['visible', 'hidden', 'scroll']);
  // Anything else is logged and taken as the default, visible.
  expect(parser).toContain('Could not parse yoga::Overflow:');
  expect(parser).toMatch(/result = yoga::Overflow::Visible;/);
});
