// The accessibility looks at a phone and a laptop size: the braille preset (cells on every
// card), the high-contrast theme and the large-card mode, each on a mid-round table with a
// hand. Screenshots go to build/e2e/themes-<mode>-<w>x<h>.png (look at them); the test
// checks the hook's widget rectangles (layout.test.mjs: nothing out of view, nothing
// overlapping), runs axe on the page, and checks that the page's prefers-contrast and
// prefers-reduced-motion reach the game while it runs (and that a setting overrides them).
import zlib from 'node:zlib';
import { assert, openGame, hook, press, waitFor, checkAxe, waitForRuntime, drawn } from './helpers.mjs';
import { tableProblems } from './data.mjs';
import { register } from './fixtures.mjs';

const DEAL = 'AQEABABAQEAEKTUBAAAAAAEPDSW2qKk'; // layout.test.mjs: classic, 4 seats, 13 cards

// A save holding only settings (the game's text format, docs/share-format.md).
function settingsSave(lines) {
  const body = `uno-save 1\nlanguage en\ncolour-blind 1\nanimation fast\n${lines.map((l) => l + '\n').join('')}`;
  return `${body}crc ${zlib.crc32(Buffer.from(body)).toString(16).padStart(8, '0')}\n`;
}
const seedSave = (save) => (ctx) => ctx.addInitScript((s) => {
  if (!sessionStorage.getItem('themes-seeded')) {
    localStorage.setItem('uno-save', s);
    sessionStorage.setItem('themes-seeded', '1');
  }
}, save);

const SIZES = [
  { width: 1280, height: 800, dpr: 1 },
  { width: 360, height: 740, dpr: 2, touch: true },
];

// The first moment the human may act, with nothing moving.
const humanTurn = (x) => x.screen === 'table' && x.state.active && !x.state.animating && x.state.legal.length > 0 &&
  !x.state.banner && x.state.acting === x.state.viewer && x.state.hand.length > 0;

const MODES = {
  // The braille preset from the start screen: its cards carry braille cells by default.
  braille: {
    open: (browser, baseUrl, o) => openGame(browser, baseUrl, { ...o, hash: 'seed=7' }),
    async start(g, touch) {
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await press(g, 'preset:3', { touch });
      await press(g, 'start', { touch });
    },
    look: { braille: true, high_contrast: false, large_cards: false },
  },
  // High contrast on the 13-card deal, colour-blind shapes on.
  'high-contrast': {
    open: (browser, baseUrl, o) => openGame(browser, baseUrl, { ...o, hash: DEAL, init: seedSave(settingsSave(['high-contrast on'])) }),
    async start() {},
    look: { braille: false, high_contrast: true, large_cards: false },
  },
  // Large cards on the 13-card deal, with braille cells on a classic game (any preset).
  'large-cards': {
    open: (browser, baseUrl, o) => openGame(browser, baseUrl, { ...o, hash: DEAL, init: seedSave(settingsSave(['braille on', 'large-cards 1'])) }),
    async start() {},
    look: { braille: true, high_contrast: false, large_cards: true },
  },
};

const modeTests = Object.entries(MODES).flatMap(([mode, m]) => SIZES.map((p) => ({
  name: `${mode} at ${p.width}x${p.height}: screenshot, layout, axe`,
  async run({ browser, baseUrl }) {
    const vp = { width: p.width, height: p.height };
    const g = await m.open(browser, baseUrl, { viewport: vp, deviceScaleFactor: p.dpr, isMobile: !!p.touch, hasTouch: !!p.touch });
    await m.start(g, !!p.touch);
    await waitFor(g, humanTurn, 'the human\'s turn', 60000);
    await drawn(g);
    const h = await hook(g);
    for (const [k, v] of Object.entries(m.look)) assert(h.state.look[k] === v, `look.${k} is ${h.state.look[k]}, expected ${v}`);
    const img = await g.screenshot(`themes-${mode}-${p.width}x${p.height}`, { pixels: true });
    if (mode === 'high-contrast') {  // the page outside the felt is black
      const o = (Math.floor(img.height * 0.5) * img.width + 2) * 4;
      assert(img.pixels[o] < 8 && img.pixels[o + 1] < 8 && img.pixels[o + 2] < 8, `the page beside the table is ${img.pixels.slice(o, o + 3)}`);
    }
    const problems = tableProblems(h, vp, !!p.touch);
    console.log(`        ${mode} ${p.width}x${p.height}: ${h.state.hand.length} cards, ${problems.length} layout problem(s)`);
    assert(problems.length === 0, problems.join('\n  '));
    if (mode === 'large-cards') {
      const card = h.widgets.find((w) => w.id === 'discard');
      const minH = p.touch ? 100 : 180;
      assert(card && card.h >= minH, `the discard pile is only ${card && card.h} px tall`);
    }
    await checkAxe(g, `${mode} table at ${p.width}x${p.height}`);
    g.assertClean();
    await g.context.close();
  },
})));

