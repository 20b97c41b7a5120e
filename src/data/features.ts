import nativeRendering from '@syntax-tokens/landing/NativeRendering.tsx';
import searchField from '@example/SearchField';
import saveButton from '@example/SaveButton';
import incrementalAdoption from '@syntax-tokens/landing/IncrementalAdoption.tsx';
import type {ExampleModule} from './exampleModule';

/**
 * One section of the landing page: a claim, its proof in code, and where to
 * read more. The proof is either plain code or a live example (rendered and
 * shown with its source).
 */
export type Feature = {
  id: string;
  title: string;
  description: string;
  link: {to: string; label: string};
} & (
  | {/** Syntax tokens of a snippet (src/plugins/syntax-tokens). */ code: string; example?: never}
  | {example: ExampleModule; code?: never}
);

export const features: Feature[] = [
  {
    id: 'native-rendering',
    title: 'Render platform-native components',
    description:
      'On the web, your components become plain HTML elements styled by static, atomic CSS. On Android and iOS they become React Native views, text and inputs: real native UI, not a web view.',
    code: nativeRendering,
    link: {to: '/learn/', label: 'Read the introduction'},
  },
  {
    id: 'strict-html',
    title: 'Mark up interfaces with strict HTML',
    description:
      'The html.* elements are a typed subset of HTML. Props follow the web standard (for, not htmlFor) and legacy attributes are gone, so the type checker catches what a platform cannot do.',
    example: searchField,
    link: {to: '/learn/components/', label: 'Create components'},
  },
  {
    id: 'strict-css',
    title: 'Style components with strict CSS',
    description:
      'css.create takes a typed subset of CSS with pseudo-states and media queries. On the web it compiles to atomic CSS through StyleX; on native the same styles are resolved at run time.',
    example: saveButton,
    link: {to: '/learn/styles/', label: 'Style components'},
  },
  {
    id: 'incremental-adoption',
    title: 'Adopt cross-platform incrementally',
    description:
      'Strict elements mix with the React DOM and React Native code you already have. Convert one component at a time, and keep platform files such as Button.native.tsx where you need them.',
    code: incrementalAdoption,
    link: {to: '/learn/setup/', label: 'Add it to your app'},
  },
];
