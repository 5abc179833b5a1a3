// What an animating frame costs: a 4-seat table mid-round while the bots play, against a
// bare SDL2 + ImGui window (tools/perf/bare_window.cpp) measured in the same headless
// Chromium run. A benchmark that prints numbers, not a test with a time limit.
//   node tools/perf/frame_cost.mjs GAME_BUNDLE BARE_DIR [seconds=15] [runs=3]
// GAME_BUNDLE: build/web/bundle; BARE_DIR: build/web/perf/bare (target uno_perf_bare).
// Per rendered frame (a requestAnimationFrame callback that issued GL draws):
//   indices    elements drawn (drawElements counts)
//   draws      draw calls
//   buf KB     bytes uploaded with bufferData/bufferSubData
//   main ms    time inside the callback (wasm + JS + GL command issue on the page's thread)
//   cpu ms     CPU time of every Chromium process (page, GPU/SwiftShader, browser) divided
//              by the frames rendered in the same interval (from /proc)
//   net ms     the game's cpu ms less what the same page burns while it renders nothing
//              (the table waiting for the human, polled the same way), so the time the
//              game spends idle between bot moves is not charged to its frames
//   by process the cpu ms split by Chromium process: renderer (the page), gpu-process (WebGL,
//              rasterised by SwiftShader: it grows with the pixels a frame shades), browser
// The ratio lines compare the game's ms per frame with the bare window's.
import fs from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../../tests/e2e/harness.mjs';
import { openGame, hook, setUp, humanStep, waitFor } from '../../tests/e2e/game.test.mjs';

const [gameDir, bareDir, secondsArg = '15', runsArg = '3'] = process.argv.slice(2);
if (!gameDir || !bareDir || !fs.existsSync(`${gameDir}/index.html`) || !fs.existsSync(`${bareDir}/index.html`)) {
  console.error('usage: node tools/perf/frame_cost.mjs GAME_BUNDLE BARE_DIR [seconds] [runs]');
  process.exit(2);
}
const seconds = Number(secondsArg), runs = Number(runsArg);
const VIEWPORT = { width: 1280, height: 800 };

// Counts GL work per requestAnimationFrame callback (installed before the page's scripts).
function instrument() {
  const s = { frames: 0, indices: 0, draws: 0, bytes: 0, mainMs: 0, cur: null };
  window.__frameStats = s;
  const wrap = (proto, name, count) => {
    const orig = proto[name];
    proto[name] = function (...a) { if (s.cur) count(s.cur, a); return orig.apply(this, a); };
  };
  const P = WebGL2RenderingContext.prototype;
  wrap(P, 'drawElements', (c, a) => { c.draws++; c.indices += a[1]; });
  wrap(P, 'drawArrays', (c, a) => { c.draws++; c.indices += a[2]; });
  const size = (d) => (typeof d === 'number' ? d : d ? d.byteLength : 0);
  wrap(P, 'bufferData', (c, a) => { c.bytes += size(a[1]); });
  wrap(P, 'bufferSubData', (c, a) => { c.bytes += a.length >= 5 && a[4] ? a[4] * (a[2].BYTES_PER_ELEMENT || 1) : size(a[2]); });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((ts) => {
    s.cur = { draws: 0, indices: 0, bytes: 0 };
    const t0 = performance.now();
    try { cb(ts); } finally {
      const dt = performance.now() - t0;
      if (s.cur.draws > 0) {
        s.frames++; s.indices += s.cur.indices; s.draws += s.cur.draws; s.bytes += s.cur.bytes; s.mainMs += dt;
      }
      s.cur = null;
    }
  });
}

