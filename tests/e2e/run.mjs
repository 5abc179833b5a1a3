// Runs every tests/e2e/*.test.mjs against the built bundle in headless Chromium.
//   node tests/e2e/run.mjs BUNDLE_DIR [name-filter]
// Prints one line per test and ends with "e2e: N passed, N failed".
//
// One browser for all files (each test opens its own context); files run side by side in
// UNO_E2E_JOBS lanes (default 2, one per core of the test machines), each file's tests in
// order. A file that exports `serial = true` (a benchmark that prints speeds) runs alone
// after the others, so its numbers are not shared with another page's work. A test that
// runs past UNO_E2E_TEST_TIMEOUT seconds (default 600) fails and its lane goes on.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [bundle, filter = ''] = process.argv.slice(2);
if (!bundle || !fs.existsSync(path.join(bundle, 'index.html'))) {
  console.error(`e2e: no bundle at ${bundle}`);
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.UNO_E2E_JOBS) || 2);
const server = await startServer(bundle, 0, '/uno/');
const baseUrl = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchBrowser();
let passed = 0, failed = 0;

// A test that runs past this fails (UNO_E2E_TEST_TIMEOUT seconds; the slowest test took
// 165 s on a loaded 2-core machine) instead of holding its lane, and the whole run, forever:
// the browser contexts it opened are closed, which ends its pending calls.
const testTimeout = (Number(process.env.UNO_E2E_TEST_TIMEOUT) || 600) * 1000;

// Runs one test with its own view of the browser, which records the contexts it opens.
async function runTest(t) {
  const contexts = [];
  const own = new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return async (...args) => { const c = await target.newContext(...args); contexts.push(c); return c; };
      const v = target[key];
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const run = t.run({ browser: own, baseUrl, bundle });
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(resolve, testTimeout, 'late'); });
  try {
    if ((await Promise.race([run, late])) !== 'late') return;
  } finally {
    clearTimeout(timer);
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  await Promise.race([run.catch(() => {}), new Promise((r) => setTimeout(r, 10000))]);
  throw new Error(`the test ran longer than ${testTimeout / 1000} s (UNO_E2E_TEST_TIMEOUT)`);
}

// A file's selected tests, run in order; its lines are printed together when it ends.
async function runFile(file, tests) {
  const lines = [];
  for (const t of tests) {
    const name = `${file.replace('.test.mjs', '')}: ${t.name}`;
    const started = Date.now();
    try {
      await runTest(t);
      passed++;
      lines.push(`  ok    ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      lines.push(`  FAIL  ${name} (${Date.now() - started} ms)\n        ${String(e.stack || e).split('\n').join('\n        ')}`);
    }
  }
  if (lines.length) console.log(lines.join('\n'));
}

const parallel = [], serial = [];
for (const file of fs.readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort()) {
  const mod = await import(path.join(here, file));
  const tests = mod.tests.filter((t) => !filter || `${file.replace('.test.mjs', '')}: ${t.name}`.includes(filter));
  if (tests.length) (mod.serial ? serial : parallel).push([file, tests]);
}
// Longest files first, so the lanes finish close together (test count as the estimate).
parallel.sort((a, b) => b[1].length - a[1].length);
const started = Date.now();
let next = 0;
await Promise.all(Array.from({ length: Math.min(jobs, parallel.length) }, async () => {
  while (next < parallel.length) {
    const [file, tests] = parallel[next++];
    await runFile(file, tests);
  }
}));
for (const [file, tests] of serial) await runFile(file, tests);
await browser.close();
server.close();
console.log(`e2e: ${passed} passed, ${failed} failed (${jobs} lanes, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed ? 1 : 0);
