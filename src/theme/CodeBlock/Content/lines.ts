import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import clsx from 'clsx';
import {tokenGroup} from '@site/src/data/codeThemes';

/** What a code block shows: the server's highlighted markup, or lines of tokens. */
export type Highlighted = {html: string} | {lines: Token[][]};

/** Unhighlighted lines, shown on the client until the tokenizer has loaded. */
export function plainLines(code: string): Token[][] {
  return code.split(/\r\n|\r|\n/).map((content) => [
    content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content},
  ]);
}

// Props for the stock `@theme/CodeBlock/Line`: class names only, no inline colours,
// so the markup is the same in light and dark mode (colours come from CSS).
export function getLineProps({className, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

export function getTokenProps({token, className, ...rest}: TokenInputProps): TokenOutputProps {
  const group = tokenGroup(token.types);
  const classes = clsx(group && `token ${group.name}`, className);
  // Plain text gets no class attribute at all (the type insists on one).
  return {...rest, children: token.content, ...(classes && {className: classes})} as TokenOutputProps;
}
