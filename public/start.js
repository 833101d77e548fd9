// Starts the app on a prerendered page once its text is painted (scripts/lib/pageHtml.mjs writes
// the tag and says why); scripts/build.mjs minifies it, and it is kept short.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  // Until the app runs, a button does nothing: a tap on one (the menu, "Open the map"), on a
  // check box or radio, or a form's submit is held here, and the app replays each once it has
  // taken over the page (src/lib/heldInput.ts). Links and typing work as plain HTML meanwhile.
  var held = [];
  function hold(event) {
    var target =
      event.type === 'submit'
        ? event.target
        : event.target.closest && event.target.closest('button, input[type="checkbox"], input[type="radio"]');
    if (!target || target.disabled) return;
    event.preventDefault();
    for (var i = 0; i < held.length; i++) if (held[i].element === target) return;
    // Where it stood under #root, to find it again if the app renders the page afresh.
    var path = [];
    for (var node = target; node.parentElement && node.id !== 'root'; node = node.parentElement)
      path.unshift([].indexOf.call(node.parentElement.children, node));
    held.push({ element: target, path: path });
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // The page's forms can be typed into from now on (src/components/AppForm.tsx).
  [].forEach.call(document.querySelectorAll('fieldset[data-app-form]'), function (fieldset) {
    fieldset.disabled = false;
  });
  function stop() {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
  }
  window.heldInput = {
    stop: stop,
    release: function () {
      stop();
      return held.splice(0);
    },
  };
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
