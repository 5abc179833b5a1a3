// Before/after screenshots for a closing note (issue 31): the start screen at 360x740,
// 1280x800 and 3840x2160, your own spin's wheel and the round summary after a 32-card hand
// on a phone on its side (740x360). Run it on two bundles (an old commit's build and now):
//   node tools/screenshots/before_after.mjs BUNDLE OUT_DIR PREFIX
// writes OUT_DIR/PREFIX-<screen>.jpg.
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../../tests/e2e/helpers.mjs';
import { openGame, waitFor, press } from '../../tests/e2e/helpers.mjs';
import { SAVES } from '../../tests/e2e/data.mjs';
import { dealLink, playUntil } from '../../tests/e2e/data.mjs';

const [bundle, out, prefix] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const server = await startServer(bundle, 0, '/uno/');
const baseUrl = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchBrowser();
const shot = (g, name) => g.page.screenshot({ path: path.join(out, `${prefix}-${name}.jpg`), type: 'jpeg', quality: 60 });
const phone = (w, h) => ({ viewport: { width: w, height: h }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const jobs = [
  ['start-360x740', phone(360, 740), async (g) => { await waitFor(g, (x) => x.screen === 'start' && x.widgets.length > 3, 'start'); }],
  ['start-1280x800', { viewport: { width: 1280, height: 800 } }, async (g) => { await waitFor(g, (x) => x.screen === 'start' && x.widgets.length > 3, 'start'); }],
  ['start-3840x2160', { viewport: { width: 3840, height: 2160 } }, async (g) => { await waitFor(g, (x) => x.screen === 'start' && x.widgets.length > 3, 'start'); }],
  ['wheel-740x360', { ...phone(740, 360), hash: dealLink('spin', 1, 64) }, async (g) => {
    await playUntil(g, (x) => x.state.legal.some((a) => / spin$/.test(a)), 'your spin', 20);
    await press(g, 'spin', { touch: true });
    await waitFor(g, (x) => x.state.wheel && x.state.wheel.turning, 'turning', 15000);
    await g.page.waitForTimeout(700);
  }],
  ['summary-740x360', { ...phone(740, 360), init: (ctx) => ctx.addInitScript((s) => localStorage.setItem('uno-save', s), SAVES.en) }, async (g) => {
    const f = await waitFor(g, (x) => x.screen !== 'start' || x.widgets.some((w) => w.id === 'continue'), 'saved', 30000);
    if (f.screen === 'start') await press(g, 'continue', { touch: true });
    await waitFor(g, (x) => x.screen === 'summary', 'summary', 30000);
    await g.page.waitForTimeout(600);
  }],
];
for (const [name, opts, go] of jobs) {
  const g = await openGame(browser, baseUrl, opts);
  try { await go(g); } catch (e) { console.log(name, 'partial:', String(e).split('\n')[0]); }
  await shot(g, name);
  console.log('shot', name);
  await g.context.close();
}
await browser.close();
server.close();
