import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {failBuildUnless} from '../failBuildUnless';

/**
 * MDX components whose markup is fixed when the site is built: a figure made from data
 * the page's scripts need not carry (the messages the troubleshooting page quotes, the
 * recorded messages, the "Checked with" and "Judged on" stamps).
 */
export const keptComponent =
  /[\\/]src[\\/]components[\\/](ErrorMessage|RecordedMessage|RecipeStamp|NativeJudgeStamp)[\\/]index\.tsx$/;
const loader = path.join(__dirname, 'loader.js');
const seen = Symbol.for('kept-markup.seen');

/**
 * The markup of the kept components is rendered on the server only: as an MDX page
 * imports one, the browser gets a stand-in that keeps the server's markup as it is and
 * carries neither the component nor its data (loader.js; src/components/KeptMarkup). A
 * component rendered after a client-side navigation loads them first. Imports from TSX
 * are left as they are. The client build fails when no page imported a kept component.
 */
export default function keptMarkupPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'kept-markup',
    configureWebpack(_config, isServer, {currentBundler}) {
      const options = {isServer, keptModule: path.join(siteDir, 'src/components/KeptMarkup')};
      return {
        module: {
          rules: [
            {
              test: keptComponent,
              issuer: /\.mdx$/,
              resourceQuery: {not: [/kept-markup=/]},
              use: [{loader, options}],
            },
          ],
        },
        plugins: isServer
          ? []
          : [
              failBuildUnless('kept-markup', currentBundler.instance.WebpackError, () =>
                (globalThis as Record<symbol, unknown>)[seen]
                  ? []
                  : ['no MDX page imported a kept component'],
              ),
            ],
      };
    },
  };
}
