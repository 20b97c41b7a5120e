// Build time only: Prism runs in Node while pages are compiled, never in the browser.
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {codePlain, tokenGroup, type CodeColorGroup} from '../../data/codeThemes';
import {encodeTokens, type SyntaxTokens, type TokenRun} from './tokens';

const require = createRequire(import.meta.url);

/** Languages beyond prism-react-renderer's own that pages show. */
const extraLanguages = ['bash'];

// Prism's language files register themselves on a global Prism instance.
function loadLanguages(): void {
  const globals = globalThis as {Prism?: typeof Prism};
  const previous = globals.Prism;
  globals.Prism = Prism;
  for (const language of extraLanguages) require(`prismjs/components/prism-${language}`);
  if (previous === undefined) delete globals.Prism;
  else globals.Prism = previous;
}
loadLanguages();

/**
 * The group a token is shown in, or none when it looks like plain text in
 * both modes (punctuation does): such tokens need no marker and no class.
 */
function shownGroup(group: CodeColorGroup | undefined): string | undefined {
  const looksPlain =
    group &&
    !group.italic &&
    group.light === codePlain.light.color &&
    group.dark === codePlain.dark.color;
  return looksPlain ? undefined : group?.name;
}

/**
 * Highlights code as prism-react-renderer's `Highlight` would, and returns it
 * as syntax tokens: each token keeps only the colour group it is shown in.
 */
export function syntaxTokens(code: string, language: string): SyntaxTokens {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return encodeTokens([{text: code}]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  const runs: TokenRun[] = normalizeTokens(env.tokens).flatMap((line, i) => [
    ...(i > 0 ? [{text: '\n'}] : []),
    ...line.map((token) => ({
      group: shownGroup(tokenGroup(token.types)),
      text: token.empty ? '' : token.content,
    })),
  ]);
  return encodeTokens(runs);
}
