// A blind player's round with the keyboard alone (issue 32): a classic round with 4 seats
// and a UNO Spin round (the wheel, discards), each played from the start screen to the
// round summary with key presses only, reading only what a screen reader has
// (tests/e2e/keys_round.mjs). Checks: the round can be played that way, few key presses a
// turn, every turn's first line names the card on top, and axe on what the round met. The
// words the live regions speak, at a person's pace and beside the round of before issue 32,
// are a benchmark: tests/bench/keys.bench.mjs.
import { assert, openListening, checkAxe } from './helpers.mjs';
import { register } from './fixtures.mjs';
import { keyRound, median, p95 } from './keys_round.mjs';

async function played(browser, baseUrl, seed, preset, label) {
  const g = await openListening(browser, baseUrl, 'en-US', seed);
  try {
    const r = await keyRound(g, preset);
    console.log(`        ${label} (seed ${seed}): ${r.turns.length} own turns, key presses per turn median ${median(r.turns)}, 95th percentile ${p95(r.turns)} (${r.turns.join(' ')}); top card named ${r.checkedTop} times`);
    assert(r.turns.length >= 4, `only ${r.turns.length} own turns`);
    assert(median(r.turns) <= 2, `median key presses per turn ${median(r.turns)} (goal 2)`);
    assert(p95(r.turns) <= 4, `95th percentile of key presses per turn ${p95(r.turns)} (goal 4)`);
    assert(r.checkedTop >= 3, `the turn line was checked ${r.checkedTop} times`);
    await checkAxe(g, `${label} round summary`);
    g.assertClean();
  } finally {
    await g.context.close();
  }
}

export const tests = [
  { name: 'a classic round (4 seats) with keys alone: each turn in few presses, the top card named', run: ({ browser, baseUrl }) => played(browser, baseUrl, 21, null, 'classic') },
  { name: 'a UNO Spin round with keys alone: each turn in few presses, the top card named', run: ({ browser, baseUrl }) => played(browser, baseUrl, 22, 'Spin', 'spin') },
];

register(import.meta.url, tests);
