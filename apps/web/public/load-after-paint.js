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
    // Should the code not arrive (a dropped connection), the next touch or key asks again.
    import(entry).catch(function () {
      requested = false;
    });
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

  var REACHING = ['pointerdown', 'keydown', 'touchstart'];

  function replay() {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    REACHING.forEach(function (type) {
      document.removeEventListener(type, load, true);
    });
    held.forEach(function (action) {
      if (!action.element.isConnected) return;
      if (action.type === 'submit') action.element.requestSubmit();
      else action.element.click();
    });
    held = [];
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('acclaim:app-ready', replay, { once: true });
  // Someone already reaching for the page need not wait for the paint.
  REACHING.forEach(function (type) {
    document.addEventListener(type, load, { capture: true, passive: true });
  });
  // An animation frame runs just before a paint; the second one, once the first paint is on the screen.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  });
})(document.currentScript);
