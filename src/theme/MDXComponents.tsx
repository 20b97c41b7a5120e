// Wrapped: registers CodeBlock, which nearly every page renders, so pages need no import. Rarer
// tags stay out of every page's JavaScript: Example and CompatTable are imported for the pages
// that use them by src/plugins/mdx-tags; others (InstallCommand, Tabs) by their pages.
// PageActions follows every docs page's title, put there by src/plugins/page-actions.
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import PageActions from '@site/src/components/PageActions';

export default {
  ...MDXComponents,
  CodeBlock,
  PageActions,
};
