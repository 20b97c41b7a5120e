import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {failBuildUnless} from '../failBuildUnless';

/** The compatibility data files pages import (types.ts holds no rows). */
export const compatDataFile = /[\\/]src[\\/]data[\\/]compat[\\/](?!types\.ts$).+\.ts$/;
const loader = path.join(__dirname, 'loader.js');
const seen = Symbol.for('compat-rows.seen');

/**
 * The compatibility tables' rows are rendered on the server only: a page's scripts carry
 * how many rows each table has, not the rows (see loader.js). CompatTable keeps the rows
 * the server rendered, and its filter reads them from the page; a table rendered after a
 * client-side navigation loads its rows' markup first. The client build fails when no
 * page imported a data file through the loader.
 */
export default function compatRowsPlugin({siteDir}: LoadContext): Plugin {
  const options = (isServer: boolean) => ({
    isServer,
    rowsHtmlModule: path.join(siteDir, 'src/components/CompatTable/rowsHtml.ts'),
    // Data files whose rows another module writes, by file name.
    markup: {explorer: path.join(siteDir, 'src/components/CompatExplorer/rowsHtml.ts')},
  });
  return {
    name: 'compat-rows',
    configureWebpack(_config, isServer, {currentBundler}) {
      const use = [{loader, options: options(isServer)}];
      return {
        module: {
          rules: [
            {test: compatDataFile, resourceQuery: /compat-rows=html/, use},
            {
              test: compatDataFile,
              issuer: /\.mdx$/,
              resourceQuery: {not: [/compat-rows=/]},
              use,
            },
          ],
        },
        plugins: isServer
          ? []
          : [
              failBuildUnless('compat-rows', currentBundler.instance.WebpackError, () =>
                (globalThis as Record<symbol, unknown>)[seen]
                  ? []
                  : ['no MDX page imported a data file of src/data/compat'],
              ),
            ],
      };
    },
  };
}
