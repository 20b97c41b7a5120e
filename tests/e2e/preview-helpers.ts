import type {Locator, Page} from '@playwright/test';
import {expect, editorStatus, firstCompile, hashOf} from './fixtures';
import type {Spy} from './spy';

// What the preview specs (preview-*.spec.ts) share: opening a link, the places
// of the editor a reader reads, and what "nothing got out" means.

export const views = ['web', 'native'] as const;
export type View = (typeof views)[number];

/** The playground address of a link holding `code` in `view`. */
export const linkTo = (code: string, view: View = 'web') =>
  `playground/#${hashOf({'App.tsx': code})}${view === 'native' ? '&view=native' : ''}`;

/** Opens a playground link holding `code` in `view`, and waits until it has rendered. */
export async function openLink(page: Page, code: string, view: View = 'web'): Promise<void> {
  await page.goto(linkTo(code, view));
  await expect(editorStatus(page)).toHaveAttribute('data-live-editor', 'rendered', {
    timeout: firstCompile,
  });
}

/** The editor's status line: errors, warnings, and why a preview stopped. */
export const status = (scope: Page | Locator) =>
  scope.locator('[data-live-editor]').getByRole('status');
export const consolePanel = (scope: Page | Locator) => scope.getByRole('log', {name: 'Console'});
export const nativeMessages = (scope: Page | Locator) =>
  scope.getByRole('log', {name: 'Native messages'});
export const codeEditor = (scope: Page | Locator) =>
  scope.getByRole('textbox', {name: /^Code of /});
/** The preview shells on the page (one per run on screen or coming). */
export const frames = (scope: Page | Locator) => scope.locator('[data-preview-frames] iframe');

/** Types at the end of the editor's text, key by key, as a reader does. */
export async function typeInEditor(page: Page, text: string, delay = 20): Promise<void> {
  await codeEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text, {delay});
}

/** Turns Auto-run off: edits run only on Run. */
export async function autoRunOff(scope: Page | Locator): Promise<void> {
  const autoRun = scope.getByRole('button', {name: 'Auto-run'});
  if ((await autoRun.getAttribute('aria-pressed')) === 'true') await autoRun.click();
  await expect(autoRun).toHaveAttribute('aria-pressed', 'false');
}

/**
 * Nothing reached the other server: no request, no TCP connection, no UDP
 * packet, and no name under attacker.test looked up, apart from `allowed`
 * connections (the browser's preconnect to a navigation's address, which no
 * page can stop: see preview-attacks.spec.ts).
 */
export function expectNothingReached(
  spy: Spy,
  what: string,
  allowed: {connections: number; lookups?: number} = {connections: 0},
): void {
  expect(spy.arrived, `${what}: requests and packets`).toEqual([]);
  expect(spy.connections(), `${what}: TCP connections`).toBeLessThanOrEqual(allowed.connections);
  expect(
    spy.lookups().length,
    `${what}: names looked up (${spy.lookups().join(', ')})`,
  ).toBeLessThanOrEqual(allowed.lookups ?? 0);
}
