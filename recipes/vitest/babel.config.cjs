// Vitest sets NODE_ENV to 'test': tests get the production class names
// and attributes, as in `vite build`; `vite` (development) gets debug.
const env = process.env.NODE_ENV;
const dev = env !== 'production' && env !== 'test';

module.exports = {
  // Parse TypeScript and JSX, but leave compiling them to Vite.
  parserOpts: {plugins: ['typescript', 'jsx']},
  presets: [
    [
      'react-strict-dom/babel-preset',
      {debug: dev, dev, platform: 'web'},
    ],
  ],
};
