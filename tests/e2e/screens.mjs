// The screens walk: every screen at the five sizes from phone to 4K in English
// (screens.test.mjs), and at the two phone sizes in German (screens_de.test.mjs): the start
// screen and its rules card, the table mid-round, the share dialog, the rules card at the
// table, the colour picker, the Wild Draw Four challenge and the challenged hand, the Lauf!
// block, a spin's discard step, a Showdown and its discard, the wheel, a catch chance, the round summary, a
// deal link's known-deal question and the hot-seat privacy screen after it, a bad link's
// notice, the start screen's settings and the menu (back to the start screen with the game
// kept).
// From the test hook's rectangles each screen must have: no widget cut off by the viewport
// (below the fold of a scrolling window is fine: it scrolls), no two widgets overlapping
// unless one is a declared overlay (a dialog over the table) or a container (the felt, the
// hand, a dialog around its buttons), every button's label fitting its button, and on a
// phone every button 44 px each way for a finger.
// Screenshots: build/e2e/screens-<screen>-<lang>-<w>x<h>.png.
import { assert, openGame, openSaved, hook, press, pressUntil, pressAndHold, waitFor, steady } from './helpers.mjs';
import { SIZES, SAVES, dealLink, playUntil, playUntilShown, seal, wheelTurning } from './data.mjs';
import { FIXTURES } from './screen_fixtures.mjs';

const LOCALES = { en: 'en-US', de: 'de-DE' };
const DEAL = 'AQEABABAQEAEKTUBAAAAAAEPDSW2qKk';  // classic, 13-card hands (layout.test.mjs)
// Two humans and a computer, seed 7: the device goes between the humans.
const HOTSEAT = seal([1, 1, 0, 3, 0x00, 0x00, 0x40, 7, 0, 0, 0, 0, 0, 0, 0, 0]);

// Containers hold other widgets; cards of a hand fan over each other.
// (A ring is the outline round the control a lesson step asks for.)
const CONTAINER = /^(felt|hand|dialog:.*|notice:.*|shown|rules-card-window|lesson|lesson-ring)$/;
const OVERLAY = /^(dialog:.*|notice:.*|rules-card-window)$/;
// A moment (the wheel, cards laid open) shows over the piles in the felt's middle for a
// moment; never over a prompt, a button, a seat or the ticker. A banner covers the piles
// only, never their labels (issue 41: "Caught!" hid the colour in play); the UNO Spin
// race's one big button covers both (the table waits for it), never a badge or the ticker.
const MOMENT = /^(wheel|shown)$/, UNDER_MOMENT = /^(draw|discard|colour-label|direction-label)$/;
const UNDER_BANNER = /^(draw|discard)$/;
// The cards a spin laid open (and their OK, when the player moves next) cover the whole table
// under the top bar while the game waits.
const TOP_BAR = /^(menu|share|rules-card-table|status|target|phase-prompt)$/;
// So does the large wheel of a phone on its side while it turns (the table dimmed behind it,
// every press refused until it lands; the prompt is not drawn under it).
const covers = (a, b) => (MOMENT.test(a.id) && UNDER_MOMENT.test(b.id)) ||
  (a.id === 'banner' && UNDER_BANNER.test(b.id)) || (a.id === 'unospin-big' && UNDER_MOMENT.test(b.id)) ||
  (/^shown(:\d+|-ok)?$/.test(a.id) && !TOP_BAR.test(b.id) && !/^shown/.test(b.id)) ||
  (/^wheel(-caption)?$/.test(a.id) && !TOP_BAR.test(b.id) && !/^wheel/.test(b.id));
const overlap = (a, b, slack = 0.5) =>
  a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h && b.y + slack < a.y + a.h;
const inside = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

// Which layer a widget belongs to: its ImGui window, or the canvas for what the table draws
// itself. A modal dialog (a dialog:* rectangle's window) is a declared overlay: what lies
// under it is covered on purpose.
function layers(h) {
  const dialogs = new Set(h.widgets.filter((w) => OVERLAY.test(w.id)).map((w) => w.layer));
  return { dialogs, of: (w) => w.layer || 'canvas' };
}

