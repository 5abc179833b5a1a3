// The four variant booklets' special moments in the browser, forced by fixed deals: a
// deal link (preset, seats, seed; docs/share-format.md) and a human who always takes the
// first legal play that is not a Lauf!, else draws, else passes — the same policy the
// native tests (tests/app/test_moments.cpp) use to find and pin each seed. Screenshots of
// every moment go to build/e2e/variant-*.png.
import { assert } from './harness.mjs';
import { openGame, hook, press, waitFor, humanStep } from './game.test.mjs';
import { seal } from './share.test.mjs';

// Dino as the app deals it now: round_wins 3 (a link without the field means first-out-wins).
const DINO_RULES = [1, 55, 3];
const PRESET = { classic: 0, official112: 1, spin: 2, braille: 3, dino: 4 };

// A deal link: seat 0 human, then `bots` normal computer players, default names.
export function dealLink(preset, bots, seed, ruleBytes = [0]) {
  const seedBytes = [];
  let s = BigInt(seed);
  for (let i = 0; i < 8; i++) { seedBytes.push(Number(s & 0xFFn)); s >>= 8n; }
  return seal([1, 1, PRESET[preset], bots + 1, 0x00, ...Array(bots).fill(0x40), ...seedBytes, ...ruleBytes]);
}

const settled = (h) => h.state.active && !h.state.animating &&
  (h.screen === 'summary' || h.state.reveal || h.state.legal.length > 0);

