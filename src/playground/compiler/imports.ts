import type {NodePath, PluginObj, types as BabelTypes} from '@babel/core';
import {allowedPackages, resolveSibling, specifierFor} from './files';

/** An error at a place in the reader's code; compile.ts reports its line and column. */
export class LocatedError extends Error {
  constructor(
    message: string,
    readonly loc: {line: number; column: number} | undefined,
  ) {
    super(message);
  }
}

const allowed = new Set<string>(allowedPackages);

/**
 * Babel plugin, run before React Strict DOM's preset: checks every import
 * against what the preview provides and rewrites sibling imports to the exact
 * file name (`./tokens.css` → `./tokens.css.ts`), the one name the module
 * runtime and StyleX's theme-file lookup both understand.
 */
export function checkImports(fileNames: string[], fromFile: string): PluginObj {
  const check = (source: BabelTypes.StringLiteral) => {
    const specifier = source.value;
    if (allowed.has(specifier)) return;
    const sibling = resolveSibling(fileNames, fromFile, specifier);
    if (sibling !== undefined) {
      source.value = specifierFor(fromFile, sibling);
      return;
    }
    const hint = specifier.startsWith('.')
      ? `there is no file ${specifier} next to ${fromFile}`
      : `only ${allowedPackages.slice(0, 3).join(', ')} and the example's own files can be imported here`;
    throw new LocatedError(`Cannot import '${specifier}': ${hint}.`, source.loc?.start);
  };
  return {
    name: 'playground-check-imports',
    visitor: {
      Program(program) {
        for (const statement of program.node.body) {
          if (
            (statement.type === 'ImportDeclaration' ||
              statement.type === 'ExportAllDeclaration' ||
              statement.type === 'ExportNamedDeclaration') &&
            statement.source &&
            // Type-only imports vanish with the types.
            !('importKind' in statement && statement.importKind === 'type') &&
            !('exportKind' in statement && statement.exportKind === 'type')
          ) {
            check(statement.source);
          }
        }
      },
      CallExpression(path: NodePath<BabelTypes.CallExpression>) {
        const {callee, arguments: args} = path.node;
        const isRequire =
          callee.type === 'Identifier' &&
          callee.name === 'require' &&
          !path.scope.hasBinding('require');
        if (callee.type !== 'Import' && !isRequire) return;
        const [first] = args;
        if (first?.type === 'StringLiteral') check(first);
        else
          throw new LocatedError(
            'Imports must name a module with a plain string.',
            path.node.loc?.start,
          );
      },
    },
  };
}
