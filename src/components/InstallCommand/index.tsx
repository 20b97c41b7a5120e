import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

interface Props {
  /** Space-separated package names, e.g. "react-strict-dom react-dom". */
  packages: string;
  /** Install as development dependencies. */
  dev?: boolean;
}

/** The install command for npm, Yarn and pnpm, in tabs that stay in sync across the site. */
const managers = [
  {value: 'npm', command: 'npm install', devFlag: '--save-dev'},
  {value: 'yarn', command: 'yarn add', devFlag: '--dev'},
  {value: 'pnpm', command: 'pnpm add', devFlag: '--save-dev'},
] as const;

export default function InstallCommand({packages, dev = false}: Props): ReactNode {
  return (
    <Tabs groupId="package-manager">
      {managers.map(({value, command, devFlag}) => (
        <TabItem key={value} value={value} label={value}>
          <CodeBlock language="bash">
            {[command, dev ? devFlag : null, packages].filter(Boolean).join(' ')}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
