// src/plugins/transition-hydration swaps @docusaurus/core's browser context for a
// copy whose only change is a transition, and (production only) its client entry for
// one that starts in steps. This fails when an upgrade changes the stock files, so
// the copies are brought up to date rather than silently diverging.
import {describe, expect, it} from 'vitest';
import transitionHydrationPlugin, {
  browserContextRequest,
  clientEntryRequest,
} from '@site/src/plugins/transition-hydration';
import {containing, describeCanaries, hashed, type Canary} from './canary';

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

const clientEntryCanaries: Canary[] = [
  // Any change: read the new file, update clientEntry.tsx, then this fingerprint.
  hashed('src/plugins/transition-hydration/clientEntry.tsx (a copy that starts in steps)', {
    [core('client/clientEntry.js')]: 'a9d6514eaf79c05c',
  }),
  containing('src/plugins/transition-hydration/clientEntry.tsx (the start-up it copies)', {
    [core('client/clientEntry.js')]: [
      "import { HelmetProvider } from 'react-helmet-async';",
      "import { BrowserRouter, HashRouter } from 'react-router-dom';",
      "import App from './App';",
      "import preload from './preload';",
      "import docusaurus from './docusaurus';",
      'window.docusaurus = docusaurus;',
      /preload\(window\.location\.pathname\)\.then\(\(\) => \{\s+startTransition\(renderApp\);/,
      'window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {',
    ],
    // The stand-in steps through a page's preload: each matched route's component.
    [core('client/preload.js')]: [
      "import routes from '@generated/routes';",
      "import { matchRoutes } from 'react-router-config';",
      '.map((p) => matchRoutes(routes, p))',
      'return Promise.all(matches.map((match) => match.route.component.preload?.()));',
    ],
  }),
  {
    guards:
      'src/plugins/transition-hydration (the client entry is clientEntry.js, by the path it matches)',
    check(upstream) {
      const config = upstream.read(core('webpack/client.js'));
      const entry = config.match(/entry: path_1\.default\.resolve\(__dirname, '([^']+)'\)/)?.[1];
      return entry &&
        clientEntryRequest.test(`@docusaurus/core/lib/webpack/${entry}`.replace('webpack/../', ''))
        ? []
        : [`the client bundle's entry is ${entry}`];
    },
    changes: [
      {
        file: core('webpack/client.js'),
        what: 'another entry',
        apply: (text) => text.replace('../client/clientEntry.js', '../client/entry.js'),
      },
    ],
  },
];

describeCanaries(
  'upgrade canary: the stock browser context the stand-in replaces',
  browserContextCanaries,
);
describeCanaries(
  'upgrade canary: the stock client entry the production stand-in replaces',
  clientEntryCanaries,
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

  it('swaps the client entry in production builds only (npm start keeps hot reloading)', () => {
    expect(plugins('production')).toEqual([browserContextRequest, clientEntryRequest]);
    expect(plugins('development')).toEqual([browserContextRequest]);
  });
});
