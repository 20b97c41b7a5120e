import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compatJson} from './compatJson';

/**
 * Publishes the compatibility explorer's rows (src/data/compat/explorer.ts) as
 * `compat.json` beside the pages, for tools; /api/compatibility/ documents its shape.
 */
export default function compatExplorerPlugin(context: LoadContext): Plugin {
  const {url, baseUrl} = context.siteConfig;
  return {
    name: 'compat-explorer',
    async postBuild({outDir}) {
      const json = compatJson(`${url}${baseUrl.replace(/\/$/, '')}`);
      await writeFile(join(outDir, 'compat.json'), `${JSON.stringify(json, null, 1)}\n`);
    },
  };
}
