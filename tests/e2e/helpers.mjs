// The end-to-end tests' one set of helpers: opening the page (openGame, with options for
// every way a test needs it), reading the test hook (Module._uno_test_state), pressing a
// widget (a canvas widget by its hook id with real mouse / touch input, or a control of the
// accessibility layer by keyboard), waiting for a state (waitFor, waitUntil, pressUntil,
// atRest, nextFrame), listening to the live regions (listen, spoken, heard), a seeded
// random number generator (seededRandom, testRandom) and the a11y checks (checkAxe,
// parseAria). Shared positions and links are in data.mjs; fixtures.mjs registers the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { decodePng, distinctColours } from './png.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-default-apps', '--disable-extensions',
];
export const CHROMIUM = process.env.UNO_CHROMIUM || '/usr/bin/chromium';

// A headless Chromium for the tools outside the test runner (scripts/theme_sheet.mjs,
// tools/perf, tools/screenshots); the tests get theirs from Playwright Test (fixtures.mjs).
export async function launchBrowser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export const SHOT_DIR = process.env.UNO_SHOT_DIR || path.join(ROOT, 'build/e2e');
fs.mkdirSync(SHOT_DIR, { recursive: true });

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

export { decodePng, distinctColours };

// A page of the game: records console errors, page errors and any request that leaves the
// page's origin (assertClean fails on them).
export class GamePage {
  constructor(page, origin) {
    this.page = page;
    this.origin = origin;
    this.problems = [];  // console errors, page errors, foreign requests
    page.on('console', (m) => { if (m.type() === 'error') this.problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => this.problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.origin !== origin) this.problems.push(`request left the origin: ${r.url()}`);
    });
  }

  frames() { return this.page.evaluate(() => (window.Module && Module._uno_frame_count ? Module._uno_frame_count() : 0)); }

  async waitForFirstFrame(timeout = 30000) {
    await this.page.waitForFunction(() => window.Module && Module._uno_frame_count && Module._uno_frame_count() > 0, null, { timeout });
  }

  // Screenshot saved under build/e2e/; with `pixels`, decoded for pixel checks (a 4K
  // decode takes 0.4 s, so only when asked).
  async screenshot(name, { pixels = false } = {}) {
    const file = path.join(SHOT_DIR, name + '.png');
    const buf = await this.page.screenshot({ path: file });
    return pixels ? decodePng(buf) : undefined;
  }

  assertClean() {
    if (this.problems.length) throw new Error(this.problems.join('\n'));
  }
}

// Waits until the runtime is up and has drawn a frame (after a goto or a reload). Calling
// Module._uno_frame_count before the wasm is instantiated throws in release builds.
export async function waitForRuntime(page, timeout = 30000) {
  await page.waitForFunction(() => window.Module && Module.calledRun && Module._uno_frame_count() > 0, null, { timeout });
}

// Opens the game in a fresh browser context and waits for its first frame. `options`:
//   viewport ({width, height}, default 1280x800), deviceScaleFactor, isMobile, hasTouch,
//   locale (default 'en-US'), reducedMotion ('reduce' | 'no-preference'),
//   path (under the server, default the sub-path 'uno/'), hash (the URL fragment),
//   init(context): run before the page is created (storage, routes, request listeners),
//   clock: the page on Playwright's clock, so a moment can be held still (pressAndHold),
//   listen: record the live regions' lines from the first document on (see listen()),
//   save: a save text put into localStorage before the first load (see openSaved).
// Returns a GamePage with `.context`.
export async function openGame(browser, baseUrl, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport || { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor || 1,
    isMobile: !!options.isMobile, hasTouch: !!options.hasTouch,
    locale: options.locale || 'en-US',
    reducedMotion: options.reducedMotion || 'no-preference',
  });
  if (options.save !== undefined) {
    await context.addInitScript((s) => {
      // Once: a reload keeps what the game saved since.
      if (!sessionStorage.getItem('screens-seeded')) {
        localStorage.setItem('uno-save', s);
        sessionStorage.setItem('screens-seeded', '1');
      }
    }, options.save);
  }
  // The game's clock (performance.now, animation frames, timers) on Playwright's clock,
  // flowing with real time until a test stops it (pressAndHold).
  if (options.clock) await context.clock.install();
  if (options.init) await options.init(context);  // e.g. storage set before the page loads
  const page = await context.newPage();
  if (options.listen) await listen(page);
  const game = new GamePage(page, new URL(baseUrl).origin);
  game.context = context;
  // Tips (issue 42) are off unless a test asks for them (`tips: true`): a tip's dialog would
  // stand in the way of every other test's presses. The option rides on the address as a
  // power user's would ("#tips=off", also after a share link).
  const hash = options.tips ? options.hash : options.hash ? options.hash + '&tips=off' : 'tips=off';
  await page.goto(baseUrl + (options.path ?? 'uno/') + (hash ? '#' + hash : ''));
  await waitForRuntime(page);
  return game;
}

