// Client build: keeps the markup the server rendered, and loads the tokenizer only
// for code blocks the server did not render (those shown after client-side navigation).
import {useEffect, useMemo, useState} from 'react';
import type {Token} from 'prism-react-renderer';
import {type Highlighted, plainLines} from './lines';

/** Server markup of each block seen, by language and code, kept for later renders of the same block. */
const serverMarkup = new Map<string, string>();
let tokenizer: Promise<typeof import('./tokenize')> | undefined;

/** The server's highlighted HTML for this block, if the page arrived with it. */
function adoptServerMarkup(code: string, language: string, blockId: string): string | undefined {
  const key = `${language}\n${code}`;
  const known = serverMarkup.get(key);
  if (known !== undefined) return known;
  // While hydrating, useId gives the id the server wrote on this block's <code>.
  const element = document.querySelector(`code[data-block-id="${CSS.escape(blockId)}"]`);
  if (!element) return undefined;
  serverMarkup.set(key, element.innerHTML);
  return element.innerHTML;
}

export function useHighlight(code: string, language: string, blockId: string): Highlighted {
  const html = useMemo(() => adoptServerMarkup(code, language, blockId), [code, language, blockId]);
  const [tokens, setTokens] = useState<{code: string; lines: Token[][]}>();
  useEffect(() => {
    if (html !== undefined) return;
    let current = true;
    tokenizer ??= import('./tokenize');
    tokenizer.then(
      ({tokenize}) => current && setTokens({code, lines: tokenize(code, language)}),
      (error: unknown) => {
        // The code stays readable, unhighlighted; the next code block tries again.
        tokenizer = undefined;
        console.warn('Code highlighting could not load:', error);
      },
    );
    return () => {
      current = false;
    };
  }, [html, code, language]);
  if (html !== undefined) return {html};
  return {lines: tokens?.code === code ? tokens.lines : plainLines(code)};
}