// The policy's action as text ("0 play R7#17 B", "0 draw", ...): first legal play that is
// not a Lauf!, else draw, else pass, else the first legal action.
export function policyAction(st) {
  const play = st.legal.find((a) => / play /.test(a) && !/ play L#/.test(a));
  return play || st.legal.find((a) => / draw$/.test(a)) || st.legal.find((a) => / pass$/.test(a)) || st.legal[0];
}

// Carries out one policy action with real clicks: a card (and its colour), the draw pile,
// keep, or the action's button.
export async function policyStep(g, h) {
  const a = policyAction(h.state);
  const m = / play \S+#(\d+)(?: ([RYGB]))?/.exec(a);
  if (m) {
    await press(g, 'card:' + m[1]);
    if (m[2]) {
      await waitFor(g, (x) => x.state.picking_colour, 'the colour picker');
      await press(g, 'colour:' + m[2]);
    }
  } else if (/ draw$/.test(a)) await press(g, 'draw');
  else if (/ pass$/.test(a)) await press(g, 'keep', { optional: true });
  else if (/ accept$/.test(a)) await press(g, 'accept', { optional: true });
  else if (/ next$/.test(a)) await press(g, 'next-round');
  else if (/ spin$/.test(a)) await press(g, 'spin');
  else if (/ done$/.test(a)) await press(g, 'done');
  else throw new Error('policy: no UI path for ' + a);
  return a;
}

// Plays the policy until `stop(h)` holds on a settled table; returns that state.
export async function playUntil(g, stop, what, maxSteps = 200) {
  for (let i = 0; i < maxSteps; i++) {
    const h = await waitFor(g, settled, 'a human decision', 60000);
    if (stop(h)) return h;
    const before = h.state.events;
    await policyStep(g, h);
    await waitFor(g, (x) => x.state.events > before || !x.state.active, 'the move to land', 20000);
  }
  throw new Error('never reached ' + what);
}

const hasChoice = (h, id) => h.state.choices.some((c) => c.startsWith(id + ':'));

// Dino, you and Bo, seed 64: Bo's first card is a dino Wild Draw Four; you hold a Lauf!.
async function dinoBlockMoment(browser, baseUrl) {
  const g = await openGame(browser, baseUrl, { hash: dealLink('dino', 1, 64, DINO_RULES) });
  const h = await playUntil(g, (x) => hasChoice(x, 'block'), 'the Lauf! block', 20);
  assert(h.state.phase === 'pending', 'not a pending decision: ' + h.state.phase);
  assert(h.state.choices.join('|') === 'challenge:Challenge|block:Block with Lauf!|accept:Draw 4', 'choices: ' + h.state.choices.join('|'));
  assert(/Bo played a Wild Draw Four on you \(\+4\)\./.test(h.state.prompt) && /Lauf! blocks it/.test(h.state.prompt), 'prompt: ' + h.state.prompt);
  assert(['challenge', 'block', 'accept'].every((id) => h.widgets.some((w) => w.id === id)), 'a dialog button is missing');
  const lauf = h.state.hand.find((c) => c.face === 'L');
  assert(lauf && h.state.legal.some((a) => a.includes(` play L#${lauf.id} `)), 'the Lauf! is not legal');
  return { g, h, lauf };
}

async function finishBlock(g, h, shot) {
  await waitFor(g, (x) => x.state.picking_colour, 'the colour picker for the Lauf!');
  await g.screenshot(shot + '-colour');
  await press(g, 'colour:B');
  const after = await waitFor(g, (x) => x.state.banner === 'Blocked!', 'the Blocked banner', 10000);
  await g.page.waitForTimeout(250);
  await g.screenshot(shot + '-blocked');
  assert(after.state.banner === 'Blocked!', 'banner: ' + after.state.banner);
  assert(after.state.top && after.state.top.face === 'L', 'the Lauf! is not on the pile');
  assert(after.state.colour === 'B', 'colour ' + after.state.colour);
  assert(after.state.hand.length === h.state.hand.length - 1, `hand ${h.state.hand.length} -> ${after.state.hand.length}: cards were drawn`);
  assert(after.state.ticker.some((l) => l === 'You block the Wild Draw Four with Lauf!: no cards drawn, Bo is next.'), 'ticker: ' + after.state.ticker.join(' / '));
  g.assertClean();
}

const canSpin = (h) => h.state.legal.some((a) => / spin$/.test(a));

// Spin, you and Bo, at `seed`: plays to your spin, spins with the button and checks the
// wheel lands on the engine's outcome. Returns the state after the wheel has landed.
async function spinMoment(browser, baseUrl, seed, outcome, shot) {
  const g = await openGame(browser, baseUrl, { hash: dealLink('spin', 1, seed) });
  const before = await playUntil(g, canSpin, 'your spin', 20);
  await g.screenshot(shot + '-before');
  await press(g, 'spin');
  const turning = await waitFor(g, (x) => x.state.wheel && x.state.wheel.turning, 'the wheel turning', 5000);
  await g.screenshot(shot + '-turning');
  const landed = await waitFor(g, (x) => x.state.wheel && !x.state.wheel.turning, 'the wheel landing', 10000);
  await g.screenshot(shot + '-landed');
  const w = landed.state.wheel;
  assert(w.outcome === landed.state.last_spin, `the wheel shows ${w.outcome}, the engine spun ${landed.state.last_spin}`);
  assert(w.at_pointer === w.outcome, `the pointer is on ${w.at_pointer}, not on ${w.outcome}`);
  assert(w.outcome === outcome, `seed ${seed} spun ${w.outcome}, expected ${outcome}`);
  assert(turning.state.wheel.at_pointer !== undefined, 'no pointer segment while turning');
  return { g, before, landed };
}

const tickerSays = (text) => (x) => x.state.ticker.includes(text);

export const tests = [
  {
    name: 'dino: clicking the Lauf! in the hand blocks a dino Wild Draw Four',
    async run({ browser, baseUrl }) {
      const { g, h, lauf } = await dinoBlockMoment(browser, baseUrl);
      await g.screenshot('variant-dino-lauf-dialog');
      await press(g, 'card:' + lauf.id);
      await finishBlock(g, h, 'variant-dino-card-click');
      await g.context.close();
    },
  },
  {
    name: 'dino: "Block with Lauf!" in the pending dialog blocks a dino Wild Draw Four',
    async run({ browser, baseUrl }) {
      const { g, h } = await dinoBlockMoment(browser, baseUrl);
      await press(g, 'block');
      await finishBlock(g, h, 'variant-dino-dialog');
      await g.context.close();
    },
  },
  {
    name: 'dino: the match goes on to a second round after the first one ends',
    async run({ browser, baseUrl }) {
      // 003: "Sobald ein Spieler seine letzte Karte legt, hat er gewonnen. Dann werden die
      // Karten neu gemischt, und die nächste Runde beginnt."
      const g = await openGame(browser, baseUrl, { hash: dealLink('dino', 1, 64, DINO_RULES) });
      let summaryShot = false;
      for (let i = 0; i < 400; i++) {
        const h = await waitFor(g, settled, 'a human decision', 60000);
        if (h.state.round >= 2 && h.screen === 'table') {
          assert(h.state.phase !== 'match-over', 'the match ended after one round');
          assert(h.state.hand.length > 0, 'no cards dealt for round 2');
          await g.page.waitForTimeout(300);
          await g.screenshot('variant-dino-round-2');
          g.assertClean();
          await g.context.close();
          return;
        }
        if (h.screen === 'summary') {
          assert(h.state.phase === 'round-over', 'the first round ended the match: ' + h.state.phase);
          if (!summaryShot) { await g.screenshot('variant-dino-round-1-over'); summaryShot = true; }
          await press(g, 'next-round');
          await waitFor(g, (x) => x.screen !== 'summary', 'the next round');
          continue;
        }
        const did = await humanStep(g, h);
        if (did === 'wait') await g.page.waitForTimeout(150);
      }
      throw new Error('no second round');
    },
  },
  {
    name: 'spin: you spin, the wheel lands on the engine\'s outcome and says what it means',
    async run({ browser, baseUrl }) {
      // 000: "Zieh Blau – ... muss so lange Karten aufnehmen, bis er eine blaue Karte (oder
      // eine Jokerkarte) gezogen hat."
      const { g } = await spinMoment(browser, baseUrl, 28, 'draw-blue', 'variant-spin-draw-blue');
      const told = await waitFor(g, tickerSays('Spin: Draw Blue. You draw until a blue card.'), 'the outcome explained', 8000);
      await g.screenshot('variant-spin-draw-blue-told');
      assert(told.state.hand.length >= 1, 'no hand');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'spin: Trade Hands moves every hand one seat on',
    async run({ browser, baseUrl }) {
      // 000: "Karten austauschen – Alle Spieler tauschen ihre Karten mit dem Spieler zu ihrer Linken."
      const { g, before } = await spinMoment(browser, baseUrl, 21, 'trade-hands', 'variant-spin-trade');
      const mine = before.state.hand.map((c) => c.id);
      const bos = before.state.seats[1].cards;
      const after = await waitFor(g, (x) => x.state.ticker.some((l) => l.startsWith('Hands traded')), 'the trade told', 8000);
      await g.screenshot('variant-spin-trade-after');
      assert(after.state.hand.length === bos, `you hold ${after.state.hand.length}, Bo held ${bos}`);
      assert(after.state.seats[1].cards === mine.length, `Bo holds ${after.state.seats[1].cards}, you held ${mine.length}`);
      assert(!after.state.hand.some((c) => mine.includes(c.id)), 'a card of your old hand stayed with you');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'spin: an Almost UNO discard phase says what may go and completes with Done',
    async run({ browser, baseUrl }) {
      // 000: "Beinahe Uno – Der Spieler, der das Rad gedreht hat, darf alle bis auf zwei Karten ablegen."
      const { g } = await spinMoment(browser, baseUrl, 64, 'almost-uno', 'variant-spin-almost-uno');
      let h = await waitFor(g, (x) => x.state.phase === 'discard' && !x.state.animating && !x.state.wheel, 'the discard phase');
      const n = h.state.hand.length;
      assert(h.state.phase_prompt === `Almost UNO: click cards to discard them, down to 2 (${n - 2} more at most).`, 'prompt: ' + h.state.phase_prompt);
      assert(h.widgets.some((w) => w.id === 'phase-prompt'), 'the prompt is not on screen');
      const done = h.widgets.find((w) => w.id === 'done');
      assert(done, 'no Done button');
      await g.screenshot('variant-spin-discard-prompt');
      for (let k = 0; k < 2; k++) {
        const a = h.state.legal.find((x) => / discard /.test(x));
        const m = / discard \S+#(\d+)(?: ([RYGB]))?/.exec(a);
        await press(g, 'card:' + m[1]);
        if (m[2]) { await waitFor(g, (x) => x.state.picking_colour, 'the colour picker'); await press(g, 'colour:' + m[2]); }
        h = await waitFor(g, (x) => x.state.hand.length === n - 1 - k && !x.state.animating, 'the discard');
      }
      assert(h.state.phase_prompt.includes(`(${n - 4} more at most)`), 'prompt after two: ' + h.state.phase_prompt);
      await g.screenshot('variant-spin-discard-two-gone');
      await press(g, 'done');
      h = await waitFor(g, (x) => x.state.phase !== 'discard', 'the phase to end');
      assert(h.state.hand.length === n - 2, `hand ${h.state.hand.length}, expected ${n - 2}`);
      assert(h.state.phase_prompt === '', 'the prompt stayed');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'spin: the UNO Spin race has one big button and tells who was first',
    async run({ browser, baseUrl }) {
      // 000: "UNO Spin – Der erste Spieler, der UNO Spin ruft, darf eine Karte seiner Wahl ablegen."
      const { g } = await spinMoment(browser, baseUrl, 22, 'uno-spin', 'variant-spin-race');
      const h = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'unospin-big') || x.state.phase !== 'uno-spin-race', 'the race button', 8000);
      if (h.widgets.some((w) => w.id === 'unospin-big')) {
        await g.screenshot('variant-spin-race-button');
        await press(g, 'unospin-big', { optional: true });
      }
      const told = await waitFor(g, (x) => x.state.ticker.some((l) => /pressed UNO Spin! first/.test(l)), 'the race result', 8000);
      await g.screenshot('variant-spin-race-result');
      assert(told.state.ticker.some((l) => /^(You|Bo) pressed UNO Spin! first/.test(l)), 'ticker: ' + told.state.ticker.join(' / '));
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'braille: with two players your Draw Two / Skip / Reverse is told as another turn',
    async run({ browser, baseUrl }) {
      // 002: "Retour: der Spieler, der diese Karte abgelegt hat, kann gleich noch eine Karte ablegen"
      const g = await openGame(browser, baseUrl, { hash: dealLink('braille', 1, 7) });
      const h = await playUntil(g, (x) => x.state.ticker.includes('2 players: you play again.'), 'the again line', 20);
      await g.screenshot('variant-braille-again');
      assert(h.state.acting === h.state.viewer, 'it is not your turn again');
      g.assertClean();
      await g.context.close();
    },
  },
];
