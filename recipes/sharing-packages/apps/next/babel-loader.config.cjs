const dev = process.env.NODE_ENV !== 'production';

module.exports = {
  // Use only these options, never a babel.config.js or .babelrc from disk.
  babelrc: false,
  configFile: false,
  // Parse TypeScript and JSX, but leave compiling them to Next.js.
  parserOpts: {plugins: ['typescript', 'jsx']},
  presets: [
    [
      'react-strict-dom/babel-preset',
      {debug: dev, dev, platform: 'web'},
    ],
  ],
};
