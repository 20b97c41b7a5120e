export default {
  plugins: {
    'react-strict-dom/postcss-plugin': {
      // Every file that may contain React Strict DOM styles.
      include: ['app/**/*.{js,jsx,mjs,ts,tsx}'],
      useCSSLayers: true,
    },
  },
};
