// The e2e run's report: one line a test as it ends,
//   "  ok    <file>: <name> (<ms> ms)" or "  FAIL  <file>: <name> (<ms> ms)",
// a failure's error, seed and replay command and trace below it, the test's console output
// (the figures tests print) indented under its line, and last
//   "e2e: N passed, N failed (W workers, S s)".
import path from 'node:path';

const strip = (s) => String(s).replace(/\x1b\[[0-9;]*m/g, '');
const indent = (s, pad = '        ') => strip(s).replace(/\n+$/, '').split('\n').map((l) => (l.startsWith(pad) ? l : pad + l)).join('\n');

export default class E2eReporter {
  printsToStdio() { return true; }

  onBegin(config) {
    this.started = Date.now();
    this.workers = config.workers;
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
  }

  onTestEnd(test, result) {
    let file = test.parent;  // the file's suite (test() itself is called in fixtures.mjs)
    while (file.parent && file.type !== 'file') file = file.parent;
    const name = `${path.basename(file.location?.file || file.title).replace(/\.test\.mjs$/, '')}: ${test.title}`;
    const out = [];
    if (result.status === 'skipped') {
      this.skipped++;
      out.push(`  skip  ${name}`);
    } else if (result.status === test.expectedStatus) {
      this.passed++;
      out.push(`  ok    ${name} (${result.duration} ms)`);
    } else {
      this.failed++;
      out.push(`  FAIL  ${name} (${result.duration} ms)`);
      for (const e of result.errors) out.push(indent(e.stack || e.message || e.value || String(e)));
      const seed = test.annotations.find((a) => a.type === 'seed');
      if (seed) {
        out.push(`        seed ${seed.description}; replay: UNO_E2E_SEED=${seed.description} node tests/e2e/run.mjs ` +
          `${process.env.UNO_BUNDLE || 'build/web/bundle'} '${name.replace(/'/g, "'\\''")}'`);
      }
      const trace = result.attachments.find((a) => a.name === 'trace' && a.path);
      if (trace) out.push(`        trace: ${path.relative(process.cwd(), trace.path)} (npx playwright show-trace FILE)`);
    }
    const printed = [...result.stdout, ...result.stderr].map((c) => (typeof c === 'string' ? c : c.toString())).join('');
    if (printed.trim()) out.push(indent(printed));
    console.log(out.join('\n'));
  }

  onError(error) {
    this.failed++;
    console.log(`  FAIL  ${strip(error.message || error.value || String(error)).split('\n')[0]}\n${indent(error.stack || '')}`);
  }

  onEnd() {
    if (this.skipped) console.log(`  (${this.skipped} skipped)`);
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed (${this.workers} workers, ${((Date.now() - this.started) / 1000).toFixed(0)} s)`);
  }
}
