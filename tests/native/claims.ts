/**
 * Sentences of the native-messages page that no entry's own programs show, each with
 * a program that does: what the sentence says React Native and the library do is
 * what the judge must see (tests/native/claims.test.ts).
 */
import type {JudgedProgram} from './programs';

export interface Claim {
  /** What the page says, in short, and which entry says it. */
  says: string;
  template: string;
  program: JudgedProgram;
}

const program = (id: string, app: string, extra: Partial<JudgedProgram> = {}): JudgedProgram => ({
  id: `claim/${id}`,
  kind: 'claim',
  files: {'App.tsx': app},
  platforms: ['ios', 'android'],
  ...extra,
});

export const claims = {
  onSelectionChange: {
    says: '`onSelectionChange` warns, and the library still calls it on native',
    template: 'unsupported prop "{prop}"',
    program: program(
      'on-selection-change',
      `import {html} from 'react-strict-dom';

type Selection = {nativeEvent: {selection: {start: number; end: number}}};

export default function Field() {
  return (
    <html.input
      data-testid="field"
      onSelectionChange={(event: Selection) => {
        const {start, end} = event.nativeEvent.selection;
        console.warn(\`onSelectionChange called: \${start} to \${end}\`);
      }}
    />
  );
}
`,
      {
        events: [
          {
            testId: 'field',
            name: 'selectionChange',
            payload: {nativeEvent: {selection: {start: 1, end: 3}}},
          },
        ],
      },
    ),
  },
  displayContents: {
    says: '`display: contents` warns, and React Native lays the children out in the parent',
    template: '"display:{value}" is not a supported value',
    program: program(
      'display-contents',
      `import {css, html} from 'react-strict-dom';

const styles = css.create({
  row: {display: 'flex', flexDirection: 'row', gap: 8},
  contents: {display: 'contents'},
});

export default function Row() {
  return (
    <html.div style={styles.row}>
      <html.span>One</html.span>
      <html.div style={styles.contents}>
        <html.span>Two</html.span>
      </html.div>
    </html.div>
  );
}
`,
    ),
  },
} satisfies Record<string, Claim>;
