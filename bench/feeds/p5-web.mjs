/* global document, window, requestAnimationFrame, MutationObserver -- in the page */
// P5: the JavaScript index.html loads before the first paint (gzip), and the time until the first
// [data-testid="portal"] is painted in headless Chromium (median of cold loads), against the same
// browser painting a one-element page. Targets ≤ 150 KB and ≤ 1 s. Beside the gzip -9 count of
// index.html's files, the scripts the browser itself fetched before that paint (lazy chunks included)
// and their bytes as the gateway sent them (Resource Timing).
import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { percentile } from '../lib.mjs';
import { TARGET, ms, times, verdict } from './harness.mjs';

export const p5Web = {
  async measure(h) {
    return { web: await webApp(h) };
  },
  section: (r) => `### P5: web app\n\n${p5Table(r.web)}`,
};

/** P5: the first paint's JavaScript, and time to the first portal painted. */
async function webApp(h) {
  const { loads } = h.config;
  const floorPort = h.config.portBase + 20;
  const dist = h.webDist;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // What index.html loads before anything renders: its module scripts and their modulepreloads.
  const initial = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const size = (files) =>
    files.reduce(
      (acc, f) => {
        const bytes = readFileSync(path.join(dist, f.replace(/^\//, '')));
        return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const js = size(initial);
  const styles = size(css);
  const allJs = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const total = size(allJs);

  // The floor: the same browser loading and painting a page holding one element, over HTTP.
  const floor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><body><div data-testid="portal">portal</div></body></html>');
  });
  await new Promise((resolve) => floor.listen(floorPort, '127.0.0.1', resolve));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // Painted: the first frame after the portal element is in the document with a size.
    const watch = () => {
      const seen = () => {
        const el = document.querySelector('[data-testid="portal"]');
        const box = el?.getBoundingClientRect();
        if (!box || box.width === 0 || box.height === 0) return false;
        requestAnimationFrame(() => (window.__portalPaintedAt = performance.now()));
        return true;
      };
      const observer = new MutationObserver(() => seen() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    };
    const load = async (url) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(watch);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => typeof window.__portalPaintedAt === 'number', null, { timeout: 20_000 });
      const t = await page.evaluate(() => {
        const portal = window.__portalPaintedAt;
        // What the browser really fetched before that frame: every script (entry, modulepreloads and
        // any lazy chunk), in bytes as sent (after Content-Encoding) and as decoded.
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => r.responseEnd <= portal && new URL(r.name).pathname.endsWith('.js'));
        return {
          portal,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          wire: {
            files: scripts.length,
            names: scripts.map((r) => new URL(r.name).pathname),
            encoded: scripts.reduce((sum, r) => sum + r.encodedBodySize, 0),
            decoded: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
          },
        };
      });
      await context.close();
      return t;
    };
    await load(`${h.gateway}/`); // first load of the build: the server's file cache, not measured
    const app = [];
    const bare = [];
    for (let i = 0; i < loads; i += 1) {
      app.push(await load(`${h.gateway}/`));
      bare.push(await load(`http://127.0.0.1:${floorPort}/`));
    }
    const median = (xs) => percentile(Float64Array.from(xs).sort(), 50);
    return {
      initial,
      js,
      css: styles,
      allJs: total,
      chunks: allJs.length,
      portalMs: median(app.map((t) => t.portal)),
      fcpMs: median(app.map((t) => t.fcp)),
      floorMs: median(bare.map((t) => t.portal)),
      // Cold contexts fetch the same files each time: the first measured load stands for all.
      wire: app[0].wire,
      loads,
      all: app.map((t) => Math.round(t.portal)),
    };
  } finally {
    await browser.close();
    floor.close();
  }
}

/** The P5 table: the first paint's JavaScript and CSS, and the time to the first portal painted. */
export function p5Table(w) {
  return `| measure | result | baseline | target |
|---|---|---|---|
| JavaScript index.html loads before the first paint (${w.initial.length} file${w.initial.length === 1 ? '' : 's'}), gzip -9 | **${(w.js.gzip / 1024).toFixed(1)} KB** (${(w.js.raw / 1024).toFixed(0)} KB raw) | all ${w.chunks} JS chunks: ${(w.allJs.gzip / 1024).toFixed(0)} KB gzip | ≤ 150 KB: ${verdict(w.js.gzip / 1024 <= TARGET.jsKb)} |
| CSS before the first paint, gzip | ${(w.css.gzip / 1024).toFixed(1)} KB | | |${
    w.wire
      ? `
| JavaScript the browser fetched before the first portal painted (${w.wire.files} files), as sent by the gateway | ${(w.wire.encoded / 1024).toFixed(1)} KB (${(w.wire.decoded / 1024).toFixed(0)} KB decoded) | | |`
      : ''
  }
| time to first portal painted, headless Chromium, cold context, median of ${w.loads} | **${ms(w.portalMs)} ms** (first contentful paint ${ms(w.fcpMs)} ms; loads: ${w.all.join(', ')}) | one-element page: ${ms(w.floorMs)} ms (${times(w.portalMs, w.floorMs)}) | ≤ 1 s: ${verdict(w.portalMs <= TARGET.portalMs)} |`;
}
