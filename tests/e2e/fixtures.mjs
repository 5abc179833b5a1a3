// Playwright Test fixtures for the e2e tests, and register(): each test file keeps its list
// `export const tests = [{ name, run({ browser, baseUrl, bundle }) }]` and ends with
// `register(import.meta.url, tests)`, which turns every entry into a test(name, ...).
//   browser: the worker's Chromium (Debian's, playwright.config.mjs) as the test sees it:
//            every context it opens is closed after the test, and every page it opens is
//            slowed down UNO_E2E_THROTTLE times (CDP CPU throttling) when that is set;
//   baseUrl: the bundle served on 127.0.0.1 (global-setup.mjs), ending in '/';
//   bundle:  the bundle's directory.
// Each test's random choices come from one seed (helpers.mjs testRandom): the test's name
// hashed, or UNO_E2E_SEED; it is kept as the test's "seed" annotation, and the reporter
// prints it, with the command that replays the test, when the test fails.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { seedFor, setTestSeed, testSeed } from './helpers.mjs';

// Runs in the page before its scripts: crypto.getRandomValues from a seeded generator
// (mulberry32), mixed with the context's number and the tab's count of loads.
function pageRandomFromSeed([seed, context]) {
  const loads = Number(sessionStorage.getItem('uno-test-loads') || 0) + 1;
  sessionStorage.setItem('uno-test-loads', String(loads));
  let a = (seed ^ Math.imul(context, 0x9E3779B1) ^ Math.imul(loads, 0x85EBCA77)) >>> 0;
  const next = () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  crypto.getRandomValues = function (array) {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
    return array;
  };
}

export const test = base.extend({
  baseUrl: [async ({}, use) => { await use(process.env.UNO_E2E_URL); }, { scope: 'worker' }],
  bundle: [async ({}, use) => { await use(process.env.UNO_E2E_BUNDLE); }, { scope: 'worker' }],
  // UNO_E2E_THROTTLE=N (N > 1) slows every page's main thread N times, to find the tests
  // that fail only on a loaded machine: `UNO_E2E_THROTTLE=4 node tests/e2e/run.mjs ...`.
  throttle: [Number(process.env.UNO_E2E_THROTTLE) || 0, { option: true }],
  gameBrowser: async ({ browser, throttle }, use) => {
    const contexts = [];
    const newContext = async (...args) => {
      const context = await browser.newContext(...args);
      contexts.push(context);
      // The page's own chance (a fresh deal's seed: crypto.getRandomValues) from the test's
      // seed too, so a failing test replays the same deals. Each context and each load in
      // it (a reload deals afresh) draws its own numbers.
      await context.addInitScript(pageRandomFromSeed, [testSeed(), contexts.length]);
      if (throttle > 1) {
        const newPage = context.newPage.bind(context);
        context.newPage = async () => {
          const page = await newPage();
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
          return page;
        };
      }
      return context;
    };
    const own = new Proxy(browser, {
      get(target, key) {
        if (key === 'newContext') return newContext;
        const v = target[key];
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    await use(own);
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  },
});

// Registers a test file's tests ({ name, run, timeout? }). `url`: the file's
// import.meta.url. UNO_E2E_FILTER (run.mjs's filter) keeps only the tests whose
// "<file>: <name>" contains it.
export function register(url, tests) {
  const file = path.basename(fileURLToPath(url)).replace(/\.test\.mjs$/, '');
  const filter = process.env.UNO_E2E_FILTER || '';
  for (const t of tests) {
    const full = `${file}: ${t.name}`;
    if (filter && !full.includes(filter)) continue;
    test(t.name, async ({ gameBrowser, baseUrl, bundle }, testInfo) => {
      const seed = seedFor(full);
      setTestSeed(seed);
      testInfo.annotations.push({ type: 'seed', description: String(seed) });
      // A test that needs longer than the run's limit says so (`timeout`, ms, with its why);
      // a throttled run gives it as many times longer as the pages are slowed.
      const own = (t.timeout || 0) * Math.max(1, Number(process.env.UNO_E2E_THROTTLE) || 1);
      if (own > testInfo.timeout) testInfo.setTimeout(own);
      await t.run({ browser: gameBrowser, baseUrl, bundle });
    });
  }
}
