// Hot-seat: two humans and a computer on one device. Before a human's turn the privacy
// screen hides every hand; a human's cards are never on screen for another human.
import { assert, openGame, hook, setUp, waitFor, humanStep, handOver, press, atRest } from './helpers.mjs';
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
        // Still the viewer's own moment: their UNO call is open, they read the hand their
        // +4 challenge revealed (the game waits for them to close it), or they look at the
        // card their own draw brought (a moment before the computer moves).
        const mayCall = st.legal.some((a) => / uno$/.test(a));
        if (st.hand.length > 0 && !mayCall && !st.reveal && !st.own_draw_shown && w.leaks.length < 5)
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

// A raw click at a widget's centre, the clock stopped: one frame of the game's time runs
// after it (the frame that takes it).
async function clickNow(g, w) {
  await g.page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
  await g.page.mouse.down();
  await g.page.mouse.up();
  for (let i = 0; i < 3; i++) await g.page.clock.runFor(16);
  return hook(g);
}

export const tests = [
  {
    name: 'a button that has just come takes no press for 300 ms: a second tap does not hand the device over',
    async run({ browser, baseUrl }) {
      // Issue 41: a person's quick second tap, meant for the card or button that was there,
      // landed on "I am Bea" as it came and passed the device on unseen.
      const g = await openGame(browser, baseUrl, { hash: 'seed=5', clock: true });
      await setUp(g, { seats: 3, humans: [1] });
      let tested = false;
      for (let i = 0; i < 60 && !tested; i++) {
        const h = await waitFor(g, (x) => x.state.active && !x.state.animating &&
          (x.screen === 'privacy' || x.state.legal.length > 0), 'a human decision', 60000);
        if (h.screen === 'privacy') { await handOver(g); continue; }
        const play = h.state.legal.find((a) => / play [^W]\S*#(\d+)$/.test(a));
        if (!play) { await humanStep(g, h); continue; }
        // The clock stopped: the card played, then the game's frames until the next human's
        // privacy screen comes.
        await g.page.clock.pauseAt(await g.page.evaluate(() => Date.now()) + 2000);
        const card = h.widgets.find((w) => w.id === 'card:' + / play \S+#(\d+)$/.exec(play)[1]);
        await clickNow(g, card);
        let x = await hook(g);
        for (let k = 0; k < 2000 && x.screen !== 'privacy'; k++) {
          if (x.state.legal.length > 0 && x.state.acting === h.state.viewer) break;  // still theirs (UNO?)
          await g.page.clock.runFor(16);
          x = await hook(g);
        }
        if (x.screen !== 'privacy') { await g.page.clock.resume(); continue; }
        const ok = x.widgets.find((w) => w.id === 'privacy-ok');
        assert(ok && ok.fresh_until > 0, 'the hand-over button is not marked fresh: ' + JSON.stringify(ok));
        const to = x.state.privacy_for;
        // A tap as it comes: refused, the privacy screen stays.
        x = await clickNow(g, ok);
        assert(x.screen === 'privacy' && x.state.privacy_for === to, 'a tap on the button as it came handed the device over');
        // 300 ms later the same tap hands it over.
        await g.page.clock.runFor(300);
        const later = x.widgets.find((w) => w.id === 'privacy-ok');
        assert(later && !(later.fresh_until > (await g.page.evaluate(() => performance.now()))), 'still fresh after 300 ms');
        x = await clickNow(g, later);
        assert(x.screen !== 'privacy' || x.state.privacy_for !== to, 'a tap 300 ms after the button came did not take');
        await g.page.clock.resume();
        tested = true;
      }
      assert(tested, 'no hand-over after a played card was reached');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'three seats (two humans): the privacy screen hands the device over',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=5' });
      await setUp(g, { seats: 3, humans: [1] });
      await watchHands(g);
      let handovers = 0, shot = false, lastViewer = -1, lastDid = '', shareTold = false;
      const okAt = new Set(), dialogH = new Set();  // the "I am" button's place; the dialog's height
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
          // Issue 41, stop 58: "the 'I am' button moves with the account's length; I tapped
          // empty space". Every pass screen's account is there, the first one's too.
          // Read once the page rests on it, as the person sees it: a dialog's first frame is
          // placed by the content it had when last shown, and the next frame (drawn at once)
          // places it by its own; a page idle on that first frame failed here (CI, stop 60).
          const rest = await atRest(g, 'the hand-over screen');
          assert(rest.screen === 'privacy' && rest.state.privacy_for === to, `the hand-over to ${to} went by itself`);
          const ok = rest.widgets.find((w) => w.id === 'privacy-ok'), dialog = rest.widgets.find((w) => w.id === 'dialog:privacy');
          assert(ok && dialog && h.widgets.some((w) => w.id === 'privacy-recap'),
            `hand-over ${handovers + 1}: no button or no account (${JSON.stringify(h.widgets.map((w) => w.id))})`);
          okAt.add(Math.round(ok.y));
          dialogH.add(Math.round(dialog.h));
          if (!shot) {
            await g.screenshot('privacy-screen');
            shot = true;
            // A way to the Menu that shows no hand (blind play-test: the pass dialog had none);
            // Continue comes back to the same hand-over.
            await press(g, 'privacy-menu');
            const menu = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
            assert(!menu.widgets.some((w) => w.id.startsWith('card:')), 'the Menu shows a hand');
            await press(g, 'continue');
            await waitFor(g, (x) => x.screen === 'privacy' && x.state.privacy_for === to, 'the same hand-over again');
          }
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
        if (!shareTold && h.screen === 'table' && h.state.legal.length > 0) {
          // The greyed Share says why it waits (issue 41: "Share later is never explained").
          await press(g, 'share');
          const told = await waitFor(g, (x) => x.state.refusal !== '', 'why Share waits');
          assert(/shared when the match is over/.test(told.state.refusal), 'Share said: ' + told.state.refusal);
          assert(told.screen === 'table', 'Share left the table: ' + told.screen);
          shareTold = true;
          continue;
        }
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
      assert(dialogH.size >= 2, `every pass screen had the same height (${[...dialogH]}): the button's place went untested`);
      assert(okAt.size === 1, `the "I am" button moved between hand-overs: y ${[...okAt].join(', ')}`);
      assert(shareTold, 'Share was never pressed');
      await checkHands(g);
      g.assertClean();
      await g.context.close();
    },
  },
];

register(import.meta.url, tests);
