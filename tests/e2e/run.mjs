// Runs the browser end-to-end tests (tests/e2e/*.test.mjs) against a built bundle with
// Playwright Test (playwright.config.mjs), in headless Debian Chromium:
//   node tests/e2e/run.mjs BUNDLE_DIR [name-filter]
// Prints one line per test ("  ok    file: name (ms)" / "  FAIL ...") and ends with
// "e2e: N passed, N failed (W workers, S s)". The filter keeps the tests whose
// "<file without .test.mjs>: <name>" contains it. Extra arguments after the filter go to
// `playwright test` (e.g. --workers=1). Environment: see playwright.config.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [bundle, filter = '', ...rest] = process.argv.slice(2);
if (!bundle || !fs.existsSync(path.join(bundle, 'index.html'))) {
  console.error(`e2e: no bundle at ${bundle}`);
  process.exit(2);
}
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(process.execPath, [cli, 'test', '--config', path.join(here, 'playwright.config.mjs'), '--pass-with-no-tests', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, UNO_BUNDLE: bundle, UNO_E2E_FILTER: filter },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
