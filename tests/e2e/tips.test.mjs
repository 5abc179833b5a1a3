// Tips (issue 42): the first time a special moment meets the player, one text explains it,
// with "Got it" and "No more tips"; never again once seen, none after "No more tips";
// remembered across a reload. The dino deal of seed 3 (two computers) deals the player a
// Lauf!, so its tip comes once the deal has landed. Screenshots at the four sizes:
// build/e2e/tips-lauf-<w>x<h>.png.
import { assert, openGame, press, waitFor, atRest, hook, dialogSettled } from './helpers.mjs';
import { dealLink, fastSettings, policyStep } from './data.mjs';
import { screenProblems } from './screens.mjs';
import { register } from './fixtures.mjs';

const LAUF = 1 << 1;  // Tip::Lauf's bit in the settings (app/core/coach/tips.h)

const openLauf = (browser, baseUrl, o = {}) =>
  openGame(browser, baseUrl, { ...o, hash: dealLink('dino', 2, 3), save: fastSettings(o.lang), tips: true });

const tipOpen = (id) => (h) => h.state.notice === id && h.widgets.some((w) => w.id === 'notice-got-it');

// Plays the policy's moves until a notice opens or `steps` moves were made; returns the hook.
async function playUntilNotice(g, steps) {
  for (let i = 0; i < steps; i++) {
    const h = await waitFor(g, (x) => x.state.notice || x.screen === 'summary' ||
      (x.state.active && !x.state.animating && x.state.legal.length > 0 && !x.state.wheel), 'a move or a notice', 60000);
    if (h.state.notice || h.screen === 'summary') return h;
    const before = h.state.events;
    await policyStep(g, h);
    await waitFor(g, (x) => x.state.events > before || !!x.state.notice || x.screen === 'summary', 'the move to land', 20000);
  }
  return hook(g);
}

const tests = [
  {
    name: 'a Lauf! in the first hand brings its tip; Got it for good, across a reload; No more tips ends them',
    async run({ browser, baseUrl }) {
      const g = await openLauf(browser, baseUrl);
      let h = await waitFor(g, tipOpen('tip:lauf'), 'the Lauf! tip');
      assert(h.state.tips.seen === 0 && !h.state.tips.off, `tips before: ${JSON.stringify(h.state.tips)}`);
      assert(h.widgets.some((w) => w.id === 'notice-no-more'), 'no "No more tips" button');
      await press(g, 'notice-got-it');
      h = await waitFor(g, (x) => !x.state.notice, 'the tip closed');
      assert(h.state.tips.seen === LAUF, `seen after Got it: ${h.state.tips.seen}`);
      // The game goes on; the Lauf!'s tip never again (other moments' tips: Got it).
      const shown = new Set(['tip:lauf']);
      for (let i = 0; i < 3; i++) {
        h = await playUntilNotice(g, 8);
        if (!h.state.notice) continue;
        assert(!shown.has(h.state.notice), `${h.state.notice} came twice`);
        assert(h.state.notice.startsWith('tip:'), `an unexpected notice: ${h.state.notice}`);
        shown.add(h.state.notice);
        await press(g, 'notice-got-it');
        await waitFor(g, (x) => !x.state.notice, 'the tip closed');
      }
      // A reload restores the game with the Lauf! still in hand: its tip stays seen.
      await g.page.reload();
      h = await atRest(g, 'the restored game');
      assert(h.state.notice !== 'tip:lauf', 'the Lauf! tip came back after a reload');
      assert((h.state.tips.seen & LAUF) !== 0, `seen after the reload: ${h.state.tips.seen}`);
      g.assertClean();
      await g.context.close();

      // A new player: "No more tips" at the first, and no tip after it.
      const n = await openLauf(browser, baseUrl);
      await waitFor(n, tipOpen('tip:lauf'), 'the Lauf! tip');
      await press(n, 'notice-no-more');
      h = await waitFor(n, (x) => !x.state.notice, 'the tip closed');
      assert(h.state.tips.off, 'tips still on after "No more tips"');
      h = await playUntilNotice(n, 12);
      assert(!h.state.notice, `a notice after "No more tips": ${h.state.notice}`);
      n.assertClean();
      await n.context.close();
    },
  },
  {
    name: 'the tip by keys and the accessibility tree: a dialog with its text, Escape reads it as Got it',
    async run({ browser, baseUrl }) {
      const g = await openLauf(browser, baseUrl);
      await waitFor(g, tipOpen('tip:lauf'), 'the Lauf! tip');
      const dialog = g.page.locator('#a11y [role="dialog"], #a11y [role="alertdialog"]');
      await dialog.first().waitFor({ timeout: 5000 });
      const words = await dialog.first().textContent();
      assert(/Tip: Lauf!/.test(words) && /blocks it/.test(words), `the dialog says: ${words}`);
      // The focus is in the dialog (a screen reader reads it), on a control to press.
      await g.page.waitForFunction(() => !!document.activeElement?.closest('[role=dialog], [role=alertdialog]'), null, { timeout: 5000 });
      await dialogSettled(g.page);
      await g.page.keyboard.press('Escape');
      const h = await waitFor(g, (x) => !x.state.notice, 'the tip closed by Escape');
      assert(h.state.tips.seen === LAUF && !h.state.tips.off, `after Escape: ${JSON.stringify(h.state.tips)}`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'the tip at four sizes: nothing cut off or overlapping',
    async run({ browser, baseUrl }) {
      const sizes = [
        { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
        { viewport: { width: 740, height: 360 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
        { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
        { viewport: { width: 3840, height: 2160 }, deviceScaleFactor: 1 },
      ];
      for (const o of sizes) {
        const vp = o.viewport;
        const g = await openLauf(browser, baseUrl, o);
        await waitFor(g, tipOpen('tip:lauf'), 'the Lauf! tip');
        const h = await atRest(g, 'the tip at rest');
        const problems = screenProblems(h, vp, !!o.hasTouch);
        await g.screenshot(`tips-lauf-${vp.width}x${vp.height}`);
        assert(problems.length === 0, `${vp.width}x${vp.height}: ${problems.join('; ')}`);
        await press(g, 'notice-got-it', { touch: !!o.hasTouch });
        await waitFor(g, (x) => !x.state.notice, 'the tip closed');
        g.assertClean();
        await g.context.close();
      }
    },
  },
];

register(import.meta.url, tests);
