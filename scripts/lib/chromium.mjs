// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's
// /usr/bin/chromium. No test tool may download a browser of its own.
import {existsSync} from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for headless Chromium as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function hasChromium() {
  return existsSync(chromiumPath);
}
