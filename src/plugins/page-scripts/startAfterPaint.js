// Inlined at the end of every page (see template.ts): starts the page's scripts once the
// browser has painted the whole page, so reading never waits on JavaScript. `scripts` is
// replaced by the page's script addresses: the webpack runtime, main, then the route chunks.
/* global scripts -- the placeholder template.ts replaces */
(function (scripts) {
  // Route chunks first: they only register their modules, so when main.js runs last the
  // page's modules are all there and webpack inserts no script of its own. Not async:
  // they run in this order. A few per task: each insertion starts a fetch, which costs
  // main-thread time, and fourteen in one task made a long task on a slow phone.
  var ordered = scripts.slice(2).concat(scripts.slice(0, 2));
  var perTask = 4;
  var started = false;
  function insertFrom(index) {
    ordered.slice(index, index + perTask).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
    if (index + perTask < ordered.length) setTimeout(insertFrom, 0, index + perTask);
  }
  function start() {
    if (started) return;
    started = true;
    insertFrom(0);
  }
  // A hidden tab paints nothing (no animation frames): start at once there.
  if (document.visibilityState !== 'visible') return start();
  // The task after the next frame comes after its paint; the timer is a safety net.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})(scripts);
