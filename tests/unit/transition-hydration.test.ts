// src/plugins/transition-hydration swaps @docusaurus/core's browser context for a
// copy whose only change is a transition. This fails when an upgrade changes the stock
// file, so the copy is brought up to date rather than silently diverging.
import {describe, expect, it} from 'vitest';
import transitionHydrationPlugin, {
  browserContextRequest,
} from '@site/src/plugins/transition-hydration';
import {describeCanaries, type Canary} from './canary';

const core = (file: string) => `@docusaurus/core/lib/${file}`;
/** A file's code, without comments and blank lines. */
const code = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

const browserContextCanaries: Canary[] = [
  {
    guards: 'src/plugins/transition-hydration/browserContext.tsx (a copy with a transition)',
    check(upstream) {
      const expected = [
        "import React, { useEffect, useState } from 'react';",
        'export const Context = React.createContext(false);',
        'export function BrowserContextProvider({ children, }) {',
        'const [isBrowser, setIsBrowser] = useState(false);',
        'useEffect(() => {',
        'setIsBrowser(true);',
        '}, []);',
        'return <Context.Provider value={isBrowser}>{children}</Context.Provider>;',
        '}',
      ].join('\n');
      return code(upstream.read(core('client/browserContext.js'))) === expected
        ? []
        : ['the stock browser context is no longer a state set to true in an effect'];
    },
    changes: [
      {
        file: core('client/browserContext.js'),
        what: 'another value',
        apply: (text) => text.replace('setIsBrowser(true)', 'setIsBrowser(window.ready)'),
      },
    ],
  },
  {
    guards:
      'src/plugins/transition-hydration (swaps the browser context for App.js and useIsBrowser.js)',
    check(upstream) {
      const imports = {
        'client/App.js': /import \{ BrowserContextProvider \} from '([^']+)'/,
        'client/exports/useIsBrowser.js': /import \{ Context \} from '([^']+)'/,
      };
      return Object.entries(imports)
        .filter(([file, pattern]) => {
          const request = upstream.read(core(file)).match(pattern)?.[1];
          return !request || !browserContextRequest.test(request);
        })
        .map(([file]) => `${file} no longer imports the browser context by a request swapped`);
    },
    changes: ['client/App.js', 'client/exports/useIsBrowser.js'].map((file) => ({
      file: core(file),
      what: 'the context from elsewhere',
      apply: (text: string) => text.replace(/browserContext'/, "context/browser'"),
    })),
  },
];

describeCanaries(
  'upgrade canary: the stock browser context the stand-in replaces',
  browserContextCanaries,
);

describe('transition-hydration plugin', () => {
  const plugins = (mode: 'production' | 'development') => {
    class Replacement {
      constructor(readonly pattern: RegExp) {}
    }
    const bundler = {instance: {NormalModuleReplacementPlugin: Replacement, WebpackError: Error}};
    const result = transitionHydrationPlugin().configureWebpack!(
      {mode},
      false,
      {currentBundler: bundler} as never,
      undefined as never,
    ) as {plugins: unknown[]};
    return result.plugins
      .filter((plugin) => plugin instanceof Replacement)
      .map((plugin) => plugin.pattern);
  };

  it('swaps the browser context in every client build', () => {
    expect(plugins('production')).toEqual([browserContextRequest]);
    expect(plugins('development')).toEqual([browserContextRequest]);
  });
});
