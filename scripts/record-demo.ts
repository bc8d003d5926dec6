/**
 * Records the landing page's demo video from the real product.
 *
 * Re-record (after visible changes to the landing page's header or the /demo page):
 *   apt-get install -y ffmpeg chromium   # once per machine
 *   npm run record:demo
 * then look at apps/web/public/media/demo.webm and demo-poster.webp and commit both.
 *
 * What it does: builds the web app, starts the server on a free port with an empty temporary
 * DATA_DIR, drives Debian's Chromium through a visitor's walk through the interactive demo's sample case
 * (landing → Try Demo → the assessment → one award switched off, what changed, the criterion's reasoning →
 * switched back on → the offer to run it on your own record), captures frames with the DevTools
 * screencast, and encodes them with ffmpeg to VP9 WebM (1280×720). A drawn pointer shows where the
 * visitor moves and clicks (headless Chromium paints none). The server, the browser and every temporary
 * file are removed when the script ends, also on failure or Ctrl-C.
 *
 * If a step fails (say a button was renamed), the script prints the page's address and the server log and
 * leaves a screenshot at /tmp/acclaim-record-demo-failure.png; adjust walkThrough() below to match.
 *
 * Options (environment): DEMO_FPS (default 12), DEMO_CRF (VP9 quality, default 38; higher = smaller).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { buildWeb, isStopping, onCleanup, PLAYWRIGHT_LAUNCH, repoRoot, requireChromium, runScript, startServer, tempDir } from './lib/app-server';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = Number(process.env.DEMO_FPS ?? 12);
const CRF = Number(process.env.DEMO_CRF ?? 38);
const POSTER_MAX_BYTES = 80 * 1024;
const outDir = path.join(repoRoot, 'apps/web/public/media');
const videoFile = path.join(outDir, 'demo.webm');
const posterFile = path.join(outDir, 'demo-poster.webp');

function requireFfmpeg() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error('ffmpeg is required to encode the video but was not found. Install it with: apt-get install -y ffmpeg');
  }
  const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
  if (!encoders.includes('libvpx-vp9') || !encoders.includes('libwebp'))
    throw new Error("this ffmpeg has no libvpx-vp9 or libwebp encoder. Install Debian's: apt-get install -y ffmpeg");
}

function ffmpeg(args: string[]) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed:\n${result.stderr}`);
}

// ---- frame capture -------------------------------------------------------------------------------------

interface Frame {
  time: number; // seconds, on the screencast's clock
  data: Buffer;
}

async function startScreencast(page: Page) {
  const session = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  const marks = new Map<string, number>();
  let lastTime = 0;
  session.on('Page.screencastFrame', (event) => {
    const time = event.metadata.timestamp ?? Date.now() / 1000;
    lastTime = time;
    frames.push({ time, data: Buffer.from(event.data, 'base64') });
    session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', { format: 'jpeg', quality: 85, maxWidth: WIDTH, maxHeight: HEIGHT, everyNthFrame: 1 });
  return {
    frames,
    /** Remembers "now" under a name, e.g. the moment to use as the poster. */
    mark(name: string) {
      marks.set(name, lastTime || Date.now() / 1000);
    },
    marks,
    async stop() {
      await session.send('Page.stopScreencast').catch(() => undefined);
      await session.detach().catch(() => undefined);
    },
  };
}

