// Offline install: manifest, service worker, installability, and a reload with the
// server gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { CHROMIUM_ARGS, GamePage, SHOT_DIR, assert, setUp, waitFor, humanMove } from './helpers.mjs';
import { decodePng } from './png.mjs';
import { register } from './fixtures.mjs';

async function persistentGame(bundle) {
  const server = await startServer(bundle, 0, '/uno/');
  const base = `http://127.0.0.1:${server.address().port}/uno/`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uno-pwa-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.UNO_CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
    viewport: { width: 1024, height: 700 },
  });
  const page = context.pages()[0] || await context.newPage();
  const game = new GamePage(page, new URL(base).origin);
  const close = async () => { await context.close(); server.close(); fs.rmSync(dir, { recursive: true, force: true }); };
  return { server, base, context, page, game, close };
}

// Response bodies the server sent (gzip, as a static host like GitHub Pages sends them)
// for one first visit: the page, its files, manifest and icons, and the service worker's
// precache (which revalidates what the page already has).
async function firstLoadBytes(s) {
  s.server.bodyBytes = 0;
  s.server.requests = 0;
  s.server.revalidated = 0;
  await s.page.goto(s.base);
  await s.game.waitForFirstFrame();
  await s.page.evaluate(() => navigator.serviceWorker.ready);
  // The visit is over when the server has had no request for a second (the worker's
  // precache revalidation, the manifest and its icons come after the page).
  for (let last = -1, since = Date.now(), end = Date.now() + 15000; Date.now() < end;) {
    if (s.server.requests + s.server.revalidated !== last) { last = s.server.requests + s.server.revalidated; since = Date.now(); }
    else if (Date.now() - since >= 1000) break;
    await s.page.waitForTimeout(100);  // poll interval
  }
  return { total: s.server.bodyBytes, requests: s.server.requests, revalidated: s.server.revalidated };
}

// Visits, waits for the worker, and reloads so that it controls the page.
async function visitControlled(s) {
  await s.page.goto(s.base);
  await s.game.waitForFirstFrame();
  await s.page.evaluate(() => navigator.serviceWorker.ready);
  await s.page.reload();
  await s.game.waitForFirstFrame();
  await s.page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10000 });
}

