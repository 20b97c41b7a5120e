import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Example from '@site/src/components/Example';
import type {Feature} from '@site/src/data/features';
import styles from './styles.module.css';

interface Props {
  feature: Feature;
}

export default function FeatureSection({feature}: Props): ReactNode {
  const headingId = `${feature.id}-title`;
  return (
    <section className={styles.feature} aria-labelledby={headingId}>
      <div className={styles.featureText}>
        <h2 id={headingId}>{feature.title}</h2>
        <p>{feature.description}</p>
        <Link className="button button--secondary" to={feature.link.to}>
          {feature.link.label}
        </Link>
      </div>
      <div className={styles.featureCode}>
        {feature.example ? (
          <Example of={feature.example} />
        ) : (
          <CodeBlock language="tsx">{feature.code}</CodeBlock>
        )}
      </div>
    </section>
  );
}
