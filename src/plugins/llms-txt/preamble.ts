/**
 * The few lines before a page's Markdown copy (and each page in llms-full.txt) that tell
 * an assistant what it is reading: which release of the library the page documents, where
 * the machine-readable compatibility data is, and how to report an error in the page.
 * The page itself never shows them; the page actions' Copy page leaves them out. No Node
 * APIs: the page actions import withoutPreamble.
 */

/** What the preamble of one page says. */
export interface PreambleFacts {
  /** The page's address on the site. */
  pageUrl: string;
  title: string;
  /** The installed react-strict-dom's version, which the page documents. */
  libraryVersion: string;
  /** The Markdown copy of the releases page. */
  releasesUrl: string;
  /** compat.json's address. */
  compatUrl: string;
  /** The site's repository on GitHub, where errors are reported. */
  repositoryUrl: string;
}

/** A new-issue form of the site's repository, with the page named in its title and body. */
export function reportUrl(facts: PreambleFacts): string {
  const title = `Docs: error in "${facts.title}"`;
  const body = [
    `Page: ${facts.pageUrl} (react-strict-dom ${facts.libraryVersion})`,
    '',
    'What the page says (quote it):',
    '',
    'What is wrong, and how you know (a link, a file of the package, a run):',
    '',
  ].join('\n');
  const query = new URLSearchParams({title, body}).toString().replace(/\+/g, '%20');
  return `${facts.repositoryUrl}/issues/new?${query}`;
}

/** The preamble as a Markdown block quote, and the blank line after it. */
export function preamble(facts: PreambleFacts): string {
  return [
    `> This page documents react-strict-dom ${facts.libraryVersion}. [Every release, and what is not released yet](${facts.releasesUrl}).`,
    '>',
    `> Whether each element, prop, style and web API works on web, Android and iOS, as JSON: [compat.json](${facts.compatUrl}).`,
    '>',
    `> Found an error in this page? [Report it](${reportUrl(facts)}) (a prefilled GitHub issue).`,
    '',
    '',
  ].join('\n');
}

/** A Markdown copy without its preamble: the page alone. */
export function withoutPreamble(markdown: string): string {
  return markdown.replace(/^(?:>.*\n)+\n/, '');
}
