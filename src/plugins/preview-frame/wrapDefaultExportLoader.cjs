/**
 * A loader for a few react-native-web modules in the native preview: the
 * module's default export is handed to `wrapper`'s default export, and what
 * that returns is exported instead. So every import of the module, react-native-web's
 * own included (its Pressable renders its View), gets React Native's rule
 * (src/playground/frame/shims/rules/). A release that ends the module another
 * way fails the site's build here, with this message.
 */
const ending = /\nexport default (\w+);\s*$/;

/** @this {{getOptions(): {wrapper: string}, resourcePath: string}} */
module.exports = function wrapDefaultExportLoader(source) {
  const {wrapper} = this.getOptions();
  const found = ending.exec(source);
  if (!found) {
    throw new Error(
      `${this.resourcePath} no longer ends with "export default <name>;": see what it exports now, then update src/plugins/preview-frame/wrapDefaultExportLoader.cjs.`,
    );
  }
  return (
    `${source.slice(0, found.index)}\n` +
    `import reactNativeRule from ${JSON.stringify(wrapper)};\n` +
    `export default reactNativeRule(${found[1]});\n`
  );
};
