module.exports = {
  plugins: [
    require('react-strict-dom/postcss-plugin')({
      // Every file that may contain React Strict DOM styles, relative to `cwd`.
      include: ['src/**/*.{js,jsx,mjs,ts,tsx}'],
    }),
  ],
};
