// Screenshots the same moment in two bundles (4 seats, seed 7, the human's first turn,
// after the ticker settles) and counts the pixels that differ, e.g. to check that a
// drawing change kept the picture. A tool, not a test. Shots go to /tmp/cmp/0.png, 1.png.
//   node tools/perf/cmp_shot.mjs BUNDLE_A BUNDLE_B
import fs from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../../tests/e2e/harness.mjs';
import { openGame, setUp, waitFor } from '../../tests/e2e/game.test.mjs';
import { decodePng } from '../../tests/e2e/png.mjs';
const dirs = process.argv.slice(2);
fs.mkdirSync('/tmp/cmp', { recursive: true });
const browser = await launchBrowser();
const shots = [];
for (const d of dirs) {
  const srv = await startServer(d, 0, '/uno/');
  const g = await openGame(browser, `http://127.0.0.1:${srv.address().port}/`, { hash: 'seed=7', viewport: { width: 1280, height: 800 } });
  await setUp(g, { seats: 4 });
  await waitFor(g, (h) => h.state.active && !h.state.animating && h.state.legal.length > 0, 'human turn');
  await g.page.waitForTimeout(6000);
  await g.page.mouse.move(5, 790);
  await g.page.waitForTimeout(500);
  const buf = await g.page.screenshot({ path: `/tmp/cmp/${shots.length}.png` });
  shots.push(decodePng(buf));
  await g.context.close(); srv.close();
}
const [a, b] = shots;
let diff = 0, most = 0;
for (let i = 0; i < a.pixels.length; i += 4) {
  const d = Math.abs(a.pixels[i] - b.pixels[i]) + Math.abs(a.pixels[i + 1] - b.pixels[i + 1]) + Math.abs(a.pixels[i + 2] - b.pixels[i + 2]);
  if (d) diff++;
  most = Math.max(most, d);
}
console.log(`${a.width}x${a.height}: ${diff} pixels differ, by at most ${most} (sum of RGB levels)`);
await browser.close();
