// Benchmark: the words a screen reader speaks in a round played with keys alone, at a
// person's pace (2 s to listen at the start of each own turn, the bots at normal speed),
// beside the round of before issue 32. Prints figures; never fails on them.
//   node tests/bench/keys.bench.mjs BUNDLE [REFERENCE_BUNDLE]
// REFERENCE_BUNDLE (optional): a bundle built from an older commit, measured in the same run
// (a bundle without the hand keys, such as dbf1594's, is played through the tree). Without
// it the reference is the round recorded at dbf1594 (keys_round.mjs BEFORE).
import fs from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser, openListening } from '../e2e/helpers.mjs';
import { BEFORE, keyRound, treeRound, words, median, p95 } from '../e2e/keys_round.mjs';

const [bundle, reference] = process.argv.slice(2);
for (const b of [bundle, reference].filter(Boolean)) {
  if (!fs.existsSync(`${b}/index.html`)) { console.error(`keys.bench: no bundle at ${b}`); process.exit(2); }
}
const ROUNDS = [{ label: 'classic', seed: 21, preset: null }, { label: 'spin', seed: 22, preset: 'Spin' }];
const browser = await launchBrowser();

async function measure(dir, round, byTree) {
  const server = await startServer(dir, 0, '/uno/');
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  const g = await openListening(browser, baseUrl, 'en-US', round.seed, '&speed=normal');
  try {
    const r = byTree ? await treeRound(g, round.preset) : await keyRound(g, round.preset, true);
    // The part that is the events themselves (what the sighted ticker shows), without the
    // turn lines and the round's cards left: the floor of what can be cut.
    const events = words(r.lines.map((l) => l.replace(/Your turn\. .*$/, '').replace(/Cards left: .*$/, '')));
    const turns = Math.max(1, r.turns.length);
    return { turns: r.turns.length, words: r.words, perTurn: r.words / turns, events: events / turns, keys: r.turns };
  } finally {
    await g.context.close();
    server.close();
  }
}

for (const round of ROUNDS) {
  const now = await measure(bundle, round, false);
  let ref = { turns: BEFORE[round.label].turns, words: BEFORE[round.label].words, perTurn: BEFORE[round.label].words / BEFORE[round.label].turns, what: 'recorded at dbf1594' };
  if (reference) ref = { ...(await measure(reference, round, !!process.env.UNO_KEYS_REF_BY_TREE)), what: `${reference}, this run` };
  console.log(`${round.label} (seed ${round.seed}): ${now.turns} own turns, key presses per turn median ${median(now.keys)}, 95th percentile ${p95(now.keys)}`);
  console.log(`  words per own turn ${now.perTurn.toFixed(1)} (events alone ${now.events.toFixed(1)}); reference ${ref.perTurn.toFixed(1)} (${ref.what}): ${(now.perTurn / ref.perTurn).toFixed(2)} of it (goal at most 0.50)`);
}
await browser.close();
