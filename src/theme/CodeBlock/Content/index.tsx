// Replaced: stock highlights with Prism in the browser; here code arrives
// highlighted at build time as syntax tokens (src/plugins/syntax-tokens), so no
// tokenizer loads. Lines are <span>s, since <code> may hold phrasing content only.
// They are set as inner HTML: hydrating a block then costs one element, not one per token.
// Canary: tests/unit/theme-canaries.test.ts.
import {
  forwardRef,
  use,
  useMemo,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {SyntaxTokensContext} from '../SyntaxTokensContext';
// The server's lines carry the compiler's notes (src/plugins/syntax-tokens: renderModule).
import {linesHtml, tokenLines} from '@syntax-tokens-render';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  // tabIndex: a scrollable block must be reachable by keyboard.
  return (
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // The ref object is handed to <Pre>, not read during render.
  const {codeBlockRef} = wordWrap;
  const tokens = use(SyntaxTokensContext) ?? metadata.code;
  const lines = useMemo(() => tokenLines(tokens), [tokens]);
  const html = useMemo(() => ({__html: linesHtml(lines)}), [lines]);
  return (
    <Pre
      ref={codeBlockRef}
      style={{'--code-lines': lines.length} as CSSProperties}
      className={clsx(className, 'prism-code', `language-${metadata.language}`)}>
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={html} />
    </Pre>
  );
}
