const dev = process.env.NODE_ENV !== 'production';

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
