// Ad-hoc (not a test: no .test.mjs): before/after screenshots for a closing note.
//   node tests/e2e/zz_shots.mjs BUNDLE OUT_DIR PREFIX
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from './harness.mjs';
import { openGame, waitFor, press } from './game.test.mjs';
import { SAVES } from './layout.test.mjs';
import { dealLink, playUntil } from './variants.test.mjs';

const [bundle, out, prefix] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const server = await startServer(bundle, 0, '/uno/');
const baseUrl = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchBrowser();
const shot = (g, name) => g.page.screenshot({ path: path.join(out, `${prefix}-${name}.png`) });
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