export function screenProblems(h, vp, touch = false) {
  const out = [];
  const ws = h.widgets;
  const { dialogs, of } = layers(h);
  for (const w of ws) {
    const below = w.y + w.h > vp.height + 0.5 || w.y < -0.5;
    const side = w.x < -0.5 || w.x + w.w > vp.width + 0.5;
    // Below the fold of the start screen or the rules card is reachable by scrolling; a
    // dialog's buttons must be in view (a summary's "Next round" under the edge is lost).
    if (side || (below && !(w.scrolls && !dialogs.has(of(w))))) out.push(`${w.id} cut off by the viewport: ${JSON.stringify(w)}`);
    if (w.tw !== undefined && (w.tw > w.w + 0.5 || w.th > w.h + 0.5))
      out.push(`${w.id}'s label (${w.tw.toFixed(0)}x${w.th.toFixed(0)}) does not fit its button (${w.w.toFixed(0)}x${w.h.toFixed(0)})`);
    // A phone's buttons take a fingertip: 44 CSS px each way.
    if (touch && w.tw !== undefined && (w.w < 43.5 || w.h < 43.5) && !(w.scrolls && (w.y + w.h < 0 || w.y > vp.height)))
      out.push(`${w.id} is ${w.w.toFixed(1)}x${w.h.toFixed(1)}, under 44 px for a finger`);
  }
  // Only what is on top counts when a modal dialog is up: the dialog's own widgets.
  const top = dialogs.size ? ws.filter((w) => dialogs.has(of(w))) : ws;
  const visible = (w) => !w.scrolls || (w.y >= -0.5 && w.y + w.h <= vp.height + 0.5);
  const solid = top.filter((w) => !CONTAINER.test(w.id) && visible(w));
  for (let i = 0; i < solid.length; i++)
    for (let j = i + 1; j < solid.length; j++) {
      const a = solid[i], b = solid[j];
      if (/^card:/.test(a.id) && /^card:/.test(b.id)) continue;
      // A Wild Draw Four's "Bluff" tag lies on the hand by design (over its neighbours too).
      if ((/^bluff:/.test(a.id) && /^card:/.test(b.id)) || (/^card:/.test(a.id) && /^bluff:/.test(b.id))) continue;
      if (covers(a, b) || covers(b, a)) continue;
      if (overlap(a, b)) out.push(`${a.id} overlaps ${b.id}`);
    }
  // An effect's banner is drawn over every window: never over a dialog's question (a
  // "Skip!" lay over the dino block's prompt).
  for (const b of ws.filter((w) => w.id === 'banner'))
    for (const d of ws.filter((w) => OVERLAY.test(w.id)))
      if (overlap(b, d)) out.push(`banner overlaps ${d.id}`);
  // A dialog's own widgets stay inside it.
  for (const d of ws.filter((w) => OVERLAY.test(w.id)))
    for (const w of ws.filter((x) => of(x) === d.layer && x !== d && visible(x)))
      if (!inside(w, d)) out.push(`${w.id} sticks out of ${d.id}`);
  return out;
}

function check(what, h, vp, touch) {
  const problems = screenProblems(h, vp, touch);
  console.log(`        ${what}: ${h.widgets.length} widgets, ${problems.length ? problems.length + ' problem(s)' : 'clean'}`);
  if (process.env.UNO_SCREENS_DUMP) console.log(JSON.stringify(h.widgets) + '\n' + problems.join('\n'));
  return problems.map((p) => `${what}: ${p}`);
}

// Scrolls the start screen to its end (or back to the top: dir -1) with the mouse wheel or,
// on a touch screen, a finger's drag.
async function scrollToEnd(g, touch, dir = 1) {
  const vp = g.page.viewportSize();
  // Where the widgets are: unchanged after a step, the screen is at its end (or does not
  // scroll at all: a large screen shows the whole start screen).
  const where = async () => (await hook(g)).widgets.map((w) => w.y.toFixed(0)).join(',');
  let last = await where(), still = 0;
  for (let i = 0; i < 12; i++) {
    // Long strokes: each input event costs a frame (a second at 4K) before it is taken.
    if (touch) {
      const cdp = await g.page.context().newCDPSession(g.page);
      await cdp.send('Input.synthesizeScrollGesture', { x: vp.width / 2, y: vp.height * (dir > 0 ? 0.9 : 0.1), yDistance: -dir * vp.height * 0.8, speed: 3200, gestureSourceType: 'touch' });
      await cdp.detach();
    } else {
      // A flick of the wheel: ten notches before the next frame (the game scrolls a notch
      // per wheel event; Playwright's wheel waits for a frame after each, a second at 4K).
      await g.page.mouse.move(vp.width / 2, vp.height / 2);
      await g.page.evaluate(([x, y, d]) => {
        const canvas = document.getElementById('canvas');
        for (let k = 0; k < 10; k++)
          canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: d, deltaMode: 0, clientX: x, clientY: y, bubbles: true, cancelable: true }));
      }, [vp.width / 2, vp.height / 2, dir * 100]);
    }
    const now = (await steady(g, null, 1000)).widgets.map((w) => w.y.toFixed(0)).join(',');
    still = now === last ? still + 1 : 0;  // twice unchanged: not just a late frame
    if (still >= 2) break;
    last = now;
  }
  await steady(g, null, 5000);
}

