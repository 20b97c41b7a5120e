/**
 * The compiler's notes in code blocks (src/plugins/syntax-tokens): which identifiers get a
 * type, what it says, and the markup the server writes for them (buttons that open
 * popovers, error lines), shared across a page's blocks.
 */
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {syntaxTokens} from '@site/src/plugins/syntax-tokens/tokenize';
import {codeOf, linesHtml, tokenLines} from '@site/src/plugins/syntax-tokens/tokens';
import {
  codeNoteAttribute,
  pagePrefix,
  sharePopovers,
  typedLinesHtml,
  type CodeNotes,
} from '@site/src/plugins/syntax-tokens/typedLines';
import {typeInfo, withoutAlias, type CodeSample} from '@site/src/plugins/syntax-tokens/typeInfo';

const siteDir = path.resolve(__dirname, '../..');
const coldCheck = 600_000;

const example = `import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {padding: 8, color: 'red'},
});

export function Box({label}: {label: string}) {
  return <html.div style={styles.box} aria-label={label}>{label}</html.div>;
}
`;

describe('what the compiler says about an example', () => {
  const sample: CodeSample = {
    file: 'src/snippets/__test__/Box.tsx',
    code: example,
    platforms: ['web', 'native'],
  };
  const notes = () => typeInfo([sample], {siteDir}).results[0]!;
  const noteAt = (target: string, nth = 0) => {
    const lines = example.split('\n');
    const places = lines.flatMap((line, i) =>
      [...line.matchAll(new RegExp(`\\b${target}\\b`, 'g'))].map((m) => ({
        line: i,
        character: m.index,
      })),
    );
    const at = places[nth]!;
    return notes().hovers.find((h) => h.line === at.line && h.character === at.character);
  };

  it('types the library’s names, props and style keys, not yours', {timeout: coldCheck}, () => {
    expect(noteAt('create')?.text.web).toMatch(/^const create: <const S extends/);
    expect(noteAt('div')?.text.web).toMatch(/^const div: \(props: /);
    expect(noteAt('style')?.text.web).toBe('(property) style?: Styles');
    // A hyphenated prop is one identifier to the compiler, typed as the others.
    expect(noteAt('aria-label')?.text.web).toBe(
      "(property) 'aria-label'?: string | null | undefined",
    );
    expect(noteAt('padding')?.text.web).toBe('(property) padding?: null | string | number');
    for (const yours of ['styles', 'box', 'Box', 'label']) expect(noteAt(yours)).toBeUndefined();
  });

  it(
    'shows both type trees where they differ, and one where they agree',
    {timeout: coldCheck},
    () => {
      expect(noteAt('css')?.text).toEqual({
        web: 'import css',
        native: 'const css: typeof import("@stylexjs/stylex")',
      });
      expect(Object.keys(noteAt('div')!.text)).toEqual(['web']);
      // Said once where it is imported, and by the element where it opens.
      expect(noteAt('html')).toBeUndefined();
      expect(noteAt('css', 1)).toBeUndefined();
      expect(noteAt('div', 1)).toBeUndefined();
    },
  );

  it('says an imported name’s type as its declaration does', () => {
    expect(withoutAlias('(alias) const colors: VarGroup<{a: string}>\nimport colors')).toBe(
      'const colors: VarGroup<{a: string}>',
    );
    expect(withoutAlias('const colors: string')).toBe('const colors: string');
  });

  it('has no errors for code that compiles', {timeout: coldCheck}, () => {
    expect(notes().errors).toEqual([]);
  });
});

describe('code block markup with notes', () => {
  const code =
    "import {css} from 'react-strict-dom';\nconst a = css.create({});\nconst b = css.create({});\n";
  const lines = tokenLines(syntaxTokens(code, 'tsx'));
  const createNote = {web: 'const create: <S>(styles: S) => S'};
  const notes: CodeNotes = {
    hovers: [
      {line: 1, character: 14, length: 6, text: createNote},
      {line: 2, character: 14, length: 6, text: createNote},
    ],
    errors: [{line: 2, character: 6, length: 1, code: 2322, text: {web: "Type '<a>' is wrong."}}],
    expectErrorLines: [],
  };
  const html = typedLinesHtml(lines, notes);
  const $ = load(`<code>${html}</code>`);

  it('keeps the code’s text and colours, line by line', () => {
    const code$ = load(`<code>${html}</code>`);
    code$(`[${codeNoteAttribute}]`).remove();
    const shown = code$('.token-line')
      .toArray()
      .map((line) => code$(line).text());
    expect(shown.join('\n')).toBe(code.replace(/\n$/, ''));
    const plain = load(`<code>${linesHtml(lines)}</code>`);
    expect(
      code$('.token')
        .toArray()
        .map((t) => code$(t).text()),
    ).toEqual(
      plain('.token')
        .toArray()
        .map((t) => plain(t).text()),
    );
  });

  it('makes each identifier a button that opens, and is described by, its popover', () => {
    const page = load(`<code>${html}</code>`);
    const buttons = page('button');
    expect(buttons.length).toBe(2);
    const id = buttons.first().attr('popovertarget')!;
    for (const button of buttons.toArray()) {
      expect(page(button).text()).toBe('create');
      for (const name of ['popovertarget', 'interestfor', 'aria-describedby'])
        expect(page(button).attr(name)).toBe(id);
    }
    // One popover for the two: the same type.
    expect(page('[popover]').length).toBe(1);
    expect(page(`#${id}`).text()).toBe(createNote.web);
  });

  it('writes an error under its line, escaped, with a mark under its span', () => {
    const error = $('.code-error');
    expect(error.prev().text()).toBe('const b = css.create({});');
    expect(error.find('.code-error-mark').text()).toBe('      ~');
    expect(error.find('.code-error-mark').attr('aria-hidden')).toBe('true');
    expect(error.find('.code-error-text').text()).toBe("error TS2322: Type '<a>' is wrong.");
    expect(html).toContain('&lt;a&gt;');
  });

  it('labels the texts of both type trees when they differ', () => {
    const both = typedLinesHtml(lines, {
      ...notes,
      hovers: [{...notes.hovers[0]!, text: {web: 'w', native: 'n'}}],
    });
    expect(load(both)('[popover]').text()).toBe('WebwNativen');
  });

  it('shares a popover across the page’s blocks, renamed in page order', () => {
    const other = typedLinesHtml(
      tokenLines(syntaxTokens(`${code}// another block\n`, 'tsx')),
      notes,
    );
    const page = sharePopovers(`<pre><code>${html}</code></pre><pre><code>${other}</code></pre>`);
    const $$ = load(page);
    expect($$('[popover]').length).toBe(1);
    expect($$('[popover]').attr('id')).toBe(`${pagePrefix}0`);
    expect(
      new Set(
        $$('button')
          .toArray()
          .map((b) => $$(b).attr('popovertarget')),
      ),
    ).toEqual(new Set([`${pagePrefix}0`]));
  });

  it('keeps a live example’s popovers its own unless a shared one says the same', () => {
    const own = typedLinesHtml(lines, {...notes, own: true});
    const alone = load(sharePopovers(`<code>${own}</code>`));
    expect(alone('[popover]').length).toBe(1);
    const withShared = load(sharePopovers(`<code>${own}</code><code>${html}</code>`));
    expect(withShared('[popover]').length).toBe(1);
    const ids = withShared('button')
      .toArray()
      .map((b) => withShared(b).attr('popovertarget'));
    expect(new Set(ids).size).toBe(1);
    expect(withShared(`#${ids[0]}`).length).toBe(1);
  });

  it('gives code with no notes the plain markup', () => {
    expect(codeOf(syntaxTokens(code, 'tsx'))).toBe(code);
    expect(typedLinesHtml(lines, {hovers: [], errors: [], expectErrorLines: []})).toBe(
      linesHtml(lines),
    );
  });
});
