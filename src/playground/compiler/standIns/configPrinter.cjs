// Stand-in for @babel/core's config printer, which prints the loaded config when
// the BABEL_SHOW_CONFIG_FOR environment variable names the file. The worker has
// no environment (its `process.env` is empty): the printer records nothing and
// prints nothing. CommonJS, like the file it replaces.
exports.ChainFormatter = {Programmatic: 0, Config: 1};

exports.ConfigPrinter = class ConfigPrinter {
  configure() {
    return () => {};
  }

  // A generator, as Babel reads it with `yield*`; there is nothing to wait for.
  // eslint-disable-next-line require-yield
  *output() {
    return '';
  }
};
