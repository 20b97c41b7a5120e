import React, {type ReactNode} from 'react';
import {checkedRecipe, formatCheckDate, type CheckedRecipe} from '@site/src/data/recipes/stamps';
import styles from './styles.module.css';

interface Props {
  /** Space-separated names of folders under recipes/, e.g. "next" or "vitest expo". */
  recipes: string;
}

/** "Next.js 16.4.6, babel-loader 10.1.1, React Strict DOM 0.0.55 and Node.js 20.20.2" */
function toolList(recipe: CheckedRecipe): string {
  const names = [
    ...recipe.tools.map((tool) => `${tool.label} ${tool.version}`),
    `Node.js ${recipe.node}`,
  ];
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The "Checked with" line of a setup or testing page: the versions in each recipe's
 * lock file and the date of its last passing `npm run check:recipes`, both read from
 * src/data/recipes/stamps.json, which the check writes.
 */
export default function RecipeStamp({recipes}: Props): ReactNode {
  const checked = recipes.split(/\s+/).map(checkedRecipe);
  const date = formatCheckDate(checked.map((recipe) => recipe.checked).sort()[0]);
  if (checked.length === 1) {
    const [recipe] = checked;
    return (
      <p className={styles.stamp}>
        Checked with {toolList(recipe)} on {date}: <code>npm run check:recipes</code> installs,
        builds and checks the app in <code>recipes/{recipe.name}</code>, whose files this page
        shows.
      </p>
    );
  }
  return (
    <div className={styles.stamp}>
      <p>
        Checked on {date}: <code>npm run check:recipes</code> installs, builds and checks each app
        below, whose files this page shows.
      </p>
      <ul>
        {checked.map((recipe) => (
          <li key={recipe.name}>
            <code>recipes/{recipe.name}</code>: {toolList(recipe)}
          </li>
        ))}
      </ul>
    </div>
  );
}
