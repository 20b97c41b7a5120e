#!/usr/bin/env node
// `npm test`: type check, unit tests, production build, tests of the built pages'
// content, then browser tests against that build served under /react-strict-dom/.
// Stops at the first failure; prints each step's time at the end, pass or fail.
import {spawnSync} from 'node:child_process';
import {chromiumPath, hasChromium} from './lib/chromium.mjs';

/** Each step run so far: its name and seconds, for the summary at the end. */
const steps = [];

// Rounded before they are split: 359.6 s reads 6 min 00 s, not 5 min 60 s (and 59.97 s not 60.0 s).
const duration = (seconds) => {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};

/** The time each step took, as a table, and the total. */
function printTimes() {
  const width = Math.max(...steps.map((step) => step.label.length));
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  console.log('\nStep times:');
  for (const {label, seconds, ok} of steps)
    console.log(`  ${ok ? '✔' : '✖'} ${label.padEnd(width)}  ${duration(seconds).padStart(12)}`);
  console.log(`    ${'Total'.padEnd(width)}  ${duration(total).padStart(12)}`);
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const ok = result.status === 0;
  const previous = steps.find((step) => step.label === label);
  const seconds = (performance.now() - started) / 1000;
  // Installing Chromium takes two commands: one line.
  if (previous) previous.seconds += seconds;
  else steps.push({label, seconds, ok});
  if (!ok) {
    printTimes();
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
printTimes();
console.log('\n✔ All checks passed.');
