// Replaced: stock remounts every code block after hydration to re-apply a
// mode-specific Prism theme, and parses magic comments and line ranges in the
// browser. Here code arrives highlighted at build time (src/plugins/syntax-tokens):
// text children are syntax tokens (plain code is shown plain), the title is a
// prop, and the stock layout, copy and word-wrap buttons render as they are.
// Canary: tests/unit/theme-canaries.test.ts.
import {Children, isValidElement, useEffect, useMemo, useState, type ReactNode} from 'react';
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
import {codeOf, type SyntaxTokens} from '@site/src/plugins/syntax-tokens/tokens';

/** Children as one string when they are only text, so the block can be copied. */
function textOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

interface StringProps extends Omit<Props, 'children'> {
  tokens: SyntaxTokens;
}

/** The stock string code block (theme-classic CodeBlock/Content/String), fed syntax tokens. */
/**
 * The stock word-wrap state, re-measured when the block is first rendered: off-screen
 * blocks skip layout (content-visibility in Content/styles.module.css), so the stock
 * check at hydration sees no overflow there and would never offer the wrap button.
 */
function useWordWrapWhenShown(): ReturnType<typeof useCodeWordWrap> {
  const wordWrap = useCodeWordWrap();
  const [overflows, setOverflows] = useState(false);
  const {codeBlockRef} = wordWrap;
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const measure = (event: Event) => {
      if ((event as Event & {skipped?: boolean}).skipped) return;
      setOverflows(pre.scrollWidth > pre.clientWidth);
    };
    pre.addEventListener('contentvisibilityautostatechange', measure);
    return () => pre.removeEventListener('contentvisibilityautostatechange', measure);
  }, [codeBlockRef]);
  return {...wordWrap, isCodeScrollable: wordWrap.isCodeScrollable || overflows};
}

function TokensBlock({tokens, className, title, language = 'text'}: StringProps): ReactNode {
  const wordWrap = useWordWrapWhenShown();
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
