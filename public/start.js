// Starts the app on a prerendered page once its text is painted (scripts/lib/pageHtml.mjs writes
// the tag and says why); served as written, so kept short.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (tag.getAttribute('data-preload') || '')
      .split(' ')
      .filter(Boolean)
      .forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
    import(entry);
  }
  if (tag.hasAttribute('data-now')) return start();
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  setTimeout(start, 1500);
})();
