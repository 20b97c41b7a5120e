import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownCopyOf} from '@site/src/plugins/llms-txt/markdownCopy';
import {withoutPreamble} from '@site/src/plugins/llms-txt/preamble';
import {pageChromeAttribute} from '@site/src/utils/pageChrome';
import styles from './styles.module.css';

/** Chat services a reader can hand the page to: each starts a chat with the prompt in `q`. */
const assistants = [
  ['ChatGPT', 'https://chatgpt.com/?q='],
  ['Claude', 'https://claude.ai/new?q='],
];

/**
 * Puts the page's Markdown copy at `path` on the clipboard, without the preamble the copy
 * starts with for tools (the page alone). The write starts in the click itself, with the
 * text still on its way (a ClipboardItem takes a promise): Safari lets a page write only
 * during the click, not after a fetch.
 */
function copyPage(path: string): Promise<void> {
  const text = fetch(path).then((response) => (response.ok ? response.text() : Promise.reject()));
  try {
    return navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': text.then((t) => new Blob([withoutPreamble(t)], {type: 'text/plain'})),
      }),
    ]);
  } catch {
    // No Clipboard API: an insecure page, or an old browser.
    return Promise.reject();
  }
}

/**
 * What a reader can do with a docs page besides reading it: copy it as Markdown, open
 * its Markdown copy (also named in <head>), or start a chat that reads it. A button and
 * links, so every action works from the keyboard; a status message says how a copy went.
 */
export default function PageActions(): ReactNode {
  const [message, setMessage] = useState('');
  const path = markdownCopyOf(useDoc().metadata.permalink);
  const prompt = encodeURIComponent(
    `Read ${useDocusaurusContext().siteConfig.url}${path} so I can ask you about it.`,
  );
  return (
    <div
      {...{[pageChromeAttribute]: ''}}
      role="group"
      aria-label="Page actions"
      className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={path} />
      </Head>
      <button
        type="button"
        onClick={() => {
          setMessage('');
          copyPage(path).then(
            () => setMessage('Copied.'),
            () => setMessage('Copying failed: open View as Markdown and copy the text there.'),
          );
        }}>
        Copy page
      </button>
      <a href={path}>View as Markdown</a>
      {assistants.map(([name, start]) => (
        <a key={name} href={start + prompt}>
          Open in {name}
        </a>
      ))}
      <span role="status">{message}</span>
    </div>
  );
}
