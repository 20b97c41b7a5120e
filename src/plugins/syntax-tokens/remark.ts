import fs from 'node:fs';
import path from 'node:path';
import {syntaxTokens} from './tokenize';

// The few mdast / MDX node shapes this plugin reads and writes.
interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}
interface Attribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: unknown;
}
interface ImportDeclaration {
  type: 'ImportDeclaration';
  source: {value: string};
  specifiers: {type: string; local: {name: string}}[];
}
interface EsmNode extends Node {
  data?: {estree?: {body: {type: string}[]}};
}

const rawQuery = /\?raw$/;
/** Expressions this plugin wrote: code, not references to imports. */
const written = new WeakSet<Node>();

/** An MDX expression child holding one string literal: `{"..."}`. */
function literalChild(value: string): Node {
  const literal = {type: 'Literal', value, raw: JSON.stringify(value)};
  const node = {
    type: 'mdxFlowExpression',
    value: literal.raw,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExpressionStatement', expression: literal}],
      },
    },
  };
  written.add(node);
  return node;
}

function attribute(name: string, value: string): Attribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** `<CodeBlock language=... metastring=...>{"<syntax tokens>"}</CodeBlock>` */
function codeBlock(tokens: string, attributes: Attribute[]): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes,
    children: [literalChild(tokens)],
  };
}

/** The file a `?raw` import names: `@site/...` or relative to the page. */
function resolveRaw(source: string, pageFile: string, siteDir: string): string {
  const file = source.replace(rawQuery, '');
  if (file.startsWith('@site/')) return path.join(siteDir, file.slice('@site/'.length));
  if (file.startsWith('.')) return path.resolve(path.dirname(pageFile), file);
  throw new Error(`${pageFile}: cannot resolve "${source}" (use @site/ or a relative path)`);
}

/** The title of a fence (```tsx title="App.tsx"), the one option code blocks here take. */
function fenceTitle(meta: string, pageFile: string): string {
  const match = /^title=(["'])(.*?)\1$/.exec(meta.trim());
  if (!match)
    throw new Error(
      `${pageFile}: code block option \`${meta}\` is not supported; only title="..." is.`,
    );
  return match[2]!;
}

function stringAttribute(node: Node, name: string): string | undefined {
  const found = (node.attributes as Attribute[]).find(
    (a) => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * Highlights every code block of an MDX page while it compiles, so the page
 * carries syntax tokens and the browser needs no tokenizer. A fenced block
 * becomes `<CodeBlock>` with the tokens as its text (and its title, the one
 * option taken: line numbers and highlighted lines are not shown); `<CodeBlock>{src}</CodeBlock>`
 * with `import src from '...?raw'` gets the file's tokens in place of the import,
 * which is dropped. Code computed while the page renders (`{`git clone ${url}`}`)
 * cannot be highlighted here and is shown plain.
 */
export default function remarkSyntaxTokens({siteDir}: {siteDir: string}) {
  return (tree: Node, file: {path: string}) => {
    // `import name from '...?raw'`: name → file.
    const rawImports = new Map<string, string>();
    const esmNodes: EsmNode[] = [];
    const walk = (node: Node, visit: (node: Node, parent: Node, index: number) => void) => {
      node.children?.forEach((child, index) => {
        visit(child, node, index);
        walk(child, visit);
      });
    };
    walk(tree, (node) => {
      if (node.type !== 'mdxjsEsm') return;
      esmNodes.push(node);
      for (const statement of (node as EsmNode).data?.estree?.body ?? []) {
        const declaration = statement as ImportDeclaration;
        if (declaration.type !== 'ImportDeclaration' || !rawQuery.test(declaration.source.value))
          continue;
        for (const specifier of declaration.specifiers) {
          rawImports.set(
            specifier.local.name,
            resolveRaw(declaration.source.value, file.path, siteDir),
          );
        }
      }
    });

    const inlined = new Set<string>();
    walk(tree, (node, parent, index) => {
      if (node.type === 'code') {
        const attributes = [attribute('language', (node.lang as string | null) ?? 'text')];
        if (node.meta)
          attributes.push(attribute('title', fenceTitle(node.meta as string, file.path)));
        parent.children![index] = codeBlock(
          syntaxTokens(node.value as string, (node.lang as string | null) ?? 'text'),
          attributes,
        );
      } else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name === 'CodeBlock'
      ) {
        const name =
          node.children?.length === 1 && node.children[0]!.type.startsWith('mdx')
            ? String(node.children[0]!.value).trim()
            : '';
        const source = rawImports.get(name);
        // Code computed while the page renders (a template with site data) is shown plain.
        if (!source) return;
        node.children = [
          literalChild(
            syntaxTokens(
              fs.readFileSync(source, 'utf8'),
              stringAttribute(node, 'language') ?? 'text',
            ),
          ),
        ];
        inlined.add(name);
      }
    });

    // Drop the imports whose text is now inline, unless something else reads them.
    const stillRead = (name: string) => {
      let found = false;
      walk(tree, (node) => {
        if (
          node.type !== 'mdxjsEsm' &&
          !written.has(node) &&
          node.type.startsWith('mdx') &&
          typeof node.value === 'string'
        ) {
          found ||= new RegExp(`\\b${name}\\b`).test(node.value);
        }
      });
      return found;
    };
    const drop = new Set([...inlined].filter((name) => !stillRead(name)));
    for (const node of esmNodes) {
      const program = node.data!.estree!;
      program.body = program.body.filter((statement) => {
        const declaration = statement as ImportDeclaration;
        if (declaration.type !== 'ImportDeclaration') return true;
        declaration.specifiers = declaration.specifiers.filter((s) => !drop.has(s.local.name));
        return declaration.specifiers.length > 0 || !rawQuery.test(declaration.source.value);
      });
    }
  };
}
