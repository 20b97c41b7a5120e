/**
 * Checks the facts on /api/babel-preset/ and the setup guides against the
 * installed package: the generateStyles() example (run as written), debug's
 * data-element-src on every element, what rootDir does, and where the PostCSS
 * plugin takes its files and its development flag from.
 */
import {spawnSync} from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Babel, BabelResult, Preset} from './babelTypes';
import {afterAll, describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const snippets = path.join(root, 'src/snippets/api/babel-preset');
const presetPath = require.resolve('react-strict-dom/babel-preset');

interface PostcssResult {
  css: string;
  messages: {type: string; file?: string}[];
}
type Postcss = (plugins: unknown[]) => {
  process(css: string, options: object): Promise<PostcssResult>;
};

const babel = require('@babel/core') as Babel;
const preset = require(presetPath) as Preset;
const postcss = require('postcss') as Postcss;

const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A project folder outside the site, with NameField.tsx in src/ and the site's node_modules. */
function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rsd-preset-'));
  tmpDirs.push(dir);
  mkdirSync(path.join(dir, 'src'));
  copyFileSync(path.join(snippets, 'NameField.tsx'), path.join(dir, 'src/NameField.tsx'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const webOptions = {debug: false, dev: false, platform: 'web'};
const babelOptions = (options: object) => ({
  babelrc: false,
  configFile: false,
  parserOpts: {plugins: ['typescript', 'jsx']},
  presets: [[presetPath, options]],
});

function compile(code: string, filename: string, options: object): BabelResult {
  const result = babel.transformSync(code, {filename, ...babelOptions(options)});
  if (result == null) throw new Error('Babel returned no result');
  return result;
}

/** The rules of a style sheet, one per line, ignoring order and layer blocks. */
const ruleLines = (css: string) => new Set(css.split('\n').filter((line) => line.startsWith('.')));

/** Loads the PostCSS plugin afresh, as a new build process would. */
function freshPostcssPlugin(nodeEnv: string | undefined): (options: object) => unknown {
  for (const id of Object.keys(require.cache)) {
    if (/postcss-react-strict-dom[\\/]src[\\/]|react-strict-dom[\\/]postcss[\\/]/.test(id))
      delete require.cache[id];
  }
  const saved = process.env.NODE_ENV;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  try {
    return require('react-strict-dom/postcss-plugin') as (options: object) => unknown;
  } finally {
    process.env.NODE_ENV = saved;
  }
}

/** Runs the plugin on `@react-strict-dom;` and records what Babel was asked to compile. */
async function runPlugin(plugin: (options: object) => unknown, cwd: string) {
  const calls: {file: string; isDev: unknown; platform: unknown}[] = [];
  const recorder = (api: {caller<T>(read: (caller?: Record<string, unknown>) => T): T}) => {
    const isDev = api.caller((caller) => caller?.isDev as boolean | undefined);
    const platform = api.caller((caller) => caller?.platform as string | undefined);
    return {
      plugins: [
        {
          pre(file: {opts: {filename: string}}) {
            calls.push({file: file.opts.filename, isDev, platform});
          },
        },
      ],
    };
  };
  const babelConfig = {...babelOptions(webOptions), presets: [recorder, [presetPath, webOptions]]};
  const result = await postcss([plugin({cwd, include: ['src/**/*.tsx'], babelConfig})]).process(
    '@react-strict-dom;',
    {
      from: path.join(cwd, 'src/strict.css'),
    },
  );
  return {result, calls};
}

describe('generateStyles() example (build-css.mjs)', {timeout: 120_000}, () => {
  it('writes the same rules as the PostCSS plugin, default element styles included', async () => {
    const dir = project();
    copyFileSync(path.join(snippets, 'build-css.mjs'), path.join(dir, 'build-css.mjs'));
    const run = spawnSync(process.execPath, ['build-css.mjs'], {cwd: dir, encoding: 'utf8'});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const written = ruleLines(readFileSync(path.join(dir, 'dist/styles.css'), 'utf8'));

    const {result} = await runPlugin(freshPostcssPlugin('production'), dir);
    expect(written).toEqual(ruleLines(result.css));

    // The app's own rules alone are what the old example produced: far from enough.
    const source = readFileSync(path.join(dir, 'src/NameField.tsx'), 'utf8');
    const appOnly = ruleLines(
      preset.generateStyles(
        compile(source, path.join(dir, 'src/NameField.tsx'), webOptions).metadata.stylex!,
      ),
    );
    expect([...appOnly].every((rule) => written.has(rule))).toBe(true);
    expect(written.size).toBeGreaterThan(appOnly.size + 10);
    expect(written).toContain('.x1ghz6dp{margin:0}');
  });
});

describe('the PostCSS plugin', {timeout: 120_000}, () => {
  it('always compiles react-strict-dom and react-strict-dom/runtime, next to the include list', async () => {
    const dir = project();
    const {result, calls} = await runPlugin(freshPostcssPlugin('production'), dir);
    // The plugin resolves the package from its own folder, so name its files from there.
    const rsdDir = path.dirname(require.resolve('react-strict-dom/package.json'));
    const files = calls.map((call) =>
      call.file.startsWith(dir)
        ? path.relative(dir, call.file)
        : `react-strict-dom/${path.relative(rsdDir, call.file)}`,
    );
    expect(files.sort()).toEqual([
      'react-strict-dom/dist/web/index.js',
      'react-strict-dom/dist/web/runtime.js',
      'src/NameField.tsx',
    ]);
    const dependencies = result.messages
      .filter((m) => m.type === 'dependency')
      .map((m) => path.basename(m.file!));
    expect(dependencies).toEqual(['index.js', 'runtime.js']);
    expect(calls.every((call) => call.platform === 'web')).toBe(true);
  });

  it.each([
    ['development', true],
    ['production', false],
    ['test', false],
    [undefined, false],
  ])(
    'NODE_ENV=%s when it loads gives caller.isDev %s, whatever NODE_ENV is later',
    async (nodeEnv, isDev) => {
      const plugin = freshPostcssPlugin(nodeEnv);
      const saved = process.env.NODE_ENV;
      process.env.NODE_ENV = isDev ? 'production' : 'development';
      try {
        const {calls} = await runPlugin(plugin, project());
        expect(calls.length).toBe(3);
        expect(calls.every((call) => call.isDev === isDev)).toBe(true);
      } finally {
        process.env.NODE_ENV = saved;
      }
    },
  );
});

describe('the debug option', () => {
  const source = [
    'import {html} from "react-strict-dom";',
    'export const A = () => (',
    '  <html.div>',
    '    <html.span>Hi</html.span>',
    '  </html.div>',
    ');',
  ].join('\n');
  const file = path.join(root, 'src/Two.tsx');

  it('gives every html.* element its own data-element-src, not only the outer one', () => {
    const {code} = compile(source, file, {...webOptions, debug: true});
    expect(code.match(/data-element-src="[^"]+"/g)).toEqual([
      'data-element-src="src/Two.tsx:3"',
      'data-element-src="src/Two.tsx:4"',
    ]);
    expect(compile(source, file, webOptions).code).not.toContain('data-element-src');
  });

  it('changes the class names, so CSS compiled without it matches none of them', () => {
    const nameField = readFileSync(path.join(snippets, 'NameField.tsx'), 'utf8');
    const nameFieldPath = path.join(snippets, 'NameField.tsx');
    const withDebug = compile(nameField, nameFieldPath, {...webOptions, debug: true});
    const withoutCss = preset.generateStyles(
      compile(nameField, nameFieldPath, webOptions).metadata.stylex!,
    );
    expect(withDebug.code).toContain('"color-xpoosp7"');
    expect(withoutCss).toContain('.xpoosp7{');
    expect(withoutCss).not.toContain('color-xpoosp7');
  });
});

describe('rootDir', {timeout: 120_000}, () => {
  /** Compiles a theme file and a component importing it, from `cwd`, in a child process. */
  function compileThemeFrom(dir: string, cwd: string): {vars: string; component: string} {
    const script = `
      const babel = require(${JSON.stringify(require.resolve('@babel/core'))});
      const preset = require(${JSON.stringify(presetPath)});
      const fs = require('node:fs');
      const opts = (filename) => ({filename, babelrc: false, configFile: false, presets: [[preset, ${JSON.stringify(webOptions)}]]});
      const read = (f) => fs.readFileSync(f, 'utf8');
      const vars = babel.transformSync(read(${JSON.stringify(`${dir}/tokens.css.js`)}), opts(${JSON.stringify(`${dir}/tokens.css.js`)})).code;
      // The variable a style uses shows in its CSS rule, not in the compiled code.
      const component = preset.generateStyles(
        babel.transformSync(read(${JSON.stringify(`${dir}/Box.js`)}), opts(${JSON.stringify(`${dir}/Box.js`)})).metadata.stylex,
      );
      process.stdout.write(JSON.stringify({vars, component}));`;
    const run = spawnSync(process.execPath, ['-e', script], {cwd, encoding: 'utf8'});
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout) as {vars: string; component: string};
  }

  function themeProject(withPackageJson: boolean): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'rsd-root-'));
    tmpDirs.push(dir);
    mkdirSync(path.join(dir, 'theme'));
    writeFileSync(
      path.join(dir, 'theme/tokens.css.js'),
      "import {css} from 'react-strict-dom';\nexport const colors = css.defineVars({accent: 'teal'});\n",
    );
    writeFileSync(
      path.join(dir, 'theme/Box.js'),
      "import {css} from 'react-strict-dom';\nimport {colors} from './tokens.css';\nexport const styles = css.create({box: {color: colors.accent}});\n",
    );
    if (withPackageJson) writeFileSync(path.join(dir, 'package.json'), '{"name": "app"}');
    return path.join(dir, 'theme');
  }

  const varName = (code: string) => code.match(/--(x[a-z0-9]+)/)?.[1];

  it('names theme variables from the package.json when there is one, whatever the working directory', () => {
    const dir = themeProject(true);
    const fromHere = compileThemeFrom(dir, dir);
    const fromParent = compileThemeFrom(dir, path.dirname(dir));
    expect(varName(fromHere.vars)).toBe(varName(fromParent.vars));
    expect(varName(fromHere.component)).toBe(varName(fromHere.vars));
  });

  it('names them from the working directory (StyleX rootDir) only without a package.json; imports resolve either way', () => {
    const dir = themeProject(false);
    const fromHere = compileThemeFrom(dir, dir);
    const fromParent = compileThemeFrom(dir, path.dirname(dir));
    expect(varName(fromHere.vars)).not.toBe(varName(fromParent.vars));
    // The relative import is found from the importing file, from either directory.
    expect(varName(fromHere.component)).toBe(varName(fromHere.vars));
    expect(varName(fromParent.component)).toBe(varName(fromParent.vars));
  });
});

