// Rspack loader: exact text edits to a package file bundled into the playground
// compiler's worker (the edits and their reasons: `trims` in ./index.ts). An edit
// whose text is not found exactly once fails the build, so an upgraded package
// is looked at again instead of shipping a half-trimmed file.
// CommonJS, because Rspack loads loaders with require.
module.exports = function trimLoader(source) {
  const {edits} = this.getOptions();
  return edits.reduce((code, {find, replace}) => {
    const count = code.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `[playground-compiler] ${this.resourcePath}: expected this text once, found it ${count} times ` +
          `(did the package change? see trims in src/plugins/playground-compiler):\n${find}`,
      );
    }
    return code.replace(find, () => replace);
  }, source);
};
