import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {commandTokens, managers} from './commands';

interface Props {
  /** Space-separated package names, e.g. "react-strict-dom react-dom". */
  packages: string;
  /** Install as development dependencies. */
  dev?: boolean;
}

/** The install command for npm, Yarn and pnpm, in tabs that stay in sync across the site. */
export default function InstallCommand({packages, dev = false}: Props): ReactNode {
  return (
    <Tabs groupId="package-manager">
      {managers.map(({value, command, devFlag}) => (
        <TabItem key={value} value={value} label={value}>
          <CodeBlock language="bash">
            {commandTokens(command, dev ? devFlag : null, packages)}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
