import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {shareHash, splitShareHash} from '@site/src/components/LiveEditor/shareUrl';
import {compileFiles} from '@site/src/playground/compiler/compile';
import {parseFrameMessage} from '@site/src/playground/protocol';
import {bundle, bundleRuntime, nativeAliases} from '@site/src/plugins/preview-frame';

// The native preview's runtime is bundled with the library's native build, whose
// React Native imports resolve to react-native-web and our shims. A release that
// imports an export neither has must fail the site's build, naming the export.

const siteDir = process.cwd();
const require = createRequire(import.meta.url);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'native-runtime-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** Bundles a one-line entry that imports from `react-native` as the library would. */
function bundleImport(source: string): Promise<string> {
  const entry = path.join(scratch, `entry-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(entry, source);
  return bundle(siteDir, path.join(scratch, 'out'), entry, {
    rules: [],
    alias: nativeAliases(siteDir),
    define: {},
  });
}

describe('native preview runtime', () => {
  it('fails the build on a React Native export the shims lack, naming it', async () => {
    await expect(
      bundleImport(
        "import {Platform, useNewNativeThing} from 'react-native';\nconsole.log(Platform, useNewNativeThing);\n",
      ),
    ).rejects.toThrow(/export 'useNewNativeThing' .*was not found in 'react-native'/);
  }, 120_000);

  it('builds with every export the library imports, shims included', async () => {
    const code = await bundleImport(
      "import {Platform, experimental_LayoutConformance, Image, Animated, Text} from 'react-native';\nimport TextAncestor from 'react-native/Libraries/Text/TextAncestor';\nconsole.log(Platform.constants, experimental_LayoutConformance, Image, Animated, Text, TextAncestor);\n",
    );
    expect(code).toContain('reactNativeVersion');
  }, 120_000);

  it('bundles the library’s native build into one hashed file', async () => {
    const runtime = await bundleRuntime(siteDir, scratch, 'native');
    expect(runtime.file).toMatch(/^assets\/js\/preview-frame-native\.[0-9a-f]{10}\.js$/);
    // The library's own message prefix: its native build is in the file.
    expect(runtime.code).toContain('React Strict DOM: ');
    // Its warnings go to its own console: no global console.warn of them is left.
    expect(runtime.code).not.toMatch(/console\.warn\(`\[warn\] React Strict DOM/);
    const gzip = gzipSync(runtime.code, {level: 9}).length;
    console.log(`native preview runtime: ${runtime.code.length} bytes, ${gzip} gzip`);
  }, 300_000);
});

describe('the strict-ref loader', () => {
  const loader = require(path.join(siteDir, 'src/plugins/preview-frame/strictRefLoader.cjs')) as (
    this: {getOptions(): {facade: string}},
    source: string,
  ) => string;
  const context = {getOptions: () => ({facade: '/facade.ts'})};
  const nativeBuild = fs.readFileSync(nativeAliases(siteDir)['react-strict-dom$']!, 'utf8');

  it('makes the library’s strict refs from the facade', () => {
    const code = loader.call(context, nativeBuild);
    expect(code).toMatch(/^import \{strictRefFacade\} from "\/facade\.ts";/);
    expect(code).toContain('viewportScale) {\n  node = strictRefFacade(node);');
  });

  it('fails, naming what to check, when a release makes strict refs another way', () => {
    const changed = nativeBuild.replace('function getOrCreateStrictRef(', 'function makeRef(');
    expect(() => loader.call(context, changed)).toThrow(/no longer has .*getOrCreateStrictRef/);
  });
});

describe('the library-console loader', () => {
  const loader = require(
    path.join(siteDir, 'src/plugins/preview-frame/libraryConsoleLoader.cjs'),
  ) as (this: {getOptions(): {console: string}}, source: string) => string;

  it('binds `console` in the library’s module to the library’s own console', () => {
    const code = loader.call(
      {getOptions: () => ({console: '/libraryConsole.ts'})},
      'console.warn(1);',
    );
    expect(code).toBe(
      'import {libraryConsole as console} from "/libraryConsole.ts";\nconsole.warn(1);',
    );
  });
});

describe('the loader that gives react-native-web modules React Native’s rule', () => {
  const loader = require(
    path.join(siteDir, 'src/plugins/preview-frame/wrapDefaultExportLoader.cjs'),
  ) as (this: {getOptions(): {wrapper: string}; resourcePath: string}, source: string) => string;
  const context = {getOptions: () => ({wrapper: '/rules/View.ts'}), resourcePath: '/rnw/View.js'};

  it('exports what the rule makes of the module’s default export', () => {
    for (const file of ['View', 'Text', 'createElement']) {
      const source = fs.readFileSync(
        path.join(
          path.dirname(require.resolve('react-native-web/package.json')),
          `dist/exports/${file}/index.js`,
        ),
        'utf8',
      );
      const code = loader.call(context, source);
      expect(code).toMatch(
        new RegExp(
          `import reactNativeRule from "/rules/View.ts";\\nexport default reactNativeRule\\(${file}\\);\\n$`,
        ),
      );
      expect(code).not.toContain(`export default ${file};`);
    }
  });

  it('fails, naming the file, when a release ends the module another way', () => {
    expect(() => loader.call(context, 'export {View as default};\n')).toThrow(
      /\/rnw\/View\.js no longer ends with "export default <name>;"/,
    );
  });
});

describe('compileFiles for native', () => {
  it('leaves css.create to the native build at run time, with no stylesheet', () => {
    const source =
      "import {css, html} from 'react-strict-dom';\nconst styles = css.create({box: {display: 'grid'}});\nexport default function App() { return <html.div style={styles.box} />; }\n";
    const web = compileFiles({'App.tsx': source}, 'App.tsx');
    const native = compileFiles({'App.tsx': source}, 'App.tsx', 'native');
    expect(web.ok && web.css).toContain('display:grid');
    expect(native.ok && native.css).toBe('');
    expect(native.ok && native.modules['App.tsx']).toContain('css.create(');
  });
});

describe('native messages and the share link', () => {
  it('keeps a native message of level warn or error only', () => {
    const text = '[warn] React Strict DOM: unsupported style property "gridTemplateColumns"';
    expect(parseFrameMessage({type: 'native', level: 'warn', text})).toEqual({
      type: 'native',
      level: 'warn',
      text,
    });
    expect(parseFrameMessage({type: 'native', level: 'log', text})).toBeNull();
  });

  it('keeps the Native view in the hash as a second field', () => {
    expect(shareHash('abc', 'web')).toBe('abc');
    expect(splitShareHash(`#${shareHash('abc', 'native')}`)).toEqual({code: 'abc', view: 'native'});
    expect(splitShareHash('#abc')).toEqual({code: 'abc', view: 'web'});
  });
});
