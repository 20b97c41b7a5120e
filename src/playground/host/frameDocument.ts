/**
 * The document of one preview frame (its `srcdoc`): a CSP that allows the
 * runtime script, inline styles and the site's own images, and blocks every
 * other request (fetch, beacons, sockets, remote images, fonts, frames, forms).
 */

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A fresh random nonce for one frame's handshake. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Content Security Policy of a frame whose runtime is `runtimeUrl`.
 * `'unsafe-eval'`: the runtime runs the compiled modules with `new Function`.
 * Images may come from the site's own files (an example's picture) or data
 * and blob URLs, never from elsewhere. Trusted Types: every HTML parser of the
 * frame (`innerHTML`, `DOMParser`, …) takes its text through the one policy
 * the runtime makes before reader code runs, which refuses frame tags
 * (src/playground/frame/guards.ts): a child frame would connect to its
 * address before `frame-src` refuses it.
 */
export function frameCsp(runtimeUrl: string, siteUrl: string): string {
  return [
    "default-src 'none'",
    `script-src 'unsafe-eval' ${runtimeUrl}`,
    "style-src 'unsafe-inline'",
    `img-src data: blob: ${siteUrl}`,
    'font-src data:',
    "connect-src 'none'",
    "media-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types default',
  ].join('; ');
}

/**
 * The frame's HTML. `siteUrl` is the site's absolute base URL (images),
 * `runtimeUrl` the runtime's absolute URL; the nonce is read by the runtime
 * and sent back to prove which frame is speaking. The runtime loads with CORS
 * (GitHub Pages answers `Access-Control-Allow-Origin: *`): from a script of
 * another origin than the frame's, browsers hide the reader's errors
 * ("Script error.") and drop their unhandled rejections.
 */
export function frameDocument(runtimeUrl: string, siteUrl: string, nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(frameCsp(runtimeUrl, siteUrl))}">
<meta name="referrer" content="no-referrer">
<style>html,body{margin:0;padding:0;background:transparent}#root{display:flow-root}</style>
</head><body><div id="root"></div>
<script src="${escapeAttribute(runtimeUrl)}" crossorigin="anonymous" data-nonce="${escapeAttribute(nonce)}"></script>
</body></html>`;
}
