module.exports = {
  plugins: {
    'react-strict-dom/postcss-plugin': {include: ['src/**/*.{js,jsx,ts,tsx}']},
  },
};