// openGame as the screen-reader tests use it: `locale`, the address's `seed` with fast
// animations (`hash` adds to the fragment: '&speed=normal'), the live regions heard from
// the first document on.
export function openListening(browser, baseUrl, locale, seed, hash = '') {
  return openGame(browser, baseUrl, { locale, hash: `seed=${seed}&speed=fast${hash}`, listen: true });
}

// Opens the page with `save` in storage (once: a reload keeps what the game saved since),
// and continues the saved game.
export async function openSaved(browser, baseUrl, save, opts = {}) {
  const g = await openGame(browser, baseUrl, { ...opts, save });
  const first = await waitFor(g, (x) => x.screen !== 'start' || x.widgets.some((w) => w.id === 'continue'), 'the saved game', 30000);
  if (first.screen === 'start') await press(g, 'continue', { touch: opts.hasTouch });
  return g;
}

// The test hook: the screen, the widgets' rectangles and what the human seat may see.
export async function hook(g) {
  return JSON.parse(await g.page.evaluate(() => Module.UTF8ToString(Module._uno_test_state())));
}

export async function widget(g, id) {
  const h = await hook(g);
  return h.widgets.find((w) => w.id === id);
}

// Waits until the page has drawn `n` more frames than now, at most `timeout` ms. Called
// right after an input event (whose handler has run by then), the first frame counted is
// one that took the event: AppCore runs the UI and writes the save (persist) in every
// frame. A page that draws nothing (no event reached it, nothing animates) ends the wait
// at the timeout, quietly: the callers then read the hook, which says what happened.
// A press that reloads the page (a take-over) ends the wait too.
export async function nextFrame(g, n = 1, timeout = 1000) {
  try {
    const from = await g.frames();
    await g.page.waitForFunction((m) => Module._uno_frame_count() >= m, from + n, { timeout, polling: 16 });
  } catch (e) {
    // the timeout, or the page navigated away: the callers read the hook next
  }
}

// Waits until the state just read is on screen: two more frames drawn (a one-frame pop-in
// or re-layout settles), or none within `timeout` ms (the page is idle: what it shows is
// its last frame). Before a screenshot or a read of the widgets' rectangles.
export async function drawn(g, timeout = 500) {
  await nextFrame(g, 2, timeout);
}

// Waits until widget `id` (or, without an id, every widget) has the same rectangle in two
// frames running (a banner that pops in, a card that slides, a window whose first frame
// sized it unseen), at most `timeout` ms; returns the hook state then. A page that draws
// nothing more is steady at once.
export async function steady(g, id = null, timeout = 3000) {
  const end = Date.now() + timeout;
  const rects = (h) => JSON.stringify(id === null ? h.widgets : h.widgets.find((w) => w.id === id) || null);
  let last = rects(await hook(g));
  for (;;) {
    await nextFrame(g, 1, 200);
    const now = await hook(g);
    const r = rects(now);
    if ((r === last && r !== 'null') || Date.now() > end) return now;
    last = r;
  }
}

