import {createRequire} from 'node:module';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {releasesMarkdown} from './markdown';

// The few mdast / MDX node shapes this plugin reads and writes.
interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  [key: string]: unknown;
}

/** The MDX tag the releases page writes where the releases go. */
export const releasesTag = 'Releases';

/** The installed react-strict-dom's version: the release the site documents. */
const documented = (
  createRequire(import.meta.url)('react-strict-dom/package.json') as {version: string}
).version;

/**
 * Replaces `<Releases />` on a page with every release of the library and what main has
 * changed since (src/data/releases.ts), as the page's own Markdown: `##` headings in its
 * table of contents, links checked like any other, before the other remark plugins run.
 */
export default function remarkReleases() {
  return (tree: Node) => {
    const children = tree.children ?? [];
    const at = children.findIndex(
      (node) => node.type === 'mdxJsxFlowElement' && node.name === releasesTag,
    );
    if (at === -1) return;
    children.splice(at, 1, ...(fromMarkdown(releasesMarkdown(documented)).children as Node[]));
  };
}
