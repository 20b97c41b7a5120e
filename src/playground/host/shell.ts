/**
 * The shell: a sandboxed frame of the page's own (an opaque origin, with no
 * reader code in it) that holds the preview frame, one per run. It is the
 * page's witness inside the preview's box, for what the page cannot see:
 *
 * - Whether the reader pressed in the preview. A press in a frame gives the
 *   frame and every frame above it the browser's user activation
 *   (`navigator.userActivation`); a key on the page gives it to the page but
 *   not to a frame of another origin below it. So the shell's activation says
 *   "the reader used the preview in the last few seconds", and no script can
 *   make it (tests/e2e/preview-attacks.spec.ts tries). The shell compares it
 *   with its activation at the page's last key or press (the page tells it of
 *   each) and answers whether the latest input was in the preview.
 * - Whether the preview frame navigated itself (its second `load`).
 *
 * It also hands the preview frame its MessagePort (after the frame's hello
 * with its nonce) and gives it the keyboard back when the page asks.
 * Reader code can reach none of it: the preview frame is another origin, may
 * not navigate its parent, and the shell reads only messages from the page's
 * window, its own port, and one hello from the frame.
 */

/** What the shell's script reads from its document. */
interface ShellData {
  shellNonce: string;
  frameNonce: string;
  title: string;
  srcdoc: string;
}

/**
 * The shell's script, run in the shell's own realm. A string, not a function
 * of this bundle: the site's build could rewrite a function's syntax with
 * helpers that live outside it.
 */
export const shellScript = `"use strict";
(function () {
  var data = JSON.parse(document.getElementById('shell-data').textContent);
  var parentWindow = window.parent;
  var activation = navigator.userActivation;
  var active = function () { return Boolean(activation && activation.isActive); };
  var frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('allow', '');
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.title = data.title;
  frame.srcdoc = data.srcdoc;
  var pagePort = null;
  var framePort = null;
  var frameSaidHello = false;
  var loads = 0;
  var activeAtPageInput = false;
  var handOver = function () {
    if (!framePort || !frameSaidHello) return;
    frame.contentWindow.postMessage({type: 'rsd-preview-port'}, '*', [framePort]);
    framePort = null;
    pagePort.postMessage({type: 'ready'});
  };
  // Set by the page's regrant, cleared by its next input: the next focus of this frame is the
  // page's, and it passes on to the preview.
  var regranting = false;
  var regrant = function () {
    frame.focus();
    frame.contentWindow.postMessage({type: 'rsd-preview-refocus'}, '*');
  };
  window.addEventListener('focus', function (event) {
    if (!event.isTrusted || event.target !== window || !regranting) return;
    // Not from within the focus event: Chromium then ends its own change of focus after
    // this one, and the preview never gets it.
    setTimeout(function () {
      if (!regranting) return;
      regranting = false;
      regrant();
    });
  });
  var fromPage = function (event) {
    var message = event.data;
    var type = message && message.type;
    if (type === 'input') {
      activeAtPageInput = active();
      regranting = false;
    } else if (type === 'verdict?') {
      pagePort.postMessage({type: 'verdict', id: message.id, press: active() && !activeAtPageInput});
    } else if (type === 'regrant') {
      // The page focuses this frame and then asks: the browser tells this frame of the
      // focus apart from the message, so hasFocus() may still be true from the press (the
      // page's hold not told yet) or false (its focus not told yet). Both: focus the
      // preview now if this frame seems to have the focus, and again when its focus comes.
      regranting = true;
      if (document.hasFocus()) regrant();
    }
  };
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object') return;
    if (event.source === parentWindow && message.type === 'rsd-preview-shell-ports') {
      if (pagePort || event.ports.length !== 2) return;
      pagePort = event.ports[0];
      framePort = event.ports[1];
      pagePort.onmessage = fromPage;
      handOver();
    } else if (
      event.source === frame.contentWindow &&
      message.type === 'rsd-preview-hello' &&
      message.nonce === data.frameNonce &&
      !frameSaidHello
    ) {
      frameSaidHello = true;
      handOver();
    }
  });
  frame.addEventListener('load', function () {
    loads += 1;
    if (loads > 1 && pagePort) pagePort.postMessage({type: 'left'});
  });
  document.body.appendChild(frame);
  parentWindow.postMessage({type: 'rsd-preview-shell', nonce: data.shellNonce}, '*');
})();`;

/** JSON that can sit inside a `<script>` element: no `<` to end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's document (its `srcdoc`). It inherits the page's CSP
 * (`frame-src 'none'`, src/playground/host/pagePolicy.ts) and adds none of
 * its own: the preview frame inside inherits the shell's policy too, and its
 * own CSP already allows only what it needs. `color-scheme: light dark`: the
 * shell and the preview frame take the scheme the page gives the shell's
 * element, so no opaque backdrop is painted behind the preview.
 */
export function shellDocument(data: ShellData): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<style>:root{color-scheme:light dark}html,body{margin:0;padding:0;height:100%;overflow:hidden;background:transparent}iframe{display:block;border:0;width:100%;height:100%}</style>
</head><body><script type="application/json" id="shell-data">${scriptJson(data)}</script>
<script>${shellScript}</script>
</body></html>`;
}
