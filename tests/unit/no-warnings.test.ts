// src/plugins/no-warnings turns every bundler warning into an error, so the build fails
// on the first warning instead of printing it among the build's output.
import {describe, expect, it} from 'vitest';
import noWarningsPlugin from '@site/src/plugins/no-warnings';

/** The plugin's bundler plugin, run on a compilation with these warnings. */
function errorsAfterSeal(
  warnings: (string | {message: string; moduleIdentifier: string})[],
  isServer: boolean,
): string[] {
  const plugin = noWarningsPlugin();
  const {plugins} = plugin.configureWebpack!(
    {} as never,
    isServer,
    {
      currentBundler: {instance: {WebpackError: Error}},
    } as never,
    undefined,
  ) as {plugins: {apply: (compiler: unknown) => void}[]};
  const errors: Error[] = [];
  let seal = () => {};
  const compilation = {
    errors,
    warnings: warnings.map((warning) =>
      typeof warning === 'string' ? {message: warning} : warning,
    ),
    hooks: {afterSeal: {tap: (_: string, fn: () => void) => (seal = fn)}},
  };
  plugins[0].apply({
    hooks: {thisCompilation: {tap: (_: string, fn: (c: unknown) => void) => fn(compilation)}},
  });
  seal();
  return errors.map((error) => error.message);
}

describe('no-warnings', () => {
  it('adds an error for each warning of the client and the server bundle', () => {
    const client = errorsAfterSeal(['Useless magic comments', 'Another'], false);
    expect(client).toHaveLength(2);
    expect(client[0]).toMatch(/^client bundle warning.*Useless magic comments/s);
    expect(errorsAfterSeal(['x'], true)[0]).toMatch(/^server bundle warning/);
  });

  it('puts a warning of several lines on one, with its module: a log excerpt keeps one line', () => {
    const [error] = errorsAfterSeal(
      [
        {
          message:
            '  ⚠ Module parse warning:\n  ╰─▶   ⚠ Critical dependency: the request is an expression\n',
          moduleIdentifier: '/site/node_modules/x/index.js',
        },
      ],
      false,
    );
    expect(error).toMatch(
      /on it\): Module parse warning: Critical dependency: the request is an expression \(in \/site\/node_modules\/x\/index\.js\)$/,
    );
  });

  it('adds none when the bundle does not warn', () => {
    expect(errorsAfterSeal([], false)).toEqual([]);
  });
});
