// Wrapped: registers the MDX tags most reference pages use, so they need no imports; rarer ones (InstallCommand, Tabs) are imported by their pages to keep them out of every page's JavaScript.
import MDXComponents from '@theme-original/MDXComponents';
import CompatTable, {CompatLegend} from '@site/src/components/CompatTable';
import Example from '@site/src/components/Example';
import CodeBlock from '@theme/CodeBlock';

export default {
  ...MDXComponents,
  CodeBlock,
  CompatLegend,
  CompatTable,
  Example,
};