// A saved game that shows a state, not a motion, is resumed with the animations off (the
// address's option; the computer players at their quickest): the same screens, sooner. (A
// deal link is the whole address: it takes no options.)
const withOff = (o) => ({ ...o, hash: 'speed=off' });

const settledTurn = (x) => x.screen === 'table' && x.state.active && !x.state.animating && !x.state.banner;

// Each screen: how to reach it from a fresh page, and what it is called in the screenshots.
const SCREENS = [
  ['start', async (b, u, o) => {
    const g = await openGame(b, u, o);
    return { g, h: await waitFor(g, (x) => x.screen === 'start' && x.widgets.length > 3, 'the start screen') };
  }, async (g, o, visit) => {
    // The settings at the end of the start screen: scrolled to, as a player would.
    await scrollToEnd(g, o.hasTouch);
    await visit('start-settings', await hook(g));
    await scrollToEnd(g, o.hasTouch, -1);
    if ((await hook(g)).widgets.some((w) => w.id === 'rules-card')) {
      await press(g, 'rules-card', { touch: o.hasTouch });
      await visit('start-rules-card', await waitFor(g, (x) => x.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card'));
    }
  }],
  ['table', async (b, u, o) => {
    const g = await openGame(b, u, { ...o, hash: DEAL });
    return { g, h: await waitFor(g, (x) => settledTurn(x) && x.state.legal.length > 0, 'the first human turn', 60000) };
  }, async (g, o, visit) => {
    await press(g, 'rules-card-table', { touch: o.hasTouch });
    await visit('table-rules-card', await waitFor(g, (x) => x.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card'));
    await press(g, 'rules-card-close', { touch: o.hasTouch });
    await waitFor(g, (x) => !x.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card to close');
    await press(g, 'share', { touch: o.hasTouch });
    await visit('share', await waitFor(g, (x) => x.widgets.some((w) => /^(dialog|notice):/.test(w.id)), 'the share dialog'));
    await g.page.keyboard.press('Escape');
    await waitFor(g, (x) => !x.widgets.some((w) => /^(dialog|notice):/.test(w.id)), 'the share dialog to close');
    // The menu: back to the start screen, the game kept to continue.
    await press(g, 'menu', { touch: o.hasTouch });
    await visit('menu', await waitFor(g, (x) => x.screen === 'start' && x.widgets.some((w) => w.id === 'continue'), 'the start screen with Continue'));
  }],
  ['colour-picker', async (b, u, o, lang) => {
    const g = await openSaved(b, u, FIXTURES['wild_' + lang], withOff(o));
    const h = await waitFor(g, (x) => settledTurn(x) && x.state.legal.length > 0, 'the human turn', 30000);
    const wild = h.state.hand.find((c) => c.face === 'W');
    assert(wild, 'the fixture holds a Wild: ' + JSON.stringify(h.state.hand));
    await press(g, 'card:' + wild.id, { touch: o.hasTouch });
    return { g, h: await waitFor(g, (x) => x.state.picking_colour && x.widgets.some((w) => /^colour:/.test(w.id)), 'the colour picker') };
  }],
  ['challenge', async (b, u, o, lang) => {
    const g = await openSaved(b, u, FIXTURES['challenge_' + lang], withOff(o));
    return { g, h: await waitFor(g, (x) => x.widgets.some((w) => w.id === 'dialog:challenge') && x.widgets.some((w) => w.id === 'challenge') && !x.state.animating, 'the challenge dialog', 30000) };
  }, async (g, o, visit) => {
    await press(g, 'challenge', { touch: o.hasTouch });
    await visit('reveal', await waitFor(g, (x) => x.widgets.some((w) => w.id === 'dialog:reveal'), 'the challenged hand', 30000));
  }],
  ['lauf', async (b, u, o, lang) => {
    const g = await openSaved(b, u, FIXTURES['lauf_' + lang], withOff(o));
    return { g, h: await waitFor(g, (x) => x.widgets.some((w) => w.id === 'dialog:challenge') && !x.state.animating, 'the Lauf! dialog', 30000) };
  }],
  ['discard', async (b, u, o, lang) => {
    const g = await openSaved(b, u, FIXTURES['discard_' + lang], withOff(o));
    return { g, h: await waitFor(g, (x) => settledTurn(x) && x.state.phase === 'discard' && x.state.legal.length > 0, 'the discard step', 30000) };
  }],
  ['wheel', async (b, u, o) => {
    const g = await openGame(b, u, { ...o, hash: dealLink('spin', 1, 64), clock: true });
    await playUntil(g, (x) => x.state.legal.some((a) => / spin$/.test(a)), 'your spin', 20);
    // Turning (held still while the test looks): the player's own result takes the wheel
    // away as it lands.
    return { g, h: await pressAndHold(g, 'spin', wheelTurning, 'the wheel turning', { touch: o.hasTouch }) };
  }, async (g, o, visit) => {
    await g.page.clock.resume();
    await visit('wheel-then-discard', await waitFor(g, (x) => !x.state.wheel && settledTurn(x) && x.state.legal.length > 0, 'the discard step after the wheel', 60000));
  }],
  ['showdown', async (b, u, o, lang) => {
    // Saved as you are about to spin a Showdown you win (the spin is the next move).
    const g = await openSaved(b, u, FIXTURES['showdown_' + lang], withOff(o));
    return { g, h: await playUntilShown(g, 'showdown', 'the Showdown') };
  }, async (g, o, visit) => {
    await visit('showdown-discard', await waitFor(g, (x) => !x.state.shown && x.state.phase === 'discard' && settledTurn(x), 'the winner\'s discard step', 60000));
  }],
  // Your turn while Bo holds one card and did not say UNO: Catch at the action row's end.
  ['catch', async (b, u, o, lang) => {
    const g = await openSaved(b, u, FIXTURES['catch_' + lang], withOff(o));
    return { g, h: await waitFor(g, (x) => settledTurn(x) && x.widgets.some((w) => w.id === 'catch:1'), 'the catch chance', 30000) };
  }],
  ['summary', async (b, u, o, lang) => {
    const g = await openSaved(b, u, SAVES[lang], withOff(o));
    return { g, h: await waitFor(g, (x) => x.screen === 'summary' && !x.state.banner, 'the round summary', 30000) };
  }],
  // A deal link with two humans: the game first says who may know every hand (three buttons).
  // Then its deal played: the device goes to the first human behind the privacy screen.
  ['known-deal', async (b, u, o) => {
    const g = await openGame(b, u, { ...o, hash: HOTSEAT });
    return { g, h: await waitFor(g, (x) => x.state.notice === 'known-deal' && x.widgets.some((w) => w.id === 'notice-fresh') && x.widgets.some((w) => w.id === 'notice-play'), 'the known-deal notice') };
  }, async (g, o, visit) => {
    await pressUntil(g, 'notice-play', (x) => x.state.notice !== 'known-deal', 'the link\'s deal', { touch: !!o.hasTouch });
    await visit('privacy', await waitFor(g, (x) => x.screen === 'privacy', 'the privacy screen', 60000));
  }],
  ['notice', async (b, u, o) => {
    const g = await openGame(b, u, { ...o, hash: 'AQEAA' });
    return { g, h: await waitFor(g, (x) => x.state.notice && x.widgets.some((w) => /^notice-/.test(w.id)), 'the bad link notice') };
  }],
];

// One language's walks at the five sizes (screens.test.mjs: English; screens_de.test.mjs: German).
export const screenTests = (lang, sizes = () => true) => SIZES.filter(sizes).map((p) => ({
  name: `every screen at ${p.width}x${p.height} (${lang}): nothing cut off, no overlap, labels fit`,
  async run({ browser, baseUrl }) {
    const vp = { width: p.width, height: p.height };
    const o = { viewport: vp, deviceScaleFactor: p.dpr, isMobile: !!p.touch, hasTouch: !!p.touch, locale: LOCALES[lang] };
    const problems = [];
    // UNO_SCREENS=wheel,summary walks only those screens (while working on one of them).
    const only = (process.env.UNO_SCREENS || '').split(',').filter(Boolean);
    for (const [name, open, more] of SCREENS.filter(([n]) => !only.length || only.includes(n))) {
      const t0 = Date.now();
      const { g, h: first } = await open(browser, baseUrl, o, lang);
      const visit = async (what, h0) => {
        const now = await steady(g, null, 5000);  // the screen laid out (the hook is the last frame)
        const h = now.screen === h0.screen ? now : h0;
        await g.screenshot(`screens-${what}-${lang}-${p.width}x${p.height}`);
        problems.push(...check(`${what} ${lang} ${p.width}x${p.height}`, h, vp, !!p.touch));
      };
      await visit(name, first);
      if (more) await more(g, o, visit);
      g.assertClean();
      await g.context.close();
      console.log(`        ${name}: ${Date.now() - t0} ms`);
    }
    assert(problems.length === 0, problems.join('\n'));
  },
  // A 4K frame costs 240 ms here (software compositing): the walk takes about 160 s,
  // more than half the run's limit.
  ...(p.width >= 3840 ? { timeout: 600000 } : {}),
}));

