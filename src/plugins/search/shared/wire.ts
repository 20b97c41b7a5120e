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
const separatorCode = separator.charCodeAt(0);

/** The current version of the format; `decode` refuses any other. */
export const wireVersion = 4;

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
 * `postings` (term → the sorted refs of the sections whose text has it) as the wire
 * format: every term, sorted, each as the length of the prefix it shares with the one
 * before (one digit) and the rest; then for each term in that order the gaps between
 * its refs, terms separated by a space. A term found only in titles and headings has
 * no refs here: the browser derives those fields from `search-doc` (engine.ts). And
 * `fieldLengths`, per section, how many terms its title (on a page's introduction, which
 * has no heading) or its heading (on a section, which has no title) has: BM25 needs them
 * as soon as the index opens, and counting them in the browser meant splitting every
 * title and heading into words (a number a section, as the other field is empty).
 */
export function encodeIndex(
  postings: Map<string, number[]>,
  fieldLengths: number[] = [],
): WireIndex {
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

    let lastRef = -1;
    for (const ref of [...postings.get(term)!].sort((a, b) => a - b)) {
      writeNumber(postingParts, ref - lastRef - 1);
      lastRef = ref;
    }
    postingParts.push(separator);
  }
  return {
    version: wireVersion,
    terms: termParts.join(separator),
    postings: postingParts.join('').slice(0, -1),
    lengths: encodeLengths(fieldLengths),
  };
}

/** The numbers of `lengths`, one after another. */
function encodeLengths(lengths: number[]): string {
  const out: string[] = [];
  for (const length of lengths) writeNumber(out, length);
  return out.join('');
}

/** The numbers of `wire.lengths` (encodeIndex: fieldLengths), `count` of them. */
export function decodeLengths(wire: WireIndex, count: number): Int32Array {
  const values = new Int32Array(count);
  const cursor = {at: 0};
  for (let i = 0; i < count; i++) values[i] = readNumber(wire.lengths, cursor);
  return values;
}

/**
 * The number written at `cursor.at` in `text` (digits least significant first, the
 * last one below `terminal`), moving the cursor past it.
 */
function readNumber(text: string, cursor: {at: number}): number {
  let value = 0;
  let scale = 1;
  for (;;) {
    const digit = valueOf[text.charCodeAt(cursor.at++)];
    if (digit < terminal) return value + digit * scale;
    value += (digit - terminal) * scale;
    scale *= base;
  }
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
 * Calls `visit` with each section ref of term `term`'s postings in `postings`, found by
 * `starts` (countPostings).
 */
export function readRefs(
  postings: string,
  starts: Int32Array,
  term: number,
  visit: (ref: number) => void,
): void {
  let ref = -1;
  const cursor = {at: starts[term]};
  // The next term's start, less the separator before it.
  const end = starts[term + 1] - 1;
  while (cursor.at < end) {
    ref += readNumber(postings, cursor) + 1;
    visit(ref);
  }
}

/**
 * One pass over all postings, with no call per posting: how many sections have each
 * term (in term order), how many terms each section has (by ref), and where each term's
 * postings start in `wire.postings`, and where the last one's would (read them with
 * readRefs). Offsets, not one string a term: splitting cost more than
 * this whole pass.
 */
export function countPostings(
  wire: WireIndex,
  terms: number,
  sections: number,
): {frequencies: Int32Array; lengths: Float64Array; starts: Int32Array} {
  const frequencies = new Int32Array(terms);
  const lengths = new Float64Array(sections);
  const starts = new Int32Array(terms + 1);
  const {postings} = wire;
  let term = 0;
  let ref = -1;
  let gap = 0;
  let scale = 1;
  for (let position = 0; position < postings.length; position++) {
    const code = postings.charCodeAt(position);
    if (code === separatorCode) {
      term++;
      starts[term] = position + 1;
      ref = -1;
      continue;
    }
    const digit = valueOf[code];
    if (digit >= terminal) {
      gap += (digit - terminal) * scale;
      scale *= base;
      continue;
    }
    ref += gap + digit * scale + 1;
    gap = 0;
    scale = 1;
    frequencies[term]++;
    lengths[ref]++;
  }
  starts[terms] = postings.length + 1;
  return {frequencies, lengths, starts};
}
