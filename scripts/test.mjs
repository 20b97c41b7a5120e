#!/usr/bin/env node
// `npm test`: type check, unit tests, production build, tests of the built pages'
// content, then browser tests against that build served under /react-strict-dom/.
// Stops at the first failure.
import {spawnSync} from 'node:child_process';
import {chromiumPath, hasChromium} from './chromium.mjs';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

function ensureChromium() {
  if (hasChromium()) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `✖ No Chromium at ${chromiumPath}. Install Debian's package with\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  run('Install Chromium', 'apt-get', ['update', '-qq']);
  run('Install Chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

ensureChromium();
run('Lint', 'npx', ['--no-install', 'eslint', '.']);
run('Format', 'npx', ['--no-install', 'prettier', '--check', '.']);
run('Type check', 'npx', ['--no-install', 'tsc', '-p', 'tsconfig.json']);
run('Unit tests', 'npx', ['--no-install', 'vitest', 'run']);
run('Production build', 'npx', ['--no-install', 'docusaurus', 'build']);
run('HTML validity', 'node', ['scripts/validate-html.mjs']);
run('Built pages', 'npx', ['--no-install', 'vitest', 'run', '-c', 'vitest.built.config.mts']);
run('Browser tests', 'npx', ['--no-install', 'playwright', 'test'], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
console.log('\n✔ All checks passed.');
