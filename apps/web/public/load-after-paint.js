// Public pages arrive already drawn as HTML (scripts/prerender.mjs writes this script into them). The app's code is
// asked for once the browser has painted that HTML, so that downloading and starting the app never delays the first
// paint; the app then takes over the page (main.tsx) and says so with the "acclaim:app-ready" event.
//
// Links work before then as plain links. A click on a button, or a form sent, before then would do nothing, so it is
// held here and given to the app once it is ready, as if it had happened then.
(function loadAfterPaint(script) {
  var entry = script && script.dataset.entry;
  if (!entry) return;
  var requested = false;
  var held = [];

  function load() {
    if (requested) return;
    requested = true;
    import(entry);
  }

  function hold(event) {
    var target = event.target instanceof Element ? event.target : null;
    var element = event.type === 'submit' ? target : target && target.closest('button, [role="button"]');
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element: element, type: event.type });
    load();
  }

  function replay() {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    held.forEach(function (entry) {
      if (!entry.element.isConnected) return;
      if (entry.type === 'submit') entry.element.requestSubmit();
      else entry.element.click();
    });
    held = [];
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('acclaim:app-ready', replay, { once: true });
  // Someone already reaching for the page need not wait for the paint.
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    document.addEventListener(type, load, { once: true, capture: true, passive: true });
  });
  // An animation frame runs just before a paint; the second one, once the first paint is on the screen.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  });
})(document.currentScript);
