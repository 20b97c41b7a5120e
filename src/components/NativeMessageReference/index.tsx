import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CodeProse from '@site/src/components/CodeProse';
import RepoLink from '@site/src/components/RepoLink';
import type {MessageEntry, MessageSection} from '@site/src/plugins/native-messages';
import styles from './styles.module.css';

/** A template with its placeholders set apart: they stand for what your code holds. */
function Template({template}: {template: string}): ReactNode {
  return template.split(/(\{\w+\})/).map((part, i) =>
    i % 2 ? (
      <var key={i} className={styles.placeholder}>
        {part}
      </var>
    ) : (
      <React.Fragment key={i}>{part}</React.Fragment>
    ),
  );
}

const levelLabels = {warn: 'Warning', error: 'Error'} as const;

/** The line as the console shows it: the library's prefix, or React Native's own words. */
function Line({entry, children}: {entry: MessageEntry; children: ReactNode}): ReactNode {
  return (
    <pre className={styles.printed}>
      <code>
        {entry.from === 'react-native' ? null : `[${entry.level}] React Strict DOM: `}
        {children}
      </code>
    </pre>
  );
}

function Entry({entry}: {entry: MessageEntry}): ReactNode {
  const {fires} = entry;
  return (
    <section className={styles.entry} aria-labelledby={entry.anchor}>
      <Heading as="h3" id={entry.anchor} className={styles.title}>
        <code>
          <Template template={entry.template} />
        </code>
      </Heading>
      <p className={styles.facts}>
        <span className={styles.level} data-level={entry.level}>
          {levelLabels[entry.level]}
        </span>{' '}
        {entry.devOnly ? (
          <>
            Development builds only (<code>__DEV__</code> true).
          </>
        ) : (
          'Development and release builds.'
        )}
        {entry.from === 'react-native' && " React Native's own message, not the library's."}
      </p>
      <h4 className={styles.label}>Printed as</h4>
      <Line entry={entry}>
        <Template template={entry.template} />
      </Line>
      <h4 className={styles.label}>When it fires</h4>
      {'tokens' in fires ? (
        <>
          <CodeBlock language="tsx" title="Prints it on native">
            {fires.tokens}
          </CodeBlock>
          <p className={styles.prints}>{fires.pressed ? 'Pressed, it prints:' : 'It prints:'}</p>
          <Line entry={entry}>{entry.printed}</Line>
        </>
      ) : (
        <p>
          Not from your code. <CodeProse text={fires.reason} />
        </p>
      )}
      <h4 className={styles.label}>Why</h4>
      <p>
        <CodeProse text={entry.why} />
      </p>
      <h4 className={styles.label}>Instead</h4>
      <CodeBlock language="tsx" title="Works on web and native">
        {entry.instead}
      </CodeBlock>
      {entry.insteadFiles.map((file) => (
        <CodeBlock
          key={file.name}
          language={file.name.endsWith('.tsx') ? 'tsx' : 'ts'}
          title={file.name}>
          {file.tokens}
        </CodeBlock>
      ))}
      {entry.insteadNote && (
        <p>
          <CodeProse text={entry.insteadNote} />
        </p>
      )}
      {(entry.compat || entry.issue) && (
        <p className={styles.links}>
          {entry.compat && (
            <>
              Compatibility: <Link to={entry.compat.path}>{entry.compat.row}</Link>
            </>
          )}
          {entry.compat && entry.issue && ' · '}
          {entry.issue && (
            <>
              Tracked in <RepoLink issue={entry.issue} />
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** The entries of /api/native-messages/, by section (see src/plugins/native-messages). */
export default function NativeMessageReference({
  sections,
}: {
  sections: MessageSection[];
}): ReactNode {
  return sections.map((section) => (
    <React.Fragment key={section.id}>
      <Heading as="h2" id={section.id}>
        {section.title}
      </Heading>
      {section.entries.map((entry) => (
        <Entry key={entry.anchor} entry={entry} />
      ))}
    </React.Fragment>
  ));
}
