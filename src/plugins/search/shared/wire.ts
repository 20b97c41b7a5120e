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
/** Ends one field's postings within a term's. */
const fieldSeparator = '~';
/** Follows a posting once for each further time its section has the term in that field. */
const again = '!';
const separatorCode = separator.charCodeAt(0);
const fieldSeparatorCode = fieldSeparator.charCodeAt(0);
const againCode = again.charCodeAt(0);

/** The current version of the format; `decode` refuses any other. */
export const wireVersion = 2;

export function writeNumber(out: string[], value: number): void {
  let rest = value;
  while (rest >= terminal) {
    const digit = rest % base;
    out.push(digits[terminal + digit]);
    rest = (rest - digit) / base;
  }
  out.push(digits[rest]);
}

/** One term's postings: for each field (in the index's field order), section ref → count. */
export type TermPostings = Map<number, number>[];

/**
 * `postings` (term → per field, ref → count) as the wire format: every term,
 * sorted, each as the length of the prefix it shares with the one before (one
 * digit) and the rest; then for each term in that order, field by field, the
 * gaps between its refs (each followed by one `!` per extra occurrence), fields
 * separated by `~` (trailing empty fields left out), terms by a space.
 */
export function encodeIndex(postings: Map<string, TermPostings>): WireIndex {
  const terms = [...postings.keys()].sort();
  const termParts: string[] = [];
  const postingParts: string[] = [];
  let previous = '';
  for (const term of terms) {
    let shared = 0;
    const limit = Math.min(previous.length, term.length, terminal - 1);
    while (shared < limit && previous[shared] === term[shared]) shared++;
    termParts.push(digits[shared] + term.slice(shared));
    previous = term;

    const fields = postings.get(term)!;
    let last = fields.length;
    while (last > 0 && fields[last - 1].size === 0) last--;
    fields.slice(0, last).forEach((refs, f) => {
      if (f > 0) postingParts.push(fieldSeparator);
      let lastRef = -1;
      for (const ref of [...refs.keys()].sort((a, b) => a - b)) {
        writeNumber(postingParts, ref - lastRef - 1);
        postingParts.push(again.repeat(refs.get(ref)! - 1));
        lastRef = ref;
      }
    });
    postingParts.push(separator);
  }
  return {
    version: wireVersion,
    terms: termParts.join(separator),
    postings: postingParts.join('').slice(0, -1),
  };
}

/** The terms of `wire`, sorted. */
export function decodeTerms(wire: WireIndex): string[] {
  if (wire.version !== wireVersion) {
    throw new Error(`Unknown search index version ${String(wire.version)}`);
  }
  const terms: string[] = [];
  let previous = '';
  for (const part of wire.terms ? wire.terms.split(separator) : []) {
    previous = previous.slice(0, valueOf[part.charCodeAt(0)]) + part.slice(1);
    terms.push(previous);
  }
  return terms;
}

/**
 * Calls `visit` for each posting of one term, whose list starts at `start` in
 * `postings`: field index, section ref, and how many times the field has the term.
 * Returns where the next term's list starts.
 */
export function readPostings(
  postings: string,
  start: number,
  visit: (field: number, ref: number, count: number) => void,
): number {
  let position = start;
  let field = 0;
  let ref = -1;
  let count = 0;
  const flush = () => {
    if (count) visit(field, ref, count);
    count = 0;
  };
  while (position < postings.length) {
    const code = postings.charCodeAt(position);
    if (code === separatorCode) break;
    position++;
    if (code === againCode) {
      count++;
      continue;
    }
    flush();
    if (code === fieldSeparatorCode) {
      field++;
      ref = -1;
      continue;
    }
    let gap = 0;
    let scale = 1;
    for (let digit = valueOf[code]; ; digit = valueOf[postings.charCodeAt(position++)]) {
      if (digit < terminal) {
        gap += digit * scale;
        break;
      }
      gap += (digit - terminal) * scale;
      scale *= base;
    }
    ref += gap + 1;
    count = 1;
  }
  flush();
  return position + 1;
}
