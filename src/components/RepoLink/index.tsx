import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {githubUrl} from '@site/src/data/site';

interface Props {
  /** Path inside the repository on GitHub, e.g. "issues" or "blob/main/CHANGELOG.md"; empty for the repository itself. */
  path?: string;
  children: ReactNode;
}

/** A link into the library's GitHub repository, so its address is written in one place (src/data/site.ts). */
export default function RepoLink({path = '', children}: Props): ReactNode {
  const href = path ? `${githubUrl}/${path.replace(/^\//, '')}` : githubUrl;
  return <Link href={href}>{children}</Link>;
}
