// Ejected: only the navbar item types this site can use, so the version and locale dropdowns stay out of every page's JavaScript (and no `doc` type: its item needs the docs list src/plugins/lean-client drops).
// Cannot be wrapped: the original imports them all. Canary: tests/unit/theme-canaries.test.ts.
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

// Partial: a type left out fails the build's server render with "No NavbarItem component found for type".
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes as ComponentTypesObject;
