/**
 * Sentences of the Learn and API pages about what the library does on Android and
 * iOS that no example of theirs shows, each with a program that does
 * (./pageClaims.test.ts checks what the judge saw against the sentence):
 * `contexts` (/api/other/contexts/, its example at a phone's and a tablet's width, and
 * a rotation), `em` (/learn/styles/), hyphenated `defineVars` keys (/api/css/defineVars/,
 * /learn/sharing-packages/) and a second copy of the library (/learn/sharing-packages/).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {JudgedProgram, NativeProgram} from './programs';

const root = path.resolve(__dirname, '../..');

const program = (
  id: string,
  files: Record<string, string>,
  extra: Partial<NativeProgram> = {},
): JudgedProgram => ({
  id: `page/${id}`,
  kind: 'page',
  files,
  platforms: ['ios', 'android'],
  ...extra,
});

/** A tablet twice the width the contexts page's example was designed for (390). */
export const tablet = {width: 780, height: 1180};
/** A phone of the example's own width. */
export const phone = {width: 390, height: 844};

/** The keys of the variables the defineVars and sharing-packages pages name. */
export const variableKeys = {
  camel: ['onAccent', 'brandColor'],
  hyphenated: ['on-accent', 'brand-color'],
};

/**
 * The copy of react-strict-dom a shared package installs for itself (under its own
 * node_modules, as npm puts a second version there): the site's own install, the release
 * the judge runs too (tests/unit/native-judge.test.ts keeps them one), so the same release
 * twice. Not the judge's install: the programs are listed before it is made (the browser
 * tests list them before check:native runs).
 */
function secondCopy(folder: string): Record<string, string> {
  const installed = path.join(root, 'node_modules/react-strict-dom');
  return Object.fromEntries(
    ['package.json', 'dist/native/index.js'].map((file) => [
      `${folder}/node_modules/react-strict-dom/${file}`,
      readFileSync(path.join(installed, file), 'utf8'),
    ]),
  );
}

/** The contexts page's example (PromoScreen.native.tsx) on a screen of `window`'s size. */
const promoAt = (window: {width: number; height: number}) =>
  program(
    `contexts/example-${window.width}`,
    {
      'PromoScreen.native.tsx': readFileSync(
        path.join(root, 'src/snippets/api/other/contexts/PromoScreen.native.tsx'),
        'utf8',
      ),
      'App.tsx': `import {PromoCard, PromoScreen} from './PromoScreen';

export default function Promo() {
  return (
    <PromoScreen>
      <PromoCard title="Sale" />
    </PromoScreen>
  );
}
`,
    },
    {window},
  );