// Presses a widget.
//  - `target` a hook id (a string): clicks (or taps) the centre of the canvas widget with
//    real input events, scrolling it into view first. Options: `touch`, `optional` (the
//    widget may be gone by now, e.g. a catch window closed by the next player's move:
//    returns false instead of failing; the callers' progress checks still apply).
//  - `target` a Locator of the accessibility layer: presses it the way a keyboard user does,
//    focus then `key` (default Enter; Space for radios and checkboxes). It then waits until
//    the layer renders a new model (a press the game ignored changes nothing: returns false).
export async function press(g, target, { touch = false, optional = false, key = 'Enter' } = {}) {
  if (typeof target !== 'string') return pressControl(target, key);
  const id = target;
  let w = await widget(g, id);
  if (!w && optional) return false;
  // The start screen's table (seats, target, house rules) folds once remembered: a control
  // in it is a tap on its header away.
  if (!w && id !== 'table' && /^(seats|name:|kind:|level:|target:|scoring:|house)/.test(id)) {
    const h = await hook(g);
    if (h.screen === 'start' && h.widgets.some((x) => x.id === 'table')) {
      await press(g, 'table', { touch });
      w = await widget(g, id);
    }
  }
  // A widget the last input brought up may need a frame or two more on a busy machine.
  for (const end = Date.now() + 5000; !w && Date.now() < end;) {
    await nextFrame(g, 1, 100);
    w = await widget(g, id);
  }
  if (!w) throw new Error(`no widget "${id}" on screen ${(await hook(g)).screen}`);
  // Scroll (mouse wheel, or a touch drag on phones) until the widget is on screen.
  const vp = g.page.viewportSize();
  let scrolled = false;
  for (let i = 0; i < 20 && (w.y + Math.min(w.h, 30) > vp.height || w.y < 0); i++) {
    const down = w.y >= 0;
    if (touch) {
      const cdp = await g.page.context().newCDPSession(g.page);
      await cdp.send('Input.synthesizeScrollGesture', { x: vp.width / 2, y: vp.height / 2, yDistance: down ? -vp.height / 3 : vp.height / 3, speed: 800, gestureSourceType: 'touch' });
      await cdp.detach();
    } else {
      await g.page.mouse.move(vp.width / 2, vp.height / 2);
      await g.page.mouse.wheel(0, down ? 250 : -250);
    }
    await nextFrame(g, 2, 2000);  // the frames that scrolled (slow ones on a loaded machine)
    w = await widget(g, id);
    scrolled = true;
  }
  // Tap where the widget came to rest: the same place across a frame (or, with no frame
  // in 500 ms, the page idle), so a slow frame still on its way is waited for.
  for (let i = 0; scrolled && i < 20; i++) {
    await nextFrame(g, 1, 500);
    const now = await widget(g, id);
    if (!now || (now.x === w.x && now.y === w.y)) break;
    w = now;
  }
  // A button that has just come refuses presses for 300 ms of the game's time (issue 41):
  // wait them out, as a person would (on a stopped clock, let it run that long).
  if (w.fresh_until > 0) await letFreshPass(g, w.fresh_until);
  const x = w.x + w.w / 2, y = w.y + Math.min(w.h / 2, 30);
  // A person's click, paced as one. These sleeps stay: a press that waited for frames
  // instead (a frame before the click, down and up sent together, the frame after) lost
  // the hot-seat hand-over's click and missed the turning wheel, 3 runs of 3 (issue 40).
  if (touch) {
    await g.page.touchscreen.tap(x, y);
  } else {
    await g.page.mouse.move(x, y);
    await g.page.waitForTimeout(30);
    await g.page.mouse.down();
    await g.page.waitForTimeout(40);
    await g.page.mouse.up();
  }
  await g.page.waitForTimeout(120);
  return true;
}

async function letFreshPass(g, until) {
  const left = until + 20 - (await g.page.evaluate(() => performance.now()));
  if (left <= 0) return;
  await g.page.waitForTimeout(left);
  const still = until + 20 - (await g.page.evaluate(() => performance.now()));
  if (still > 0) await g.page.clock.runFor(Math.ceil(still));  // a stopped clock
}

// A dialog that took the keyboard focus refuses Enter and Space for its first 300 ms (a key
// typed ahead was meant for the control before it; web/a11y.js): wait them out, as a person
// who hears the dialog first would.
export async function dialogSettled(page) {
  await page.waitForFunction(() => !document.activeElement?.closest('[role=dialog]') ||
    performance.now() >= Number(document.getElementById('a11y').dataset.dialogAt || 0) + 300, null, { polling: 30, timeout: 5000 });
}

async function pressControl(loc, key) {
  const handle = await loc.elementHandle({ timeout: 3000 }).catch(() => null);
  if (!handle) return false;
  try {
    // The layer keeps its elements across changes (web/a11y.js morph); data-gen counts the
    // models it rendered.
    const gen = await loc.page().evaluate(() => document.getElementById('a11y').dataset.gen);
    // The player's own focus move, for watchFocus (only when it moves).
    await handle.evaluate((e) => { if (document.activeElement !== e) window.unoTestFocus = true; });
    await handle.focus();
    await dialogSettled(loc.page());
    await handle.press(key);
    await loc.page().waitForFunction((g) => document.getElementById('a11y').dataset.gen !== g, gen, { timeout: 3000, polling: 30 });
    return true;
  } catch (e) {
    return false;
  } finally {
    await handle.dispose();
  }
}