export const tests = [
  {
    name: 'the manifest is valid and its icons exist at their sizes',
    async run({ bundle }) {
      const m = JSON.parse(fs.readFileSync(path.join(bundle, 'manifest.webmanifest'), 'utf8'));
      for (const k of ['name', 'short_name', 'start_url', 'display', 'theme_color', 'background_color', 'icons']) assert(m[k], `manifest lacks ${k}`);
      assert(m.display === 'standalone', 'display must be standalone');
      assert(!m.start_url.startsWith('/'), 'start_url must be relative so the bundle works from a sub-path');
      const sizes = new Set();
      for (const icon of m.icons) {
        const img = decodePng(fs.readFileSync(path.join(bundle, icon.src)));
        assert(`${img.width}x${img.height}` === icon.sizes, `${icon.src} is ${img.width}x${img.height}, manifest says ${icon.sizes}`);
        sizes.add(icon.sizes + ':' + (icon.purpose || 'any'));
      }
      for (const need of ['192x192:any', '512x512:any', '512x512:maskable']) assert(sizes.has(need), `no ${need} icon`);
    },
  },
  {
    name: 'first visit: bytes on the wire (at most the 260 KB gzip budget)',
    async run({ bundle }) {
      const s = await persistentGame(bundle);
      try {
        const { total, requests, revalidated } = await firstLoadBytes(s);
        console.log(`        first load: ${(total / 1024).toFixed(1)} KB in ${requests} responses, ${revalidated} revalidated (304)`);
        // The budget itself: stop 61's fixes took the margin below it (259.8 KB; how the first
        // visit got here and what could still go: docs/log/bundle-size.md).
        assert(total <= 260 * 1024, `first load fetched ${(total / 1024).toFixed(2)} KB (budget 260 KB)`);
        s.game.assertClean();
      } finally { await s.close(); }
    },
  },
  {
    name: 'the service worker controls the page and Chromium finds the app installable',
    async run({ bundle }) {
      const s = await persistentGame(bundle);
      try {
        await visitControlled(s);
        const cdp = await s.context.newCDPSession(s.page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert(installabilityErrors.length === 0, 'not installable: ' + JSON.stringify(installabilityErrors));
        s.game.assertClean();
      } finally { await s.close(); }
    },
  },
  {
    name: 'after one visit the game loads and plays a turn with the server stopped',
    async run({ bundle }) {
      const s = await persistentGame(bundle);
      try {
        await s.page.goto(s.base + '#tips=off');  // no tip's dialog before the move (helpers.mjs)
        await s.game.waitForFirstFrame();
        await s.page.evaluate(() => navigator.serviceWorker.ready);
        await s.page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10000 }).catch(() => {});
        await new Promise((resolve) => s.server.close(resolve));
        s.server.closeAllConnections?.();
        await s.page.reload();
        await s.game.waitForFirstFrame();
        const frames = await s.game.frames();
        assert(frames > 0, 'no frame rendered offline');
        // And it plays: start a game, make one move as the human.
        await s.page.waitForFunction(() => Module.calledRun, null, { timeout: 30000 });
        await setUp(s.game, { seats: 2, target: 0 });
        const h = await waitFor(s.game, (x) => x.state.active && !x.state.animating && x.screen === 'table' && x.state.legal.length > 0, 'a human turn offline');
        await humanMove(s.game, h, 'the move offline');
        s.game.problems = s.game.problems.filter((p) => !p.includes('net::ERR_CONNECTION_REFUSED'));
        s.game.assertClean();
      } finally { await s.close(); }
    },
  },
  {
    name: 'a new version is offered, and taken only when the player accepts it',
    async run({ bundle }) {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'uno-bundle-'));
      fs.cpSync(bundle, copy, { recursive: true });
      const s = await persistentGame(copy);
      try {
        await visitControlled(s);
        // A language pack used in this version (cached on first use, never precached)...
        await s.page.evaluate(() => fetch('lang-sv.pack').then((r) => r.arrayBuffer()));
        const oldKeys = await s.page.evaluate(() => caches.keys());
        // Deploy a "new build": the worker's version changes.
        const sw = fs.readFileSync(path.join(copy, 'sw.js'), 'utf8');
        const m = /const VERSION ?= ?['"]([0-9a-f]+)['"]/.exec(sw);
        assert(m, 'no version in sw.js');
        fs.writeFileSync(path.join(copy, 'sw.js'), sw.replace(m[0], "const VERSION = 'feedfacefeedface'"));
        await s.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
        await s.page.waitForSelector('#update button', { timeout: 15000 });
        // Not taken yet: the page still runs the old version's cache.
        assert(JSON.stringify(await s.page.evaluate(() => caches.keys())).includes(m[1]), 'old cache gone before accepting');
        await s.page.screenshot({ path: path.join(SHOT_DIR, 'update-offer.png') });
        await Promise.all([s.page.waitForNavigation({ timeout: 15000 }), s.page.click('#update button')]);
        await s.game.waitForFirstFrame();
        const keys = await s.page.evaluate(() => caches.keys());
        assert(JSON.stringify(keys) === JSON.stringify(['uno-feedfacefeedface']), `caches after the update: ${keys} (before: ${oldKeys})`);
        // ...comes along into the new version's cache (offline in Swedish after the update).
        const carried = await s.page.evaluate(async () => (await (await caches.open('uno-feedfacefeedface')).keys()).map((r) => r.url.split('/').pop()));
        assert(carried.includes('lang-sv.pack') && !carried.includes('lang-de.pack'), `new cache: ${carried}`);
        s.game.assertClean();
      } finally { await s.close(); fs.rmSync(copy, { recursive: true, force: true }); }
    },
  },
];

register(import.meta.url, tests);
