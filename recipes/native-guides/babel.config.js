const reactStrictPreset = require('react-strict-dom/babel-preset');

// Metro passes 'ios', 'android' or 'web'; the PostCSS plugin passes 'web'.
function getPlatform(caller) {
  return caller && caller.platform;
}

// Metro and the PostCSS plugin pass `isDev`; other tools use NODE_ENV.
function getIsDev(caller) {
  if (caller && caller.isDev != null) return caller.isDev;
  return (
    process.env.BABEL_ENV === 'development' ||
    process.env.NODE_ENV === 'development'
  );
}

module.exports = function (api) {
  const platform = api.caller(getPlatform);
  const dev = api.caller(getIsDev);

  return {
    presets: [
      'babel-preset-expo',
      [
        reactStrictPreset,
        {
          debug: dev,
          dev,
          platform: platform === 'web' ? 'web' : 'native',
        },
      ],
    ],
  };
};
