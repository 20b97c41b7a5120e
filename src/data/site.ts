/** Site-wide facts kept in one place: the config, the landing page and the docs read them. */
export const githubUrl = 'https://github.com/react/react-strict-dom';

/** The library version every fact on this site was checked against (see package.json). */
export const libraryVersion = '0.0.55';

export const tagline =
  'Create cross-platform, platform-native interfaces using web APIs.';
