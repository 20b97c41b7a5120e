// Ejected: the stock map minus the tags most pages never use, plus CodeBlock, which nearly
// every page renders, so pages need no import. Admonitions and details are imported by the
// pages that use them (src/plugins/mdx-tags), as are Example and CompatTable; others
// (InstallCommand, Tabs) by their pages. PageActions follows every docs page's title, put
// there by src/plugins/page-actions. Mermaid renders only with `markdown.mermaid`,
// which the site leaves off. Canary: tests/unit/theme-canaries.test.ts.
import type {ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import CodeBlock from '@theme/CodeBlock';
import PageActions from '@site/src/components/PageActions';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

export default {
  Head,
  CodeBlock,
  PageActions,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
};
