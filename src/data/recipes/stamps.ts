/**
 * The versions each app under recipes/ was checked with, and the day of its last
 * passing `npm run check:recipes`, from stamps.json, which the check writes.
 * tests/unit/recipes.test.ts keeps the file equal to the recipes' lock files, so no
 * version on a page is typed by hand.
 */
import stamps from './stamps.json';

export interface CheckedTool {
  readonly label: string;
  readonly package: string;
  readonly version: string;
}

export interface CheckedRecipe {
  readonly name: string;
  /** The day of the last passing check, YYYY-MM-DD. */
  readonly checked: string;
  /** The Node.js version the recipe ran on. */
  readonly node: string;
  readonly tools: readonly CheckedTool[];
}

const recipes: Record<string, Omit<CheckedRecipe, 'name'>> = stamps;

export function checkedRecipe(name: string): CheckedRecipe {
  const recipe = recipes[name];
  if (!recipe)
    throw new Error(`No recipe "${name}" in src/data/recipes/stamps.json: run npm run check:recipes.`);
  return {name, ...recipe};
}

/** 2026-11-27 → "27 November 2026". */
export function formatCheckDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