// Hot-seat: the next player takes the device. The frame that takes the press still shows
// the privacy screen; waiting for the next one keeps a caller from pressing it twice.
// A hand-over is a step the tests get past, not one they check (hotseat and a11y check it):
// a click that did not take (said in the log) is made again where the button is now. It
// has taken when the privacy screen is gone, or is for someone else already (a throttled
// run saw a forced Draw Two play itself and pass the device on; since issue 41 that step
// waits for the player's press, but a click again there would hand the device to the
// wrong player).
export async function handOver(g, { touch = false } = {}) {
  const to = (await hook(g)).state.privacy_for;
  return pressUntil(g, 'privacy-ok', (x) => x.screen !== 'privacy' || x.state.privacy_for !== to,
    'the table after the hand-over', { touch, tries: 4 });
}

// Counts the focus moves the game makes by itself (not a press's own focus): `moves`, and
// `again`: those onto a control with the same data-id as the one that had the focus (the
// same card focused anew: a screen reader reads it again, over the play-by-play).
// Read them with focusMoves(g).
export async function watchFocus(g) {
  await g.page.evaluate(() => {
    const f = window.unoFocus = { moves: 0, again: 0, last: '' };
    document.addEventListener('focusin', (e) => {
      const id = e.target.getAttribute && e.target.getAttribute('data-id') || '';
      if (window.unoTestFocus) window.unoTestFocus = false;
      else { f.moves++; if (id && id === f.last) f.again++; }
      f.last = id;
    });
  });
}
export const focusMoves = (g) => g.page.evaluate(() => window.unoFocus);

// A seeded random number generator (mulberry32): the same choices on every run.
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The running test's random numbers: every choice a test leaves to chance (humanStep's,
// playToEnd's) comes from one seed, set for each test by fixtures.mjs (from the test's
// name, or UNO_E2E_SEED) and printed when the test fails, so any run can be replayed.
let seedNow = 0, randomNow = seededRandom(0);
export function seedFor(name) {
  if (process.env.UNO_E2E_SEED) return Number(process.env.UNO_E2E_SEED) >>> 0;
  let h = 2166136261;  // FNV-1a of the name
  for (const c of Buffer.from(name)) h = Math.imul(h ^ c, 16777619) >>> 0;
  return h;
}
export function setTestSeed(seed) { seedNow = seed >>> 0; randomNow = seededRandom(seedNow); }
export function testSeed() { return seedNow; }
export function testRandom() { return randomNow(); }

