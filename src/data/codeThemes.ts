import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours for light and dark mode. Every token colour has a contrast ratio
 * of at least 4.5:1 against its background (WCAG 2.2 AA), which the stock
 * Prism themes do not reach; tests/e2e/every-page.spec.ts checks it with axe.
 */
function theme(plain: {color: string; backgroundColor: string}, colors: Record<string, string[]>): PrismTheme {
  return {
    plain,
    styles: Object.entries(colors).map(([color, types]) => ({
      types,
      style: {color, ...(types.includes('comment') ? {fontStyle: 'italic' as const} : {})},
    })),
  };
}

export const lightCodeTheme = theme(
  {color: '#1f2328', backgroundColor: '#f6f8fa'},
  {
    '#57606a': ['comment', 'prolog', 'doctype', 'cdata'],
    '#0a3069': ['string', 'char', 'attr-value', 'regex', 'template-string'],
    '#cf222e': ['keyword', 'selector', 'important', 'atrule', 'deleted'],
    '#6639ba': ['function', 'function-variable'],
    '#0550ae': ['number', 'boolean', 'constant', 'property', 'attr-name', 'operator', 'variable'],
    '#116329': ['tag', 'inserted'],
    '#953800': ['builtin', 'class-name', 'maybe-class-name', 'symbol'],
    '#1f2328': ['punctuation', 'plain'],
  },
);

export const darkCodeTheme = theme(
  {color: '#e6edf3', backgroundColor: '#161b22'},
  {
    '#8b949e': ['comment', 'prolog', 'doctype', 'cdata'],
    '#a5d6ff': ['string', 'char', 'attr-value', 'regex', 'template-string'],
    '#ff7b72': ['keyword', 'selector', 'important', 'atrule', 'deleted'],
    '#d2a8ff': ['function', 'function-variable'],
    '#79c0ff': ['number', 'boolean', 'constant', 'property', 'attr-name', 'operator', 'variable'],
    '#7ee787': ['tag', 'inserted'],
    '#ffa657': ['builtin', 'class-name', 'maybe-class-name', 'symbol'],
    '#e6edf3': ['punctuation', 'plain'],
  },
);
