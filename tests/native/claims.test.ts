/**
 * Sentences of the native-messages page (src/data/nativeMessages.ts) against React
 * Native: what each says the library and React Native do, on iOS and Android, with
 * the program of ./claims.ts that shows it, and the rows of the explorer that show it.
 */
import {describe, expect, it} from 'vitest';
import {explorerRows} from '@site/src/data/compat/explorer';
import {nativeMessages} from '@site/src/data/nativeMessages';
import {claims} from './claims';
import {breaks, type Placed} from './layoutClaims';
import {programKinds} from './programs';
import {hostWithText, verdictOf} from './verdicts';

const systems = ['ios', 'android'] as const;
const entry = (template: string) => nativeMessages.find((m) => m.template === template)!;
const library = (level: string, text: string) => ({
  level,
  text: `[${level}] React Strict DOM: ${text}`,
});

describe(programKinds.claim, () => {
  it(claims.onSelectionChange.says, () => {
    const {program, template} = claims.onSelectionChange;
    for (const os of systems)
      expect(verdictOf(program.id, os).messages, os).toEqual([
        library('warn', 'unsupported prop "onSelectionChange"'),
        {level: 'warn', text: 'onSelectionChange called: 1 to 3'},
      ]);
    expect(entry(template).why).toMatch(/`onSelectionChange` warns too, but .* does call it/);
    expect(entry(template).why).not.toMatch(/`onSelectionChange` are .* never called/);
  });

  it(claims.displayContents.says, () => {
    const {program, template} = claims.displayContents;
    for (const os of systems) {
      const verdict = verdictOf(program.id, os);
      expect(verdict.messages, os).toEqual([
        library('warn', '"display:contents" is not a supported value'),
      ]);
      const place = (text: string): Placed | undefined => {
        const host = hostWithText(verdict.hosts, text);
        return host && {box: host.box, parent: null};
      };
      // The wrapper has no box: the row lays out its child beside the first.
      expect(breaks({kind: 'beside', element: 'Two', anchor: 'One', gap: 8}, place), os).toBeNull();
    }
    expect(entry(template).why).toMatch(/`contents` warns too, although React Native supports it/);
    expect(entry(template).why).not.toMatch(/emulates `block` \(and `contents`\)/);
  });

  it('`animationDelay` and `animationDuration` are accepted without a warning; the other animation* properties warn', () => {
    const rows = explorerRows.filter(
      (row) => row.kind === 'property' && /^animation/.test(row.name),
    );
    const silent = rows.filter((row) =>
      systems.every((os) => verdictOf(`explorer/${row.id}`, os).messages.length === 0),
    );
    expect(silent.map((row) => row.name).sort()).toEqual(['animationDelay', 'animationDuration']);
    for (const row of rows.filter((r) => !silent.includes(r)))
      for (const os of systems)
        expect(verdictOf(`explorer/${row.id}`, os).messages, `${row.name} on ${os}`).toContainEqual(
          library('warn', `unsupported style property "${row.name}"`),
        );
    const {why} = entry('unsupported style property "{property}"');
    for (const row of silent) expect(why).toContain(`\`${row.name}\``);
    expect(why).toMatch(/accepted without a warning/);
  });
});
