/**
 * src/plugins/page-actions puts `<PageActions />` after every docs page's title; the
 * browser tests (tests/e2e/page-actions.spec.ts) check what the actions do.
 */
import {describe, expect, it} from 'vitest';
import remarkPageActions, {pageActionsTag} from '@site/src/plugins/page-actions/remark';

interface Node {
  type: string;
  depth?: number;
  name?: string;
  children?: Node[];
  [key: string]: unknown;
}

const heading = (depth: number): Node => ({type: 'heading', depth, children: []});
const paragraph: Node = {type: 'paragraph', children: []};
const run = (children: Node[], path: string) => {
  const tree = {type: 'root', children};
  remarkPageActions()(tree, {path});
  return tree.children.map((node) => node.name ?? `${node.type}${node.depth ?? ''}`);
};

describe('remarkPageActions', () => {
  it('puts the actions right after the # title', () => {
    expect(
      run([{type: 'mdxjsEsm'}, heading(1), paragraph, heading(2)], '/site/docs/learn/styles.mdx'),
    ).toEqual(['mdxjsEsm', 'heading1', pageActionsTag, 'paragraph', 'heading2']);
  });

  it('leaves a partial alone', () => {
    expect(run([paragraph], '/site/docs/learn/setup/_flag.mdx')).toEqual(['paragraph']);
  });

  it('fails on a page without a # title, naming it', () => {
    expect(() => run([heading(2)], '/site/docs/learn/x.mdx')).toThrow(
      '[page-actions] /site/docs/learn/x.mdx: a docs page needs a # title for its actions.',
    );
  });
});
