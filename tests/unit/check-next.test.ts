// check:next's report (scripts/check-next.mjs): a failed step lists what failed, by file,
// and nothing that passed.
import {describe, expect, it} from 'vitest';
import {outputFailures, tscFailures, vitestFailures} from '../../scripts/lib/failures.mjs';

const root = '/tmp/copy';
const test = (fullName: string, status: string, failureMessages: string[] = []) => ({
  fullName,
  title: fullName,
  status,
  failureMessages,
});

describe('failing tests, from Vitest JSON results', () => {
  const results = {
    testResults: [
      {
        name: `${root}/tests/unit/theme-canaries.test.ts`,
        status: 'failed',
        message: '',
        assertionResults: [
          test('CodeBlock fails on a changed copy, index.js: one character more', 'passed'),
          test('CodeBlock holds for the installed packages', 'failed', [
            'AssertionError: expected [ …(1) ] to deeply equal []\n    at check',
          ]),
        ],
      },
      {
        name: `${root}/tests/unit/helmet.test.tsx`,
        status: 'failed',
        message: "Error: Cannot find module 'react-helmet-async'\n  at import",
        assertionResults: [],
      },
      {
        name: `${root}/tests/unit/site-links.test.ts`,
        status: 'passed',
        message: '',
        assertionResults: [test('a link that fails to resolve is reported', 'passed')],
      },
    ],
  };

  it('names every failing file and its failing tests, not passing tests whose names say "fails"', () => {
    expect(vitestFailures(results, root)).toEqual([
      'tests/unit/theme-canaries.test.ts: 1 failing',
      '  × CodeBlock holds for the installed packages — AssertionError: expected [ …(1) ] to deeply equal []',
      "tests/unit/helmet.test.tsx: Error: Cannot find module 'react-helmet-async'",
    ]);
  });
});

describe('type errors, from tsc', () => {
  it('names every file with an error, with its first error', () => {
    const output = [
      "src/theme/CodeBlock/index.tsx(3,10): error TS2305: Module '\"x\"' has no exported member 'y'.",
      'src/theme/CodeBlock/index.tsx(9,1): error TS2554: Expected 1 arguments, but got 2.',
      "docusaurus.config.ts(40,5): error TS2353: Object literal may only specify known properties, and 'v4' does not exist.",
    ].join('\n');
    expect(tscFailures(output)).toEqual([
      "src/theme/CodeBlock/index.tsx: TS2305: Module '\"x\"' has no exported member 'y'. (and 1 more)",
      "docusaurus.config.ts: TS2353: Object literal may only specify known properties, and 'v4' does not exist.",
    ]);
  });
});

describe('other output', () => {
  it('keeps the lines that name an error, never a passing line', () => {
    const output = '✓ fails on a changed copy\n[ERROR] Client bundle compiled with errors\ndone';
    expect(outputFailures(output)).toEqual(['[ERROR] Client bundle compiled with errors']);
  });
});
