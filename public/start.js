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
  // wait for the frame that paints them. The timer covers tabs that open in the background.
  if (tag.hasAttribute('data-now')) return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1500);
})();
