type Compilation = {
  errors: unknown[];
  hooks: {finishModules: {tap: (name: string, fn: () => void) => void}};
};
type Compiler = {
  hooks: {thisCompilation: {tap: (name: string, fn: (compilation: Compilation) => void) => void}};
};

/**
 * A bundler plugin that fails the client build, once all modules are built, with each
 * reason `missing()` returns: for build plugins that reach into Docusaurus internals
 * and must stop, not silently do nothing, when an upgrade moves what they rely on.
 */
export function failBuildUnless(
  plugin: string,
  WebpackError: new (message: string) => unknown,
  missing: () => string[],
) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
        compilation.hooks.finishModules.tap(plugin, () => {
          for (const reason of missing())
            compilation.errors.push(
              new WebpackError(
                `${plugin}: ${reason}; update src/plugins/${plugin} for this Docusaurus.`,
              ),
            );
        });
      });
    },
  };
}
