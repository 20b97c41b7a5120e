/**
 * The code the site shows for native against React Native: every snippet (each
 * `.native.tsx` file and each Learn snippet that is not web-only) and every live
 * example's Native view, rendered on iOS and Android, prints exactly the lines its
 * comments say with `@native-prints` (none unless it says so), pressed first where
 * it says `@native-press <testid>`, and throws nothing. Files are found by their
 * folders (./programs.ts): a new one is judged without being listed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {nativeTags, programKinds, root, type JudgedProgram} from './programs';
import {judgedPrograms, outcome, verdictOf} from './verdicts';

const shown = judgedPrograms().filter((p) => p.kind === 'snippet' || p.kind === 'example');

const fileOf = (program: JudgedProgram) => program.id.slice(program.kind.length + 1);

describe.each([programKinds.snippet, programKinds.example])('%s', (title) => {
  const mine = shown.filter((program) => programKinds[program.kind] === title);
  it.each(mine.map((program) => [fileOf(program), program] as const))('%s', (file, program) => {
    const {prints} = nativeTags(readFileSync(path.join(root, file), 'utf8'));
    for (const os of program.platforms!)
      expect(outcome(verdictOf(program.id, os))).toEqual({os, threw: null, messages: prints});
  });
});
