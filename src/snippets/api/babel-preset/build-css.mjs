import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import babel from '@babel/core';
import reactStrictPreset from 'react-strict-dom/babel-preset';

const require = createRequire(import.meta.url);

const files = [
  'src/NameField.tsx',
  // Compiled elements ask for default styles whose rules react-strict-dom defines
  // with css.create() in its own web build. The PostCSS plugin always compiles
  // these two files; a build of its own must add them too.
  require.resolve('react-strict-dom'),
  require.resolve('react-strict-dom/runtime'),
];

const rules = [];
for (const file of files) {
  const result = await babel.transformFileAsync(file, {
    babelrc: false,
    configFile: false,
    // Parse TypeScript and JSX; only the collected rules are used here.
    parserOpts: {plugins: ['typescript', 'jsx']},
    presets: [[reactStrictPreset, {debug: false, dev: false, platform: 'web'}]],
  });
  rules.push(...result.metadata.stylex);
}

mkdirSync('dist', {recursive: true});
writeFileSync('dist/styles.css', reactStrictPreset.generateStyles(rules, true));
