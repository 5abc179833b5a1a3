// Where an animating frame's main-thread time goes: the game's 4-seat table mid-round (as
// tools/perf/frame_cost.mjs plays it), sampled by Chromium's CPU profiler. Prints self time
// by function (wasm names need a link with --profiling-funcs). A tool, not a test.
//   node tools/perf/frame_profile.mjs GAME_BUNDLE [seconds=10] [top=40]
import fs from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../../tests/e2e/harness.mjs';
import { openGame, hook, setUp, humanStep } from '../../tests/e2e/game.test.mjs';

const [gameDir, secondsArg = '10', topArg = '40'] = process.argv.slice(2);
if (!gameDir || !fs.existsSync(`${gameDir}/index.html`)) {
  console.error('usage: node tools/perf/frame_profile.mjs GAME_BUNDLE [seconds] [top]');
  process.exit(2);
}
const server = await startServer(gameDir, 0, '/uno/');
const browser = await launchBrowser();
const g = await openGame(browser, `http://127.0.0.1:${server.address().port}/`, { hash: 'seed=7', viewport: { width: 1280, height: 800 } });
await setUp(g, { seats: 4 });
await g.page.waitForTimeout(2500);
const cdp = await g.context.newCDPSession(g.page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const end = Date.now() + Number(secondsArg) * 1000;
while (Date.now() < end) {
  const h = await hook(g);
  if (h.screen === 'summary') break;
  const ready = h.state.active && !h.state.animating && (h.screen === 'privacy' || h.state.reveal || h.state.legal.length > 0);
  if (ready) await humanStep(g, h);
  else await g.page.waitForTimeout(250);
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
let total = 0;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const name = n.callFrame.functionName || `(${n.callFrame.url.split('/').pop() || 'anon'})`;
  const t = (dt[i + 1] ?? 0) / 1000;
  self.set(name, (self.get(name) || 0) + t);
  total += t;
});
const busy = total - (self.get('(idle)') || 0) - (self.get('(program)') || 0);
console.log(`sampled ${total.toFixed(0)} ms, ${busy.toFixed(0)} ms busy (not idle/program)`);
for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
  console.log(`${t.toFixed(1).padStart(8)} ms ${(100 * t / total).toFixed(1).padStart(5)}%  ${name.slice(0, 120)}`);
await browser.close();
server.close();
