// Benchmark: how long a first visit waits for the start screen, under a phone profile (4x CPU
// slowdown, 1.6 Mbit/s down with 150 ms latency: Lighthouse's mobile network) and a desktop
// profile (no slowdown), beside a reference bundle measured in the same run. Prints the
// medians of each stage; never fails on them.
//   node tests/bench/first_draw.bench.mjs BUNDLE [REFERENCE_BUNDLE]
//   UNO_BENCH_LOADS=N  loads per bundle and profile (default 7), the bundles taking turns.
// Every load is a first visit: a new browser context (empty cache, no service worker yet),
// English, the page served gzipped as a static host would (scripts/serve.mjs).
// Stages, in ms from the navigation's start, read in the page without the game's help, so an
// older bundle is measured the same way:
//   files    the last byte of the last file the first frame needed (scripts, css, uno.wasm)
//   wasm     uno.wasm's last byte
//   compiled uno.wasm compiled and instantiated (the WebAssembly call's promise settled)
//   main     the runtime ready and main() called (boot.js hides the "Loading…" line then)
//   draw     the first frame's first draw call (WebGL drawElements)
//   frame    that frame on the screen: the next animation frame after that draw call (the
//            first frame is presented once its task, accessibility tree included, is done)
import fs from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../e2e/helpers.mjs';
import { median } from '../e2e/keys_round.mjs';

const [bundle, reference] = process.argv.slice(2);
for (const b of [bundle, reference].filter(Boolean)) {
  if (!fs.existsSync(`${b}/index.html`)) { console.error(`first_draw.bench: no bundle at ${b}`); process.exit(2); }
}
const LOADS = Number(process.env.UNO_BENCH_LOADS) || 7;
const PROFILES = [
  { name: 'phone', cpu: 4, net: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } },
  { name: 'desktop', cpu: 1, net: null, context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
];
const STAGES = ['files', 'wasm', 'compiled', 'main', 'draw', 'frame'];

// Runs in the page before its scripts: notes when each stage happens.
function watchStages() {
  const t = (window.unoBenchStages = {});
  const now = () => performance.now();
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      return original.apply(this, args).then((r) => { if (!t.compiled) t.compiled = now(); return r; });
    };
  }
  const draw = WebGL2RenderingContext.prototype.drawElements;
  WebGL2RenderingContext.prototype.drawElements = function (...args) {
    if (!t.draw) {
      t.draw = now();
      requestAnimationFrame(() => { t.frame = now(); });
    }
    return draw.apply(this, args);
  };
  // Watched from the start: the runtime may be ready before DOMContentLoaded.
  new MutationObserver(() => {
    const status = document.getElementById('status');
    if (!t.main && status && status.classList.contains('hidden')) t.main = now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
}

async function load(browser, url, profile) {
  const context = await browser.newContext({ ...profile.context, locale: 'en-US', serviceWorkers: 'allow' });
  try {
    await context.addInitScript(watchStages);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.net) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.net });
    }
    await page.goto(url);
    await page.waitForFunction(() => window.unoBenchStages && window.unoBenchStages.frame, null, { timeout: 60000, polling: 50 });
    return await page.evaluate(() => {
      const t = { ...window.unoBenchStages };
      const files = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= t.draw);
      t.files = Math.max(...files.map((e) => e.responseEnd));
      t.wasm = (files.find((e) => /uno\.wasm$/.test(e.name)) || {}).responseEnd;
      return t;
    });
  } finally {
    await context.close();
  }
}

// A stage an older bundle never reaches (none so far) prints as '-'.
const medianOf = (xs) => {
  const seen = xs.filter((x) => x !== undefined);
  return seen.length ? median(seen) : NaN;
};

const browser = await launchBrowser();
const sides = [{ label: 'this', dir: bundle }];
if (reference) sides.push({ label: 'reference', dir: reference });
for (const side of sides) {
  side.server = await startServer(side.dir, 0, '/uno/');
  side.url = `http://127.0.0.1:${side.server.address().port}/uno/`;
}
for (const profile of PROFILES) {
  const runs = Object.fromEntries(sides.map((s) => [s.label, []]));
  for (let i = 0; i < LOADS; i++) {
    for (const side of (i % 2 ? [...sides].reverse() : sides)) runs[side.label].push(await load(browser, side.url, profile));
  }
  console.log(`${profile.name} (${profile.cpu}x CPU${profile.net ? ', 1.6 Mbit/s, 150 ms' : ''}; ${profile.context.viewport.width}x${profile.context.viewport.height}), medians of ${LOADS} first visits, ms:`);
  console.log(`  ${'bundle'.padEnd(10)}${STAGES.map((s) => s.padStart(9)).join('')}`);
  const firstFrame = {};
  for (const side of sides) {
    const m = STAGES.map((s) => medianOf(runs[side.label].map((r) => r[s])));
    firstFrame[side.label] = m[STAGES.length - 1];
    console.log(`  ${side.label.padEnd(10)}${m.map((x) => (Number.isNaN(x) ? '-' : x.toFixed(0)).padStart(9)).join('')}`);
  }
  if (reference) console.log(`  first frame: ${(firstFrame.reference / firstFrame.this).toFixed(2)}x sooner than the reference (${reference})`);
}
for (const side of sides) side.server.close();
await browser.close();