/** Turns the change-driven screencast into a constant frame rate: each tick repeats the newest frame so far. */
function writeConstantRateFrames(frames: Frame[], dir: string, fps: number, end: number): number {
  const start = frames[0]!.time;
  let next = 0;
  let count = 0;
  for (let t = start; t <= end; t += 1 / fps) {
    while (next + 1 < frames.length && frames[next + 1]!.time <= t) next++;
    fs.writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.jpg`), frames[next]!.data);
    count++;
  }
  return count;
}

// ---- a visible pointer and human-paced input -----------------------------------------------------------

/** Headless Chromium draws no mouse pointer; this one follows real mouse events and survives reloads. */
const POINTER_SCRIPT = `(() => {
  const install = () => {
    if (document.getElementById('__demo-pointer')) return;
    const el = document.createElement('div');
    el.id = '__demo-pointer';
    el.setAttribute('aria-hidden', 'true');
    el.style.cssText = 'position:fixed;left:0;top:0;width:24px;height:24px;pointer-events:none;z-index:2147483647;transition:scale 120ms ease-out;will-change:transform';
    el.innerHTML = '<svg width="24" height="24" viewBox="0 0 24 24"><path d="M4 2.5v17.2l4.6-4.4 3 6.7 3.1-1.4-3-6.6h6.4Z" fill="#111827" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    const saved = JSON.parse(sessionStorage.getItem('__demo-pointer') || 'null') || { x: -40, y: -40 };
    el.style.transform = 'translate(' + saved.x + 'px,' + saved.y + 'px)';
    document.documentElement.appendChild(el);
    addEventListener('mousemove', (e) => {
      el.style.transform = 'translate(' + e.clientX + 'px,' + e.clientY + 'px)';
      sessionStorage.setItem('__demo-pointer', JSON.stringify({ x: e.clientX, y: e.clientY }));
    }, true);
    addEventListener('mousedown', () => { el.style.scale = '0.8'; }, true);
    addEventListener('mouseup', () => { el.style.scale = '1'; }, true);
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', install); else install();
})();`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function createHand(page: Page) {
  let x = WIDTH / 2;
  let y = HEIGHT / 2;
  const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

  async function moveTo(toX: number, toY: number, ms = 650) {
    const fromX = x;
    const fromY = y;
    // Paced by the clock, not by a step count: each move is a round trip to the browser of varying length.
    const started = performance.now();
    for (;;) {
      const t = Math.min(1, (performance.now() - started) / ms);
      await page.mouse.move(fromX + (toX - fromX) * ease(t), fromY + (toY - fromY) * ease(t));
      if (t === 1) break;
      await pause(16);
    }
    x = toX;
    y = toY;
  }

  return {
    moveTo,
    /** Glides to the element, rests a moment like a person would, and clicks it. */
    async click(target: Locator, travelMs = 650) {
      await target.scrollIntoViewIfNeeded();
      await target.waitFor({ state: 'visible' });
      // The middle of the first line box: a link that wraps over two lines has nothing at its overall centre.
      const point = await target.evaluate((el) => {
        const rect = el.getClientRects()[0] ?? el.getBoundingClientRect();
        return { x: rect.x + Math.min(rect.width / 2, 120), y: rect.y + rect.height / 2 };
      });
      await moveTo(point.x, point.y, travelMs);
      await pause(180);
      await page.mouse.down();
      await pause(90);
      await page.mouse.up();
    },
    async type(target: Locator, text: string) {
      await this.click(target, 350);
      await pause(120);
      // About 14 characters a second, unevenly, as a person types.
      const started = performance.now();
      let due = 0;
      for (const char of text) {
        await page.keyboard.type(char);
        due += 50 + Math.random() * 45;
        await pause(Math.max(0, due - (performance.now() - started)));
      }
      await pause(150);
    },
    /** Restores the pointer after a full page load (the drawn pointer reads its last place). */
    async settle() {
      await page.mouse.move(x, y);
    },
  };
}

/**
 * Scrolls the window to y over ms with easing, the way a reader would, not in one jump.
 * (A string, not a function: tsx would add __name() helpers that do not exist in the page.)
 */
async function scrollSlowly(page: Page, toY: number, ms: number) {
  await page.evaluate(`new Promise((resolve) => {
    const fromY = window.scrollY;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const target = Math.max(0, Math.min(max, ${toY}));
    const started = performance.now();
    function step(now) {
      const t = Math.min(1, (now - started) / ${ms});
      const eased = t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
      window.scrollTo(0, fromY + (target - fromY) * eased);
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    }
    requestAnimationFrame(step);
  })`);
}

// ---- the journey ---------------------------------------------------------------------------------------

async function walkThrough(page: Page, baseUrl: string, mark: (name: string) => void) {
  const hand = createHand(page);
  const started = performance.now();
  const step = (name: string) => console.error(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s  ${name}`);

  step('landing');
  await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Prepare a petition you can stand behind' }).waitFor();
  await hand.settle();
  await pause(1200);

  step('Try Demo');
  await hand.click(page.getByRole('banner').getByRole('link', { name: 'Try Demo' }));
  await page.waitForURL(/\/demo$/);
  await page.getByRole('heading', { level: 1, name: 'Watch an assessment respond to the evidence' }).waitFor();
  await pause(1500);
  // The tour's first card is there to read; the recording shows the case itself instead.
  await hand.click(page.getByRole('button', { name: 'Close the guided tour' }));
  await pause(400);

  step('the sample case and its assessment');
  const result = page.locator('#demo-result');
  const resultTop = await result.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollSlowly(page, resultTop - 80, 1200);
  await hand.moveTo(900, 600, 700);
  await pause(500);
  mark('poster'); // the evidence switches beside the verdict and the criteria chart
  await pause(2000);

  step('switch the ISMB award off');
  const award = page.getByRole('switch', { name: 'Best Paper Award, ISMB 2021' });
  await hand.click(award);
  await page.getByRole('heading', { name: 'What changed' }).waitFor();
  await pause(600);
  await scrollSlowly(page, (await page.locator('#demo-changes').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)) - 80, 900);
  await pause(2500);

  step('open (i) Awards');
  const awards = page.getByRole('button', { name: /^\(i\) Awards,/ });
  await hand.click(awards);
  await page.locator('#finding-eb1a-i').getByRole('heading', { name: 'Gaps' }).waitFor();
  await pause(800);
  const panelTop = await page.locator('#finding-eb1a-i').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollSlowly(page, panelTop - 120, 1400);
  await pause(2500);
  await scrollSlowly(page, panelTop + 420, 1600);
  await pause(2200);

  step('switch the award back on');
  await hand.click(award);
  await pause(600);
  await scrollSlowly(page, (await page.locator('#demo-changes').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)) - 80, 1000);
  await pause(2200);

  step('run it on your own record');
  const signUp = page.getByRole('link', { name: /Create your free account/ });
  await signUp.scrollIntoViewIfNeeded();
  await hand.moveTo(640, 420, 600);
  await pause(1800);
  step('end');
}

