// Ejected: highlights on the server and keeps that markup on the client, so Prism
// (~28 KB gzip) leaves the JavaScript every page loads; token colours come from CSS.
import {forwardRef, useId, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {useHighlight} from './highlight';
import {getLineProps, getTokenProps} from './lines';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  // tabIndex: a scrollable block must be reachable by keyboard.
  return <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />;
});

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const blockId = useId();
  const highlighted = useHighlight(code, language, blockId);
  const codeProps = {
    'data-block-id': blockId,
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`},
  };
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(className, 'prism-code', `language-${language}`)}>
      {'html' in highlighted ? (
        <code {...codeProps} dangerouslySetInnerHTML={{__html: highlighted.html}} />
      ) : (
        <code {...codeProps}>
          {highlighted.lines.map((line, i) => (
            <Line
              key={i}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[i]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </code>
      )}
    </Pre>
  );
}
