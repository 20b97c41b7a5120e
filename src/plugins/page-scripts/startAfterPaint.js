// Inlined at the end of every page (see template.ts): starts the page's scripts once the
// browser has shown the page's first content, so neither the text nor the largest paint
// waits on JavaScript. `scripts` is replaced by the page's script addresses: the webpack
// runtime, main, then the route chunks.
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
  // A hidden tab (or a prerendered page) paints nothing: start at once there.
  if (document.visibilityState !== 'visible') return start();
  // The browser reports the first contentful paint once that frame is on screen, with the
  // largest paint of the same frame: only then are the scripts asked for. A browser without
  // paint timing starts in the task after the next frame, which comes after its paint.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({type: 'paint', buffered: true});
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A safety net, should no paint be reported.
  setTimeout(start, 3000);
})(scripts);
