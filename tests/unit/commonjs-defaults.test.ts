// Docusaurus loads the config and the plugins in Node (through jiti). Docusaurus 4 loads
// them as Node's own ES modules do, and there a default import of a CommonJS package
// compiled from ES modules (`exports.default` beside `__esModule`) is the whole
// `module.exports`, not its `default`, where bundlers and jiti 1 give the `default`. Node
// runs scripts/*.mjs the same way. This finds, in every file Node loads, each default
// import of such a package: use a named import, or a namespace import passed through
// cjsDefault() (src/utils/cjsDefault.ts).
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/** The files Docusaurus and the scripts load in Node, from which imports are followed. */
const entries = [
  'docusaurus.config.ts',
  'sidebars.ts',
  ...readdirSync('scripts', {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join('scripts', file)),
];
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'];

/** A relative import's file (an extension or an index file added, as bundlers and jiti do). */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier.replace('@site/', './'));
  const candidates = [
    base,
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The modules a file imports by value (type-only imports are erased), and how. */
function importsOf(file: string): {specifier: string; usesDefault: boolean}[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) return [];
      const named = clause?.namedBindings;
      const usesDefault =
        Boolean(clause?.name) ||
        (named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.some(
            (element) =>
              !element.isTypeOnly && (element.propertyName ?? element.name).text === 'default',
          ));
      return [{specifier: statement.moduleSpecifier.text, usesDefault}];
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const usesDefault =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.some(
          (element) => (element.propertyName ?? element.name).text === 'default',
        );
      return [{specifier: statement.moduleSpecifier.text, usesDefault}];
    }
    return [];
  });
}

/** Whether Node loads this file as CommonJS (by extension, else its package's type). */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as {type?: string}).type !== 'module';
  }
  return true;
}

/** Every local file Node loads, with each default import of a package from it. */
function defaultImports(): {file: string; specifier: string; resolved?: string}[] {
  const seen = new Set<string>();
  const found: {file: string; specifier: string; resolved?: string}[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const {specifier, usesDefault} of importsOf(file)) {
      if (specifier.startsWith('.') || specifier.startsWith('@site/')) {
        const local = resolveLocal(file, specifier);
        if (local) visit(local);
      } else if (usesDefault && !specifier.startsWith('node:')) {
        let resolved: string | undefined;
        try {
          resolved = createRequire(path.resolve(file)).resolve(specifier);
        } catch {
          // Not loadable by require: an ES module only, whose default is its own.
        }
        found.push({file, specifier, resolved});
      }
    }
  };
  entries.forEach(visit);
  expect(seen.size).toBeGreaterThan(50);
  return found;
}

describe('default imports in code Node loads', () => {
  it('none takes the default of a CommonJS package compiled from ES modules', () => {
    const wrong = defaultImports()
      .filter(
        ({resolved}) =>
          resolved !== undefined &&
          isCommonJs(resolved) &&
          /\b__esModule\b/.test(readFileSync(resolved, 'utf8')),
      )
      .map(
        ({file, specifier}) =>
          `${file}: the default import of ${specifier}, a CommonJS package: use a named import, or import it as a namespace and take its default with cjsDefault() (src/utils/cjsDefault.ts)`,
      );
    expect(wrong).toEqual([]);
  });
});
