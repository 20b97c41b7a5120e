/** Site-wide facts kept in one place: the config, the landing page and the docs read them. */
export const githubUrl = 'https://github.com/react/react-strict-dom';

/** Where the site is served on its host: every page's path starts with it. */
export const baseUrl = '/react-strict-dom/';

/** The address of issue or pull request `number` in the library's tracker. */
export function issueUrl(number: number): string {
  return `${githubUrl}/issues/${number}`;
}

/** The address of `path` inside the repository, e.g. "blob/main/CHANGELOG.md" or "discussions". */
export function repoUrl(path = ''): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed ? `${githubUrl}/${trimmed}` : githubUrl;
}

/** The library version every fact on this site was checked against (see package.json). */
export const libraryVersion = '0.0.55';

export const tagline = 'Create cross-platform, platform-native interfaces using web APIs.';
