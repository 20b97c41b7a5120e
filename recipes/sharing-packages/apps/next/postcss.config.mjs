import babelConfig from './babel-loader.config.cjs';

export default {
  plugins: {
    'react-strict-dom/postcss-plugin': {
      include: [
        'src/**/*.{js,jsx,mjs,ts,tsx}',
        // A workspace package: its folder in the monorepo.
        '../../packages/ui/src/**/*.{js,jsx,mjs,ts,tsx}',
      ],
      babelConfig,
      useCSSLayers: true,
    },
  },
};
