import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {nativeMessages, type NativeMessage, type Trigger} from '@site/src/data/nativeMessages';
import {cssProperties, cssPseudoRows, cssValues} from '@site/src/data/compat/css';
import {aProps} from '@site/src/data/compat/html/a';
import {allProps} from '@site/src/data/compat/html';
import {inputProps, inputTypes} from '@site/src/data/compat/html/input';
import type {CompatRow} from '@site/src/data/compat/types';
import {anchorOf, matchMessage, messagePatterns} from '@site/src/utils/nativeMessageMatch';
import {loadNativeBuild} from './nativeBuild';

// The reference of the native build's messages (src/data/nativeMessages.ts) is complete by
// construction: every warnMsg/errorMsg template of the installed build has one entry and
// every entry one template, with the level and development-only flag of its call sites.
// What each entry's programs print on React Native, and that its fix prints nothing
// there or on the web, is checked by the native judge (tests/native/messages.test.ts).

/** The library's own entries: React Native's (`from: 'react-native'`) are not in its build. */
const libraryMessages = nativeMessages.filter((message) => message.from !== 'react-native');

const require = createRequire(import.meta.url);
const babel = require('@babel/core') as typeof import('@babel/core');
const traverse = (require('@babel/traverse') as {default: typeof import('@babel/traverse').default})
  .default;
const nativeFile = path.join(
  path.dirname(require.resolve('react-strict-dom/package.json')),
  'dist/native/index.js',
);
const nativeSource = readFileSync(nativeFile, 'utf8');

/** One warnMsg/errorMsg call of the build: its template with `{}` for each interpolation. */
interface CallSite {
  template: string;
  level: 'warn' | 'error';
  /** Inside `if (__DEV__)`, directly or in a function only called there. */
  devOnly: boolean;
  line: number;
}

type Node = import('@babel/types').Node;

