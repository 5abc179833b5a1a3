// Shared helpers for the end-to-end tests: one headless Chromium (Debian's), the bundle
// served on 127.0.0.1, and a page wrapper that records console errors, page errors and
// any request that leaves the page's origin.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { decodePng, distinctColours } from './png.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-default-apps', '--disable-extensions',
];

// UNO_E2E_THROTTLE=N (N > 1) slows every page's main thread N times (CDP CPU throttling), to
// find the tests that fail only on a loaded machine: `UNO_E2E_THROTTLE=4 node tests/e2e/run.mjs ...`.
export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: process.env.UNO_CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const rate = Number(process.env.UNO_E2E_THROTTLE) || 0;
  if (rate > 1) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
        return page;
      };
      return context;
    };
  }
  return browser;
}

export class GamePage {
  constructor(page, origin) {
    this.page = page;
    this.origin = origin;
    this.problems = [];  // console errors, page errors, foreign requests
    page.on('console', (m) => { if (m.type() === 'error') this.problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => this.problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.origin !== origin) this.problems.push(`request left the origin: ${r.url()}`);
    });
  }

  frames() { return this.page.evaluate(() => (window.Module && Module._uno_frame_count ? Module._uno_frame_count() : 0)); }

  async waitForFirstFrame(timeout = 30000) {
    await this.page.waitForFunction(() => window.Module && Module._uno_frame_count && Module._uno_frame_count() > 0, null, { timeout });
  }

  // Screenshot saved under build/e2e/, decoded for pixel checks.
  async screenshot(name) {
    const file = path.join(SHOT_DIR, name + '.png');
    const buf = await this.page.screenshot({ path: file });
    return decodePng(buf);
  }

  assertClean() {
    if (this.problems.length) throw new Error(this.problems.join('\n'));
  }
}

export const SHOT_DIR = process.env.UNO_SHOT_DIR || path.resolve('build/e2e');
fs.mkdirSync(SHOT_DIR, { recursive: true });

// Opens the game in a fresh context. `options`: viewport, deviceScaleFactor, path (under
// the server, default the sub-path "/uno/"), hash (URL fragment).
export async function openGame(browser, baseUrl, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport || { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor || 1,
    isMobile: !!options.isMobile, hasTouch: !!options.hasTouch,
    locale: options.locale || 'en-US',
  });
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  const game = new GamePage(page, origin);
  await page.goto(baseUrl + (options.path ?? 'uno/') + (options.hash ? '#' + options.hash : ''));
  await game.waitForFirstFrame();
  game.context = context;
  return game;
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

export { distinctColours };
