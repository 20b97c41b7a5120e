/**
 * A loader for the library's native build in the native preview: the name
 * `console` in that module is bound to the library's own console
 * (src/playground/frame/libraryConsole.ts), so the page can tell the
 * library's messages from a reader's line worded like one.
 */

/** @this {{getOptions(): {console: string}}} */
module.exports = function libraryConsoleLoader(source) {
  const {console: libraryConsole} = this.getOptions();
  return `import {libraryConsole as console} from ${JSON.stringify(libraryConsole)};\n${source}`;
};
