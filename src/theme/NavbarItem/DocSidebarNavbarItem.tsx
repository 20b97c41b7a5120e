// Replaced: stock finds the current doc's sidebar by matching the address against every doc
// in the global data that every page loads; here a section is active when the address is under
// its sidebar's first page, so src/plugins/lean-client can leave that list out of the bundle
// (the build fails if a doc's address is not under its sidebar's). Canary: tests/unit/theme-canaries.test.ts.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';

/** The address with a final slash, so `/learn` and `/learn/` are both under `/learn/`. */
export const withSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: Props): ReactNode {
  const {pathname} = useLocation();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(
      `DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`,
    );
  }
  const section = withSlash(sidebarLink.path);
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => withSlash(pathname).startsWith(section)}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
