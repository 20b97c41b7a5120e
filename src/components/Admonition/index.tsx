// What an admonition (`:::tip`) renders: the stock component of its type, given the props
// theme-classic's Admonition gives it (a title written with markup becomes the title prop).
// src/plugins/mdx-tags imports the types a page uses, each through this, so a page
// carries the admonition types it shows, not all six with their icons.
import type {ComponentType, ReactNode} from 'react';
import {processAdmonitionProps} from '@docusaurus/theme-common';
import type {Props} from '@theme/Admonition';

export function admonitionOf(Type: ComponentType<Props>): ComponentType<Props> {
  return function Admonition(props: Props): ReactNode {
    return <Type {...processAdmonitionProps(props)} />;
  };
}
