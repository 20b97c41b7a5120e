import type {Plugin} from '@docusaurus/types';

type Problem = {message: string; moduleIdentifier?: string};
type Compilation = {
  errors: unknown[];
  warnings: Problem[];
  hooks: {afterSeal: {tap: (name: string, fn: () => void) => void}};
};
type Compiler = {
  hooks: {thisCompilation: {tap: (name: string, fn: (compilation: Compilation) => void) => void}};
};

/** A warning on one line, with its module: a log excerpt (check:next's) keeps the first line only. */
function oneLine({message, moduleIdentifier}: Problem): string {
  // Rspack draws its message as a tree ("⚠ Module parse warning: ╰─▶ ⚠ Useless magic…").
  const text = message
    .replace(/[⚠╰─▶]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return moduleIdentifier ? `${text} (in ${moduleIdentifier})` : text;
}

/**
 * Fails the build on any bundler warning, in the client and the server bundle alike: a
 * warning the build prints and passes is one nobody reads (two useless `webpackExports`
 * comments were printed by every build for weeks).
 */
export default function noWarningsPlugin(): Plugin {
  return {
    name: 'no-warnings',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {WebpackError} = currentBundler.instance;
      const bundle = isServer ? 'server' : 'client';
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('no-warnings', (compilation) => {
                compilation.hooks.afterSeal.tap('no-warnings', () => {
                  for (const warning of compilation.warnings)
                    compilation.errors.push(
                      new WebpackError(
                        `${bundle} bundle warning (src/plugins/no-warnings fails the build on it): ${oneLine(warning)}`,
                      ),
                    );
                });
              });
            },
          },
        ],
      };
    },
  };
}
