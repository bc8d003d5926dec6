// Public pages arrive already drawn as HTML (scripts/prerender.mjs writes this script into them in place of the app's
// module script). The app's code is asked for only when the page needs it:
//
// - The server marks a drawn page data-drawn="current" while it still shows what the site shows now: no banner, the
//   same figures (apps/server/src/lib/static-web.ts). Such a page is whole without JavaScript, so the app is asked for
//   once the visitor reaches for the page (moves the pointer, touches the screen, turns the wheel, presses a key,
//   moves the focus). A visitor who only reads downloads none of it.
// - Otherwise (a banner is on, the figures changed, or a session is stored, whose header differs), the app is asked
//   for once the browser has painted the HTML, and draws the page afresh (main.tsx).
//
// Links work before then as plain links. A click on a button, or a form sent, before the app is ready would do
// nothing, so it is held here and given to the app once it says it is ready ("acclaim:app-ready"), as if it happened
// then.
(function loadApp(script) {
  var entry = script && script.dataset.entry;
  if (!entry) return;
  var requested = false;
  var held = [];

  function load() {
    if (requested) return;
    requested = true;
    // Should the code not arrive (a dropped connection), the next reach asks again.
    import(entry).catch(function () {
      requested = false;
    });
  }

  // The key apps/web/src/lib/storage.ts keeps the session's token under.
  function hasStoredSession() {
    try {
      return Boolean(localStorage.getItem('gc_token'));
    } catch {
      // Storage refused (a privacy setting): no stored session either.
      return false;
    }
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

  var REACHING = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'];

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
  REACHING.forEach(function (type) {
    document.addEventListener(type, load, { capture: true, passive: true });
  });
  if (script.dataset.drawn === 'current' && !hasStoredSession()) return;
  // An animation frame runs just before a paint; the second one, once the first paint is on the screen.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  });
})(document.currentScript);
