import babel from 'vite-plugin-babel';
import {configDefaults, defineConfig} from 'vitest/config';

export default defineConfig({
  plugins: [
    babel({
      // Your components, and react-strict-dom's own runtime, which calls css.create too.
      include: [/\.[cm]?[jt]sx?$/],
      exclude: [/\/node_modules\/(?!react-strict-dom\/)/],
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: {plugins: ['typescript', 'jsx']},
        presets: [['react-strict-dom/babel-preset', {debug: false, dev: false, platform: 'web'}]],
      },
    }),
  ],
  // React's automatic JSX runtime, whatever "jsx" says in tsconfig.json.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'jsdom',
    // Native tests run in Jest with React Native's preset.
    exclude: [...configDefaults.exclude, '**/*.native.test.*'],
  },
});
