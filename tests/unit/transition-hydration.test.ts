// src/plugins/transition-hydration swaps @docusaurus/core's browser context for a
// copy whose only change is a transition. This fails when an upgrade changes the
// stock file, so the copy is brought up to date rather than silently diverging.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {browserContextRequest} from '@site/src/plugins/transition-hydration';

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
