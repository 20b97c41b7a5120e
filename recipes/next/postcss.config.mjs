import babelConfig from './babel-loader.config.cjs';

export default {
  plugins: {
    'react-strict-dom/postcss-plugin': {
      // Every file that may contain React Strict DOM styles.
      include: ['src/**/*.{js,jsx,mjs,ts,tsx}'],
      // The same Babel options as the bundler, so the class names match.
      babelConfig,
      useCSSLayers: true,
    },
  },
};