// ---- main ----------------------------------------------------------------------------------------------

async function main() {
  requireFfmpeg();
  requireChromium();
  buildWeb();
  const server = await startServer();
  console.error(`Server running at ${server.url}; recording…`);

  const { cast, end } = await recordWalkThrough(server);
  await server.stop();
  if (cast.frames.length < 20) throw new Error(`only ${cast.frames.length} frames were captured`);

  const framesDir = tempDir('acclaim-demo-frames-');
  const count = writeConstantRateFrames(cast.frames, framesDir, FPS, end);
  const seconds = count / FPS;
  console.error(`Captured ${cast.frames.length} screencast frames → ${count} frames at ${FPS} fps (${seconds.toFixed(1)} s)`);

  fs.mkdirSync(outDir, { recursive: true });
  encodeVideo(framesDir);
  const posterBytes = writePoster(cast, framesDir);

  const videoBytes = fs.statSync(videoFile).size;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`${path.relative(repoRoot, videoFile)}: ${kb(videoBytes)}, ${seconds.toFixed(1)} s, ${WIDTH}×${HEIGHT} VP9 @ ${FPS} fps`);
  console.log(`${path.relative(repoRoot, posterFile)}: ${kb(posterBytes)}`);
  if (videoBytes > 1.5 * 1024 * 1024) console.warn(`warning: the video is over 1.5 MB; try a higher DEMO_CRF (now ${CRF})`);
}

