// Card art from the atlas: a 4-seat table of each edition at a laptop and a phone size.
// Saves build/e2e/cards-<preset>-<w>x<h>.png (look at them) and checks that every hand
// card shows its printed field colour beside its corner index (the atlas was painted and
// each card got the body of its colour).
import { assert, openGame, hook, press, waitFor, drawn } from './helpers.mjs';
import { register } from './fixtures.mjs';

const PRESETS = [['classic', 0], ['official112', 1], ['spin', 2], ['braille', 3], ['dino', 4]];
const SIZES = [{ width: 1280, height: 800 }, { width: 360, height: 740, dpr: 2, mobile: true }];
// Field colours as painted in src/app/ui/card_atlas.cpp (kRed .. kBlue, kBlack).
const FIELD = { R: [214, 38, 46], Y: [240, 196, 26], G: [56, 161, 71], B: [31, 99, 199], W: [23, 23, 28] };

function fieldOf(face) {
  if (/^(W|L)/.test(face)) return FIELD.W;
  return FIELD[face[0]];
}

function pixel(img, x, y) {
  const o = (Math.round(y) * img.width + Math.round(x)) * 4;
  return [img.pixels[o], img.pixels[o + 1], img.pixels[o + 2]];
}

const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

export const tests = PRESETS.flatMap(([preset, id]) => SIZES.map((size) => ({
  name: `card art: ${preset} at ${size.width}x${size.height}`,
  async run({ browser, baseUrl }) {
    const g = await openGame(browser, baseUrl, {
      hash: 'seed=21', viewport: { width: size.width, height: size.height },
      deviceScaleFactor: size.dpr || 1, isMobile: !!size.mobile, hasTouch: !!size.mobile,
    });
    const touch = !!size.mobile;
    await waitFor(g, (h) => h.screen === 'start', 'the start screen');
    await press(g, `preset:${id}`, { touch });
    await press(g, 'start', { touch });
    // The deal has landed and the human may act (or the bots are under way).
    const h = await waitFor(g, (x) => x.screen === 'table' && !x.state.animating && x.state.hand.length > 0, 'the dealt table');
    assert(h.state.seats_n === 4, `${h.state.seats_n} seats`);
    // The hook's rectangles and the screenshot must show the same table (a bot's +2 can
    // re-lay the hand between them): read the hook before and after the shot.
    const rectsOf = (x) => JSON.stringify(x.widgets.filter((w) => w.id.startsWith('card:')));
    let now, img;
    for (let tries = 0; ; tries++) {
      await drawn(g);
      now = await hook(g);
      img = await g.screenshot(`cards-${preset}-${size.width}x${size.height}`, { pixels: true });
      const after = await hook(g);
      if (rectsOf(after) === rectsOf(now) && !after.state.animating) break;
      assert(tries < 5, 'the hand kept moving');
    }
    const scale = size.dpr || 1;
    const cards = now.state.hand.map((c) => ({ ...c, w: now.widgets.find((x) => x.id === `card:${c.id}`) })).filter((c) => c.w);
    let checked = 0;
    cards.forEach((card, i) => {
      const w = card.w;
      const full = w.h * 0.66;
      // Field left of the oval, low on the card (little moved by the hand's fan tilt), and
      // not under a card drawn later (a second row of a big hand).
      const spots = [[0.10, 0.70], [0.12, 0.66], [0.09, 0.75], [0.14, 0.62]]
        .map(([fx, fy]) => [w.x + full * fx, w.y + w.h * fy])
        .filter(([x, y]) => !cards.slice(i + 1).some((o) => x >= o.w.x && x <= o.w.x + o.w.h * 0.66 && y >= o.w.y && y <= o.w.y + o.w.h));
      if (!spots.length) return;
      // An unplayable card on the human's turn is dimmed (card_painter.cpp: kDimTint).
      const want = fieldOf(card.face);
      const dim = [want[0] * 150 / 255, want[1] * 156 / 255, want[2] * 150 / 255];
      const seen = spots.map(([x, y]) => pixel(img, x * scale, y * scale));
      assert(seen.some((p) => dist(p, want) < 40 || dist(p, dim) < 30), `${preset}: card ${card.face} shows ${JSON.stringify(seen)}, not its field ${want}`);
      checked++;
    });
    assert(checked >= 3, `only ${checked} hand cards were on screen`);
    g.assertClean();
    await g.context.close();
  },
})));

register(import.meta.url, tests);
