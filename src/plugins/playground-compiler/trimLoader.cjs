// Rspack loader: exact text edits to a package file bundled into the playground
// compiler's worker (the edits and their reasons: `trims` in ./index.ts). An edit
// replaces `find`, or the text from `from` up to (not including) `to`. Text not
// found exactly once fails the build, so an upgraded package is looked at again
// instead of shipping a half-trimmed file.
// CommonJS, because Rspack loads loaders with require.
module.exports = function trimLoader(source) {
  const {edits} = this.getOptions();
  const indexOfOnly = (code, text) => {
    const count = code.split(text).length - 1;
    if (count !== 1) {
      throw new Error(
        `[playground-compiler] ${this.resourcePath}: expected this text once, found it ${count} times ` +
          `(did the package change? see trims in src/plugins/playground-compiler):\n${text}`,
      );
    }
    return code.indexOf(text);
  };
  return edits.reduce((code, edit) => {
    const start = indexOfOnly(code, edit.find ?? edit.from);
    const end = edit.find === undefined ? indexOfOnly(code, edit.to) : start + edit.find.length;
    return code.slice(0, start) + edit.replace + code.slice(end);
  }, source);
};
