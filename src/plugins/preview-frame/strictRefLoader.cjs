/**
 * A loader for the library's native build in the native preview: its strict
 * refs are made from a facade of the host element, not the DOM element itself
 * (why: src/playground/frame/shims/strictRefFacade.ts). A release that makes
 * strict refs another way fails the site's build here, with this message.
 */
const start = 'function getOrCreateStrictRef(node, tagName, viewportScale) {';

/** @this {{getOptions(): {facade: string}}} */
module.exports = function strictRefLoader(source) {
  const {facade} = this.getOptions();
  if (!source.includes(start)) {
    throw new Error(
      `react-strict-dom's native build no longer has "${start}": see how it makes strict refs now, then update src/plugins/preview-frame/strictRefLoader.cjs.`,
    );
  }
  return (
    `import {strictRefFacade} from ${JSON.stringify(facade)};\n` +
    source.replace(start, `${start}\n  node = strictRefFacade(node);`)
  );
};
