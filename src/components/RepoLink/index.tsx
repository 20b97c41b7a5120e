import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {issueUrl, repoUrl} from '@site/src/data/site';

type Props =
  | {
      /** Path inside the repository on GitHub, e.g. "issues" or "blob/main/CHANGELOG.md"; empty for the repository itself. */
      path?: string;
      issue?: undefined;
      children: ReactNode;
    }
  | {
      /** An issue or pull request number; the text defaults to "#number". */
      issue: number;
      path?: undefined;
      children?: ReactNode;
    };

/** A link into the library's GitHub repository, so its address is written in one place (src/data/site.ts). */
export default function RepoLink({path, issue, children}: Props): ReactNode {
  const href = issue != null ? issueUrl(issue) : repoUrl(path);
  return <Link href={href}>{children ?? `#${issue}`}</Link>;
}
