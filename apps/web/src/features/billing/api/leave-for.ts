/**
 * Checkout, the provider's portal and the pages after them are full page loads (they may be another site),
 * so the browser goes there itself. One function, so tests can stand in for the navigation.
 */
export function leaveFor(url: string) {
  window.location.assign(url);
}
