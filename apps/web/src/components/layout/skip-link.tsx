/** The first stop for a keyboard: jumps past the header to the page's `<main id="main">`, visible only when focused. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
