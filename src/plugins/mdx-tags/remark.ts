// The few mdast / MDX node shapes this plugin reads and writes.
interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  data?: {estree?: {type?: 'Program'; sourceType?: 'module'; body: Statement[]}};
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
};

/** `import {export as name} from 'source'` as an MDX ESM node, with the estree MDX compiles. */
function importNode(name: string, {source, export: exported}: Tag): Node {
  const local = {type: 'Identifier', name};
  const specifier =
    exported === 'default'
      ? {type: 'ImportDefaultSpecifier', local}
      : {type: 'ImportSpecifier', imported: {type: 'Identifier', name: exported}, local};
  const value =
    exported === 'default'
      ? `import ${name} from '${source}';`
      : `import {${exported} as ${name}} from '${source}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [specifier],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

/**
 * Adds to an MDX page an import of each tag of `pageTags` it uses and does not
 * import itself, so `<Example of={...} />` needs no import line and the tag's
 * code is bundled with the pages that show it.
 */
export default function remarkPageTags() {
  return (tree: Node) => {
    const used = new Set<string>();
    const imported = new Set<string>();
    const walk = (node: Node) => {
      if (node.type === 'mdxjsEsm') {
        for (const statement of node.data?.estree?.body ?? [])
          for (const specifier of statement.specifiers ?? []) imported.add(specifier.local.name);
      } else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        node.name in pageTags
      ) {
        used.add(node.name);
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    const missing = [...used].filter((name) => !imported.has(name));
    tree.children?.unshift(...missing.map((name) => importNode(name, pageTags[name]!)));
  };
}
