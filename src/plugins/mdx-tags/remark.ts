// The few mdast / MDX node shapes this plugin reads and writes.
interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  data?: {
    estree?: {type?: 'Program'; sourceType?: 'module'; body: Statement[]};
    hName?: string;
    hProperties?: unknown;
  };
  [key: string]: unknown;
}
interface Statement {
  type: string;
  specifiers?: {local: {name: string}}[];
  [key: string]: unknown;
}

/** A tag pages use without importing it: the module it comes from, and its export. */
interface Tag {
  source: string;
  /** `default`, or the named export. */
  export: string;
}

/**
 * The site's MDX tags that only some pages use. Registered in MDXComponents they
 * would sit in the chunk every docs page loads; imported by the page that uses
 * them, they load with that page only.
 */
export const pageTags: Record<string, Tag> = {
  Example: {source: '@site/src/components/Example', export: 'default'},
  CompatTable: {source: '@site/src/components/CompatTable', export: 'default'},
  CompatLegend: {source: '@site/src/components/CompatTable', export: 'CompatLegend'},
  // A theme part theme-classic registers for every page (src/theme/MDXComponents.tsx leaves
  // it out), as a page may write it: `<details>` or `<Details>`.
  Details: {source: '@theme/MDXComponents/Details', export: 'default'},
};
/** Lower-case tags a page may write that render as one of `pageTags`. */
const renamed: Record<string, string> = {details: 'Details'};

const identifier = (name: string) => ({type: 'Identifier', name});

/** `import {export as name} from 'source'` as an estree statement. */
function importStatement(name: string, {source, export: exported}: Tag): Statement {
  const local = identifier(name);
  const specifier =
    exported === 'default'
      ? {type: 'ImportDefaultSpecifier', local}
      : {type: 'ImportSpecifier', imported: identifier(exported), local};
  return {
    type: 'ImportDeclaration',
    specifiers: [specifier],
    source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
  };
}

/** An MDX ESM node of these statements (`value` is their source, for messages only). */
function esmNode(value: string, body: Statement[]): Node {
  return {type: 'mdxjsEsm', value, data: {estree: {type: 'Program', sourceType: 'module', body}}};
}

/** `import {export as name} from 'source'` as an MDX ESM node, with the estree MDX compiles. */
function importNode(name: string, tag: Tag): Node {
  const value =
    tag.export === 'default'
      ? `import ${name} from '${tag.source}';`
      : `import {${tag.export} as ${name}} from '${tag.source}';`;
  return esmNode(value, [importStatement(name, tag)]);
}

/** Adds the import of each of `used` the page does not import itself. */
function importTags(tree: Node, used: ReadonlySet<string>): void {
  const imported = new Set<string>();
  for (const node of tree.children ?? [])
    if (node.type === 'mdxjsEsm')
      for (const statement of node.data?.estree?.body ?? [])
        for (const specifier of statement.specifiers ?? []) imported.add(specifier.local.name);
  const missing = [...used].filter((name) => !imported.has(name));
  tree.children?.unshift(...missing.map((name) => importNode(name, pageTags[name]!)));
}

/** Calls `visit` on every node of the tree. */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * Adds to an MDX page an import of each tag of `pageTags` it uses and does not
 * import itself, so `<Example of={...} />` needs no import line and the tag's
 * code is bundled with the pages that show it.
 */
export default function remarkPageTags() {
  return (tree: Node) => {
    const used = new Set<string>();
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (node.name && node.name in renamed) node.name = renamed[node.name];
      if (node.name && node.name in pageTags) used.add(node.name);
    });
    importTags(tree, used);
  };
}

/** Admonition types, by the name written after `:::`, and theme-classic's component of each. */
export const admonitionTypes: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/**
 * The same for admonitions (`:::tip`), by type: Docusaurus's own remark plugin, which runs
 * after remarkPageTags, makes each an `admonition` element, which MDX would look up in the
 * MDX components (theme-classic's Admonition, with all six types and their icons). Run
 * after it, this names each `AdmonitionTip` (and so on) and defines on the page the types
 * it has, each the stock type's component through src/components/Admonition.
 */
export function remarkAdmonitions() {
  return (tree: Node) => {
    const types = new Set<string>();
    walk(tree, (node) => {
      if (node.data?.hName !== 'admonition') return;
      const type = String((node.data.hProperties as {type?: unknown} | undefined)?.type);
      const component = admonitionTypes[type];
      if (!component)
        throw new Error(
          `mdx-tags: no admonition type "${type}"; use one of ${Object.keys(admonitionTypes).join(', ')}.`,
        );
      node.data.hName = `Admonition${component}`;
      types.add(component);
    });
    if (types.size === 0) return;
    const helper = {source: '@site/src/components/Admonition', export: 'admonitionOf'};
    tree.children?.unshift(
      importNode('admonitionOf', helper),
      ...[...types].map((type) =>
        esmNode(
          `import AdmonitionType${type} from '@theme/Admonition/Type/${type}';\nexport const Admonition${type} = admonitionOf(AdmonitionType${type});`,
          [
            importStatement(`AdmonitionType${type}`, {
              source: `@theme/Admonition/Type/${type}`,
              export: 'default',
            }),
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: identifier(`Admonition${type}`),
                    init: {
                      type: 'CallExpression',
                      optional: false,
                      callee: identifier('admonitionOf'),
                      arguments: [identifier(`AdmonitionType${type}`)],
                    },
                  },
                ],
              },
            },
          ],
        ),
      ),
    );
  };
}
