/**
 * Debian's Chromium and the flags that work on the project's machines (see docs of the dependency probe). Kept apart
 * from app-server.ts so the Playwright config reads them without loading the code that starts servers.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