// Cards at the normal size at the same moment, to compare the large-card mode with.
const sizeTest = {
  name: 'large cards are bigger than normal ones on the same table',
  async run({ browser, baseUrl }) {
    const sizes = {};
    for (const [key, lines] of [['normal', []], ['large', ['large-cards 1']]]) {
      const g = await openGame(browser, baseUrl, { hash: DEAL, init: seedSave(settingsSave(lines)) });
      const h = await waitFor(g, humanTurn, 'the human\'s turn', 60000);
      const card = h.widgets.find((w) => /^card:/.test(w.id));
      sizes[key] = { hand: card.h, pile: h.widgets.find((w) => w.id === 'discard').h };
      await g.context.close();
    }
    console.log(`        hand card ${sizes.normal.hand} -> ${sizes.large.hand} px, pile ${sizes.normal.pile} -> ${sizes.large.pile} px`);
    assert(sizes.large.hand > sizes.normal.hand * 1.2, 'hand cards did not grow');
    assert(sizes.large.pile > sizes.normal.pile * 1.1, 'pile cards did not grow');
  },
};

// The page's media queries while the game runs, then the player's setting over them; the
// DOM layer's check boxes say what is in force and toggle with the keyboard (German).
const mediaTest = {
  name: 'prefers-contrast and prefers-reduced-motion take effect live; the settings override them',
  async run({ browser, baseUrl }) {
    const g = await openGame(browser, baseUrl, { hash: DEAL, locale: 'de-DE' });
    let h = await waitFor(g, humanTurn, 'the human\'s turn', 60000);
    assert(!h.state.look.high_contrast && !h.state.look.reduced_motion, `look before: ${JSON.stringify(h.state.look)}`);
    await g.page.emulateMedia({ reducedMotion: 'reduce', contrast: 'more' });
    h = await waitFor(g, (x) => x.state.look.high_contrast && x.state.look.reduced_motion, 'the media change to reach the core', 5000);
    assert(h.state.reduced_motion, 'the banners do not fade');
    await drawn(g);
    const img = await g.screenshot('themes-media-contrast-1280x800', { pixels: true });
    const o = (Math.floor(img.height * 0.5) * img.width + 2) * 4;
    assert(img.pixels[o] < 8 && img.pixels[o + 1] < 8 && img.pixels[o + 2] < 8, 'prefers-contrast did not turn the page black');
    assert(await g.page.evaluate(() => document.documentElement.classList.contains('hc')), 'the page is not marked high contrast');
    // A card played now fades in on the pile (no flight from the hand).
    const plays = (c) => h.state.legal.some((l) => { const t = l.split(' '); return t.includes('play') && t.some((x) => x.endsWith('#' + c.id)); });
    const card = h.state.hand.find(plays);
    if (card) {
      await press(g, `card:${card.id}`);
      const moved = await hook(g);
      assert(moved.state.events > h.state.events, 'the card was not played');
    }
    await g.page.emulateMedia({ reducedMotion: 'no-preference', contrast: 'no-preference' });
    await waitFor(g, (x) => !x.state.look.high_contrast && !x.state.look.reduced_motion, 'the media change back', 5000);
    await g.page.emulateMedia({ reducedMotion: 'reduce', contrast: 'more' });
    await waitFor(g, (x) => x.state.look.high_contrast, 'high contrast again', 5000);
    // The player turns it off on the start screen (Menu), through the DOM layer's check box.
    await press(g, 'menu');
    await waitFor(g, (x) => x.screen === 'start', 'the start screen');
    const box = g.page.locator('#a11y').getByRole('checkbox', { name: 'Hoher Kontrast' });
    assert(await box.isChecked(), 'the check box does not show the page\'s high contrast');
    await box.focus();
    await g.page.keyboard.press('Space');
    await waitFor(g, (x) => !x.state.look.high_contrast, 'the setting to override the page', 5000);
    const motion = g.page.locator('#a11y').getByRole('checkbox', { name: 'Bewegung reduzieren' });
    assert(await motion.isChecked(), 'reduce motion is not shown as on');
    for (const name of ['Braille auf den Karten', 'Große Karten'])
      assert(await g.page.locator('#a11y').getByRole('checkbox', { name }).count() === 1, `no check box "${name}"`);
    await checkAxe(g, 'start screen with the look settings');
    // Saved: a reload under the same media keeps the player's choice.
    await g.page.reload();
    await waitForRuntime(g.page);
    h = await waitFor(g, (x) => x.screen === 'start' || x.screen === 'table', 'the game after a reload');
    assert(!h.state.look.high_contrast && h.state.look.reduced_motion, `after the reload: ${JSON.stringify(h.state.look)}`);
    g.assertClean();
    await g.context.close();
  },
};

