// How code the site shows is compiled against react-strict-dom's types, in one place: the
// build's type notes (typeInfo.ts) and the tests that type-check snippets and examples use
// the same options, so a sample the tests pass is the one the page annotates.
import ts from 'typescript';

/** The type trees of react-strict-dom, picked by its `exports` conditions. */
export const typePlatforms = ['web', 'native'] as const;
export type TypePlatform = (typeof typePlatforms)[number];

/**
 * The compiler options of the site's own type check (tsconfig.json) that decide what a
 * sample's identifiers are, for each type tree ("react-native" picks the native one, as a
 * React Native app's TypeScript does). Every file is a module, so samples checked together
 * never see each other's top-level names.
 */
export function compilerOptions(platform: TypePlatform): ts.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    ...(platform === 'native' ? {customConditions: ['react-native']} : {}),
  };
}
