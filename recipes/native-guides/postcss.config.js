module.exports = {
  plugins: [
    require('react-strict-dom/postcss-plugin')({
      // Every file that may contain React Strict DOM styles, relative to `cwd`:
      // with Expo Router, the screens in app/ as well as src/.
      include: ['app/**/*.{js,jsx,mjs,ts,tsx}', 'src/**/*.{js,jsx,mjs,ts,tsx}'],
    }),
  ],
};