// Polls the hook until `pred(hook)` holds; returns that hook state.
export async function waitFor(g, pred, what, timeout = 30000) {
  const end = Date.now() + timeout;
  for (;;) {
    const h = await hook(g);
    if (pred(h)) return h;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; state: ${JSON.stringify(h.state).slice(0, 600)}`);
    await g.page.waitForTimeout(100);  // poll interval: the hook is read again
  }
}

// A moment that lasts a set time of the game's clock (the wheel turning for 1.8 s), looked at
// on any machine: on a loaded one, frames a second apart and a hook read between them would
// see it only now and then. On a page opened with `clock: true` this stops the clock,
// presses `id`, lets the game run 16 ms of its time (a frame) at a time until `pred(hook)`
// holds, and returns that state with the clock still stopped: nothing moves while the test
// looks. `g.page.clock.resume()` lets the game go on.
export async function pressAndHold(g, id, pred, what, { touch = false, frames = 300 } = {}) {
  // (A stop a little ahead: the clock runs on while the call is on its way. The game is
  // waiting for the press, so the jump skips nothing.)
  await g.page.clock.pauseAt(await g.page.evaluate(() => Date.now()) + 2000);
  await press(g, id, { touch });
  for (let i = 0; i < frames; i++) {
    await g.page.clock.runFor(16);
    const h = await hook(g);
    if (pred(h)) return h;
  }
  throw new Error(`${what} not seen in ${frames} frames of the game's time; state: ${JSON.stringify((await hook(g)).state).slice(0, 600)}`);
}

// Polls `check()` (any async condition: the DOM, the live region, the storage) until it
// holds. `about()` (optional) adds to the time-out's message.
export async function waitUntil(g, check, what, timeout = 20000, about = null) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${about ? '; ' + (await about()) : ''}`);
    await g.page.waitForTimeout(50);  // poll interval
  }
}

// Presses a widget until the hook state satisfies `pred`: for a press the test only needs to
// get past (Menu, Start, Share), not one it checks. A press with no effect after `wait` ms
// whose widget is still there is made again, and said, so a lost click stays in the log.
export async function pressUntil(g, id, pred, what, { wait = 4000, tries = 3, touch = false } = {}) {
  for (let i = 1; ; i++) {
    await press(g, id, { touch });
    try {
      return await waitFor(g, pred, what, i < tries ? wait : 30000);
    } catch (e) {
      const h = await hook(g);
      if (pred(h)) return h;
      if (i >= tries || !h.widgets.some((w) => w.id === id)) throw e;
      console.log(`        press "${id}" had no effect in ${wait} ms (${what}); pressed again`);
    }
  }
}

// Waits until the page is at rest: its last frame scheduled no timed wake (a ticker line's
// or a banner's end, a bot's next step) and no frame has been drawn for `quietMs` (input,
// a worker's answer). A loop that never stops waking times out here.
export async function atRest(g, what, timeout = 30000, quietMs = 600) {
  const end = Date.now() + timeout;
  let last = await g.frames(), since = Date.now();
  for (;;) {
    await g.page.waitForTimeout(100);  // poll interval: the frame count is read again
    const now = await g.frames();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      const h = await hook(g);
      // (No game, as on the start screen: no wake to wait for.)
      if (h.state && !(h.state.wake >= 0) && (await g.frames()) === last) return h;
    }
    if (Date.now() > end) throw new Error(`the page never came to rest for ${what} (last wake ${JSON.stringify((await hook(g)).state?.wake)})`);
  }
}

// Start screen: `seats` players (seat 0 human, `humans` lists other human seats),
// first-out match, fast animations (`speed` 3: none, and the computer players at their
// quickest).
export async function setUp(g, { seats = 2, humans = [], target = 0, touch = false, shot = null, speed = 2 } = {}) {
  await waitFor(g, (h) => h.screen === 'start', 'the start screen');
  if (shot) await g.screenshot(shot);
  // Each choice is checked on the start screen's hook state before the next: a tap a slow
  // machine lost would otherwise start another match than the one asked for.
  const choose = (id, pred, what) => pressUntil(g, id, (x) => x.screen !== 'start' || pred(x.state.setup), what, { touch, wait: 8000 });
  let h = await hook(g);
  while (h.state.setup.seats_n !== seats) {
    const n = h.state.setup.seats_n;
    h = await choose(n > seats ? 'seats-' : 'seats+', (s) => s.seats_n !== n, `${seats} seats`);
  }
  for (const s of humans) {
    if (!h.state.setup.humans.includes(s)) h = await choose(`kind:${s}`, (x) => x.humans.includes(s), `seat ${s} human`);
  }
  if (h.state.setup.target !== String(target)) h = await choose(`target:${target}`, (s) => s.target === String(target), `play to ${target}`);
  if (h.state.setup.speed !== speed) h = await choose(`speed:${speed}`, (s) => s.speed === speed, `speed ${speed}`);
  // Play is at the top of a long page: a tap right after the scroll back up can land while
  // a slow machine still moves it (pressed again, and said, when it had no effect).
  h = await pressUntil(g, 'start', (x) => x.screen !== 'start' || x.widgets.some((w) => w.id === 'notice-play'), 'the table', { touch });
  // Two humans and the address's seed: the game asks whether to play the deal the address
  // chose (the tests' seeds keep their matches the same on every run).
  if (h.screen === 'start') h = await pressUntil(g, 'notice-play', (x) => x.screen !== 'start', 'the table', { touch });
  assert(h.state.target === target && h.state.seats_n === seats, `started ${h.state.seats_n} seats to ${h.state.target}`);
}

// A human decision is up: the table at rest with something to do, a summary or a hand-over.
export const ready = (h) => h.state.active && !h.state.animating &&
  (h.screen === 'summary' || h.screen === 'privacy' || h.state.reveal || h.state.legal.length > 0);

// One step of the human whose hand is shown. Returns a label of what was done. `rng`: the
// choices' random numbers (default the test's seeded ones: the same match each run).
export async function humanStep(g, h, { touch = false, shots = {}, rng = testRandom } = {}) {
  const ids = new Set(h.widgets.map((w) => w.id));
  const st = h.state;
  if (h.screen === 'privacy') { await handOver(g, { touch }); return 'privacy'; }
  if (h.screen === 'summary') return 'summary';
  if (st.picking_colour) {
    if (shots.colour && !shots.colourDone) { await g.screenshot(shots.colour); shots.colourDone = true; }
    await press(g, 'colour:' + ['R', 'Y', 'G', 'B'][Math.floor(rng() * 4)], { touch });
    return 'colour';
  }
  if (st.reveal) { await press(g, 'reveal-ok', { touch }); return 'reveal'; }
  const catchId = [...ids].find((id) => id.startsWith('catch:'));
  if (catchId) return (await press(g, catchId, { touch, optional: true })) ? 'catch' : 'wait';
  if (ids.has('challenge')) {
    return (await press(g, rng() < 0.5 ? 'challenge' : 'accept', { touch, optional: true })) ? 'challenge' : 'wait';
  }
  const plays = st.legal.filter((a) => / play /.test(a)).map((a) => Number(/#(\d+)/.exec(a)[1]));
  if (st.legal.some((a) => / uno$/.test(a))) { await press(g, 'uno', { touch }); return 'uno'; }
  if (plays.length) {
    if (st.hand.length === 2 && !st.uno_armed) await press(g, 'uno', { touch });
    // Prefer a wild now and then so the colour picker is exercised.
    const wild = plays.find((id) => st.hand.find((c) => c.id === id && c.face.startsWith('W')));
    const id = wild !== undefined && (shots.preferWild || rng() < 0.7) ? wild : plays[0];
    await press(g, 'card:' + id, { touch });
    return 'play';
  }
  // Keep (an unplayable drawn card) and a lone Accept (a Draw Two) are also taken by the
  // table itself after a moment, so they may be gone when pressed.
  if (ids.has('keep')) return (await press(g, 'keep', { touch, optional: true })) ? 'keep' : 'wait';
  if (st.legal.some((a) => / draw$/.test(a))) { await press(g, 'draw', { touch }); return 'draw'; }
  if (ids.has('accept')) return (await press(g, 'accept', { touch, optional: true })) ? 'accept' : 'wait';
  return 'wait';
}

// One whole move of the human: steps (a wild takes two: card, then colour) until the
// engine's event count grows. Returns the state after it.
export async function humanMove(g, h, what = 'the move') {
  let now = h;
  for (let i = 0; i < 4 && now.state.events === h.state.events; i++) {
    const was = now;
    await humanStep(g, now);
    // The step landed (the engine moved on, or the colour picker came or went), or the
    // press was lost: at most 2 s, then the step is made again.
    now = await waitFor(g, (x) => x.state.events !== was.state.events || x.state.picking_colour !== was.state.picking_colour ||
      x.screen !== was.screen, 'the step', 2000).catch(() => hook(g));
  }
  return waitFor(g, (x) => x.state.events > h.state.events, what);
}

// Plays until the match is over; returns the final hook state.
export async function playToEnd(g, { touch = false, shots = {}, onState = null, limit = 400000, rng = testRandom } = {}) {
  const end = Date.now() + limit;
  let steps = 0, summaryShot = false;
  for (;;) {
    const h = await waitFor(g, ready, 'a human decision', 60000);
    if (onState) await onState(h);
    if (h.screen === 'summary') {
      if (!summaryShot && shots.summary) { await g.screenshot(shots.summary); summaryShot = true; }
      if (h.state.phase === 'match-over') return { h, steps };
      await press(g, 'next-round', { touch });
      continue;
    }
    if (shots.table && steps === 2) await g.screenshot(shots.table);
    const did = await humanStep(g, h, { touch, shots, rng });
    if (did === 'wait') await nextFrame(g, 1, 500);  // nothing to press yet: the next frame's state
    steps++;
    if (Date.now() > end) throw new Error('the match did not end in time');
  }
}

// --- the live regions: what a screen reader hears ------------------------------------

// Records every line any live region gets, as it gets it (log, status, alert, aria-live),
// from the next document on: call before a goto or a reload (openGame's `listen` option
// does). Each line is kept with whether it is a line added to the page's first log (role
// "log") itself, which is what heard() reads.
export async function listen(page) {
  await page.addInitScript(() => {
    if (window.__unoLive) return;  // listening already
    window.__unoLive = [];
    const watch = () => {
      const seen = new WeakSet();
      const log = document.querySelector('[role=log]');
      const hook = (r) => {
        if (seen.has(r)) return;
        seen.add(r);
        new MutationObserver((records) => records.forEach((m) => {
          if (m.type === 'characterData') window.__unoLive.push({ text: m.target.textContent, log: false });
          m.addedNodes.forEach((n) => window.__unoLive.push({ text: n.textContent, log: r === log && m.target === log }));
        })).observe(r, { childList: true, subtree: true, characterData: true });
      };
      document.querySelectorAll('[role=log], [role=status], [role=alert], [aria-live]').forEach(hook);
    };
    document.addEventListener('DOMContentLoaded', watch);
  });
}

// Every line the live regions spoke so far (all regions), oldest first.
export async function spoken(g) {
  return g.page.evaluate(() => window.__unoLive.map((l) => l.text));
}

// Waits (at most `timeout` ms) until a line from the `from`-th on matches `pattern` (a
// RegExp); returns whether one did.
export async function waitForLine(g, pattern, from = 0, timeout = 3000) {
  return g.page.waitForFunction(([src, flags, n]) => window.__unoLive.slice(n).some((l) => new RegExp(src, flags).test(l.text)),
    [pattern.source, pattern.flags, from], { timeout, polling: 30 }).then(() => true, () => false);
}

// The lines added to the log (role "log") so far, one a line: what a screen reader heard
// of the game's events.
export async function heard(g) {
  return (await g.page.evaluate(() => window.__unoLive.filter((l) => l.log).map((l) => l.text).join('\n'))) || '';
}

// --- the accessibility tree and axe ---------------------------------------------------

let axeSource = null;
function axeScript() {
  if (axeSource) return axeSource;
  // Pinned in package.json; UNO_AXE_DIR points at another install of the same package.
  const require = createRequire(path.join(ROOT, 'package.json'));
  const file = process.env.UNO_AXE_DIR ? path.join(process.env.UNO_AXE_DIR, 'axe.min.js') : require.resolve('axe-core/axe.min.js');
  axeSource = fs.readFileSync(file, 'utf8');
  return axeSource;
}

// Zero axe violations on the page as it is now (WCAG 2.x A/AA and best practices).
export async function checkAxe(g, what) {
  // Evaluated by the browser's debugging protocol, which the page's CSP does not govern.
  if (!(await g.page.evaluate(() => !!window.axe))) await g.page.evaluate(axeScript());
  const found = await g.page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return { passed: r.passes.length, violations: r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`) };
  });
  assert(found.passed > 10, `axe ran only ${found.passed} rules on ${what}`);
  assert(found.violations.length === 0, `axe on ${what}:\n  ${found.violations.join('\n  ')}`);
  (g.axeChecked ||= []).push(what);
}

