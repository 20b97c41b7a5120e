import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {tagline} from '@site/src/data/site';
import {features} from '@site/src/data/features';
import Hero from './_components/Hero';
import FeatureSection from './_components/FeatureSection';

const title = 'Cross-platform React with web APIs';

export default function Home(): ReactNode {
  return (
    <Layout title={title} description={tagline}>
      <main>
        <Hero />
        {features.map((feature) => (
          <FeatureSection key={feature.id} feature={feature} />
        ))}
      </main>
    </Layout>
  );
}
