// Inlined at the end of every page (see template.ts): starts the page's scripts once the
// browser has painted the whole page, so reading never waits on JavaScript. `scripts` is
// replaced by the page's script addresses, in order; they run in that order.
/* global scripts -- the placeholder template.ts replaces */
(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // A hidden tab paints nothing (no animation frames): start at once there.
  if (document.visibilityState !== 'visible') return start();
  // The task after the next frame comes after its paint; the timer is a safety net.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})(scripts);
