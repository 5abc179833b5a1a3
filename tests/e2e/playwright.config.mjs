// Playwright Test configuration of the browser end-to-end tests (tests/e2e/*.test.mjs),
// driving Debian's Chromium (UNO_CHROMIUM, default /usr/bin/chromium; no browser is ever
// downloaded) against the bundle UNO_BUNDLE (default build/web/bundle), served by
// global-setup.mjs. Run it through tests/e2e/run.mjs BUNDLE [filter], or:
//   UNO_BUNDLE=build/web/bundle npx playwright test -c tests/e2e/playwright.config.mjs
// Environment:
//   UNO_E2E_JOBS          workers (default: the machine's cores);
//   UNO_E2E_TEST_TIMEOUT  seconds one test may take (default 300: the slowest test takes
//                         about 100 s on a loaded 2-core machine);
//   UNO_E2E_THROTTLE=N    every page's CPU N times slower (fixtures.mjs);
//   UNO_E2E_SEED          the seed of every test's random choices (default: from its name);
//   UNO_E2E_FILTER        only the tests whose "<file>: <name>" contains it.
// (The benchmarks, whose figures must not share the CPU, are scripts/bench's, not here.)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export default defineConfig({
  testDir: here,
  testMatch: '*.test.mjs',
  workers: Number(process.env.UNO_E2E_JOBS) || os.availableParallelism(),
  timeout: (Number(process.env.UNO_E2E_TEST_TIMEOUT) || 300) * 1000,
  retries: 0,
  forbidOnly: true,
  // Each test is a job of its own: a file's tests (the screens walk's five sizes) spread
  // over the workers.
  fullyParallel: true,
  outputDir: path.join(root, 'build/e2e/test-results'),
  globalSetup: path.join(here, 'global-setup.mjs'),
  reporter: [[path.join(here, 'reporter.mjs')]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // A trace of every context, kept for a failed test (DOM snapshots, no screencast: the
    // canvas is WebGL in software, and screenshots of every step would load the CPU).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    // playwright-core's defaults, which the tests were written for.
    actionTimeout: 30000,
    navigationTimeout: 30000,
  },
  projects: [{ name: 'e2e' }],
});
