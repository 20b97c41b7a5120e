// What check:next's report says of a failed step: the failing tests by file (from Vitest's
// JSON results), the files the type errors are in, or else the lines that name an error.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
const firstLine = (text) =>
  plain(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/**
 * Every test file with a failure, each with its failing tests and why (first line), from
 * Vitest's JSON results (`--reporter=json`). A file that failed before its tests ran (an
 * import that throws) is listed with its error.
 */
export function vitestFailures(results, root) {
  return results.testResults
    .filter((file) => file.status === 'failed')
    .flatMap((file) => {
      const name = path.relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length === 0) return [`${name}: ${firstLine(file.message) || 'failed'}`];
      return [
        `${name}: ${failed.length} failing`,
        ...failed.map(
          (test) =>
            `  × ${test.fullName || test.title} — ${firstLine(test.failureMessages?.[0]) || 'failed'}`,
        ),
      ];
    });
}

/** Every file with a type error, with its first error and how many there are. */
export function tscFailures(output) {
  const byFile = new Map();
  for (const line of plain(output).split('\n')) {
    const match = line.match(/^(.+?)\(\d+,\d+\): error (TS\d+: .*)$/);
    if (!match) continue;
    const [, file, error] = match;
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file).push(error);
  }
  return [...byFile].map(
    ([file, errors]) =>
      `${file}: ${errors[0]}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`,
  );
}

/** The first lines of other output that name an error (never a passing test's line). */
export function outputFailures(output, count = 8) {
  const lines = plain(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  const telling = lines.filter(
    (line) =>
      !/^\s*(✓|√|✔)/.test(line) &&
      /(error|✖|×|ERR!|Cannot|not found|Expected|Timed out)/i.test(line),
  );
  return (telling.length ? telling : lines.slice(-count)).slice(0, count);
}

/**
 * The report's lines for a failed step. `kind.type` is vitest (with `kind.json`, the
 * results file), tsc, or output. When Vitest wrote no results (it crashed), its output's
 * failing lines stand in.
 */
export function failureExcerpt(kind, output) {
  if (kind.type === 'vitest' && existsSync(kind.json)) {
    const lines = vitestFailures(
      JSON.parse(readFileSync(kind.json, 'utf8')),
      path.dirname(kind.json),
    );
    if (lines.length) return lines;
  }
  if (kind.type === 'tsc') {
    const lines = tscFailures(output);
    if (lines.length) return lines;
  }
  return outputFailures(output);
}
