/** The platforms React Strict DOM targets, in the order the site lists them. */
export const platforms = ['web', 'android', 'ios'] as const;
export type Platform = (typeof platforms)[number];

/** How a platform is named in tables and captions. */
export const platformLabels: Record<Platform, string> = {
  web: 'Web',
  android: 'Android',
  ios: 'iOS',
};
