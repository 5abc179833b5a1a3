// A complete game through the UI: start screen, real mouse / touch / keyboard input on
// the canvas, the test hook (Module._uno_test_state) to find widgets and to read what
// the human seat may see. Screenshots go to build/e2e/.
import { assert, openGame, hook, press, waitFor, atRest, setUp, ready, humanStep, playToEnd, waitForRuntime, nextFrame, steady } from './helpers.mjs';
import { register } from './fixtures.mjs';

export const tests = [
  {
    name: 'the start screen comes back after a reload as the player left it',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl);
      try {
        await waitFor(g, (x) => x.screen === 'start', 'the start screen');
        const dom = g.page.locator('#a11y');
        // Each press seen taken before the next (the accessibility layer follows the
        // screen), so a failure says whether a press or the save was lost.
        const taken = (role, name, what) => dom.getByRole(role, { name, checked: true })
          .waitFor({ state: 'attached', timeout: 10000 }).catch(() => { throw new Error(what + ' (before the reload)'); });
        await press(g, 'preset:2');
        await taken('radio', 'Spin', 'the press on the Spin preset was lost');
        await press(g, 'seats-');
        await dom.getByText('3 players', { exact: true }).waitFor({ state: 'attached', timeout: 10000 });
        await press(g, 'level:1');
        await press(g, 'level:1');  // Normal -> Hard -> Expert
        await taken('radio', 'Expert', 'the presses on seat 2\'s level were lost');
        await nextFrame(g, 2);  // the frame that took the press saved the setup (persist, at each frame's end)
        await g.page.reload();
        await waitForRuntime(g.page);
        await waitFor(g, (x) => x.screen === 'start', 'the start screen after the reload');
        await dom.getByText('3 players', { exact: true }).waitFor({ state: 'attached', timeout: 5000 });
        assert(await dom.getByRole('radio', { name: 'Spin', checked: true }).count() === 1, 'the Spin preset is not chosen after the reload');
        assert(await dom.getByRole('radio', { name: 'Expert', checked: true }).count() === 1, 'seat 2 is not Expert after the reload');
        await g.screenshot('start-after-reload');
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    name: 'human vs computer: a first-out match played to its end with the mouse',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=7' });
      await setUp(g, { seats: 2, shot: 'start-screen' });
      const { h, steps } = await playToEnd(g, { shots: { table: 'table-desktop', colour: 'colour-picker', summary: 'round-summary' } });
      assert(h.state.match_winners.length === 1, 'no match winner');
      assert(steps > 3, `only ${steps} human steps`);
      // The summary's first frame only measures it (an auto-sized dialog's hidden frame):
      // its buttons come with the next (a throttled run read the state in between).
      await waitFor(g, (x) => x.widgets.some((w) => w.id === 'rematch'), 'the rematch button', 5000);
      await press(g, 'rematch');
      await waitFor(g, (x) => x.screen === 'table' && x.state.round === 1 && x.state.hand.length >= 7, 'a rematch');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'a scored round: the colour picker names the colour, the summary shows each hand',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=19' });
      // No animations: the picker and the summary are the subject, not a round's flights.
      await setUp(g, { seats: 3, target: 500, speed: 3 });
      let picked = false, summary = false;
      for (let i = 0; i < 600 && !(picked && summary); i++) {
        let h = await waitFor(g, ready, 'a human decision', 60000);
        if (h.screen === 'summary') {
          // The summary's first frame sizes it unseen: its button comes with the next one.
          h = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'next-round'), 'the next-round button');
          if (!summary) await g.screenshot('round-summary-scored');
          assert(h.state.round_winner >= 0, 'no round winner');
          const total = h.state.seats.reduce((n, s) => n + s.score, 0);
          assert(total > 0, 'nobody scored');
          summary = true;
          await press(g, 'next-round');
          await waitFor(g, (x) => x.screen !== 'summary', 'the next round');
          continue;
        }
        if (h.state.picking_colour && !picked) {
          // The picker's first frame sizes it unseen: its swatches come with the next one.
          h = await waitFor(g, (x) => !x.state.picking_colour || x.widgets.some((w) => w.id === 'colour:R'), 'the swatches');
          h = await steady(g, 'colour:G', 3000);  // placed (a dialog's size settles, then its place)
          await g.screenshot('colour-picker');
          for (const c of ['R', 'Y', 'G', 'B']) assert(h.widgets.some((w) => w.id === 'colour:' + c), `no ${c} swatch`);
          await press(g, 'colour:G');
          const after = await waitFor(g, (x) => !x.state.picking_colour, 'the picker to close');
          assert(after.state.colour === 'G', `colour in play is ${after.state.colour}`);
          picked = true;
          continue;
        }
        await humanStep(g, h, { shots: { preferWild: true } });
      }
      assert(picked && summary, `picked a colour: ${picked}, saw a summary: ${summary}`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'languages: the browser language is used and settings switch it',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { locale: 'sv-SE' });
      let h = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      assert(h.state.lang === 'sv', `language ${h.state.lang} for sv-SE`);
      await press(g, 'lang:de');
      h = await waitFor(g, (x) => x.state.lang === 'de', 'German');
      await g.screenshot('start-screen-de');
      await press(g, 'shapes');
      await press(g, 'start');
      await waitFor(g, (x) => x.screen === 'table' && x.state.legal.length > 0 && !x.state.animating, 'the human turn', 60000);
      await g.screenshot('table-de-shapes');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'no frames are rendered while the human is thinking',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=3' });
      await setUp(g, { seats: 3 });
      // A banner ("Skip!") stands still once it has popped in, but its end is one more frame.
      await waitFor(g, (h) => h.state.legal.length > 0 && !h.state.animating && h.state.thinking < 0 && !h.state.banner, 'the human turn');
      await atRest(g, 'the human turn');
      const before = await g.frames();
      await g.page.waitForTimeout(3000);  // the span that must stay idle (nothing to await: nothing may happen)
      const idle = (await g.frames()) - before;
      assert(idle <= 1, `${idle} frames rendered in 3 idle seconds`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'keyboard: arrows select, Enter plays, D draws',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=11' });
      await setUp(g, { seats: 2 });
      await g.page.mouse.click(5, 300);  // focus the canvas
      for (let turn = 0; turn < 3; turn++) {
        const h = await waitFor(g, (x) => ready(x) && x.screen === 'table', 'the human turn');
        const before = h.state.events;
        const canPlay = h.state.legal.some((a) => / play /.test(a));
        const canDraw = h.state.legal.some((a) => / draw$/.test(a));
        if (h.state.reveal || (!canPlay && !canDraw)) {
          await humanStep(g, h);  // a +4 challenge or similar: not a keyboard case
          turn--;
          continue;
        }
        if (canPlay) {
          // Arrows at a person's pace: each press moves the selection (the first one onto a
          // playable card), then Enter plays the selected card.
          const legalIds = new Set(h.state.legal.filter((a) => / play /.test(a)).map((a) => Number(/#(\d+)/.exec(a)[1])));
          let sel = h.state.selected;
          for (const key of h.state.hand.length > 1 ? ['ArrowRight', 'ArrowLeft', 'ArrowRight'] : ['ArrowRight']) {
            await g.page.keyboard.press(key);
            sel = (await waitFor(g, (x) => x.state.selected !== sel && x.state.selected !== null, `${key} to move the selection`, 5000)).state.selected;
          }
          for (let i = 0; i < h.state.hand.length && !legalIds.has(sel); i++) {
            await g.page.keyboard.press('ArrowRight');
            sel = (await waitFor(g, (x) => x.state.selected !== sel, 'ArrowRight to move the selection', 5000)).state.selected;
          }
          await g.page.keyboard.press('Enter');
          const after = await waitFor(g, (x) => x.state.picking_colour || x.state.events > before, 'Enter to play the card', 5000).catch(() => hook(g));
          if (after.state.picking_colour) await g.page.keyboard.press('r');
        } else {
          await g.page.keyboard.press('d');
        }
        await waitFor(g, (x) => x.state.events > before, 'the keyboard action to take effect', 5000);
        if (h.state.phase === 'match-over') break;
      }
      // The menu keeps the game: "Continue" brings the same hand back.
      const mid = await waitFor(g, (x) => x.screen === 'table' && !x.state.animating, 'the table');
      await press(g, 'menu');
      const start = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      assert(start.widgets.some((w) => w.id === 'continue'), 'no continue button');
      await press(g, 'continue');
      const back = await waitFor(g, (x) => x.screen !== 'start', 'the table again');
      assert(JSON.stringify(back.state.hand.map((c) => c.id).sort()) === JSON.stringify(mid.state.hand.map((c) => c.id).sort()) ||
             back.state.events > mid.state.events, 'continue did not bring the same game back');
      g.assertClean();
      await g.context.close();
    },
  },
  ...[
    { width: 390, height: 844, dpr: 3, locale: 'en-US', seed: 21, shot: 'phone' },
    // The narrowest phones, in German (the longest button labels).
    { width: 360, height: 740, dpr: 2, locale: 'de-DE', seed: 5, shot: 'phone-360-de' },
  ].map((p) => ({
    name: `phone (${p.width}x${p.height}, ${p.locale}, touch): the table fits and turns are played by tapping`,
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: `seed=${p.seed}`, viewport: { width: p.width, height: p.height }, deviceScaleFactor: p.dpr, isMobile: true, hasTouch: true, locale: p.locale });
      await setUp(g, { seats: 4, touch: true, shot: p.width === 390 ? 'start-phone' : null });
      let taps = 0;
      while (taps < 8) {
        const h = await waitFor(g, ready, 'a human decision', 60000);
        if (taps === 1) await g.screenshot(p.width === 390 ? 'table-phone' : 'table-' + p.shot);
        for (const w of h.widgets) {
          if (!w.id.startsWith('card:') && !['uno', 'draw', 'keep', 'play-drawn', 'draw-btn', 'accept', 'menu', 'share'].includes(w.id)) continue;
          assert(w.x >= -1 && w.x + w.w <= p.width + 1 && w.y + w.h <= p.height + 1, `${w.id} is off screen: ${JSON.stringify(w)}`);
        }
        if (h.screen === 'summary') break;
        await humanStep(g, h, { touch: true });
        taps++;
      }
      g.assertClean();
      await g.context.close();
    },
  })),
];

register(import.meta.url, tests);