// The colour-blind shapes (a circle, triangle, square and diamond under the corner's colour
// letter): the same table with the setting off and on, with and without high contrast; every
// colour's hand card must change where its shape goes. (Screenshots alone let the shapes go
// unseen for a long time: white on the card's white oval, and in high contrast only
// yellow's black one showed.)
const shapesTest = {
  name: 'colour-blind shapes show on the cards of all four colours, with and without high contrast',
  async run({ browser, baseUrl }) {
    for (const high of [false, true]) {
      const shots = [];
      let h;
      for (const on of [false, true]) {
        const body = `uno-save 1\nlanguage en\ncolour-blind ${on ? 1 : 0}\nanimation fast\n${high ? 'high-contrast on\n' : ''}`;
        const save = `${body}crc ${zlib.crc32(Buffer.from(body)).toString(16).padStart(8, '0')}\n`;
        const g = await openGame(browser, baseUrl, { hash: DEAL, init: seedSave(save) });
        await waitFor(g, humanTurn, 'the human\'s turn', 60000);
        await drawn(g);
        h = await hook(g);
        assert(h.state.look.high_contrast === high, `high contrast ${h.state.look.high_contrast}`);
        shots.push(await g.screenshot(`themes-shapes-${high ? 'high-contrast' : 'normal'}-${on ? 'on' : 'off'}`, { pixels: true }));
        g.assertClean();
        await g.context.close();
      }
      const [off, on] = shots;
      const cards = h.state.hand.map((c) => ({ ...c, r: h.widgets.find((w) => w.id === `card:${c.id}`) }))
        .filter((c) => c.r).sort((a, b) => a.r.x - b.r.x);
      const seen = {};
      for (let i = 0; i < cards.length; i++) {
        const { face, r } = cards[i];
        const colour = face[0];
        if (!'RYGB'.includes(colour)) continue;
        // The card's own strip (the next card covers the rest), from its index down.
        const right = i + 1 < cards.length ? Math.min(r.x + r.w, cards[i + 1].r.x) : r.x + r.w * 0.5;
        let changed = 0;
        for (let y = Math.floor(r.y + r.h * 0.15); y < r.y + r.h * 0.6; y++)
          for (let x = Math.floor(r.x); x < right; x++) {
            const o = (y * off.width + x) * 4;
            const d = Math.max(Math.abs(off.pixels[o] - on.pixels[o]), Math.abs(off.pixels[o + 1] - on.pixels[o + 1]), Math.abs(off.pixels[o + 2] - on.pixels[o + 2]));
            if (d > 60) changed++;
          }
        seen[colour] = Math.max(seen[colour] || 0, changed);
      }
      console.log(`        shapes ${high ? 'high contrast' : 'normal'}: changed pixels per colour ${JSON.stringify(seen)}`);
      for (const c of 'RYGB') {
        assert(c in seen, `the deal's hand has no ${c} card to look at`);
        assert(seen[c] >= 20, `${high ? 'high contrast' : 'normal'}: the ${c} cards show no shape (${seen[c]} pixels changed)`);
      }
    }
  },
};

export const tests = [...modeTests, sizeTest, mediaTest, shapesTest];

register(import.meta.url, tests);
