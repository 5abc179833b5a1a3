// A guided round played as a newcomer would, by clicks or taps (issue 42): each press the one
// the step asks for, read from the test hook's `lesson`, a wrong card once (refused with why),
// the key step's screen kept and checked. Used by learn.test.mjs and
// tools/screenshots/lessons.mjs.
import { assert, press, waitFor } from './helpers.mjs';
import { pressAction } from './data.mjs';
import { screenProblems } from './screens.mjs';

// screenProblems, but for the lesson's panel where the piles leave it no room above or beside
// them (a phone): there it may lie over the learner's badge, the action row and the ticker
// when UNO! is not the press asked.
export function lessonProblems(h, vp, touch) {
  const l = h.state.lesson;
  // The hand's cards too while it waits, or while the press asked is in the action row (the
  // race, a spin, a verdict: the panel goes under the row, over the hand).
  const rowAsked = l.asked !== '' && !/ (play|discard|draw)\b/.test(l.asked) && !l.uno_first;
  const under = (id) => /^(badge:0|ticker)$/.test(id) || (id === 'uno' && !l.uno_first) ||
    ((l.waits || rowAsked) && /^card:/.test(id));
  return screenProblems(h, vp, touch).filter((p) => {
    const m = /^(\S+) overlaps (\S+)$/.exec(p);
    if (!m) return true;
    const [a, b] = /^(lesson-text|learn-next)$/.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
    return !(/^(lesson-text|learn-next)$/.test(a) && under(b));
  });
}

// A step the learner can act on: a sentence waiting for Next, the asked press at rest, or
// the round's end. A landed wheel stays up under a sentence that waits (it says where the
// wheel landed): Next takes both away.
export const actionable = (x) => x.state.lesson && !x.state.animating &&
  (!x.state.wheel || (!x.state.wheel.turning && x.state.lesson.waits)) &&
  (x.state.lesson.waits || x.state.lesson.asked !== '' || x.state.lesson.done || x.state.reveal);

// The sentence beside a landed wheel: on screen, clear of the disc (the wheel is drawn over
// every window), with Next.
function checkWheelSentence(h, round) {
  const box = (id) => h.widgets.find((w) => w.id === id);
  const text = box('lesson-text'), next = box('learn-next');
  assert(text && next, `${round}: no sentence with Next beside the landed wheel`);
  const apart = (a, b) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
  for (const id of ['wheel', 'wheel-caption']) {
    const w = box(id);
    assert(w, `${round}: no ${id} while the wheel is up`);
    assert(apart(text, w) && apart(next, w), `${round}: the ${id} covers the sentence ` +
      JSON.stringify({ text, next, [id]: w }));
  }
}

