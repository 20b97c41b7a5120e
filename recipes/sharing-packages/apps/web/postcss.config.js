export default {
  plugins: {
    'react-strict-dom/postcss-plugin': {
      include: [
        'src/**/*.{js,jsx,mjs,ts,tsx}',
        // A workspace package: its folder in the monorepo.
        '../../packages/ui/src/**/*.{js,jsx,mjs,ts,tsx}',
        // An installed package: its folder in node_modules.
        // 'node_modules/@acme/ui/src/**/*.{js,jsx,mjs,ts,tsx}',
      ],
      useCSSLayers: true,
    },
  },
};
