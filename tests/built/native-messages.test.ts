import {describe, expect, it} from 'vitest';
import {nativeMessages} from '@site/src/data/nativeMessages';
import {anchorOf} from '@site/src/utils/nativeMessageMatch';
import {builtFile, page} from './build';

// /api/native-messages/ shows every entry of src/data/nativeMessages.ts at its anchor, and
// the page's Markdown copy and llms-full.txt carry them (issue #36).

const $ = page('api/native-messages/');
const markdown = builtFile('api/native-messages.md');
const full = builtFile('llms-full.txt');

describe('the native messages page', () => {
  it.each(nativeMessages.map((m) => [m.template, m] as const))(
    '%s has its entry, at its anchor, in the page, its Markdown and llms-full.txt',
    (template, message) => {
      const heading = $(`h3#${anchorOf(template)}`);
      expect(heading.text()).toContain(template.split('\n')[0]);
      const firstLine = template.split('\n')[0]!;
      expect(markdown).toContain(firstLine);
      expect(full).toContain(firstLine);
      if (message.printed) expect(markdown).toContain(message.printed.split('\n')[0]);
    },
  );

  it('lists every entry in its table of contents', () => {
    const toc = $('.table-of-contents a')
      .map((_, a) => $(a).attr('href'))
      .get();
    for (const message of nativeMessages) expect(toc).toContain(`#${anchorOf(message.template)}`);
  });
});
