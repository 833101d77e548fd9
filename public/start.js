// Starts the app on a prerendered page after its first paint (scripts/build.mjs writes the tag):
// the page is already readable, so its JavaScript does not compete with the stylesheet and the
// first image for the connection. data-entry is the app's entry module; data-preload lists the
// modules the page needs next, fetched alongside it.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // A page whose content comes from the database (data-now) needs its code at once; the others
  // wait until their text has been painted: the first contentful paint where the browser reports
  // it (a Kannada or Hindi page's first frames can come before its font, with no text yet), else
  // the frame that paints them. The timer covers tabs that open in the background.
  if (tag.hasAttribute('data-now')) return start();
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paints && paints.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1500);
})();
