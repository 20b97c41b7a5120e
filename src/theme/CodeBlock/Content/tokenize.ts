// The only module that loads Prism: bundled into the server render, and on the
// client fetched only when a code block appears after a client-side navigation.
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

/** Splits code into lines of Prism tokens, as prism-react-renderer's `Highlight` does. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
