import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSiteStatus } from '../services/settings/get-site-status';
import { createTestApp } from '../test/test-app';
import { createWebRoutes } from './static-web';

// A minimal build output, with the head tags the real index.html carries.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), fs.readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8'));
const t = await createTestApp({ WEB_DIST: dist, APP_URL: 'https://acclaim.example' });

describe('page metadata, sitemap and robots', () => {
  it('fills a blog post’s own title, description, canonical URL and social tags', async () => {
    const res = await t.call('GET', '/blog/dhanasar-three-prongs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>The Dhanasar test: the three prongs of a national interest waiver · Acclaim</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://acclaim.example/blog/dhanasar-three-prongs" />');
    expect(res.text).toContain('<meta property="og:type" content="article" />');
    expect(res.text).toContain('<meta property="og:image" content="https://acclaim.example/og-image.png" />');
    expect(res.text).not.toContain('noindex');
  });

  it('uses the content pages’ and the config’s metadata', async () => {
    expect((await t.call('GET', '/privacy')).text).toMatch(/<title>Privacy Policy · Acclaim<\/title>/);
    expect((await t.call('GET', '/pricing')).text).toMatch(/<title>Pricing · Acclaim<\/title>/);
    expect((await t.call('GET', '/faq')).text).toMatch(/<link rel="canonical" href="https:\/\/acclaim\.example\/faq" \/>/);
  });

  it('keeps signed-in screens and unknown paths out of search engines', async () => {
    expect((await t.call('GET', '/dashboard')).text).toContain('<meta name="robots" content="noindex" />');
    expect((await t.call('GET', '/no-such-page')).text).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes what it writes into the page', async () => {
    const res = await t.call('GET', '/blog/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('lists every public page and post in sitemap.xml', async () => {
    const res = await t.call('GET', '/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    for (const page of ['/', '/pricing', '/faq', '/about', '/privacy', '/terms', '/blog/eb1a-requirements-checklist', '/blog/ai-for-petitions']) {
      expect(res.text).toContain(`<loc>https://acclaim.example${page === '/' ? '/' : page}</loc>`);
    }
    expect(res.text).not.toContain('/dashboard');
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.call('GET', '/robots.txt');
    expect(res.text).toContain('Sitemap: https://acclaim.example/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
  });
});

describe('caching of built files', () => {
  it('lets browsers keep hashed assets for ever and the demo media for a day', async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {};');
    fs.mkdirSync(path.join(dist, 'media'));
    fs.writeFileSync(path.join(dist, 'media', 'demo-poster.webp'), 'RIFF');
    expect((await t.call('GET', '/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.call('GET', '/media/demo-poster.webp')).headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('compression of built files', () => {
  it('gzips a script for a client that takes gzip, and sends it plain to one that does not, saying it varies', async () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'assets', 'large-abc123.js'), `export const text = ${JSON.stringify('a readable line of code; '.repeat(200))};`);
    const gzipped = await t.call('GET', '/assets/large-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    for (const encoding of [undefined, 'identity']) {
      const plain = await t.call('GET', '/assets/large-abc123.js', { headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.text).toContain('a readable line of code;');
      expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    }
  });
});

describe('public pages drawn at build time', () => {
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const drawn = (marker: string) => template.replace('<div id="root"></div>', `<div id="root"><h1>${marker}</h1></div>`);
  fs.mkdirSync(path.join(dist, 'prerendered', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), drawn('Drawn landing'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), drawn('Drawn pricing'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'blog', 'dhanasar-three-prongs.html'), drawn('Drawn article'));

  it('serves the drawn page, with its own head tags, in place of the empty app', async () => {
    const landing = await t.call('GET', '/');
    expect(landing.text).toContain('<h1>Drawn landing</h1>');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    const pricing = await t.call('GET', '/pricing');
    expect(pricing.text).toContain('<h1>Drawn pricing</h1>');
    expect(pricing.text).toMatch(/<title>Pricing · Acclaim<\/title>/);
    const article = await t.call('GET', '/blog/dhanasar-three-prongs');
    expect(article.text).toContain('<h1>Drawn article</h1>');
    expect(article.text).toContain('<link rel="canonical" href="https://acclaim.example/blog/dhanasar-three-prongs" />');
  });

  it('tells the browser whether a drawn page still shows the site as it is now, so it knows when to load the app', async () => {
    const loadScript = '<script defer src="/load-app.js" data-entry="/assets/index-abc.js"></script>';
    fs.writeFileSync(path.join(dist, 'prerendered', 'faq.html'), drawn('Drawn FAQ').replace('</body>', `${loadScript}</body>`));
    const drawnMark = async () => /data-drawn="(\w+)"/.exec((await t.call('GET', '/faq')).text)?.[1];
    const drawnWith = path.join(dist, 'prerendered', 'site-status.json');
    // Without the status the pages were drawn with, nothing says they are current.
    expect(await drawnMark()).toBe('stale');
    const live = await getSiteStatus(t.deps);
    fs.writeFileSync(drawnWith, JSON.stringify(live));
    expect(await drawnMark()).toBe('current');
    // Drawn with other figures (or without the banner now on): the app loads at once and draws the page afresh.
    fs.writeFileSync(drawnWith, JSON.stringify({ ...live, stats: [{ value: '1', label: 'An older figure' }] }));
    expect(await drawnMark()).toBe('stale');
    fs.writeFileSync(drawnWith, JSON.stringify({ ...live, announcement: 'A banner' }));
    expect(await drawnMark()).toBe('stale');
    expect((await t.call('GET', '/dashboard')).text).not.toContain('data-drawn');
    // The settings unreadable (the database away): the page is still served, marked stale.
    fs.writeFileSync(drawnWith, JSON.stringify(live));
    const withoutSettings = createWebRoutes(t.deps, () => Promise.reject(new Error('the database is away')));
    const served = await withoutSettings.request('/faq');
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('data-drawn="stale"');
  });

  it('serves the empty app for every other path, and no drawn file by a path of its own or outside its folder', async () => {
    expect((await t.call('GET', '/dashboard')).text).toContain('<div id="root"></div>');
    expect((await t.call('GET', '/pricing/')).text).toContain('<div id="root"></div>');
    expect((await t.call('GET', '/blog/..%2Fpricing')).text).toContain('<div id="root"></div>');
    expect((await t.call('GET', '/prerendered/pricing.html')).text).not.toContain('Drawn pricing');
  });
});