describe('imports of theme files (Learn › Troubleshooting)', () => {
  /** A project with a theme file in a package under node_modules, and the site's packages. */
  function packageProject(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'rsd-resolve-'));
    tmpDirs.push(dir);
    mkdirSync(path.join(dir, 'node_modules/my-tokens'), {recursive: true});
    for (const name of ['react-strict-dom', '@stylexjs']) {
      symlinkSync(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name));
    }
    writeFileSync(path.join(dir, 'node_modules/my-tokens/package.json'), '{"name": "my-tokens"}');
    writeFileSync(
      path.join(dir, 'node_modules/my-tokens/colors.css.js'),
      "import {css} from 'react-strict-dom';\nexport const colors = css.defineVars({accent: 'teal'});\n",
    );
    return dir;
  }
  const component = (specifier: string) =>
    `import {css} from 'react-strict-dom';\nimport {colors} from '${specifier}';\nexport const styles = css.create({box: {color: colors.accent}});\n`;

  it('resolves a package name as Node.js does, but not a bundler or tsconfig alias', () => {
    const dir = packageProject();
    const file = path.join(dir, 'src/Box.js');
    const fromPackage = compile(component('my-tokens/colors.css'), file, webOptions);
    expect(preset.generateStyles(fromPackage.metadata.stylex!)).toMatch(
      /color:var\(--x[a-z0-9]+\)/,
    );
    expect(() => compile(component('@/colors.css'), file, webOptions)).toThrow(
      'Could not resolve the path to the imported file.',
    );
  });
});

describe('css on the web (Babel preset › Why web builds need it)', () => {
  it('props and legacyMerge run at run time; the functions that define styles throw', () => {
    const stylex = require(
      createRequire(require.resolve('react-strict-dom/package.json')).resolve('@stylexjs/stylex'),
    ) as Record<string, unknown>;
    const compiled = {$$css: true, color: 'x1e2nbdu'};
    const runs = Object.keys(stylex).filter((name) => {
      const fn = stylex[name];
      if (typeof fn !== 'function') return false;
      try {
        fn(compiled);
        return true;
      } catch {
        return false;
      }
    });
    expect(runs.sort()).toEqual(['legacyMerge', 'props']);
    const page = readFileSync(path.join(root, 'docs/api/babel/preset.mdx'), 'utf8');
    expect(page).toContain('`css.props()` and `css.legacyMerge()`');
  });
});
