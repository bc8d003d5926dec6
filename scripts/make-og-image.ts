/**
 * Renders the social preview image (Open Graph / Twitter card), 1200×630, to apps/web/public/og-image.png.
 *
 *   npm run make:og-image
 *
 * The picture is the inline HTML below, screenshotted by Debian's Chromium (apt-get install -y chromium).
 * Change the words or colours here and run the command again; the file must stay under 150 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { onCleanup, PLAYWRIGHT_LAUNCH, repoRoot, requireChromium, runScript } from './lib/app-server';

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 150 * 1024;
const outFile = path.join(repoRoot, 'apps/web/public/og-image.png');

const NAVY = '#1f2f5c';
/** The "A" of apps/web/public/favicon.svg (32×32 box). */
const LOGO_PATH = 'M9 23 16 8l7 15h-3.2l-1.4-3.2h-4.8L12.2 23Zm5.6-5.8h2.8L16 14Z';

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body {
    font-family: 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif;
    background: #f6f7fb;
    color: #111827;
    position: relative;
  }
  .accent { position: absolute; left: 0; top: 0; bottom: 0; width: 16px; background: ${NAVY}; }
  .ring { position: absolute; right: -150px; top: -150px; width: 480px; height: 480px; border-radius: 50%; background: #e8ecf6; }
  .ring.small { right: -70px; top: auto; bottom: -70px; width: 220px; height: 220px; background: #edf0f7; }
  .content { position: absolute; left: 96px; right: 96px; top: 78px; bottom: 70px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 20px; }
  .brand svg { width: 72px; height: 72px; display: block; }
  .brand span { font-size: 44px; font-weight: 700; color: ${NAVY}; letter-spacing: -0.5px; }
  h1 { margin-top: 64px; font-size: 72px; line-height: 1.08; font-weight: 700; letter-spacing: -1.5px; color: #0f172a; max-width: 900px; }
  .line { margin-top: auto; display: flex; align-items: center; gap: 18px; font-size: 30px; color: #374151; }
  .line::before { content: ''; width: 56px; height: 6px; border-radius: 3px; background: ${NAVY}; }
</style>
</head>
<body>
  <div class="ring"></div>
  <div class="ring small"></div>
  <div class="accent"></div>
  <div class="content">
    <div class="brand">
      <svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="${NAVY}"/><path d="${LOGO_PATH}" fill="#fff"/></svg>
      <span>Acclaim</span>
    </div>
    <h1>Prepare a petition you can stand behind</h1>
    <p class="line">EB-1A and EB-2 NIW · Honest assessment · Real citations</p>
  </div>
</body>
</html>`;

async function main() {
  requireChromium();
  const browser = await chromium.launch(PLAYWRIGHT_LAUNCH);
  onCleanup(() => browser.close());
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  await browser.close();

  if (png.length > MAX_BYTES) throw new Error(`the image is ${png.length} bytes, over the ${MAX_BYTES}-byte budget; simplify the design`);
  fs.writeFileSync(outFile, png);
  console.log(`${path.relative(repoRoot, outFile)}: ${WIDTH}×${HEIGHT}, ${(png.length / 1024).toFixed(1)} KB`);
}

runScript(main);
