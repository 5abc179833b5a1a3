// Hot-seat: two humans and a computer on one device. Before a human's turn the privacy
// screen hides every hand; a human's cards are never on screen for another human.
import { assert, openGame, hook, setUp, waitFor, humanStep, handOver } from './helpers.mjs';
import { register } from './fixtures.mjs';

// Reads the test hook after every animation frame of the page and records each frame in
// which a hand is face up while the game waits for a computer (the hot-seat leak), unless
// that hand's owner may still call UNO or is reading the result of their +4 challenge.
async function watchHands(g) {
  await g.page.evaluate(() => {
    window.unoHandWatch = { frames: 0, computerFrames: 0, leaks: [] };
    const tick = () => {
      const h = JSON.parse(Module.UTF8ToString(Module._uno_test_state()));
      const st = h.state;
      const w = window.unoHandWatch;
      w.frames++;
      if (st.active && h.screen !== 'privacy' && st.acting >= 0 && !st.seats[st.acting].human) {
        w.computerFrames++;
        // Still the viewer's own moment: their UNO call is open, or they read the hand their
        // +4 challenge revealed (the game waits for them to close it).
        const mayCall = st.legal.some((a) => / uno$/.test(a));
        if (st.hand.length > 0 && !mayCall && !st.reveal && w.leaks.length < 5)
          w.leaks.push({ acting: st.acting, viewer: st.viewer, cards: st.hand.length, phase: st.phase });
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function checkHands(g) {
  const w = await g.page.evaluate(() => window.unoHandWatch);
  console.log(`        hand watch: ${w.frames} frames, ${w.computerFrames} while a computer acted`);
  assert(w.computerFrames > 0, 'no frame was watched while a computer acted');
  assert(w.leaks.length === 0, `a hand was face up while a computer acted: ${JSON.stringify(w.leaks)}`);
}

export const tests = [
  {
    name: 'three seats (two humans): the privacy screen hands the device over',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=5' });
      await setUp(g, { seats: 3, humans: [1] });
      await watchHands(g);
      let handovers = 0, shot = false, lastViewer = -1, lastDid = '';
      const seen = { 0: new Set(), 1: new Set() };
      for (let i = 0; i < 400; i++) {
        const h = await waitFor(g, (x) => x.state.active && !x.state.animating &&
          (x.screen !== 'table' || x.state.reveal || x.state.legal.length > 0), 'a human decision', 60000);
        if (h.screen === 'summary') break;
        if (h.screen === 'privacy') {
          assert(!h.widgets.some((w) => w.id.startsWith('card:')), 'a hand is visible behind the privacy screen');
          assert(h.state.viewer === -1 && h.state.hand.length === 0, 'the privacy screen leaks a hand');
          const to = h.state.privacy_for;
          assert(to === 0 || to === 1, `privacy screen for seat ${to}`);
          if (!shot) { await g.screenshot('privacy-screen'); shot = true; }
          const after = await handOver(g);
          // The table for `to` (a forced Draw Two waits for their press since issue 41), or
          // the next hand-over already.
          const passedOn = after.screen === 'privacy' && after.state.privacy_for !== to;
          assert(after.state.viewer === to || passedOn, `viewer ${after.state.viewer} after passing to ${to} (screen ${after.screen}, phase ${after.state.phase})`);
          handovers++;
          lastViewer = to;
          lastDid = 'privacy';
          continue;
        }
        const v = h.state.viewer;
        assert(v === 0 || v === 1, `viewer ${v}`);
        if (lastViewer >= 0 && v !== lastViewer) throw new Error('the viewer changed without a privacy screen');
        lastViewer = v;
        // The other human's hand is never known to this viewer (except the cards a +4
        // challenge showed to the challenger, until the game moves on).
        if (!h.state.reveal && lastDid !== 'challenge' && lastDid !== 'reveal')
          assert(!h.state.seats[1 - v].known, 'the other human hand is visible');
        for (const c of h.state.hand) seen[v].add(c.id);
        lastDid = await humanStep(g, h);
        const n = await hook(g);
        if (n.screen === 'privacy') lastViewer = -1;
      }
      assert(handovers >= 2, `only ${handovers} hand-overs`);
      await checkHands(g);
      g.assertClean();
      await g.context.close();
    },
  },
];

register(import.meta.url, tests);
