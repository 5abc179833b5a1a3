// A complete game through the UI: start screen, real mouse / touch / keyboard input on
// the canvas, the test hook (Module._uno_test_state) to find widgets and to read what
// the human seat may see. Screenshots go to build/e2e/.
import { GamePage, assert } from './harness.mjs';

// Like harness.openGame, but waits for the runtime before calling exports (calling
// Module._uno_frame_count before the wasm is instantiated throws in release builds).
export async function openGame(browser, baseUrl, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport || { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor || 1,
    isMobile: !!options.isMobile, hasTouch: !!options.hasTouch,
    locale: options.locale || 'en-US',
    reducedMotion: options.reducedMotion || 'no-preference',
  });
  if (options.init) await options.init(context);  // e.g. storage set before the page loads
  const page = await context.newPage();
  const game = new GamePage(page, new URL(baseUrl).origin);
  await page.goto(baseUrl + 'uno/' + (options.hash ? '#' + options.hash : ''));
  await page.waitForFunction(() => window.Module && Module.calledRun && Module._uno_frame_count() > 0, null, { timeout: 30000 });
  game.context = context;
  return game;
}

// Opens the page with `save` in storage (once: a reload keeps what the game saved since).
export async function openSaved(browser, baseUrl, save, opts = {}) {
  const g = await openGame(browser, baseUrl, { ...opts, init: (ctx) => ctx.addInitScript((s) => {
    if (!sessionStorage.getItem('screens-seeded')) {
      localStorage.setItem('uno-save', s);
      sessionStorage.setItem('screens-seeded', '1');
    }
  }, save) });
  const first = await waitFor(g, (x) => x.screen !== 'start' || x.widgets.some((w) => w.id === 'continue'), 'the saved game', 30000);
  if (first.screen === 'start') await press(g, 'continue', { touch: opts.hasTouch });
  return g;
}

export async function hook(g) {
  return JSON.parse(await g.page.evaluate(() => Module.UTF8ToString(Module._uno_test_state())));
}

export async function widget(g, id) {
  const h = await hook(g);
  return h.widgets.find((w) => w.id === id);
}

// Clicks (or taps) the centre of a widget with real input events.
// `optional`: the widget may be gone by now (a catch window closed by the next player's
// move): returns false instead of failing; the callers' progress checks still apply.
export async function press(g, id, { touch = false, optional = false } = {}) {
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
    await g.page.waitForTimeout(100);
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
    await g.page.waitForTimeout(150);
    w = await widget(g, id);
    scrolled = true;
  }
  // A touch scroll glides on for a moment: tap where the widget came to rest.
  for (let i = 0; scrolled && i < 20; i++) {
    await g.page.waitForTimeout(100);
    const now = await widget(g, id);
    if (!now || (now.x === w.x && now.y === w.y)) break;
    w = now;
  }
  const x = w.x + w.w / 2, y = w.y + Math.min(w.h / 2, 30);
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

// Hot-seat: the next player takes the device. The frame that takes the press still shows
// the privacy screen; waiting for the next one keeps a caller from pressing it twice.
export async function handOver(g, { touch = false } = {}) {
  await press(g, 'privacy-ok', { touch });
  return waitFor(g, (x) => x.screen !== 'privacy', 'the table after the hand-over', 60000);
}

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

