import {encodeTokens, type SyntaxTokens} from '@site/src/plugins/syntax-tokens/tokens';

/** The package managers the install tabs show, and how each adds a package. */
export const managers = [
  {value: 'npm', command: 'npm install', devFlag: '--save-dev'},
  {value: 'yarn', command: 'yarn add', devFlag: '--dev'},
  {value: 'pnpm', command: 'pnpm add', devFlag: '--save-dev'},
] as const;

/**
 * The command as syntax tokens, built from its known parts rather than
 * highlighted (the code is made at run time): command words in the function
 * colour, as Prism colours them in bash, the flag as a constant.
 */
export function commandTokens(
  command: string,
  flag: string | null,
  packages: string,
): SyntaxTokens {
  return encodeTokens([
    ...command
      .split(' ')
      .flatMap((word, i) => [{text: i > 0 ? ' ' : ''}, {group: 'function', text: word}]),
    ...(flag ? [{text: ' '}, {group: 'constant', text: flag}] : []),
    {text: ` ${packages}`},
  ]);
}
