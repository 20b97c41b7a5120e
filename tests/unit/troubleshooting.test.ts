import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  messageText,
  quotedMessages,
  type MessageSource,
  type QuotedMessage,
} from '../../src/data/troubleshooting';

const require = createRequire(import.meta.url);
const pagePath = join(__dirname, '../../docs/learn/troubleshooting.mdx');

/** Folder of an installed package, resolved the way `from` would resolve it. */
function packageDir(name: string, from: string = __filename): string {
  return dirname(createRequire(from).resolve(`${name}/package.json`));
}

/** The text of every JavaScript file under `dir` (types and Flow files hold no messages). */
function scripts(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(c|m)?js$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

const rsd = packageDir('react-strict-dom');
const rsdPackage = join(rsd, 'package.json');
// The dependencies react-strict-dom itself resolves, which print the compiler,
// runtime and PostCSS messages.
const libraryText = [
  ...['dist', 'babel', 'postcss'].flatMap((folder) => scripts(join(rsd, folder))),
  ...scripts(join(packageDir('@stylexjs/babel-plugin', rsdPackage), 'lib')),
  ...scripts(join(packageDir('@stylexjs/stylex', rsdPackage), 'lib')),
  ...scripts(join(packageDir('postcss-react-strict-dom', rsdPackage), 'src')),
].join('\n');
// TypeScript keeps its diagnostic texts as templates ('{0}') in its compiler bundle.
const typescriptText = readFileSync(require.resolve('typescript/lib/typescript.js'), 'utf8');

const corpus: Record<Exclude<MessageSource, 'bundler'>, string> = {
  library: libraryText,
  typescript: typescriptText,
};

const fixedParts = (message: QuotedMessage): string[] =>
  message.parts.flatMap((part) =>
    typeof part === 'string' && part.trim() !== '' ? [part.trim()] : [],
  );

describe('quoted messages', () => {
  it('have unique ids', () => {
    const ids = quotedMessages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(quotedMessages.map((message) => [message.id, message] as const))(
    '%s has a fixed part long enough to identify it',
    (_id, message) => {
      expect(Math.max(...fixedParts(message).map((part) => part.length))).toBeGreaterThanOrEqual(
        15,
      );
    },
  );

  const checkable = quotedMessages.filter((message) => message.source !== 'bundler');
  it.each(checkable.map((message) => [message.id, message] as const))(
    '%s occurs in the installed source it is attributed to',
    (_id, message) => {
      const text = corpus[message.source as keyof typeof corpus];
      for (const part of fixedParts(message)) {
        expect(text.includes(part), `"${part}" not found in ${message.source} source`).toBe(true);
      }
    },
  );
});

describe('the troubleshooting page', () => {
  const page = readFileSync(pagePath, 'utf8');
  const usedIds = [...page.matchAll(/<ErrorMessage id="([^"]+)"/g)].map((match) => match[1]);
  const h2s = [...page.matchAll(/^## (.+)$/gm)].map((match) =>
    match[1].replace(/\s*\{#[\w-]+\}$/, ''),
  );

  it('shows only messages from the data file, and all of them', () => {
    const known = quotedMessages.map((message) => message.id);
    expect(usedIds.filter((id) => !known.includes(id))).toEqual([]);
    expect(known.filter((id) => !usedIds.includes(id))).toEqual([]);
  });

  it('has at least ten symptoms', () => {
    expect(h2s.length).toBeGreaterThanOrEqual(10);
  });

  // A heading that quotes an error (in backticks) must quote a checked message.
  it.each(h2s.filter((heading) => heading.startsWith('`')).map((heading) => [heading]))(
    'heading %s quotes a message from the data file',
    (heading) => {
      const quoted = heading.replace(/^`|`$/g, '');
      expect(quotedMessages.some((message) => messageText(message).includes(quoted))).toBe(true);
    },
  );
});

describe('which native messages are printed in production', () => {
  interface Babel {
    parseSync(code: string, options: object): object;
    traverse(ast: object, visitor: object): void;
  }
  interface CallPath {
    node: {callee: {type: string; name?: string}; start: number; end: number};
    findParent(test: (path: ParentPath) => boolean): ParentPath | null;
  }
  interface ParentPath {
    node: {type: string; test?: {type: string; name?: string}; id?: {name?: string} | null};
  }
  const babel = require('@babel/core') as Babel;
  const source = readFileSync(join(rsd, 'dist/native/index.js'), 'utf8');
  // validateStrictProps (invalid and unsupported props) is only called under `if (__DEV__)`.
  const devOnlyFunctions = new Set(['validateStrictProps']);

  /** The first argument of every errorMsg/warnMsg call that no `__DEV__` check guards. */
  function unguardedMessages(): string[] {
    const found: string[] = [];
    const ast = babel.parseSync(source, {babelrc: false, configFile: false, sourceType: 'module'});
    babel.traverse(ast, {
      CallExpression(path: CallPath) {
        const {callee} = path.node;
        if (callee.type !== 'Identifier' || !/^(errorMsg|warnMsg)$/.test(callee.name ?? '')) {
          return;
        }
        const guard = path.findParent(
          (parent) =>
            (parent.node.type === 'IfStatement' &&
              parent.node.test?.type === 'Identifier' &&
              parent.node.test.name === '__DEV__') ||
            (parent.node.type === 'FunctionDeclaration' &&
              devOnlyFunctions.has(parent.node.id?.name ?? '')),
        );
        if (guard == null) {
          found.push(source.slice(path.node.start, path.node.end));
        }
      },
    });
    return found;
  }

  it('only the spring() errors, as the troubleshooting and CSS pages say', () => {
    expect(source).toMatch(/if \(__DEV__\) \{\s+validateStrictProps\(props\);/);
    const messages = unguardedMessages();
    expect(messages.length).toBe(4);
    for (const message of messages) {
      expect(message).toMatch(/^errorMsg\(`spring\(\) timing function /);
    }
  });
});