// Playwright's ARIA snapshot (YAML: "- role \"name\" [state]:" by indentation) as a tree.
export function parseAria(yaml) {
  const root = { role: 'root', kids: [] };
  const stack = [{ indent: -1, node: root }];
  for (const raw of yaml.split('\n')) {
    // A line YAML had to quote (a name with ": " in it, "UNO Spin: choose one card to
    // discard."): - 'dialog "…"': with '' for a quote inside.
    const q = /^(\s*)- '((?:[^']|'')*)'(.*)$/.exec(raw);
    const line = q ? `${q[1]}- ${q[2].replace(/''/g, "'")}${q[3]}` : raw;
    const m = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?([^:]*)/.exec(line);
    if (!m) continue;
    const node = { role: m[2], name: m[3] ? JSON.parse('"' + m[3] + '"') : '', disabled: /\[disabled\]/.test(m[4]), pressed: /\[pressed\]/.test(m[4]), kids: [] };
    while (stack[stack.length - 1].indent >= m[1].length) stack.pop();
    stack[stack.length - 1].node.kids.push(node);
    stack.push({ indent: m[1].length, node });
  }
  return root;
}
export const all = (n, f, out = []) => { if (f(n)) out.push(n); n.kids.forEach((k) => all(k, f, out)); return out; };
export const find = (n, f) => all(n, f)[0];
