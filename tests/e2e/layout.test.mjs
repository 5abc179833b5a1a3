// Layout from phone to 4K: the table with a 13-card hand and the round summary after a
// big hand, at five viewport sizes in English and German. Screenshots go to build/e2e/
// (layout-table-<lang>-<w>x<h>.png, layout-summary-<lang>-<w>x<h>.png); the test checks
// the widget rectangles the test hook reports: nothing outside the viewport, nothing
// overlapping, badges off the felt, touch targets of at least 44 CSS px on phones.
// The positions are fixed (scripts/layout_fixtures.cpp prints them): a deal link with
// 13-card hands (4 seats, the human moves first) and a save at the end of that deal's
// first round, where the human holds 32 cards.
import { assert, openGame, hook, press, pressAndHold, waitFor, drawn, nextFrame, steady } from './helpers.mjs';
import { SIZES, saveUntil, tableProblems, summaryProblems } from './data.mjs';
import { register } from './fixtures.mjs';

const DEAL = 'AQEABABAQEAEKTUBAAAAAAEPDSW2qKk';
const LOCALES = { en: 'en-US', de: 'de-DE' };


function report(what, problems) {
  console.log(`        ${what}: ${problems.length ? problems.length + ' problem(s)' : 'no widget out of view, no overlap'}`);
  assert(problems.length === 0, `${what}:\n  ${problems.join('\n  ')}`);
}

const tableTests = Object.keys(LOCALES).flatMap((lang) => SIZES.map((p) => ({
  name: `table with a 13-card hand at ${p.width}x${p.height} (${lang})`,
  async run({ browser, baseUrl }) {
    const vp = { width: p.width, height: p.height };
    const g = await openGame(browser, baseUrl, { hash: DEAL, viewport: vp, deviceScaleFactor: p.dpr, isMobile: !!p.touch, hasTouch: !!p.touch, locale: LOCALES[lang], clock: true });
    let h = await waitFor(g, (x) => x.screen === 'table' && x.state.hand.length === 13 && !x.state.animating && x.state.legal.length > 0 && !x.state.banner, 'the first human turn', 60000);
    await drawn(g);
    h = await hook(g);
    assert(h.state.lang === lang, `language ${h.state.lang}`);
    await g.screenshot(`layout-table-${lang}-${p.width}x${p.height}`);
    report(`table ${lang} ${p.width}x${p.height} (${h.widgets.length} widgets)`, tableProblems(h, vp, p.touch));
    // The human draws; Bo's Wild Draw Four makes Cleo draw 4, a line the ticker holds for a
    // few seconds (the human draws again on later turns until a line shows). The game's
    // clock is driven from here a tenth of a second at a time, so a loaded machine cannot
    // miss the line, and it stays still while the test looks.
    await g.page.clock.pauseAt(await g.page.evaluate(() => Date.now()) + 2000);  // the game waits for the human: nothing skipped
    let line = null;
    for (let t = 0; t < 180000 && !line; t += 100) {
      h = await hook(g);
      if (h.widgets.some((w) => w.id === 'ticker')) line = h;
      else {
        if (h.state.acting === h.state.viewer && !h.state.animating && h.widgets.some((w) => w.id === 'draw-btn')) await press(g, 'draw-btn', { touch: !!p.touch, optional: true });
        await g.page.clock.runFor(100);
      }
    }
    assert(line, 'no ticker line came in 3 minutes of the game\'s time');
    h = line;
    await g.screenshot(`layout-ticker-${lang}-${p.width}x${p.height}`);
    report(`table with the ticker ${lang} ${p.width}x${p.height}`, tableProblems(h, vp, p.touch));
    g.assertClean();
    await g.context.close();
  },
})));

