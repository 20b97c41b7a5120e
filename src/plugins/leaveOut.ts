import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import {patches, type Patch} from '../data/patches';

const require = createRequire(import.meta.url);

/**
 * The changes to Docusaurus a build leaves out, to measure what each pays against the build
 * that has them all (`npm run payoffs`, scripts/payoffs.mjs): `LEAVE_OUT=helmet npx docusaurus
 * build` builds with react-helmet-async. LEAVE_OUT names entries of src/data/patches.ts by
 * their id (comma-separated); an unknown id, or one whose payoff is not measured, fails the build.
 */
export function leftOutPatches(value = process.env.LEAVE_OUT ?? ''): Patch[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => {
      const patch = patches.find((entry) => entry.id === id && entry.payoff);
      if (!patch)
        throw new Error(
          `LEAVE_OUT names ${id}; it takes any of ${patches
            .filter((entry) => entry.payoff)
            .map((entry) => entry.id)
            .join(', ')}.`,
        );
      return patch;
    });
}

/**
 * Whether the build leaves out the change made by this file or folder (as the entry lists it:
 * `src/plugins/lean-client/helmet/`). Each part of the build that makes a change asks this.
 */
export function isLeftOut(file: string, left: readonly Patch[] = leftOutPatches()): boolean {
  return left.some((patch) => patch.files.includes(file));
}

/**
 * The theme components a left-out change swizzles, each pointed back at theme-classic's own
 * (`@theme/AnnouncementBar` → theme-classic's AnnouncementBar): aliases that override the ones
 * Docusaurus makes for src/theme.
 */
export function stockThemeAliases(
  left: readonly Patch[] = leftOutPatches(),
): Record<string, string> {
  return Object.fromEntries(
    left
      .flatMap((patch) => patch.swizzles ?? [])
      .map(({component}) => [
        `@theme/${component}`,
        require.resolve(`@docusaurus/theme-classic/lib/theme/${component}`),
      ]),
  );
}

/** Points the theme components of the left-out changes back at theme-classic's own. */
export default function leaveOutPlugin(): Plugin {
  return {
    name: 'leave-out',
    configureWebpack: () => ({resolve: {alias: stockThemeAliases()}}),
  };
}
