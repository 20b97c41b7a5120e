/**
 * The programs of the text-placement guide's two tables (docs/learn/text-placement.mdx),
 * made from the tables themselves (./textPlacement.test.ts says what each row claims):
 *
 * - "The rule": each row's code, as its first cell shows it, rendered by an app, in an
 *   `html.div` where the cell says the code sits "inside an `html.div`" or "in a
 *   container", with `count` 3 (0 where the cell says so) and the `Icon` and `Badge`
 *   it names; a row Android and iOS refuse runs in a release build too.
 * - "Text inside text has no box on native": for each row, an `html.span` inside an
 *   `html.p` with the styles its first cell names (a sample value of each), the
 *   paragraph itself with a width and a margin.
 */
import type {JudgedProgram} from './programs';
import {codeSpans, pageSource, tableAfter} from './pageTables';

export const placementPage = 'learn/text-placement.mdx';
export const ruleHeading = 'The rule';
export const nestedHeading = 'Text inside text has no box on native';

const both: JudgedProgram['platforms'] = ['ios', 'android'];

export interface RuleRow {
  /** The row's code, as the page shows it. */
  code: string;
  /** What the page says Android and iOS do: the last cell. */
  native: string;
  refused: boolean;
  program: JudgedProgram;
}

/** The components the rows name, as a reader would write them. */
const scope = `function Icon() {
  return <html.span aria-hidden={true}>★</html.span>;
}

function Badge() {
  return <html.span>new</html.span>;
}`;

export function ruleRows(): RuleRow[] {
  return tableAfter(pageSource(placementPage), ruleHeading).map((cells, i) => {
    const [where = '', , native = ''] = cells;
    const code = codeSpans(where)[0];
    if (!code) throw new Error(`${placementPage}, "${ruleHeading}" row ${i + 1}: no code`);
    const contained = /inside an `html\.div`|in a container/.test(where);
    const count = /`count` is `0`/.test(where) ? 0 : 3;
    const app = `import {html} from 'react-strict-dom';

${scope}

export default function Row() {
  const count: number = ${count};
  return ${contained ? `<html.div>${code}</html.div>` : code};
}
`;
    const refused = /^Refused\b/.test(native);
    return {
      code,
      native,
      refused,
      program: {
        id: `placement/rule/${i + 1}`,
        kind: 'placement',
        files: {'App.tsx': app},
        platforms: both,
      },
    };
  });
}

/** A sample value of each style a row of the nested-text table names, by its code span. */
export const sampleStyles: Record<string, Record<string, string | number>> = {
  color: {color: '#b3261e'},
  fontWeight: {fontWeight: 'bold'},
  fontStyle: {fontStyle: 'italic'},
  fontSize: {fontSize: 18},
  fontFamily: {fontFamily: 'Menlo'},
  textDecorationLine: {textDecorationLine: 'underline'},
  backgroundColor: {backgroundColor: '#fde7e9'},
  width: {width: 120},
  height: {height: 40},
  minWidth: {minWidth: 100},
  'padding*': {paddingBlock: 4, paddingInline: 8},
  'margin*': {marginTop: 4, marginInline: 8},
  position: {position: 'absolute'},
  top: {top: '100%'},
  right: {right: 0},
  bottom: {bottom: 0},
  left: {left: 0},
  zIndex: {zIndex: 1},
  "display: 'flex'": {display: 'flex', flexDirection: 'row', gap: 4},
};

/** The paragraph around the nested text: its own width and margin. */
export const outerStyle = {width: 300, marginTop: 10};

export interface NestedRow {
  /** The row's first cell. */
  styles: string;
  native: string;
  applied: boolean;
  /** The styles given to the nested text. */
  style: Record<string, string | number>;
  program: JudgedProgram;
}

export function nestedRows(): NestedRow[] {
  return tableAfter(pageSource(placementPage), nestedHeading).map((cells, i) => {
    const [styles = '', , native = ''] = cells;
    const style = Object.assign(
      {},
      ...codeSpans(styles).map((name) => {
        const sample = sampleStyles[name];
        if (!sample) throw new Error(`${placementPage}: no sample value of \`${name}\``);
        return sample;
      }),
    ) as Record<string, string | number>;
    const app = `import {css, html} from 'react-strict-dom';

const styles = css.create({
  paragraph: ${JSON.stringify(outerStyle)},
  nested: ${JSON.stringify(style)},
});

export default function Row() {
  return (
    <html.p style={styles.paragraph}>
      Help <html.span style={styles.nested}>Opens the guide</html.span>
    </html.p>
  );
}
`;
    return {
      styles,
      native,
      applied: /^Applied\b/.test(native),
      style,
      program: {
        id: `placement/nested/${i + 1}`,
        kind: 'placement',
        files: {'App.tsx': app},
        platforms: both,
      },
    };
  });
}

/** Every program of the guide's tables; a refused row also as a release build. */
export function placementPrograms(): JudgedProgram[] {
  return [
    ...ruleRows().flatMap(({program, refused}) =>
      refused ? [program, {...program, id: `${program.id}/release`, release: true}] : [program],
    ),
    ...nestedRows().map((row) => row.program),
  ];
}
