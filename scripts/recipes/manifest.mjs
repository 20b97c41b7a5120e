// The apps under recipes/: how `npm run check:recipes` builds, serves and checks each
// one, and which of their tools the docs pages' "Checked with" lines name.
import {checkNativeBundles, reportedProblems} from './bundles.mjs';

/**
 * @typedef {import('./browser.mjs').PageCheck} PageCheck
 * @typedef {{
 *   label: string,
 *   run?: string[],
 *   serve?: {folder: string} | {command: string[]},
 *   page?: PageCheck,
 *   expectOutput?: RegExp,
 *   verify?: (dir: string, output: string) => string[],
 * }} Step
 * @typedef {{
 *   name: string,
 *   node: 'system' | '24',
 *   tools: Array<[label: string, packageName: string]>,
 *   steps: Step[],
 * }} Recipe
 */

/** The App.tsx of the Expo and Vite recipes, as a reader sees it. */
const appPage = {
  text: 'Hello from React Strict DOM',
  elements: [
    {
      selector: '[data-layoutconformance="strict"]',
      styles: {'background-color': 'rgb(255, 255, 255)', color: 'rgb(27, 29, 33)', 'padding-top': '16px'},
      dark: {'background-color': 'rgb(27, 29, 33)', color: 'rgb(230, 231, 233)'},
    },
    // Banner.web.tsx, not Banner.native.tsx: the web extensions come first.
    {selector: '[role="status"]', styles: {position: 'sticky', 'background-color': 'rgb(255, 244, 206)'}},
  ],
};

/** The Next.js recipe's page.tsx. */
const nextPage = {
  text: 'Hello from React Strict DOM',
  elements: [
    {
      selector: 'main',
      styles: {color: 'rgb(27, 29, 33)', 'max-width': '720px', 'padding-top': '24px'},
      dark: {color: 'rgb(230, 231, 233)'},
    },
    {selector: '[role="status"]', styles: {position: 'sticky', 'background-color': 'rgb(255, 244, 206)'}},
  ],
};

/** What the Android and iOS bundles of the Expo recipe must hold. */
const expoNative = {
  text: 'Hello from React Strict DOM',
  native: /position:['"]relative['"],backgroundColor:['"]#fff4ce['"]/,
  web: /position:['"]sticky['"],top:0,backgroundColor:['"]#fff4ce['"]/,
};

// `--no-bytecode` keeps the bundles readable; Expo warns that it is for debugging.
const noBytecodeNotice = /disabling bytecode is highly discouraged/;

const jestPassed = /^Tests: +\d+ passed, \d+ total$/m;

/** @type {Recipe[]} */
export const recipes = [
  {
    name: 'expo',
    node: '24',
    tools: [
      ['Expo SDK', 'expo'],
      ['React Native', 'react-native'],
      ['jest-expo', 'jest-expo'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      {label: 'tsc', run: ['npx', 'tsc', '--noEmit']},
      {
        label: 'expo export web',
        run: ['npx', 'expo', 'export', '--platform', 'web', '--output-dir', 'dist'],
        verify: (_dir, output) => reportedProblems(output),
      },
      {label: 'web in Chromium', serve: {folder: 'dist'}, page: appPage},
      {
        label: 'expo export ios, android',
        run: [
          ...['npx', 'expo', 'export', '--platform', 'ios', '--platform', 'android'],
          ...['--no-bytecode', '--output-dir', 'dist-native'],
        ],
        verify: (dir, output) => [
          ...reportedProblems(output, [noBytecodeNotice]),
          ...checkNativeBundles(`${dir}/dist-native`, ['ios', 'android'], expoNative),
        ],
      },
      {label: 'jest-expo', run: ['npx', 'jest'], expectOutput: jestPassed},
    ],
  },
  {
    name: 'next',
    node: 'system',
    tools: [
      ['Next.js', 'next'],
      ['babel-loader', 'babel-loader'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      {label: 'next build (Turbopack)', run: ['npx', 'next', 'build']},
      {label: 'next start', serve: {command: ['npx', 'next', 'start', '--port', '{port}']}, page: nextPage},
    ],
  },
  {
    name: 'vite8',
    node: 'system',
    tools: [
      ['Vite', 'vite'],
      ['@vitejs/plugin-react', '@vitejs/plugin-react'],
      ['vite-plugin-babel', 'vite-plugin-babel'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: viteSteps(),
  },
  {
    name: 'vite7',
    node: 'system',
    tools: [
      ['Vite', 'vite'],
      ['@vitejs/plugin-react', '@vitejs/plugin-react'],
      ['vite-plugin-babel', 'vite-plugin-babel'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: viteSteps(),
  },
  {
    name: 'vitest',
    node: '24',
    tools: [
      ['Vitest', 'vitest'],
      ['jsdom', 'jsdom'],
      ['vite-plugin-babel', 'vite-plugin-babel'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [{label: 'vitest run', run: ['npx', 'vitest', 'run'], expectOutput: /Tests +\d+ passed/}],
  },
  {
    name: 'jest-react-native',
    node: '24',
    tools: [
      ['React Native', 'react-native'],
      ['@react-native/jest-preset', '@react-native/jest-preset'],
      ['Jest', 'jest'],
      ['React Native Testing Library', '@testing-library/react-native'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      {label: 'tsc', run: ['npx', 'tsc', '--noEmit']},
      {label: 'jest', run: ['npx', 'jest'], expectOutput: jestPassed},
    ],
  },
];

/** Type check, production build, then the app in Chromium from `vite preview` and from `vite`. */
function viteSteps() {
  return [
    {label: 'tsc, vite build', run: ['npm', 'run', 'build']},
    {
      label: 'vite preview',
      serve: {command: ['npx', 'vite', 'preview', '--strictPort', '--port', '{port}']},
      page: appPage,
    },
    {label: 'vite (dev server)', serve: {command: ['npx', 'vite', '--strictPort', '--port', '{port}']}, page: appPage},
  ];
}
