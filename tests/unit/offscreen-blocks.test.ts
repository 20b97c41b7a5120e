import {describe, expect, it} from 'vitest';
import {attribute, script} from '../../src/plugins/offscreen-blocks';

type NavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/** Runs the inline script against a stand-in page; says whether it set the attribute. */
function runScript(hash: string, type: NavigationType | undefined): boolean {
  const attributes = new Set<string>();
  const documentElement = {setAttribute: (name: string) => attributes.add(name)};
  const performance = {getEntriesByType: () => (type ? [{type}] : [])};
  new Function('location', 'performance', 'document', script)({hash}, performance, {
    documentElement,
  });
  return attributes.has(attribute);
}

describe('offscreen-blocks inline script', () => {
  it('lets blocks wait on a plain load', () => {
    expect(runScript('', 'navigate')).toBe(true);
  });

  it('leaves them on a load at a fragment, a reload or back/forward', () => {
    expect(runScript('#platform-notes', 'navigate')).toBe(false);
    expect(runScript('', 'reload')).toBe(false);
    expect(runScript('', 'back_forward')).toBe(false);
  });

  it('leaves them when the browser does not say how the page was reached', () => {
    expect(runScript('', undefined)).toBe(false);
  });
});
