import {beforeAll, describe, expect, test} from 'vitest';
import {compileFiles} from '@site/src/playground/compiler/compile';
import {loopTimeLimitMs} from '@site/src/playground/compiler/loopGuard';
import {runEntry, type ModuleExports} from '@site/src/playground/frame/moduleRunner';
import {installNodeFs} from '@site/src/playground/compiler/nodeFs';
import type {CompiledFiles, CompileResult} from '@site/src/playground/compiler/types';

beforeAll(installNodeFs);

const colourBox = `import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {color: 'rgb(1, 2, 3)', padding: 8},
});

export default function App() {
  return <html.div style={styles.box}>Hello</html.div>;
}
`;

function compiled(result: CompileResult): CompiledFiles {
  if (!result.ok) throw new Error(`expected a compiled result, got: ${result.error.message}`);
  return result;
}

/** Stand-ins for the page's packages: enough to run compiled modules without a DOM. */
const fakePackages: Record<string, ModuleExports> = {
  'react/jsx-runtime': {jsx: (type: unknown, props: unknown) => ({type, props})},
  'react-strict-dom': {},
  'react-strict-dom/runtime': {
    defaultStyles: {div: {}},
    merge: (...styles: unknown[]) => ({styles}),
  },
};

describe('compileFiles', () => {
  test('compiles css.create to atomic class names and a CSS rule with the colour', () => {
    const {modules, css} = compiled(compileFiles({'App.tsx': colourBox}, 'App.tsx'));
    const rule = /\.(x[a-z0-9]+)(?::not\(#\\#\))+\{color:rgb\(1,2,3\)\}/.exec(css);
    expect(rule).not.toBeNull();
    expect(modules['App.tsx']).toContain(`"${rule![1]}"`);
    expect(css).toMatch(/padding:8px/);
    // TypeScript, JSX and imports are compiled away: a CommonJS module for the page's React.
    expect(modules['App.tsx']).toContain('require("react/jsx-runtime")');
    expect(modules['App.tsx']).toContain('require("react-strict-dom/runtime")');
    expect(modules['App.tsx']).not.toMatch(/css\.create|<html\.div|^import /m);
  });

  test('reports a syntax error with its line and column', () => {
    const result = compileFiles(
      {'App.tsx': 'export default function App() {\n  return <div>;\n}\n'},
      'App.tsx',
    );
    expect(result).toMatchObject({ok: false, error: {file: 'App.tsx', line: 2, column: 14}});
    if (result.ok) return;
    expect(result.error.message).toMatch(/\(2:14\)/);
    expect(result.error.frame).toContain('> 2 |');
  });

  test('reports a StyleX error with the place it points to', () => {
    const source =
      "import {css} from 'react-strict-dom';\nconst styles = css.create({a: {color: pick()}});\n";
    const result = compileFiles({'App.tsx': source}, 'App.tsx');
    expect(result).toMatchObject({ok: false, error: {file: 'App.tsx', line: 2}});
  });

  test('names an import the preview cannot provide', () => {
    const source = `import {debounce} from 'lodash';\n${colourBox}`;
    const result = compileFiles({'App.tsx': source}, 'App.tsx');
    expect(result).toMatchObject({ok: false, error: {file: 'App.tsx', line: 1}});
    if (!result.ok) expect(result.error.message).toContain("'lodash'");
  });

  test('names a missing sibling file', () => {
    const source = `import {tokens} from './colors.css';\n${colourBox}`;
    const result = compileFiles({'App.tsx': source}, 'App.tsx');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain("'./colors.css'");
  });

  test('compiles a defineVars sibling file and the file that uses its variables', () => {
    const files = {
      'App.tsx': `import {css, html} from 'react-strict-dom';
import {tokens} from './tokens.css';
const styles = css.create({box: {backgroundColor: tokens.surface}});
export default function App() {
  return <html.div style={styles.box} />;
}
`,
      'tokens.css.ts': `import {css} from 'react-strict-dom';
export const tokens = css.defineVars({surface: 'rgb(9, 8, 7)'});
`,
    };
    const {modules, css} = compiled(compileFiles(files, 'App.tsx'));
    const variable = /--(x[a-z0-9]+):rgb\(9, ?8, ?7\)/.exec(css);
    expect(variable).not.toBeNull();
    expect(css).toContain(`background-color:var(--${variable![1]})`);
    expect(Object.keys(modules).sort()).toEqual(['App.tsx', 'tokens.css.ts']);
  });

  test('guards loops so an endless one throws instead of freezing the page', () => {
    const source = `export default function App() {\n  while (true) {}\n}\n`;
    const component = runEntry(
      compiled(compileFiles({'App.tsx': source}, 'App.tsx')),
      'App.tsx',
      fakePackages,
    );
    expect(() => (component as () => unknown)()).toThrow(
      new RangeError(
        `This loop (line 2) ran for more than ${loopTimeLimitMs} ms and was stopped. Does it ever end?`,
      ),
    );
  });

  test('the loop guard keeps its own clock, and tells the runtime before it throws', () => {
    const source = `Date.now = () => 0;\nexport default function App() {\n  for (;;) {}\n}\n`;
    const stopped: string[] = [];
    const component = runEntry(
      compiled(compileFiles({'App.tsx': source}, 'App.tsx')),
      'App.tsx',
      fakePackages,
      'default',
      {
        now: () => performance.now(),
        stopped: (message) => {
          stopped.push(message);
          return new RangeError(message);
        },
      },
    );
    expect(() => (component as () => unknown)()).toThrow(/This loop \(line 3\) ran for more than/);
    expect(stopped).toEqual([
      `This loop (line 3) ran for more than ${loopTimeLimitMs} ms and was stopped. Does it ever end?`,
    ]);
  });

  test('a labelled loop keeps its label', () => {
    const source = `export default function App() {
  let n = 0;
  outer: for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      if (j === 1) continue outer;
      n++;
    }
  }
  return n;
}
`;
    const component = runEntry(
      compiled(compileFiles({'App.tsx': source}, 'App.tsx')),
      'App.tsx',
      fakePackages,
    );
    expect((component as () => number)()).toBe(3);
  });
});

describe('runEntry', () => {
  test('returns the default export, rendered with the given packages', () => {
    const component = runEntry(
      compiled(compileFiles({'App.tsx': colourBox}, 'App.tsx')),
      'App.tsx',
      fakePackages,
    );
    expect((component as unknown as () => {type: string})()).toMatchObject({type: 'div'});
  });

  test('says so when the entry has no default export', () => {
    const source = colourBox.replace('export default function', 'export function');
    const result = compiled(compileFiles({'App.tsx': source}, 'App.tsx'));
    expect(() => runEntry(result, 'App.tsx', fakePackages)).toThrow(
      /App\.tsx has no default export/,
    );
    expect(runEntry(result, 'App.tsx', fakePackages, 'App')).toBeTypeOf('function');
  });

  test('says so when the default export is not a component', () => {
    const result = compiled(compileFiles({'App.tsx': 'export default 42;\n'}, 'App.tsx'));
    expect(() => runEntry(result, 'App.tsx', fakePackages)).toThrow(/not a React component/);
  });
});
