/**
 * The table `npm run check:native` ends with: how many programs of each kind the
 * judge ran, on which systems, and how many of the site's claims about them React
 * Native disagreed with (failed tests, by the `describe` each kind's tests sit in).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Reporter, TestModule} from 'vitest/node';
import {programKinds, root, type JudgedProgram, type ProgramKind} from './programs';

const programsFile = path.join(root, 'node_modules/.cache/native-judge/programs.json');

export default class TableReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const checks = new Map<string, {passed: number; failed: number}>();
    for (const module of modules)
      for (const test of module.children.allTests()) {
        let suite = test.parent;
        while (suite.type === 'suite' && suite.parent.type === 'suite') suite = suite.parent;
        const group = suite.type === 'suite' ? suite.name : 'Other checks';
        const count = checks.get(group) ?? {passed: 0, failed: 0};
        if (test.result().state === 'failed') count.failed++;
        else count.passed++;
        checks.set(group, count);
      }
    let programs: JudgedProgram[] = [];
    try {
      programs = JSON.parse(readFileSync(programsFile, 'utf8'));
    } catch {
      // The judge did not get to write them.
    }
    const rows = (Object.entries(programKinds) as [ProgramKind, string][]).map(([kind, title]) => {
      const mine = programs.filter((program) => program.kind === kind);
      const runs = mine.reduce((sum, program) => sum + (program.platforms?.length ?? 1), 0);
      const count = checks.get(title);
      return [
        title,
        String(mine.length),
        String(runs),
        count ? String(count.passed + count.failed) : '0',
        count ? String(count.failed) : '-',
      ];
    });
    for (const [group, count] of checks)
      if (!Object.values(programKinds).includes(group as never))
        rows.push([group, '', '', String(count.passed + count.failed), String(count.failed)]);
    const header = ['Programs', 'Judged', 'Runs (iOS, Android)', 'Claims checked', 'Disagreements'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      `| ${cells.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
    const total = (i: number) => String(rows.reduce((sum, row) => sum + (Number(row[i]) || 0), 0));
    console.log(
      [
        '',
        line(header),
        line(widths.map((w) => '-'.repeat(w))),
        ...rows.map(line),
        line(['Total', total(1), total(2), total(3), total(4)]),
        '',
      ].join('\n'),
    );
  }
}
