// Runs every tests/e2e/*.test.mjs against the built bundle in headless Chromium.
//   node tests/e2e/run.mjs BUNDLE_DIR [name-filter]
// Prints one line per test and ends with "e2e: N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [bundle, filter = ''] = process.argv.slice(2);
if (!bundle || !fs.existsSync(path.join(bundle, 'index.html'))) {
  console.error(`e2e: no bundle at ${bundle}`);
  process.exit(2);
}
const server = await startServer(bundle, 0, '/uno/');
const baseUrl = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchBrowser();
let passed = 0, failed = 0;
for (const file of fs.readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort()) {
  const { tests } = await import(path.join(here, file));
  for (const t of tests) {
    const name = `${file.replace('.test.mjs', '')}: ${t.name}`;
    if (filter && !name.includes(filter)) continue;
    const started = Date.now();
    try {
      await t.run({ browser, baseUrl, bundle });
      passed++;
      console.log(`  ok    ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`  FAIL  ${name} (${Date.now() - started} ms)\n        ${String(e.stack || e).split('\n').join('\n        ')}`);
    }
  }
}
await browser.close();
server.close();
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
