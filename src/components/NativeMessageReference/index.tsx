import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import RepoLink from '@site/src/components/RepoLink';
import type {MessageEntry, MessageSection} from '@site/src/plugins/native-messages';
import styles from './styles.module.css';

/** Text with `code` in backticks, as the data file writes it. */
function Prose({text}: {text: string}): ReactNode {
  return text
    .split(/`([^`]+)`/)
    .map((part, i) =>
      i % 2 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>,
    );
}

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
        {entry.devOnly ? 'Development builds only (__DEV__).' : 'Development and release builds.'}
      </p>
      <p className={styles.label}>Printed as</p>
      <pre className={styles.printed}>
        <code>
          [{entry.level}] React Strict DOM: <Template template={entry.template} />
        </code>
      </pre>
      <p className={styles.label}>When it fires</p>
      {'tokens' in fires ? (
        <>
          <CodeBlock language="tsx" title="Prints it on native">
            {fires.tokens}
          </CodeBlock>
          <p>
            {fires.then === 'press' ? 'Pressed, this prints: ' : 'This prints: '}
            <code className={styles.example}>{entry.printed}</code>
          </p>
        </>
      ) : (
        <p>
          Not from your code. <Prose text={fires.reason} />
        </p>
      )}
      <p className={styles.label}>Why</p>
      <p>
        <Prose text={entry.why} />
      </p>
      <p className={styles.label}>Instead</p>
      <CodeBlock language="tsx" title="Works on web and native">
        {entry.instead}
      </CodeBlock>
      {entry.insteadNote && (
        <p>
          <Prose text={entry.insteadNote} />
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