export async function waitFor(g, pred, what, timeout = 30000) {
  const end = Date.now() + timeout;
  for (;;) {
    const h = await hook(g);
    if (pred(h)) return h;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; state: ${JSON.stringify(h.state).slice(0, 600)}`);
    await g.page.waitForTimeout(100);
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
    await g.page.waitForTimeout(100);
    const now = await g.frames();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      const h = await hook(g);
      if (h.state && h.state.wake < 0 && (await g.frames()) === last) return h;
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
  for (let n = 4; n > seats; n--) await press(g, 'seats-', { touch });
  for (let n = 4; n < seats; n++) await press(g, 'seats+', { touch });
  for (const s of humans) await press(g, `kind:${s}`, { touch });
  await press(g, `target:${target}`, { touch });
  await press(g, `speed:${speed}`, { touch });
  // Play is at the top of a long page: a tap right after the scroll back up can land while
  // a slow machine still moves it (pressed again, and said, when it had no effect).
  let h = await pressUntil(g, 'start', (x) => x.screen !== 'start' || x.widgets.some((w) => w.id === 'notice-play'), 'the table', { touch });
  // Two humans and the address's seed: the game asks whether to play the deal the address
  // chose (the tests' seeds keep their matches the same on every run).
  if (h.screen === 'start') h = await pressUntil(g, 'notice-play', (x) => x.screen !== 'start', 'the table', { touch });
  assert(h.state.target === target && h.state.seats_n === seats, `started ${h.state.seats_n} seats to ${h.state.target}`);
}

const ready = (h) => h.state.active && !h.state.animating &&
  (h.screen === 'summary' || h.screen === 'privacy' || h.state.reveal || h.state.legal.length > 0);

// One step of the human whose hand is shown. Returns a label of what was done. `rng`: the
// choices' random numbers (a seeded one plays the same match each time).
export async function humanStep(g, h, { touch = false, shots = {}, rng = Math.random } = {}) {
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
    await humanStep(g, now);
    await g.page.waitForTimeout(400);
    now = await hook(g);
  }
  return waitFor(g, (x) => x.state.events > h.state.events, what);
}

// Plays until the match is over; returns the final hook state.
export async function playToEnd(g, { touch = false, shots = {}, onState = null, limit = 400000, rng = Math.random } = {}) {
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
    if (did === 'wait') await g.page.waitForTimeout(150);
    steps++;
    if (Date.now() > end) throw new Error('the match did not end in time');
  }
}

export const tests = [
  {
    name: 'the start screen comes back after a reload as the player left it',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl);
      try {
        await waitFor(g, (x) => x.screen === 'start', 'the start screen');
        await press(g, 'preset:2');
        await press(g, 'seats-');
        await press(g, 'level:1');
        await press(g, 'level:1');  // Normal -> Hard -> Expert
        await g.page.waitForTimeout(300);
        await g.page.reload();
        await g.page.waitForFunction(() => window.Module && Module.calledRun && Module._uno_frame_count() > 0);
        await waitFor(g, (x) => x.screen === 'start', 'the start screen after the reload');
        const dom = g.page.locator('#a11y');
        await dom.getByText('3 players', { exact: true }).waitFor({ state: 'attached', timeout: 5000 });
        assert(await dom.getByRole('radio', { name: 'Spin', checked: true }).count() === 1, 'the Spin preset is not chosen after the reload');
        assert(await dom.getByRole('radio', { name: 'Expert', checked: true }).count() === 1, 'seat 2 is not Expert after the reload');
        await g.screenshot('start-after-reload');
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    name: 'human vs computer: a first-out match played to its end with the mouse',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=7' });
      await setUp(g, { seats: 2, shot: 'start-screen' });
      const { h, steps } = await playToEnd(g, { shots: { table: 'table-desktop', colour: 'colour-picker', summary: 'round-summary' } });
      assert(h.state.match_winners.length === 1, 'no match winner');
      assert(steps > 3, `only ${steps} human steps`);
      assert(h.widgets.some((w) => w.id === 'rematch'), 'no rematch button');
      await press(g, 'rematch');
      await waitFor(g, (x) => x.screen === 'table' && x.state.round === 1 && x.state.hand.length >= 7, 'a rematch');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'a scored round: the colour picker names the colour, the summary shows each hand',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=19' });
      // No animations: the picker and the summary are the subject, not a round's flights.
      await setUp(g, { seats: 3, target: 500, speed: 3 });
      let picked = false, summary = false;
      for (let i = 0; i < 600 && !(picked && summary); i++) {
        let h = await waitFor(g, ready, 'a human decision', 60000);
        if (h.screen === 'summary') {
          // The summary's first frame sizes it unseen: its button comes with the next one.
          h = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'next-round'), 'the next-round button');
          if (!summary) await g.screenshot('round-summary-scored');
          assert(h.state.round_winner >= 0, 'no round winner');
          const total = h.state.seats.reduce((n, s) => n + s.score, 0);
          assert(total > 0, 'nobody scored');
          summary = true;
          await press(g, 'next-round');
          await waitFor(g, (x) => x.screen !== 'summary', 'the next round');
          continue;
        }
        if (h.state.picking_colour && !picked) {
          // The picker's first frame sizes it unseen: its swatches come with the next one.
          h = await waitFor(g, (x) => !x.state.picking_colour || x.widgets.some((w) => w.id === 'colour:R'), 'the swatches');
          await g.screenshot('colour-picker');
          for (const c of ['R', 'Y', 'G', 'B']) assert(h.widgets.some((w) => w.id === 'colour:' + c), `no ${c} swatch`);
          await press(g, 'colour:G');
          const after = await waitFor(g, (x) => !x.state.picking_colour, 'the picker to close');
          assert(after.state.colour === 'G', `colour in play is ${after.state.colour}`);
          picked = true;
          continue;
        }
        await humanStep(g, h, { shots: { preferWild: true } });
      }
      assert(picked && summary, `picked a colour: ${picked}, saw a summary: ${summary}`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'languages: the browser language is used and settings switch it',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { locale: 'sv-SE' });
      let h = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      assert(h.state.lang === 'sv', `language ${h.state.lang} for sv-SE`);
      await press(g, 'lang:de');
      h = await waitFor(g, (x) => x.state.lang === 'de', 'German');
      await g.screenshot('start-screen-de');
      await press(g, 'shapes');
      await press(g, 'start');
      await waitFor(g, (x) => x.screen === 'table' && x.state.legal.length > 0 && !x.state.animating, 'the human turn', 60000);
      await g.screenshot('table-de-shapes');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'no frames are rendered while the human is thinking',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=3' });
      await setUp(g, { seats: 3 });
      // A banner ("Skip!") stands still once it has popped in, but its end is one more frame.
      await waitFor(g, (h) => h.state.legal.length > 0 && !h.state.animating && h.state.thinking < 0 && !h.state.banner, 'the human turn');
      await atRest(g, 'the human turn');
      const before = await g.frames();
      await g.page.waitForTimeout(3000);
      const idle = (await g.frames()) - before;
      assert(idle <= 1, `${idle} frames rendered in 3 idle seconds`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'keyboard: arrows select, Enter plays, D draws',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=11' });
      await setUp(g, { seats: 2 });
      await g.page.mouse.click(5, 300);  // focus the canvas
      for (let turn = 0; turn < 3; turn++) {
        const h = await waitFor(g, (x) => ready(x) && x.screen === 'table', 'the human turn');
        const before = h.state.events;
        const canPlay = h.state.legal.some((a) => / play /.test(a));
        const canDraw = h.state.legal.some((a) => / draw$/.test(a));
        if (h.state.reveal || (!canPlay && !canDraw)) {
          await humanStep(g, h);  // a +4 challenge or similar: not a keyboard case
          turn--;
          continue;
        }
        if (canPlay) {
          // Arrows at a person's pace: each press moves the selection (the first one onto a
          // playable card), then Enter plays the selected card.
          const legalIds = new Set(h.state.legal.filter((a) => / play /.test(a)).map((a) => Number(/#(\d+)/.exec(a)[1])));
          let sel = h.state.selected;
          for (const key of h.state.hand.length > 1 ? ['ArrowRight', 'ArrowLeft', 'ArrowRight'] : ['ArrowRight']) {
            await g.page.keyboard.press(key);
            sel = (await waitFor(g, (x) => x.state.selected !== sel && x.state.selected !== null, `${key} to move the selection`, 5000)).state.selected;
          }
          for (let i = 0; i < h.state.hand.length && !legalIds.has(sel); i++) {
            await g.page.keyboard.press('ArrowRight');
            sel = (await waitFor(g, (x) => x.state.selected !== sel, 'ArrowRight to move the selection', 5000)).state.selected;
          }
          await g.page.keyboard.press('Enter');
          await g.page.waitForTimeout(200);
          const after = await hook(g);
          if (after.state.picking_colour) await g.page.keyboard.press('r');
        } else {
          await g.page.keyboard.press('d');
        }
        await waitFor(g, (x) => x.state.events > before, 'the keyboard action to take effect', 5000);
        if (h.state.phase === 'match-over') break;
      }
      // The menu keeps the game: "Continue" brings the same hand back.
      const mid = await waitFor(g, (x) => x.screen === 'table' && !x.state.animating, 'the table');
      await press(g, 'menu');
      const start = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      assert(start.widgets.some((w) => w.id === 'continue'), 'no continue button');
      await press(g, 'continue');
      const back = await waitFor(g, (x) => x.screen !== 'start', 'the table again');
      assert(JSON.stringify(back.state.hand.map((c) => c.id).sort()) === JSON.stringify(mid.state.hand.map((c) => c.id).sort()) ||
             back.state.events > mid.state.events, 'continue did not bring the same game back');
      g.assertClean();
      await g.context.close();
    },
  },
  ...[
    { width: 390, height: 844, dpr: 3, locale: 'en-US', seed: 21, shot: 'phone' },
    // The narrowest phones, in German (the longest button labels).
    { width: 360, height: 740, dpr: 2, locale: 'de-DE', seed: 5, shot: 'phone-360-de' },
  ].map((p) => ({
    name: `phone (${p.width}x${p.height}, ${p.locale}, touch): the table fits and turns are played by tapping`,
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: `seed=${p.seed}`, viewport: { width: p.width, height: p.height }, deviceScaleFactor: p.dpr, isMobile: true, hasTouch: true, locale: p.locale });
      await setUp(g, { seats: 4, touch: true, shot: p.width === 390 ? 'start-phone' : null });
      let taps = 0;
      while (taps < 8) {
        const h = await waitFor(g, ready, 'a human decision', 60000);
        if (taps === 1) await g.screenshot(p.width === 390 ? 'table-phone' : 'table-' + p.shot);
        for (const w of h.widgets) {
          if (!w.id.startsWith('card:') && !['uno', 'draw', 'keep', 'play-drawn', 'draw-btn', 'accept', 'menu', 'share'].includes(w.id)) continue;
          assert(w.x >= -1 && w.x + w.w <= p.width + 1 && w.y + w.h <= p.height + 1, `${w.id} is off screen: ${JSON.stringify(w)}`);
        }
        if (h.screen === 'summary') break;
        await humanStep(g, h, { touch: true });
        taps++;
      }
      g.assertClean();
      await g.context.close();
    },
  })),
];
