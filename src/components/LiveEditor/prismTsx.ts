import './prismManual';
import Prism from 'prismjs/components/prism-core';
// Each grammar extends the one before it, through the global Prism that core sets.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
// Capitalised names, `console`, property access: as in the build's Prism (prism-react-renderer),
// which adds these to JavaScript after TypeScript has copied it and before JSX does.
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';

// The grammars are registered: the page needs no global Prism.
delete (globalThis as {Prism?: unknown}).Prism;

/** Prism's TSX grammar, the one the build highlights the site's code blocks with. */
const tsxGrammar: Prism.Grammar = Prism.languages.tsx!;

/**
 * The code's tokens, as the build's highlighter makes them: with Prism's
 * tokenize hooks, through which JSX turns the text between tags into one
 * `plain-text` token (else `Don't` would colour as a name and a string).
 */
export function tokenize(code: string): Prism.TokenStream {
  const env = {code, grammar: tsxGrammar, language: 'tsx', tokens: [] as Prism.TokenStream};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, tsxGrammar);
  Prism.hooks.run('after-tokenize', env);
  return env.tokens;
}
