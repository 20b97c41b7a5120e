import type {WireIndex} from './types';

// The compact encoding of `lunr-index` (types.ts: WireIndex), both ways: the build
// writes it, the browser reads it. Numbers are written in 90 characters that JSON
// never escapes; a number below 60 takes one character, larger ones a few.

const digits = [...Array(0x7e - 0x23).keys()]
  .map((i) => String.fromCharCode(0x23 + i))
  .filter((c) => c !== '\\')
  .join('');
/** A digit's value by its character code. */
const valueOf = new Int8Array(128);
[...digits].forEach((c, i) => (valueOf[c.charCodeAt(0)] = i));
/** Digits below this end a number; the others carry its lower base-30 digits first. */
const terminal = 60;
const base = digits.length - terminal;
/** Ends a term's postings, and a term in the term list. */
const separator = ' ';

export function writeNumber(out: string[], value: number): void {
  let rest = value;
  while (rest >= terminal) {
    const digit = rest % base;
    out.push(digits[terminal + digit]);
    rest = (rest - digit) / base;
  }
  out.push(digits[rest]);
}

/**
 * `postings` (each term's refs, ascending) as the wire format. Terms the browser
 * already knows from `search-doc` (`known`) are not written out; the others are,
 * sorted, each as the length of the prefix it shares with the one before (one
 * digit) and the rest. Then, for every term of both sets in sorted order, the
 * gaps between its refs, and a separator.
 */
export function encodeIndex(known: Set<string>, postings: Map<string, number[]>): WireIndex {
  const extra = [...postings.keys()].filter((term) => !known.has(term)).sort();
  const termParts: string[] = [];
  let previous = '';
  for (const term of extra) {
    let shared = 0;
    const limit = Math.min(previous.length, term.length, terminal - 1);
    while (shared < limit && previous[shared] === term[shared]) shared++;
    termParts.push(digits[shared] + term.slice(shared));
    previous = term;
  }
  const postingParts: string[] = [];
  for (const term of allTerms(known, extra)) {
    let last = -1;
    for (const ref of postings.get(term) ?? []) {
      writeNumber(postingParts, ref - last - 1);
      last = ref;
    }
    postingParts.push(separator);
  }
  return {version: 1, terms: termParts.join(separator), postings: postingParts.join('').trimEnd()};
}

function allTerms(known: Set<string>, extra: string[]): string[] {
  return [...known, ...extra].sort();
}

/**
 * Calls `visit` for every posting of `wire`, term by term, refs ascending, and
 * returns every term of both files, sorted.
 */
export function decodeIndex(
  wire: WireIndex,
  known: Set<string>,
  visit: (term: string, ref: number) => void,
): string[] {
  if (wire.version !== 1) throw new Error(`Unknown search index version ${String(wire.version)}`);
  const extra: string[] = [];
  let previous = '';
  for (const part of wire.terms ? wire.terms.split(separator) : []) {
    previous = previous.slice(0, valueOf[part.charCodeAt(0)]) + part.slice(1);
    extra.push(previous);
  }
  const terms = allTerms(known, extra);
  const {postings} = wire;
  let termIndex = 0;
  let ref = -1;
  let position = 0;
  while (position < postings.length) {
    if (postings[position] === separator) {
      position++;
      termIndex++;
      ref = -1;
      continue;
    }
    let gap = 0;
    let scale = 1;
    for (;;) {
      const digit = valueOf[postings.charCodeAt(position++)];
      if (digit < terminal) {
        gap += digit * scale;
        break;
      }
      gap += (digit - terminal) * scale;
      scale *= base;
    }
    ref += gap + 1;
    visit(terms[termIndex], ref);
  }
  return terms;
}