// Plays the round in `g` by clicks to its end. `shotKey`: the step whose screen is kept.
export async function playLesson(g, round, { touch = false, shotKey = null, size = '' } = {}) {
  const started = Date.now();
  let wrong = false, presses = 0, nexts = 0, wheelWaits = 0, colourAsks = 0;
  const nextAt = new Set();  // where Next was, on the table
  for (let i = 0; i < 200; i++) {
    const h = await waitFor(g, actionable, 'a step of the lesson', 30000);
    const l = h.state.lesson;
    if (l.done) break;
    if (l.key === shotKey) {
      const vp = g.page.viewportSize();
      const problems = lessonProblems(h, vp, touch);
      await g.screenshot(`learn-${round}-${size}`);
      assert(problems.length === 0, `${round} at ${size}: ${problems.join('; ')}`);
      shotKey = null;
    }
    assert(h.widgets.some((w) => w.id === 'learn-leave'), `no Leave at ${l.key}`);
    if (h.state.reveal) {
      // The hand a challenge showed: its OK goes on, the sentence said with it too.
      assert(!h.widgets.some((w) => w.id === 'learn-next'), `Next beside the shown hand's OK at ${l.key}`);
      await press(g, 'reveal-ok', { touch });
      await waitFor(g, (x) => !x.state.reveal, `OK at ${l.key}`);
      continue;
    }
    if (l.waits) {
      if (h.state.wheel) {
        checkWheelSentence(h, round);
        wheelWaits++;
      }
      const nx = h.widgets.find((w) => w.id === 'learn-next');
      if (nx && !h.state.wheel && h.screen === 'table') nextAt.add(`${Math.round(nx.x)},${Math.round(nx.y)}`);
      await press(g, 'learn-next', { touch });
      await waitFor(g, (x) => !x.state.lesson || x.state.lesson.key !== l.key || !x.state.lesson.waits, `Next at ${l.key}`);
      nexts++;
      continue;
    }
    const played = /#(\d+)/.exec(l.asked);
    const other = h.state.hand.find((c) => !played || c.id !== Number(played[1]));
    if (!wrong && / play /.test(l.asked) && other && !l.uno_first) {
      // A card the step does not ask for: refused, nothing moves, the step's sentence again.
      await press(g, 'card:' + other.id, { touch });
      const r = await waitFor(g, (x) => x.state.refusal !== '', 'the refusal of a wrong card', 5000);
      assert(r.state.events === h.state.events && r.state.lesson.key === l.key, 'a wrong card moved the round on');
      // A card that would play in a game is refused with the step's sentence; one that would
      // not, with why it does not match.
      assert(!/asks for something else/.test(r.state.refusal) || r.state.refusal.includes(l.text),
        `the refusal does not say the step again: ${r.state.refusal}`);
      wrong = true;
    }
    if (l.uno_first) {
      await press(g, 'uno', { touch });
      await waitFor(g, (x) => x.state.uno_armed, 'UNO! pressed');
    }
    const lauf = / play L#\d+ ([RYGB])$/.exec(l.asked);
    if (lauf && h.state.choices.some((c) => c.startsWith('block:'))) {
      // A Lauf! against a dino card: the dialog's Block button, then the colour.
      await press(g, 'block', { touch });
      await waitFor(g, (x) => x.state.picking_colour, 'the colour picker');
      await press(g, 'colour:' + lauf[1], { touch });
    } else if (/ play \S+#\d+ [RYGB]$/.test(l.asked)) {
      // A wild: the picker says the step's sentence (it would cover the panel) and rings
      // the colour the sentence names.
      const [, card, colour] = / play \S+#(\d+) ([RYGB])$/.exec(l.asked);
      await press(g, 'card:' + card, { touch });
      const p = await waitFor(g, (x) => x.state.picking_colour, 'the colour picker');
      const w = (id) => p.widgets.find((x) => x.id === id);
      assert(w('hint-text') && !w('lesson-text'), `${round} at ${l.key}: the picker does not say the sentence`);
      const ring = w('lesson-ring'), swatch = w('colour:' + colour);
      assert(ring && swatch && Math.abs(ring.x - swatch.x) < 1 && Math.abs(ring.y - swatch.y) < 1,
        `${round} at ${l.key}: the asked colour is not ringed ${JSON.stringify({ ring, swatch })}`);
      colourAsks++;
      await press(g, 'colour:' + colour, { touch });
    } else {
      await pressAction(g, l.asked, { touch });
    }
    await waitFor(g, (x) => !x.state.lesson || x.state.lesson.key !== l.key || x.state.events > h.state.events ||
      x.state.picking_colour, `the press at ${l.key}`, 10000);
    presses++;
  }
  // The end: the round's summary, or the last sentence again with Leave to press (the table
  // had frozen on "Bo's turn" with nothing said).
  // A round that ends in its summary says so there, over Leave (a newcomer met a summary
  // with no button).
  const h = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'learn-done'),
    `${round}: the round's end (Leave, on the table or in the summary)`, 15000);
  assert(h.screen !== 'summary' || h.widgets.some((w) => w.id === 'learn-finished'),
    `${round}: the summary does not say the round is finished`);
  assert(h.state.lesson && h.state.lesson.done, `${round}: the round did not reach its end`);
  assert(wrong, `${round}: the wrong press was never tried`);
  // Spin: Cleo's spin is told beside her landed wheel, which waits for Next.
  assert(round !== 'spin' || wheelWaits > 0, 'spin: the wheel was gone before its sentence');
  assert(round !== 'classic' || colourAsks > 0, 'classic: no wild was played from the picker');
  // Next stays put from step to step (a newcomer's click missed a Next that had moved with
  // the length of the sentence above it): within a few pixels on the table.
  const at = [...nextAt].map((p) => p.split(',').map(Number));
  const spread = (k) => Math.max(...at.map((p) => p[k])) - Math.min(...at.map((p) => p[k]));
  assert(at.length === 0 || (spread(0) <= 10 && spread(1) <= 10), `${round} at ${size}: Next moved: ${[...nextAt].join(' ')}`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`learn: ${round} at ${size}: ${presses} presses, ${nexts} Next, ${seconds.toFixed(0)} s of table time`);
  return h;
}

