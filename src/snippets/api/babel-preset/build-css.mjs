import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {transformFileAsync} from '@babel/core';
import reactStrictPreset from 'react-strict-dom/babel-preset';

const require = createRequire(import.meta.url);

const files = [
  'src/NameField.tsx',
  // The default styles of html.* elements: react-strict-dom defines
  // them with css.create() in its web build. The PostCSS plugin always
  // compiles these two files, so a build of your own must add them too.
  require.resolve('react-strict-dom'),
  require.resolve('react-strict-dom/runtime'),
];

const rules = [];
for (const file of files) {
  const result = await transformFileAsync(file, {
    babelrc: false,
    configFile: false,
    // Parse TypeScript and JSX; only the collected rules are used.
    parserOpts: {plugins: ['typescript', 'jsx']},
    presets: [
      [reactStrictPreset, {debug: false, dev: false, platform: 'web'}],
    ],
  });
  rules.push(...result.metadata.stylex);
}

mkdirSync('dist', {recursive: true});
const css = reactStrictPreset.generateStyles(rules, true);
writeFileSync('dist/styles.css', css);