const summaryTests = Object.keys(LOCALES).flatMap((lang) => SIZES.map((p) => ({
  name: `round summary after a 32-card hand at ${p.width}x${p.height} (${lang})`,
  async run({ browser, baseUrl }) {
    const vp = { width: p.width, height: p.height };
    // The save goes into storage before the page's first script runs (once: a reload keeps it).
    const g = await openGame(browser, baseUrl, { viewport: vp, deviceScaleFactor: p.dpr, isMobile: !!p.touch, hasTouch: !!p.touch, locale: LOCALES[lang], init: (ctx) => ctx.addInitScript((save) => {
      if (!sessionStorage.getItem('layout-seeded')) {
        localStorage.setItem('uno-save', save);
        sessionStorage.setItem('layout-seeded', '1');
      }
    }, saveUntil(lang, 'act 0 pass')) });
    // A saved game resumes at once (or from the start screen's Continue); Bo plays his last
    // card live, so the win banner shows over the table as the summary opens.
    const first = await waitFor(g, (x) => x.screen === 'summary' || x.widgets.some((w) => w.id === 'continue'), 'the saved game', 30000);
    if (first.screen !== 'summary') await press(g, 'continue', { touch: !!p.touch });
    let h = await waitFor(g, (x) => x.screen === 'summary' && x.widgets.some((w) => /^(next-round|rematch)$/.test(w.id)), 'the round summary', 30000);
    // While the win banner shows (it comes as the card lands, for about two seconds).
    let banner = null;
    for (const t0 = Date.now(); Date.now() - t0 < 4000;) {
      h = await hook(g);
      if (h.state.banner && !banner) {
        banner = await steady(g, 'banner');  // popped in
        await g.screenshot(`layout-summary-banner-${lang}-${p.width}x${p.height}`);
        report(`summary with the win banner ${lang} ${p.width}x${p.height}`, summaryProblems(banner, vp, p.touch));
      }
      if (banner && !h.state.banner) break;
      await nextFrame(g, 1, 200);  // the next frame's state
    }
    // (A busy machine may see the summary only after the banner; the check above ran if not.)
    console.log(`        win banner ${banner ? 'seen' : 'not seen'} with the summary`);
    await drawn(g);
    h = await hook(g);
    assert(h.state.seats[0].cards >= 30, `the human holds ${h.state.seats[0].cards} cards`);
    await g.screenshot(`layout-summary-${lang}-${p.width}x${p.height}`);
    report(`summary ${lang} ${p.width}x${p.height}`, summaryProblems(h, vp, p.touch));
    g.assertClean();
    await g.context.close();
  },
})));

// Feel: playing a +2 shows the "+2!" banner (a core text, also in German), the banner
// goes again by itself, and a reduced-motion page still shows it (as a fade).
const bannerTests = [['en', 'no-preference'], ['de', 'reduce']].map(([lang, motion]) => ({
  name: `a +2 shows its banner (${lang}, reduced motion: ${motion})`,
  async run({ browser, baseUrl }) {
    const g = await openGame(browser, baseUrl, { hash: DEAL, locale: LOCALES[lang], reducedMotion: motion, clock: true });
    const h = await waitFor(g, (x) => x.screen === 'table' && x.state.hand.length === 13 && !x.state.animating && x.state.legal.length > 0, 'the first human turn', 60000);
    const plus2 = h.state.hand.find((c) => c.face === 'G+2');
    assert(plus2, 'the fixed deal has a green +2');
    assert(h.state.reduced_motion === (motion === 'reduce'), `the core sees reduced motion: ${h.state.reduced_motion}`);
    // The banner lasts about a second: held still (the game's clock stopped) while the test
    // looks, so a loaded machine cannot miss it.
    const shown = await pressAndHold(g, `card:${plus2.id}`, (x) => x.state.banner === '+2!' && x.widgets.some((w) => w.id === 'banner'), 'the +2 banner');
    assert(shown.state.hand.length === 12, `the +2 was played: ${shown.state.hand.length} cards`);
    await g.screenshot(`banner-plus2-${lang}`);
    await g.page.clock.resume();
    await waitFor(g, (x) => x.state.banner !== '+2!', 'the banner to go', 30000);
    g.assertClean();
    await g.context.close();
  },
}));

// A landscape phone: a finger that lands on a name field and drags up scrolls the start
// screen (before, the field took the drag and the screen stayed put).
const dragTest = {
  name: 'start screen at 740x360: a drag that starts on a name field scrolls',
  async run({ browser, baseUrl }) {
    const g = await openGame(browser, baseUrl, { viewport: { width: 740, height: 360 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await waitFor(g, (x) => x.screen === 'start' && x.widgets.some((w) => w.id === 'name:1'), 'the start screen');
    const cdp = await g.page.context().newCDPSession(g.page);
    const drag = async (x, y0, dy) => {
      const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      await touch('touchStart', y0);
      // A finger's drag: each move seen by a frame before the next.
      for (let i = 1; i <= 8; i++) { await touch('touchMove', y0 + (dy * i) / 8); await nextFrame(g, 1, 100); }
      await touch('touchEnd', y0 + dy);
      await nextFrame(g, 2, 500);  // the frames that took the lift
    };
    // The name fields start below the fold: bring one up, then drag on the field itself.
    let field;
    for (let i = 0; i < 6 && !field; i++) {
      const h = await hook(g);
      field = h.widgets.find((w) => /^name:\d$/.test(w.id) && w.y > 60 && w.y + w.h < 300);
      if (!field) await drag(700, 300, -120);
    }
    assert(field, 'no name field came into view');
    await drag(field.x + Math.min(field.w / 2, 60), field.y + field.h / 2, -100);
    const after = (await hook(g)).widgets.find((w) => w.id === field.id);
    console.log(`        ${field.id} moved from y=${field.y} to y=${after && after.y}`);
    assert(after && after.y < field.y - 40, `a drag on ${field.id} did not scroll: ${JSON.stringify(after)}`);
    await cdp.detach();
    g.assertClean();
    await g.context.close();
  },
};

export const tests = [...tableTests, ...summaryTests, ...bannerTests, dragTest];

register(import.meta.url, tests);
