import {transformSync} from '@babel/core';
import {fireEvent, render, screen} from '@testing-library/react-native';
import type {ComponentType, ReactNode} from 'react';
import {html} from 'react-strict-dom';
import {DataTable} from './DataTable';
import {Details} from './Details';

// Elements of HTML that readers reach for, none of which the library exports.
const missing = [
  'abbr',
  'address',
  'audio',
  'canvas',
  'caption',
  'cite',
  'data',
  'datalist',
  'dd',
  'details',
  'dfn',
  'dialog',
  'dl',
  'dt',
  'embed',
  'figcaption',
  'figure',
  'iframe',
  'legend',
  'menu',
  'meter',
  'object',
  'output',
  'picture',
  'progress',
  'q',
  'samp',
  'search',
  'small',
  'source',
  'summary',
  'svg',
  'table',
  'tbody',
  'td',
  'template',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'track',
  'var',
  'video',
  'wbr',
];

afterEach(() => jest.restoreAllMocks());

test('the elements html has on native, and none of these', () => {
  expect(Object.keys(html)).toEqual([
    'a',
    'article',
    'aside',
    'b',
    'bdi',
    'bdo',
    'blockquote',
    'br',
    'button',
    'code',
    'del',
    'div',
    'em',
    'fieldset',
    'footer',
    'form',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'header',
    'hr',
    'i',
    'img',
    'input',
    'ins',
    'kbd',
    'label',
    'li',
    'main',
    'mark',
    'nav',
    'ol',
    'optgroup',
    'option',
    'p',
    'pre',
    's',
    'section',
    'select',
    'span',
    'strong',
    'sub',
    'sup',
    'textarea',
    'u',
    'ul',
  ]);
  expect(missing.filter((name) => name in html)).toEqual([]);
});

test('html.table on native is undefined, and React cannot render it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const Table = (html as unknown as Record<string, ComponentType<{children?: ReactNode}>>)
    .table;
  expect(Table).toBeUndefined();
  await expect(render(<Table />)).rejects.toThrow(
    'Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: undefined.',
  );
});

test("on the web the library's Babel preset turns html.table into a <table> all the same", () => {
  const output = transformSync(
    "import {html} from 'react-strict-dom';\nexport const T = () => <html.table />;",
    {
      babelrc: false,
      configFile: false,
      filename: 'Table.tsx',
      parserOpts: {plugins: ['jsx', 'typescript']},
      presets: [
        ['react-strict-dom/babel-preset', {debug: false, dev: false, platform: 'web'}],
      ],
    },
  )?.code;
  expect(output).toMatch(/<table\b/);
});

test('DataTable: rows of cells that screen readers read as a table', async () => {
  await render(
    <DataTable
      caption="Orders"
      columns={[
        {label: 'Order', value: (row: {id: string}) => row.id},
        {label: 'Status', value: () => 'Shipped'},
      ]}
      rows={[{id: '1042'}, {id: '1043'}]}
    />,
  );
  expect(screen.getByLabelText('Orders').props.role).toBe('table');
  const roles = (role: string) =>
    screen.root?.queryAll(
      (node) => typeof node.type === 'string' && node.props.role === role,
    ) ?? [];
  expect(roles('row')).toHaveLength(3);
  expect(roles('columnheader')).toHaveLength(2);
  expect(roles('cell')).toHaveLength(4);
  expect(screen.getByText('1043')).toBeOnTheScreen();
});

test('Details: the summary button says whether it is expanded', async () => {
  await render(
    <Details summary="Shipping">
      <html.p>Orders ship within two days.</html.p>
    </Details>,
  );
  expect(screen.queryByText('Orders ship within two days.')).toBeNull();
  await fireEvent.press(
    screen.getByRole('button', {name: '▸ Shipping', expanded: false}),
  );
  expect(
    screen.getByRole('button', {name: '▾ Shipping', expanded: true}),
  ).toBeOnTheScreen();
  expect(screen.getByText('Orders ship within two days.')).toBeOnTheScreen();
});