/** The programs, by what they show; made when the judge runs (a second copy reads its files). */
export const pagePrograms = () => ({
  themeResolves: program('contexts/theme-resolves', {
    'App.tsx': `import {contexts, css, html} from 'react-strict-dom';

const styles = css.create({
  box: {backgroundColor: 'var(--promo-background)', borderColor: 'var(--edge)'},
});

export default function Themed() {
  return (
    <contexts.ThemeProvider
      customProperties={{promoBackground: '#0b5cad', edge: 'var(--promo-background)'}}>
      <html.div style={styles.box} />
    </contexts.ThemeProvider>
  );
}
`,
  }),

  themeReplaces: program('contexts/theme-replaces', {
    'tokens.css.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({accent: 'green'});
`,
    'App.tsx': `import {contexts, css, html} from 'react-strict-dom';
import {colors} from './tokens.css';

const styles = css.create({
  box: {backgroundColor: colors.accent, borderColor: 'var(--outer)'},
});

export default function Themes() {
  return (
    <>
      <html.div data-testid="outside" style={styles.box} />
      <contexts.ThemeProvider customProperties={{other: 'red'}}>
        <html.div data-testid="inside" style={styles.box} />
      </contexts.ThemeProvider>
      <contexts.ThemeProvider customProperties={{outer: 'blue'}}>
        <html.div data-testid="outer" style={styles.box} />
        <contexts.ThemeProvider customProperties={{other: 'red'}}>
          <html.div data-testid="nested" style={styles.box} />
        </contexts.ThemeProvider>
      </contexts.ThemeProvider>
    </>
  );
}
`,
  }),

  viewportScales: program(
    'contexts/viewport-scales',
    {
      'App.tsx': `import {contexts, css, html} from 'react-strict-dom';

const styles = css.create({
  box: {width: 100, padding: '10px', marginTop: '10vw', opacity: 0.5},
});

export default function Scaled() {
  return (
    <contexts.ViewportProvider viewportWidth={390}>
      <html.div style={styles.box} />
    </contexts.ViewportProvider>
  );
}
`,
    },
    {window: tablet},
  ),

  lineHeight: program(
    'contexts/line-height',
    {
      'App.tsx': `import {contexts, css, html} from 'react-strict-dom';

const styles = css.create({
  unitless: {fontSize: 20, lineHeight: 1.5},
  pixels: {fontSize: 20, lineHeight: '24px'},
});

export default function Lines() {
  return (
    <contexts.ViewportProvider viewportWidth={390}>
      <html.p style={styles.unitless}>Unitless</html.p>
      <html.p style={styles.pixels}>Pixels</html.p>
    </contexts.ViewportProvider>
  );
}
`,
    },
    {window: tablet},
  ),

  // Styles follow a rotation; a ref made before it keeps dividing by the first factor.
  refFactor: program(
    'contexts/ref-factor',
    {
      'App.tsx': `import {useRef} from 'react';
import {contexts, css, html} from 'react-strict-dom';

const styles = css.create({box: {width: 100, height: 20}});

export default function Measured() {
  const ref = useRef<HTMLDivElement>(null);
  const measure = () => {
    const width = ref.current?.getBoundingClientRect().width;
    console.warn(\`measured \${width}\`);
  };
  return (
    <contexts.ViewportProvider viewportWidth={390}>
      <html.div ref={ref} style={styles.box}>
        Box
      </html.div>
      <html.button data-testid="measure" onClick={measure}>
        Measure
      </html.button>
    </contexts.ViewportProvider>
  );
}
`,
    },
    {
      window: tablet,
      press: 'measure',
      events: [{window: {width: 1170, height: 1180}}, {testId: 'measure', name: 'press'}],
    },
  ),

  examplePhone: promoAt(phone),
  exampleTablet: promoAt(tablet),

  em: program('styles/em', {
    'App.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  parent: {fontSize: 10},
  own: {fontSize: 20, paddingTop: '1em'},
  inherited: {paddingTop: '1em'},
});

export default function Sizes() {
  return (
    <html.div style={styles.parent}>
      <html.p style={styles.own}>Own</html.p>
      <html.p style={styles.inherited}>Inherited</html.p>
    </html.div>
  );
}
`,
  }),

  variableKeys: program('define-vars/keys', {
    'tokens.css.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({
${[...variableKeys.camel, ...variableKeys.hyphenated].map((key) => `  '${key}': 'green',`).join('\n')}
});
`,
    'App.tsx': `import {css, html} from 'react-strict-dom';
import {colors} from './tokens.css';

const styles = css.create({
${[...variableKeys.camel, ...variableKeys.hyphenated].map((key) => `  '${key}': {backgroundColor: colors['${key}']},`).join('\n')}
});

export default function Keys() {
  return (
    <>
${[...variableKeys.camel, ...variableKeys.hyphenated].map((key) => `      <html.div data-testid="${key}" style={styles['${key}']} />`).join('\n')}
    </>
  );
}
`,
  }),

  // The shared package of /learn/sharing-packages/ with its own copy of the library:
  // its variables do not resolve in the app, the app's own ones do.
  secondCopy: program('sharing-packages/second-copy', {
    // A key no other program defines: the copy numbers its variables from 1, and the
    // judge's own copy, shared by every program of the run, may hold an `accent__id__1`.
    'ui/tokens.css.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({packageAccent: 'green'});
`,
    ...secondCopy('ui'),
    'tokens.css.ts': `import {css} from 'react-strict-dom';

export const appColors = css.defineVars({surface: 'white'});
`,
    'App.tsx': `import {css, html} from 'react-strict-dom';
import {appColors} from './tokens.css';
import {colors} from './ui/tokens.css';

const styles = css.create({
  box: {backgroundColor: colors.packageAccent, borderColor: appColors.surface},
});

export default function App() {
  return <html.div style={styles.box} />;
}
`,
  }),
});

export type PagePrograms = ReturnType<typeof pagePrograms>;
