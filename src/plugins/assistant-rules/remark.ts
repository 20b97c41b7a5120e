import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {rulesMarkdown} from './markdown';

// The few mdast / MDX node shapes this plugin reads and writes.
interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  [key: string]: unknown;
}

/** The MDX tag a page writes where the rules go. */
export const rulesTag = 'AssistantRules';

/**
 * Replaces `<AssistantRules />` on a page with the rules for assistants
 * (src/data/assistantRules.ts), as the same Markdown the skill file holds, one
 * level down (`###` groups and `####` rules, under the page's own `##`) and with
 * links to the site's pages. They become the page's
 * own headings, code blocks (highlighted like any other) and links (checked like
 * any other), before the other remark plugins run.
 */
export default function remarkAssistantRules() {
  return (tree: Node) => {
    const children = tree.children ?? [];
    const at = children.findIndex(
      (node) => node.type === 'mdxJsxFlowElement' && node.name === rulesTag,
    );
    if (at === -1) return;
    const rules = fromMarkdown(
      rulesMarkdown(3, (path) => path),
      {
        extensions: [gfm()],
        mdastExtensions: [gfmFromMarkdown()],
      },
    );
    children.splice(at, 1, ...(rules.children as Node[]));
  };
}
