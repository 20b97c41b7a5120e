import {releases, unreleased, type Release} from '../../data/releases';

/** Where the releases page is, under the base URL; its feed sits beside it. */
export const releasesPath = 'learn/releases/';

/** The Atom feed of the releases page, under the base URL. */
export const releasesFeedPath = 'releases.atom';

/** A changelog date (`2026-01-09`) as the site writes dates: 9 January 2026. */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A list of changes, the breaking ones first and marked. */
function changeList(breaking: readonly string[], changes: readonly string[]): string[] {
  return [
    ...breaking.map((change) => `- **Breaking:** ${change}`),
    ...changes.map((change) => `- ${change}`),
  ];
}

function releaseMarkdown(release: Release, documented: string): string {
  const when = longDate(release.date);
  return [
    `## ${release.version}`,
    release.version === documented ? `${when}. **The release this site documents.**` : `${when}.`,
    ...(release.note ? [release.note] : []),
    changeList(release.breaking ?? [], release.changes).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The body of the releases page, as Markdown: what main has changed since the last
 * release, then every release, newest first, with `documented` (the installed version,
 * which the site's pages describe) marked.
 */
export function releasesMarkdown(documented: string): string {
  const {since, through, commits} = unreleased;
  return [
    '## Not released yet',
    `The library's main branch is ${commits} commits past ${since} (up to ${through.commit}, ${longDate(through.date)}). These changes are in no release on npm yet, and this site does not describe them: they come with the next release.`,
    changeList(unreleased.breaking, unreleased.changes).join('\n'),
    ...releases.map((release) => releaseMarkdown(release, documented)),
  ].join('\n\n');
}
