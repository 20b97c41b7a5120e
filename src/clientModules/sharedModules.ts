// Placement only. Each module here is imported by two chunks a docs page loads side
// by side (neither loads the other), so each chunk carried its own copy: the page's
// content and the theme's MDXContent both import @mdx-js/react; the sidebar and the
// mobile table of contents both use Collapsible. Imported by a client module, each
// is in main.js once, and the bundler leaves it out of the chunks that load after
// main.js (tests/built/site.test.ts checks Collapsible).
export {useMDXComponents} from '@mdx-js/react';
export {Collapsible} from '@docusaurus/theme-common';
