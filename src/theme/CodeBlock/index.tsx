// Replaced: stock remounts every code block after hydration to re-apply a
// mode-specific Prism theme, and parses magic comments and line ranges in the
// browser. Here code arrives highlighted at build time (src/plugins/syntax-tokens):
// text children are syntax tokens (plain code is shown plain), the title is a
// prop, and the stock layout, copy and word-wrap buttons render as they are.
// Canary: tests/unit/theme-canaries.test.ts.
import {Children, isValidElement, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  CodeBlockContextProvider,
  useCodeWordWrap,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {SyntaxTokensContext} from './SyntaxTokensContext';
import {codeOf, type SyntaxTokens} from './syntaxTokens';

/** Children as one string when they are only text, so the block can be copied. */
function textOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

interface StringProps extends Omit<Props, 'children'> {
  tokens: SyntaxTokens;
}

/** The stock string code block (theme-classic CodeBlock/Content/String), fed syntax tokens. */
function TokensBlock({tokens, className, title, language = 'text'}: StringProps): ReactNode {
  const wordWrap = useCodeWordWrap();
  const metadata = useMemo<CodeBlockMetadata>(() => {
    const code = codeOf(tokens);
    return {
      codeInput: code,
      // The copy button copies this: the code without its final line break, as stock.
      code: code.replace(/\r?\n$/, ''),
      className: clsx(className, `language-${language.toLowerCase()}`),
      language: language.toLowerCase(),
      title,
      lineNumbersStart: undefined,
      lineClassNames: {},
    };
  }, [tokens, className, title, language]);
  return (
    <SyntaxTokensContext value={tokens}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </SyntaxTokensContext>
  );
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOf(children);
  return typeof content === 'string' ? (
    <TokensBlock {...props} tokens={content} />
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
