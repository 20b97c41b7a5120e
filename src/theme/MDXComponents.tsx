// Wrapped: registers the site's MDX tags in one place, so pages use them without imports.
import MDXComponents from '@theme-original/MDXComponents';
import CompatTable, {CompatLegend} from '@site/src/components/CompatTable';
import Example from '@site/src/components/Example';
import InstallCommand from '@site/src/components/InstallCommand';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default {
  ...MDXComponents,
  CodeBlock,
  CompatLegend,
  CompatTable,
  Example,
  InstallCommand,
  Tabs,
  TabItem,
};