// Sum of user+system CPU time (ms) of every process below this one (the browser's tree);
// byType splits it by Chromium process type (renderer = the page, gpu-process = WebGL
// through SwiftShader, browser = the rest).
let lastSplit = {};
function processType(pid) {
  try {
    const m = /--type=([a-z-]+)/.exec(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
    return m ? m[1] : 'browser';
  } catch { return 'gone'; }
}
function treeCpuMs() {
  const ticks = 100;  // USER_HZ on Linux
  const kids = new Map();
  const cpu = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try { stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8'); } catch { continue; }
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(f[1]);
    if (!kids.has(ppid)) kids.set(ppid, []);
    kids.get(ppid).push(Number(pid));
    cpu.set(Number(pid), (Number(f[11]) + Number(f[12])) * 1000 / ticks);
  }
  let total = 0;
  const split = {};
  const stack = [...(kids.get(process.pid) || [])];
  while (stack.length) {
    const p = stack.pop();
    const t = processType(p);
    total += cpu.get(p) || 0;
    split[t] = (split[t] || 0) + (cpu.get(p) || 0);
    stack.push(...(kids.get(p) || []));
  }
  lastSplit = split;
  return total;
}

async function readStats(page) {
  return page.evaluate(() => { const s = window.__frameStats; return { frames: s.frames, indices: s.indices, draws: s.draws, bytes: s.bytes, mainMs: s.mainMs }; });
}

function splitDiff(a, b) {
  return Object.fromEntries(Object.keys(b).map((k) => [k, b[k] - (a[k] || 0)]));
}
function perFrameSplit(split, frames) {
  return Object.fromEntries(['renderer', 'gpu-process', 'browser'].map((k) => [k, (split[k] || 0) / frames]));
}

function perFrame(a, b, cpu) {
  const n = b.frames - a.frames;
  return {
    frames: n,
    indices: (b.indices - a.indices) / n, draws: (b.draws - a.draws) / n,
    kb: (b.bytes - a.bytes) / n / 1024, mainMs: (b.mainMs - a.mainMs) / n, cpuMs: cpu / n,
  };
}

// The game: 4 seats (seat 0 human, played by the script), classic, mid-round.
async function measureGame(browser, baseUrl) {
  const g = await openGame(browser, baseUrl, { hash: 'seed=7', viewport: VIEWPORT });
  await setUp(g, { seats: 4 });
  await g.page.waitForTimeout(2500);  // the deal's flights land
  const a = await readStats(g.page), c0 = treeCpuMs(), s0 = lastSplit;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const h = await hook(g);
    if (h.screen === 'summary') break;  // mid-round only
    const ready = h.state.active && !h.state.animating && (h.screen === 'privacy' || h.state.reveal || h.state.legal.length > 0);
    if (ready) await humanStep(g, h);
    else await g.page.waitForTimeout(250);
  }
  const cpu = treeCpuMs() - c0, b = await readStats(g.page), elapsed = Date.now() - (end - seconds * 1000);
  const split = splitDiff(s0, lastSplit);
  // The idle rate: the table waits for the human (no frames), polled as above.
  await waitFor(g, (h) => h.screen !== 'table' || (h.state.active && !h.state.animating && h.state.legal.length > 0), 'the human\'s turn');
  await g.page.waitForTimeout(5000);  // the last ticker lines expire (each wakes one frame)
  const i0 = await readStats(g.page), ic0 = treeCpuMs(), t0 = Date.now();
  while (Date.now() - t0 < 4000) { await hook(g); await g.page.waitForTimeout(250); }
  const idleCpu = treeCpuMs() - ic0, idleMs = Date.now() - t0, i1 = await readStats(g.page);
  await g.context.close();
  const r = perFrame(a, b, cpu);
  r.split = perFrameSplit(split, r.frames);
  r.netMs = (cpu - idleCpu / idleMs * elapsed) / r.frames;
  r.idleFrames = i1.frames - i0.frames;
  return r;
}

async function measureBare(browser, bareUrl) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(bareUrl);
  await page.waitForFunction(() => window.__frameStats && window.__frameStats.frames > 10, null, { timeout: 30000 });
  await page.waitForTimeout(1000);
  const a = await readStats(page), c0 = treeCpuMs(), s0 = lastSplit;
  await page.waitForTimeout(Math.min(seconds, 8) * 1000);
  const cpu = treeCpuMs() - c0, b = await readStats(page), split = splitDiff(s0, lastSplit);
  await context.close();
  const r = perFrame(a, b, cpu);
  r.split = perFrameSplit(split, r.frames);
  r.netMs = r.cpuMs;  // renders every frame: nothing idle to take off
  r.idleFrames = 0;
  return r;
}

const game = await startServer(gameDir, 0, '/uno/');
const bare = await startServer(bareDir, 0, '/');
const gameUrl = `http://127.0.0.1:${game.address().port}/`;
const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
const browser = await launchBrowser();
// The instrument must be in place before the page's own scripts: added to every page.
const origNewContext = browser.newContext.bind(browser);
browser.newContext = async (opts) => { const c = await origNewContext(opts); await c.addInitScript(instrument); return c; };

const fmtSplit = (r) => `      cpu ms by process: ${Object.entries(r.split).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`;
const fmt = (r) => `${r.frames.toString().padStart(5)} frames  ${r.indices.toFixed(0).padStart(6)} indices  ${r.draws.toFixed(2).padStart(5)} draws  ${r.kb.toFixed(1).padStart(5)} buf KB  ${r.mainMs.toFixed(2).padStart(6)} main ms  ${r.cpuMs.toFixed(2).padStart(6)} cpu ms  ${r.netMs.toFixed(2).padStart(6)} net ms  ${r.idleFrames} idle frames`;
const med = (xs) => { const s = [...xs].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const games = [], bares = [];
for (let i = 0; i < runs; i++) {  // interleaved, so both see the same machine load
  bares.push(await measureBare(browser, bareUrl));
  console.log(`bare  run ${i + 1}: ${fmt(bares[i])}`);
  console.log(fmtSplit(bares[i]));
  games.push(await measureGame(browser, gameUrl));
  console.log(`game  run ${i + 1}: ${fmt(games[i])}`);
  console.log(fmtSplit(games[i]));
}
const summary = (rs) => Object.fromEntries(Object.keys(rs[0]).filter((k) => k !== 'split').map((k) => [k, med(rs.map((r) => r[k]))]));
const G = summary(games), B = summary(bares);
console.log(`median bare : ${fmt(B)}`);
console.log(`median game : ${fmt(G)}`);
console.log(`ratio game/bare: main ms ${(G.mainMs / B.mainMs).toFixed(2)}x, cpu ms ${(G.cpuMs / B.cpuMs).toFixed(2)}x, net ms ${(G.netMs / B.netMs).toFixed(2)}x`);
console.log(`goals: indices <= 2500 ${G.indices <= 2500 ? 'met' : 'MISSED'}, draws <= 4 ${G.draws <= 4 ? 'met' : 'MISSED'}, net ms ratio <= 2 ${G.netMs / B.netMs <= 2 ? 'met' : 'MISSED'}, idle frames 0 ${G.idleFrames === 0 ? 'met' : 'MISSED'}`);
await browser.close();
game.close();
bare.close();
