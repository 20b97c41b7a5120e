import type {PrismTheme} from 'prism-react-renderer';
import {codeGroupNames, type CodeGroupName} from './codeGroupNames';

/**
 * Code colours for light and dark mode. Every token colour has a contrast ratio
 * of at least 4.5:1 against its background (WCAG 2.2 AA), which the stock
 * Prism themes do not reach; tests/e2e/every-page.spec.ts checks it with axe.
 *
 * Code is highlighted once, at build time, and coloured by class: a token's
 * class names its group, and src/plugins/syntax-tokens turns these groups
 * and the plain colours into the stylesheet, so the same markup serves both modes.
 */
export interface CodeColorGroup {
  /** Class of the tokens in this group, after `token`: `token keyword`. */
  name: CodeGroupName;
  /** Prism token types coloured by this group. */
  types: string[];
  light: string;
  dark: string;
  italic?: boolean;
}

export const codePlain = {
  light: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  dark: {color: '#e6edf3', backgroundColor: '#161b22'},
};

const groupColours: Record<CodeGroupName, Omit<CodeColorGroup, 'name'>> = {
  comment: {
    types: ['comment', 'prolog', 'doctype', 'cdata'],
    light: '#57606a',
    dark: '#8b949e',
    italic: true,
  },
  string: {
    types: ['string', 'char', 'attr-value', 'regex', 'template-string'],
    light: '#0a3069',
    dark: '#a5d6ff',
  },
  keyword: {
    types: ['keyword', 'selector', 'important', 'atrule', 'deleted'],
    light: '#cf222e',
    dark: '#ff7b72',
  },
  function: {types: ['function', 'function-variable'], light: '#6639ba', dark: '#d2a8ff'},
  constant: {
    types: ['number', 'boolean', 'constant', 'property', 'attr-name', 'operator', 'variable'],
    light: '#0550ae',
    dark: '#79c0ff',
  },
  tag: {types: ['tag', 'inserted'], light: '#116329', dark: '#7ee787'},
  'class-name': {
    types: ['builtin', 'class-name', 'maybe-class-name', 'symbol'],
    light: '#953800',
    dark: '#ffa657',
  },
  punctuation: {types: ['punctuation'], light: '#1f2328', dark: '#e6edf3'},
};

export const codeColorGroups: CodeColorGroup[] = codeGroupNames.map((name) => ({
  name,
  ...groupColours[name],
}));

const groupOfType = new Map(
  codeColorGroups.flatMap((group) => group.types.map((type) => [type, group])),
);

/**
 * The group whose colour a token with these Prism types shows. Like
 * prism-react-renderer, the last type that has a colour wins: `<` inside a JSX
 * tag is `['tag', 'punctuation']` and is coloured as punctuation.
 */
export function tokenGroup(types: readonly string[]): CodeColorGroup | undefined {
  for (let i = types.length - 1; i >= 0; i--) {
    const group = groupOfType.get(types[i]!);
    if (group) return group;
  }
  return undefined;
}

/**
 * The Prism theme the stock code block reads for its text and background. It
 * names CSS variables (set per mode in the generated stylesheet) rather than
 * colours, so the block's inline style is the same in both modes, and correct
 * in dark mode from the first paint, before any script runs.
 */
export const codeBlockTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};
