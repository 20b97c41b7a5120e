// src/plugins/transition-hydration swaps @docusaurus/core's browser context for a
// copy whose only change is a transition, and (production only) its client entry for
// one that starts in steps. This fails when an upgrade changes the stock files, so
// the copies are brought up to date rather than silently diverging.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import transitionHydrationPlugin, {
  browserContextRequest,
  clientEntryRequest,
} from '@site/src/plugins/transition-hydration';

const read = (file: string) => readFileSync(`node_modules/@docusaurus/core/lib/${file}`, 'utf8');
/** The stock file's code, without comments and blank lines. */
const code = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

describe('upgrade canary: the stock browser context the stand-in replaces', () => {
  it('is still a state set to true in an effect, provided through an exported Context', () => {
    expect(code(read('client/browserContext.js'))).toBe(
      [
        "import React, { useEffect, useState } from 'react';",
        'export const Context = React.createContext(false);',
        'export function BrowserContextProvider({ children, }) {',
        'const [isBrowser, setIsBrowser] = useState(false);',
        'useEffect(() => {',
        'setIsBrowser(true);',
        '}, []);',
        'return <Context.Provider value={isBrowser}>{children}</Context.Provider>;',
        '}',
      ].join('\n'),
    );
  });

  it('is imported by the provider (App.js) and the hook (useIsBrowser.js) by the requests swapped', () => {
    const requests = [
      read('client/App.js').match(/import \{ BrowserContextProvider \} from '([^']+)'/)?.[1],
      read('client/exports/useIsBrowser.js').match(/import \{ Context \} from '([^']+)'/)?.[1],
    ];
    for (const request of requests) expect(request).toMatch(browserContextRequest);
  });
});

describe('upgrade canary: the stock client entry the production stand-in replaces', () => {
  const entry = code(read('client/clientEntry.js'));

  it('imports what the stand-in imports, and starts as the stand-in does', () => {
    expect(entry.split('\n').filter((line) => line.startsWith('import '))).toEqual([
      "import React, { startTransition } from 'react';",
      "import ReactDOM from 'react-dom/client';",
      "import { HelmetProvider } from 'react-helmet-async';",
      "import { BrowserRouter, HashRouter } from 'react-router-dom';",
      "import siteConfig from '@generated/docusaurus.config';",
      "import ExecutionEnvironment from './exports/ExecutionEnvironment';",
      "import App from './App';",
      "import preload from './preload';",
      "import docusaurus from './docusaurus';",
    ]);
    expect(entry).toContain('window.docusaurus = docusaurus;');
    expect(entry).toContain(
      'preload(window.location.pathname).then(() => {\nstartTransition(renderApp);',
    );
    expect(entry).toContain('window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {');
  });

  it("preloads a page as the stand-in steps through it: each matched route's component", () => {
    const preload = code(read('client/preload.js'));
    expect(preload).toContain("import routes from '@generated/routes';");
    expect(preload).toContain("import { matchRoutes } from 'react-router-config';");
    expect(preload).toContain('.map((p) => matchRoutes(routes, p))');
    expect(preload).toContain(
      'return Promise.all(matches.map((match) => match.route.component.preload?.()));',
    );
  });

  it('has not changed at all (read the new file, update clientEntry.tsx, then this hash)', () => {
    expect(createHash('sha256').update(entry).digest('hex')).toBe(
      '6e7ecdda592d578a89ced2a7693252d71f766a6bb0235a09d042a0fb8613ed55',
    );
  });

  it('is what Docusaurus builds the client from, by the path the plugin matches', () => {
    const config = readFileSync('node_modules/@docusaurus/core/lib/webpack/client.js', 'utf8');
    const entryPath = config.match(/entry: path_1\.default\.resolve\(__dirname, '([^']+)'\)/)?.[1];
    expect(`@docusaurus/core/lib/webpack/${entryPath}`.replace('webpack/../', '')).toMatch(
      clientEntryRequest,
    );
  });
});

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
