// Placement only. Each module here is imported by two chunks a docs page loads side
// by side (neither loads the other), so each chunk carried its own copy: the page's
// content and the theme's MDXContent both import @mdx-js/react; the sidebar and the
// mobile table of contents both use Collapsible; the docs item's MDX components and the
// page's own Example or InstallCommand (and the landing page) all render CodeBlock. Imported by a client module, each
// is in main.js once, and the bundler leaves it out of the chunks that load after
// main.js (tests/built/site.test.ts checks Collapsible and CodeBlock).
export {useMDXComponents} from '@mdx-js/react';
export {Collapsible} from '@docusaurus/theme-common';
export {default as CodeBlock} from '@theme/CodeBlock';
