// Types for the untyped packages the compiler bundles.

declare module 'react-strict-dom/babel-preset' {
  import type {ConfigAPI, PluginItem} from '@babel/core';

  /** One StyleX rule from `result.metadata.stylex`: class or variable name, CSS text, priority. */
  export type StyleRule = [string, {ltr: string; rtl?: string | null}, number];

  interface ReactStrictPreset {
    (
      api: ConfigAPI,
      options?: {debug?: boolean; dev?: boolean; platform?: string},
    ): {plugins: PluginItem[] | null};
    /** StyleX's `processStylexRules`: the rules of all files → one stylesheet. */
    generateStyles(rules: StyleRule[], options?: {useLayers?: boolean}): string;
  }
  const preset: ReactStrictPreset;
  export default preset;
}

declare module '@babel/plugin-transform-modules-commonjs' {
  import type {PluginObj} from '@babel/core';
  const plugin: (...args: never[]) => PluginObj;
  export default plugin;
}

declare module '@babel/plugin-transform-react-jsx' {
  import type {PluginObj} from '@babel/core';
  const plugin: (...args: never[]) => PluginObj;
  export default plugin;
}

declare module '@babel/plugin-transform-typescript' {
  import type {PluginObj} from '@babel/core';
  const plugin: (...args: never[]) => PluginObj;
  export default plugin;
}