type Server = Awaited<ReturnType<typeof startServer>>;
type Screencast = Awaited<ReturnType<typeof startScreencast>>;

/** Plays the walkthrough in Chromium under the screencast; `end` is where the video stops, on the screencast's clock. */
async function recordWalkThrough(server: Server): Promise<{ cast: Screencast; end: number }> {
  const browser = await chromium.launch(PLAYWRIGHT_LAUNCH);
  onCleanup(() => browser.close());
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1, locale: 'en-US' });
  await context.addInitScript(POINTER_SCRIPT);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);

  const cast = await startScreencast(page);
  try {
    await walkThrough(page, server.url, cast.mark);
  } catch (error) {
    if (isStopping()) throw error; // interrupted: the browser is already closing
    const shot = path.join(os.tmpdir(), 'acclaim-record-demo-failure.png'); // kept on purpose, for debugging
    const saved = await page.screenshot({ path: shot }).then(
      () => true,
      () => false,
    );
    console.error(`The walkthrough stopped at ${page.url()}${saved ? `; screenshot: ${shot}` : ''}`);
    if (server.log().trim()) console.error(`Server log (last lines):\n${server.log().trim().split('\n').slice(-20).join('\n')}`);
    throw error;
  }
  const end = cast.frames.at(-1)!.time + 0.3;
  await cast.stop();
  await browser.close();
  return { cast, end };
}

/** Encodes the frames in `framesDir` to VP9 in two passes and copies the result to the web app's media. */
function encodeVideo(framesDir: string) {
  const tmpVideo = path.join(framesDir, 'demo.webm');
  const input = ['-framerate', String(FPS), '-i', path.join(framesDir, '%06d.jpg')];
  const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(CRF), '-pix_fmt', 'yuv420p', '-row-mt', '1', '-tile-columns', '2', '-g', String(FPS * 10)];
  const scale = ['-vf', `scale=${WIDTH}:${HEIGHT}:flags=lanczos,setsar=1`];
  const passLog = path.join(framesDir, 'vp9pass');
  ffmpeg([...input, ...scale, ...vp9, '-deadline', 'good', '-cpu-used', '4', '-pass', '1', '-passlogfile', passLog, '-an', '-f', 'null', '/dev/null']);
  ffmpeg([
    ...input,
    ...scale,
    ...vp9,
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-pass',
    '2',
    '-passlogfile',
    passLog,
    '-an',
    '-metadata',
    'title=Acclaim walkthrough',
    tmpVideo,
  ]);
  fs.copyFileSync(tmpVideo, videoFile);
}

/** The poster: the sample case's evidence beside its assessment, as small a WebP as still looks clean. Returns its size. */
function writePoster(cast: Screencast, framesDir: string): number {
  const posterTime = cast.marks.get('poster') ?? cast.frames[Math.floor(cast.frames.length / 2)]!.time;
  const posterFrame = [...cast.frames].reverse().find((frame) => frame.time <= posterTime) ?? cast.frames[0]!;
  const rawPoster = path.join(framesDir, 'poster-source.jpg');
  fs.writeFileSync(rawPoster, posterFrame.data);
  let posterBytes = Infinity;
  for (let quality = 80; quality >= 50 && posterBytes > POSTER_MAX_BYTES; quality -= 10) {
    ffmpeg(['-i', rawPoster, '-vf', `scale=${WIDTH}:${HEIGHT}:flags=lanczos`, '-c:v', 'libwebp', '-quality', String(quality), '-frames:v', '1', posterFile]);
    posterBytes = fs.statSync(posterFile).size;
  }
  if (posterBytes > POSTER_MAX_BYTES) throw new Error(`the poster is ${posterBytes} bytes, over ${POSTER_MAX_BYTES}`);
  return posterBytes;
}

runScript(main);
