// Every moment of a played round, not only the screens walk's fixed screens (issue 41, item
// 3): a deal of each preset played by the policy through the page (fast animations), the
// test hook read after every frame the page draws. In each frame, no text over
// text: the screens walk's layout checks (screens.mjs: nothing cut off, no two widgets
// overlapping unless one is a moment over the piles or a declared overlay), a turning
// wheel never stands while the human has something to do but spin, and a wheel stays where
// it first showed until it goes.
// Screenshots of the first frame of each kind of moment:
// build/e2e/moment-<preset>-<seed>-<language>-<w>x<h>-<kind>.png.
import zlib from 'node:zlib';
import { assert, openGame, hook, nextFrame, waitFor } from './helpers.mjs';
import { dealLink, policyStep, settled } from './data.mjs';
import { screenProblems } from './screens.mjs';
import { register } from './fixtures.mjs';

// Settings alone (no game): fast animations, so a round takes less of the run.
function fastSave(lang) {
  const body = `uno-save 1\nlanguage ${lang}\ncolour-blind 0\nanimation fast\nstats played=0 won=0 rounds=0 streak=0 best-streak=0\n`;
  return `${body}crc ${zlib.crc32(Buffer.from(body)).toString(16).padStart(8, '0')}\n`;
}

const SIZES = {
  phone: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  landscape: { viewport: { width: 740, height: 360 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  uhd: { viewport: { width: 3840, height: 2160 }, deviceScaleFactor: 1 },
};

// What kind of moment a frame shows (for its screenshot): the most special thing in it.
function kindOf(h) {
  const ids = new Set(h.widgets.map((w) => w.id.replace(/:.*/, '')));
  for (const k of ['shown', 'wheel', 'banner', 'phase-prompt', 'dialog', 'ticker'])
    if (ids.has(k)) return k === 'dialog' ? 'dialog-' + h.widgets.find((w) => /^dialog:/.test(w.id)).id.slice(7) : k;
  return h.screen;
}

async function playRound(browser, baseUrl, preset, bots, seed, size, lang) {
  const o = SIZES[size];
  const vp = o.viewport;
  const g = await openGame(browser, baseUrl, { ...o, hash: dealLink(preset, bots, seed), save: fastSave(lang) });
  const seen = new Map();  // kind -> problems found in its frames
  const problems = [];
  const wheelAt = new Map();  // spin number -> the wheel's first rectangle
  let frames = 0;
  for (let step = 0; step < 2000; step++) {
    await nextFrame(g, 1, 300);
    const h = await hook(g);
    if (h.screen === 'summary') break;
    if (h.screen !== 'table') continue;
    frames++;
    const kind = kindOf(h);
    const found = screenProblems(h, vp, !!o.hasTouch);
    if (!seen.has(kind)) {
      seen.set(kind, 0);
      await g.screenshot(`moment-${preset}-${seed}-${lang}-${vp.width}x${vp.height}-${kind}`);
    }
    // One place a spin: a wheel that jumped as it landed (stop 60's newcomer, 740x360).
    const wheel = h.widgets.find((w) => w.id === 'wheel');
    if (wheel && h.state.wheel_rest) {
      const at = wheelAt.get(h.state.wheel_rest.spins);
      if (!at) wheelAt.set(h.state.wheel_rest.spins, wheel);
      else if (Math.abs(at.x - wheel.x) > 1 || Math.abs(at.y - wheel.y) > 1 || Math.abs(at.w - wheel.w) > 1)
        found.push(`the wheel moved during spin ${h.state.wheel_rest.spins}: ${[at.x, at.y, at.w].map(Math.round)} to ${[wheel.x, wheel.y, wheel.w].map(Math.round)}`);
    }
    for (const p of found) if (problems.length < 40) problems.push(`${kind}: ${p}`);
    if (found.length && seen.get(kind) === 0) {
      seen.set(kind, found.length);
      await g.screenshot(`moment-${preset}-${seed}-${lang}-${vp.width}x${vp.height}-${kind}-problem`);
    }
    if (settled(h) && h.screen === 'table' && h.state.legal.length && !h.state.wheel) {
      const before = h.state.events;
      await policyStep(g, h);
      await waitFor(g, (x) => x.state.events > before || !x.state.active || x.screen === 'summary', 'the move to land', 20000);
    }
  }
  console.log(`        ${preset} ${lang} ${vp.width}x${vp.height}: ${frames} frames, moments: ${[...seen.keys()].join(', ')}`);
  for (const p of [...new Set(problems)]) console.log('          ' + p);
  await g.context.close();
  return problems;
}

// Each preset at the two phone sizes (where room is short), and UNO Spin, the one with the
// most to show (the wheel, cards laid open, a race), on a laptop and at 4K too; its
// captions and prompts in German (the longest words) and Polish on a phone on its side.
const ROUNDS = [
  ['spin', 2, 64, ['landscape', 'phone', 'laptop', 'uhd'], 'en'],
  ['spin', 2, 64, ['landscape'], 'de'],
  ['spin', 1, 22, ['landscape', 'phone'], 'en'],
  ['spin', 1, 22, ['landscape'], 'pl'],
  ['dino', 2, 64, ['landscape', 'phone'], 'en'],
  ['official112', 3, 5, ['landscape', 'phone'], 'en'],
  ['classic', 3, 9, ['landscape', 'phone'], 'en'],
  ['braille', 1, 3, ['landscape', 'phone'], 'en'],
];
const tests = [];
for (const [preset, bots, seed, sizes, lang] of ROUNDS)
  for (const size of sizes)
    tests.push({
      name: `${preset} seed ${seed} at ${size}${lang === 'en' ? '' : ' in ' + lang}: no text over text in any frame of a round`,
      timeout: 300000,
      async run({ browser, baseUrl }) {
        const problems = await playRound(browser, baseUrl, preset, bots, seed, size, lang);
        assert(problems.length === 0, problems.slice(0, 10).join('\n'));
      },
    });

register(import.meta.url, tests);