/** The message a call builds, each interpolated part as `{}`; null for anything else. */
function templateOf(node: Node): string | null {
  if (node.type === 'StringLiteral') return node.value.replace(/[{}]/g, '');
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((q) => q.value.cooked ?? '').join('{}');
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = templateOf(node.left);
    const right = templateOf(node.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

const isDevTest = (node: Node) => node.type === 'Identifier' && node.name === '__DEV__';

/** Every call site of warnMsg and errorMsg in the build. */
export function extractCallSites(source: string): CallSite[] {
  const ast = babel.parseSync(source, {sourceType: 'module', babelrc: false, configFile: false})!;
  const sites: CallSite[] = [];
  const devCalls = new Map<string, boolean[]>();
  type Path = import('@babel/traverse').NodePath;
  const underDev = (p: Path) =>
    Boolean(
      p.findParent(
        (parent) =>
          parent.isIfStatement() &&
          isDevTest(parent.node.test) &&
          p.isDescendant(parent.get('consequent') as Path),
      ),
    );
  const pending: {site: CallSite; fn?: string}[] = [];
  traverse(ast, {
    CallExpression(p) {
      const callee = p.node.callee;
      if (callee.type !== 'Identifier') return;
      devCalls.set(callee.name, [...(devCalls.get(callee.name) ?? []), underDev(p)]);
      if (callee.name !== 'warnMsg' && callee.name !== 'errorMsg') return;
      const template = templateOf(p.node.arguments[0] as Node);
      if (template === null)
        throw new Error(`line ${p.node.loc?.start.line}: a message built another way`);
      const fn = p.findParent((parent) => parent.isFunctionDeclaration());
      const fnName = fn?.isFunctionDeclaration() ? fn.node.id?.name : undefined;
      const site: CallSite = {
        template,
        level: callee.name === 'warnMsg' ? 'warn' : 'error',
        devOnly: underDev(p),
        line: p.node.loc!.start.line,
      };
      pending.push({site, fn: fnName});
    },
  });
  for (const {site, fn} of pending) {
    // validateStrictProps holds its errorMsg outside __DEV__, but is only called inside it.
    const calls = fn ? devCalls.get(fn) : undefined;
    if (!site.devOnly && calls?.length && calls.every(Boolean)) site.devOnly = true;
    sites.push(site);
  }
  return sites;
}

const shape = (template: string) => template.replace(/\{\w*\}/g, '{}');

function isTrigger(fires: NativeMessage['fires']): fires is Trigger {
  return 'code' in fires;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const sites = extractCallSites(nativeSource);

describe('the native build’s messages', () => {
  it('finds the call sites of warnMsg and errorMsg', () => {
    // 0.0.55: 33 calls of 29 templates. A release that has none is read wrongly.
    expect(sites.length).toBeGreaterThan(20);
  });

  it('has one entry per template of the installed build, and no entry without one', () => {
    const fromBuild = new Set(sites.map((site) => shape(site.template)));
    const fromData = libraryMessages.map((m) => shape(m.template));
    const missing = [...fromBuild].filter((t) => !fromData.includes(t));
    const extra = fromData.filter((t) => !fromBuild.has(t));
    expect(missing, 'templates of the build with no entry in src/data/nativeMessages.ts').toEqual(
      [],
    );
    expect(extra, 'entries whose template the build no longer prints').toEqual([]);
    expect(new Set(fromData).size, 'two entries for one template').toBe(fromData.length);
  });

  it('gives each entry the level and development-only flag of every one of its call sites', () => {
    for (const message of libraryMessages) {
      const own = sites.filter((site) => shape(site.template) === shape(message.template));
      for (const site of own) {
        expect(site.level, `${message.template} (line ${site.line})`).toBe(message.level);
        expect(site.devOnly, `${message.template} (line ${site.line})`).toBe(message.devOnly);
      }
    }
  });

  it('gives every entry a unique anchor made from its template', () => {
    const anchors = nativeMessages.map((m) => anchorOf(m.template));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  const patterns = messagePatterns(nativeMessages);

  describe.each(nativeMessages.map((m) => [m.template, m] as const))('%s', (template, message) => {
    const {fires} = message;
    if (!isTrigger(fires)) {
      it('is marked unreachable, with its reason', () => {
        expect(fires.reason.length).toBeGreaterThan(40);
        expect(message.printed).toBeUndefined();
      });
      return;
    }

    it('has the line it prints, and its press names an element of the code', () => {
      expect(message.printed).toBeDefined();
      if (fires.press) expect(fires.code).toContain(`data-testid="${fires.press}"`);
    });

    it('links the printed line to its own entry, with its placeholders’ values', () => {
      const line =
        message.from === 'react-native'
          ? message.printed!
          : `[${message.level}] React Strict DOM: ${message.printed}`;
      const match = matchMessage(patterns, line);
      expect(match?.anchor).toBe(anchorOf(template));
    });

    if (message.mark) {
      it('names a place the editor can find in the snippet', () => {
        const match = matchMessage(patterns, message.printed!);
        expect(fires.code).toContain(match!.mark!.name);
      });
    }
  });
});

describe('messages reader code cannot cause', () => {
  it('unsupported unit: the length pattern admits only the units the build converts', () => {
    const pattern = /const LENGTH_REGEX = \/.*\((em\|[a-z|]+)\)\$\/;/.exec(nativeSource);
    const accepted = pattern![1]!.split('|').sort();
    const body = nativeSource.slice(
      nativeSource.indexOf('resolvePixelValue(options)'),
      nativeSource.indexOf('unsupported unit of'),
    );
    const converted = [...body.matchAll(/case '(\w+)':/g)].map((m) => m[1]).sort();
    expect(converted).toEqual(accepted);
  });

  it('failed to create strict ref: printed only for a host node the library cannot copy', () => {
    const {rsd, render} = loadNativeBuild();
    const printed: {level: string; text: string}[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => {
      const found = /^\[(error)\] React Strict DOM: (.*)$/.exec(line);
      if (found) printed.push({level: found[1]!, text: found[2]!});
    });
    let received: unknown;
    const hosts = render(
      React.createElement(rsd.html.div, {
        ref: (node: unknown) => {
          received = node;
        },
      }),
    );
    const attach = hosts.find((host) => typeof host.props.ref === 'function')!.props.ref as (
      node: unknown,
    ) => void;
    // A node whose own nodeName cannot be redefined: no React Native host node is like this.
    const node = Object.defineProperty({}, 'nodeName', {value: 'VIEW', configurable: false});
    attach(node);
    expect(printed).toContainEqual({
      level: 'error',
      text: 'failed to create strict ref. Falling back to original node',
    });
    expect(received).toBe(node);
  });
});

describe('links of the entries', () => {
  const tables: Record<string, readonly CompatRow[]> = {
    '/api/css/#display-values': cssValues.display,
    '/api/css/#position-values': cssValues.position,
    '/api/css/#keywords-and-functions': cssValues.keywordsAndFunctions,
    '/api/css/#lengths': cssValues.lengths,
    '/api/css/#timing-functions': cssValues.timingFunctions,
    '/api/css/#transform-functions': cssValues.transformFunctions,
    '/api/css/#margin-and-padding': cssProperties.spacing,
    '/api/css/#text-and-fonts': cssProperties.text,
    '/api/css/#flexbox-and-alignment': cssProperties.flexbox,
    '/api/css/#position': cssProperties.positioning,
    '/api/css/#custom-properties': cssProperties.custom,
    '/api/css/#transitions-and-animations': cssProperties.transitions,
    '/api/css/#pseudo-classes-and-pseudo-elements': cssPseudoRows,
    '/api/html/#props': allProps,
    '/api/html/a/#props': aProps,
    '/api/html/input/#props': inputProps,
    '/api/html/input/#input-types': inputTypes,
  };

  it.each(nativeMessages.filter((m) => m.compat).map((m) => [m.template, m.compat!] as const))(
    '%s names a row of its compatibility table',
    (_, compat) => {
      const rows = tables[compat.path];
      expect(rows, `no table known at ${compat.path}`).toBeDefined();
      expect(rows!.map((row) => row.name)).toContain(compat.row);
    },
  );
});
