import {existsSync} from 'node:fs';

/** These tests read the production build: without one they fail, never skip. */
export default function checkBuild(): void {
  for (const file of ['build/index.html', 'build/sitemap.xml', 'build/llms-full.txt']) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: run \`npm run build\` before \`npm run test:built\` (npm test does).`,
      );
    }
  }
}
