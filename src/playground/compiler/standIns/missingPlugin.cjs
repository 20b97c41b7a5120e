// Stand-in for @babel/core's missing-plugin helper (~10 KB minified: a table of
// Babel plugins with their URLs, and advice on editing a Babel config). A reader
// of the playground has no Babel config to edit: the message names the syntax
// and where it is, and the code frame shows it. CommonJS, like the file it replaces.
exports.default = function missingPluginMessage(name, loc, codeFrame) {
  return (
    `The syntax '${name}' is not supported in the playground ` +
    `(${loc.line}:${loc.column + 1}):\n\n${codeFrame}`
  );
};
