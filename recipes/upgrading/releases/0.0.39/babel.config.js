module.exports = {
  // Parse TypeScript and JSX; the preset compiles the styles for the web.
  parserOpts: {plugins: ['typescript', 'jsx']},
  presets: [['react-strict-dom/babel-preset', {debug: false, dev: false, platform: 'web'}]],
};
