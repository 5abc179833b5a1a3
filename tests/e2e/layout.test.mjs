// Layout from phone to 4K: the table with a 13-card hand and the round summary after a
// big hand, at five viewport sizes in English and German. Screenshots go to build/e2e/
// (layout-table-<lang>-<w>x<h>.png, layout-summary-<lang>-<w>x<h>.png); the test checks
// the widget rectangles the test hook reports: nothing outside the viewport, nothing
// overlapping, badges off the felt, touch targets of at least 44 CSS px on phones.
// The positions are fixed (scripts/layout_fixtures.cpp prints them): a deal link with
// 13-card hands (4 seats, the human moves first) and a save at the end of that deal's
// first round, where the human holds 32 cards.
import zlib from 'node:zlib';
import { assert } from './harness.mjs';
import { openGame, hook, press, waitFor } from './game.test.mjs';

const DEAL = 'AQEABABAQEAEKTUBAAAAAAEPDSW2qKk';
export const SAVES = {
  en: 'uno-save 1\nlanguage en\ncolour-blind 0\nanimation fast\ngame classic 0000000001352904\nrule hand_size 13\nseat human You\nseat normal Bo\nseat normal Cleo\nseat normal Dan\nact 0 draw\nact 1 play W4#106 R\nact 2 accept\nact 3 play W#103 R\nact 0 draw\nact 1 play R1#1\nact 2 play R1#2\nact 3 play R4#8\nact 0 draw\nact 1 play RS#24\nact 3 play W4#105 R\nact 0 accept\nact 1 play W#101 R\nact 2 draw\nact 3 play W#102 R\nact 0 draw\nact 1 play R5#9\nact 2 play G5#60\nact 3 play G8#66\nact 0 draw\nact 1 play G9#67\nact 2 play G6#61\nact 3 draw\nact 3 play G7#64\nact 0 draw\nact 1 play G1#51\nact 2 play G4#57\nact 3 play B4#82\nact 0 draw\nact 1 play B1#76\nact 2 play B4#83\nact 3 play B+2#95\nact 0 accept\nact 1 play B3#80\nact 2 play BS#99\nact 0 draw\nact 0 pass\nact 1 play B0#75\nact 2 play B8#91\nact 3 play B2#78\nact 0 draw\nact 1 draw\nact 2 play BS#98\nact 0 draw\nact 0 pass\nact 1 play RS#23\nact 3 play R3#6\nact 0 draw\nact 0 pass\nact 1 play Y3#31\nact 2 play G3#56\nact 3 draw\nact 0 draw\nact 0 pass\nact 1 play Y3#30\nact 1 uno\nact 2 play Y7#38\nact 3 play Y0#25\nact 0 draw\nact 0 pass\nact 1 play Y9#43\nstats played=0 won=0 rounds=0 streak=0 best-streak=0\ncrc 37d16460\n',
  de: 'uno-save 1\nlanguage de\ncolour-blind 0\nanimation fast\ngame classic 0000000001352904\nrule hand_size 13\nseat human Du\nseat normal Bo\nseat normal Cleo\nseat normal Dan\nact 0 draw\nact 1 play W4#106 R\nact 2 accept\nact 3 play W#103 R\nact 0 draw\nact 1 play R1#1\nact 2 play R1#2\nact 3 play R4#8\nact 0 draw\nact 1 play RS#24\nact 3 play W4#105 R\nact 0 accept\nact 1 play W#101 R\nact 2 draw\nact 3 play W#102 R\nact 0 draw\nact 1 play R5#9\nact 2 play G5#60\nact 3 play G8#66\nact 0 draw\nact 1 play G9#67\nact 2 play G6#61\nact 3 draw\nact 3 play G7#64\nact 0 draw\nact 1 play G1#51\nact 2 play G4#57\nact 3 play B4#82\nact 0 draw\nact 1 play B1#76\nact 2 play B4#83\nact 3 play B+2#95\nact 0 accept\nact 1 play B3#80\nact 2 play BS#99\nact 0 draw\nact 0 pass\nact 1 play B0#75\nact 2 play B8#91\nact 3 play B2#78\nact 0 draw\nact 1 draw\nact 2 play BS#98\nact 0 draw\nact 0 pass\nact 1 play RS#23\nact 3 play R3#6\nact 0 draw\nact 0 pass\nact 1 play Y3#31\nact 2 play G3#56\nact 3 draw\nact 0 draw\nact 0 pass\nact 1 play Y3#30\nact 1 uno\nact 2 play Y7#38\nact 3 play Y0#25\nact 0 draw\nact 0 pass\nact 1 play Y9#43\nstats played=0 won=0 rounds=0 streak=0 best-streak=0\ncrc 83c64289\n',
};

// The save cut after the last line that is `last` (the moves after it are played live: the
// banners and ticker lines they bring show), with its check value.
export function saveUntil(lang, last) {
  const body = SAVES[lang].slice(0, SAVES[lang].indexOf('crc '));
  const lines = body.split('\n');
  const cut = lines.lastIndexOf(last);
  const kept = [...lines.slice(0, cut + 1), lines.find((l) => l.startsWith('stats ')), ''].join('\n');
  return `${kept}crc ${zlib.crc32(Buffer.from(kept)).toString(16).padStart(8, '0')}\n`;
}

export const SIZES = [
  { width: 360, height: 740, dpr: 2, touch: true },
  { width: 740, height: 360, dpr: 2, touch: true },
  { width: 1280, height: 800, dpr: 1 },
  { width: 1920, height: 1080, dpr: 1 },
  { width: 3840, height: 2160, dpr: 1 },
];
const LOCALES = { en: 'en-US', de: 'de-DE' };

const ACTION_IDS = /^(uno|draw-btn|keep|play-drawn|accept|spin|done|unospin|catch:\d+|verdict:-?\d+)$/;
const TAP_IDS = /^(menu|share|uno|draw-btn|keep|play-drawn|accept|catch:\d+|card:\d+|next-round|rematch|menu2|share-replay)$/;

function overlap(a, b, slack = 0.5) {
  return a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h && b.y + slack < a.y + a.h;
}
function inView(w, vp) {
  return w.x >= -0.5 && w.y >= -0.5 && w.x + w.w <= vp.width + 0.5 && w.y + w.h <= vp.height + 0.5;
}
// Whether a rectangle reaches into the ellipse inscribed in e (the felt oval).
function touchesEllipse(r, e) {
  const cx = e.x + e.w / 2, cy = e.y + e.h / 2;
  const px = Math.max(r.x, Math.min(cx, r.x + r.w)), py = Math.max(r.y, Math.min(cy, r.y + r.h));
  const dx = (px - cx) / (e.w / 2), dy = (py - cy) / (e.h / 2);
  return dx * dx + dy * dy < 1;
}

// Problems with the table's widgets (an empty list when the layout is right).
export function tableProblems(h, vp, touch) {
  const out = [];
  const ws = h.widgets;
  for (const w of ws) if (!inView(w, vp)) out.push(`${w.id} outside the viewport: ${JSON.stringify(w)}`);
  const solid = ws.filter((w) => /^(menu|share|status|target|badge:\d+|draw|discard|colour-label|direction-label|hand)$/.test(w.id) || ACTION_IDS.test(w.id));
  for (let i = 0; i < solid.length; i++)
    for (let j = i + 1; j < solid.length; j++)
      if (overlap(solid[i], solid[j])) out.push(`${solid[i].id} overlaps ${solid[j].id}`);
  const felt = ws.find((w) => w.id === 'felt');
  const viewer = h.state.viewer;
  if (felt) for (const b of ws.filter((w) => /^badge:/.test(w.id) && w.id !== `badge:${viewer}`))
    if (touchesEllipse(b, felt)) out.push(`${b.id} touches the felt`);
  for (const c of ws.filter((w) => /^card:/.test(w.id))) {
    const hand = ws.find((w) => w.id === 'hand');
    if (!hand || c.x < hand.x - 0.5 || c.x + c.w > hand.x + hand.w + 0.5) out.push(`${c.id} outside the hand`);
  }
  if (touch) for (const w of ws.filter((x) => TAP_IDS.test(x.id)))
    if (w.w < 44 - 0.5 || w.h < 44 - 0.5) out.push(`${w.id} is ${w.w.toFixed(1)}x${w.h.toFixed(1)}, under 44 px`);
  // The ticker's lines cover no other seat's badge and neither label of the piles.
  for (const t of ws.filter((w) => w.id === 'ticker')) {
    if (!inView(t, vp)) out.push(`a ticker line is outside the viewport: ${JSON.stringify(t)}`);
    for (const o of ws.filter((w) => /^(badge:\d+|colour-label|direction-label)$/.test(w.id) && w.id !== `badge:${viewer}`))
      if (overlap(t, o)) out.push(`a ticker line covers ${o.id}: ${JSON.stringify(t)} on ${JSON.stringify(o)}`);
  }
  return out;
}

export function summaryProblems(h, vp, touch) {
  const out = [];
  const dialog = h.widgets.find((w) => w.id === 'dialog:summary');
  if (!dialog) return ['no summary dialog'];
  if (!inView(dialog, vp)) out.push(`the summary is outside the viewport: ${JSON.stringify(dialog)}`);
  const inside = h.widgets.filter((w) => /^(summary-|next-round|rematch|menu2|share-replay)/.test(w.id));
  for (const w of inside) {
    if (w.x < dialog.x - 0.5 || w.x + w.w > dialog.x + dialog.w + 0.5 || w.y < dialog.y - 0.5 || w.y + w.h > dialog.y + dialog.h + 0.5)
      out.push(`${w.id} sticks out of the summary (cut off or hidden below the fold): ${JSON.stringify(w)} in ${JSON.stringify(dialog)}`);
    if (!inView(w, vp)) out.push(`${w.id} outside the viewport`);
  }
  const heads = inside.filter((w) => /^summary-head:/.test(w.id));
  for (let i = 0; i < heads.length; i++)
    for (let j = i + 1; j < heads.length; j++)
      if (overlap(heads[i], heads[j], -4)) out.push(`${heads[i].id} runs into ${heads[j].id}`);
  for (const c of inside.filter((w) => /^summary-cards:/.test(w.id))) {
    const seat = c.id.split(':')[1];
    const n = inside.find((w) => w.id === `summary-hand:${seat}`);
    if (n && overlap(c, n)) out.push(`the cards of seat ${seat} cover its "in hand" number`);
  }
  if (touch) for (const w of inside.filter((x) => TAP_IDS.test(x.id)))
    if (w.h < 44 - 0.5) out.push(`${w.id} is ${w.h.toFixed(1)} px tall, under 44`);
  // The cards left in the hands are readable: 40 px tall or more, and an overlapped card
  // shows its corner index (at least 0.4 of its width).
  for (const block of inside.filter((w) => /^summary-cards:/.test(w.id))) {
    const seat = block.id.split(':')[1];
    const n = h.state.seats[seat] ? h.state.seats[seat].cards : 0;
    // The first two cards when the page names them, else one row of n cards in the block.
    const c = inside.find((w) => w.id === `summary-card0:${seat}`) || { x: block.x, y: block.y, h: block.h, w: block.h * 0.66 };
    const next = inside.find((w) => w.id === `summary-card1:${seat}`) ||
      (n > 1 ? { x: c.x + (block.w - c.w) / (n - 1), y: c.y } : null);
    if (c.h < 40 - 0.5) out.push(`the cards of seat ${seat} are ${c.h.toFixed(1)} px tall, under 40`);
    if (next && Math.abs(next.y - c.y) < 0.5 && next.x - c.x < c.w * 0.4 - 0.5)
      out.push(`the cards of seat ${seat} show only ${(next.x - c.x).toFixed(1)} px of ${c.w.toFixed(1)} (their index is hidden)`);
  }
  // When the rows scroll (a phone on its side), the scrollbar covers no number or card.
  const bar = inside.find((w) => w.id === 'summary-scrollbar');
  if (bar) for (const w of inside.filter((x) => /^summary-(hand|round|total|cards|card\d):/.test(x.id)))
    if (overlap(w, bar)) out.push(`the scrollbar covers ${w.id}: ${JSON.stringify(w)} under ${JSON.stringify(bar)}`);
  // The win banner is never drawn over the summary's title, scores or buttons.
  const banner = h.widgets.find((w) => w.id === 'banner');
  if (banner && overlap(banner, dialog)) out.push(`the banner covers the summary: ${JSON.stringify(banner)} on ${JSON.stringify(dialog)}`);
  // Sized to its content: no empty bottom half.
  const last = Math.max(...inside.map((w) => w.y + w.h));
  if (dialog.y + dialog.h - last > 60 * (vp.width >= 1280 ? Math.min(vp.width / 1280, vp.height / 800) : 1))
    out.push(`${(dialog.y + dialog.h - last).toFixed(0)} px of empty space under the summary's last widget`);
  return out;
}

function report(what, problems) {
  console.log(`        ${what}: ${problems.length ? problems.length + ' problem(s)' : 'no widget out of view, no overlap'}`);
  assert(problems.length === 0, `${what}:\n  ${problems.join('\n  ')}`);
}

const tableTests = Object.keys(LOCALES).flatMap((lang) => SIZES.map((p) => ({
  name: `table with a 13-card hand at ${p.width}x${p.height} (${lang})`,
  async run({ browser, baseUrl }) {
    const vp = { width: p.width, height: p.height };
    const g = await openGame(browser, baseUrl, { hash: DEAL, viewport: vp, deviceScaleFactor: p.dpr, isMobile: !!p.touch, hasTouch: !!p.touch, locale: LOCALES[lang] });
    let h = await waitFor(g, (x) => x.screen === 'table' && x.state.hand.length === 13 && !x.state.animating && x.state.legal.length > 0 && !x.state.banner, 'the first human turn', 60000);
    await g.page.waitForTimeout(300);
    h = await hook(g);
    assert(h.state.lang === lang, `language ${h.state.lang}`);
    await g.screenshot(`layout-table-${lang}-${p.width}x${p.height}`);
    report(`table ${lang} ${p.width}x${p.height} (${h.widgets.length} widgets)`, tableProblems(h, vp, p.touch));
    // The human draws; Bo's Wild Draw Four makes Cleo draw 4, a line the ticker holds (the
    // human draws again on later turns until a line shows).
    let line = null;
    for (let i = 0; i < 400 && !line; i++) {
      h = await hook(g);
      if (h.widgets.some((w) => w.id === 'ticker')) line = h;
      else if (h.state.acting === h.state.viewer && !h.state.animating && h.widgets.some((w) => w.id === 'draw-btn')) await press(g, 'draw-btn', { touch: !!p.touch, optional: true });
      else await g.page.waitForTimeout(50);
    }
    assert(line, 'no ticker line came');
    await g.page.waitForTimeout(100);
    h = await hook(g);
    if (!h.widgets.some((w) => w.id === 'ticker')) h = line;
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
        await g.page.waitForTimeout(100);  // popped in
        banner = await hook(g);
        await g.screenshot(`layout-summary-banner-${lang}-${p.width}x${p.height}`);
        report(`summary with the win banner ${lang} ${p.width}x${p.height}`, summaryProblems(banner, vp, p.touch));
      }
      if (banner && !h.state.banner) break;
      await g.page.waitForTimeout(50);
    }
    // (A busy machine may see the summary only after the banner; the check above ran if not.)
    console.log(`        win banner ${banner ? 'seen' : 'not seen'} with the summary`);
    await g.page.waitForTimeout(400);
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
    const g = await openGame(browser, baseUrl, { hash: DEAL, locale: LOCALES[lang], reducedMotion: motion });
    const h = await waitFor(g, (x) => x.screen === 'table' && x.state.hand.length === 13 && !x.state.animating && x.state.legal.length > 0, 'the first human turn', 60000);
    const plus2 = h.state.hand.find((c) => c.face === 'G+2');
    assert(plus2, 'the fixed deal has a green +2');
    assert(h.state.reduced_motion === (motion === 'reduce'), `the core sees reduced motion: ${h.state.reduced_motion}`);
    await press(g, `card:${plus2.id}`);
    const shown = await waitFor(g, (x) => x.state.banner === '+2!', 'the +2 banner', 5000);
    assert(shown.widgets.some((w) => w.id === 'banner'), 'the banner is drawn');
    await g.screenshot(`banner-plus2-${lang}`);  // to look at (a busy machine may catch it late)
    await waitFor(g, (x) => x.state.banner !== '+2!', 'the banner to go', 8000);
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
      for (let i = 1; i <= 8; i++) { await touch('touchMove', y0 + (dy * i) / 8); await g.page.waitForTimeout(30); }
      await touch('touchEnd', y0 + dy);
      await g.page.waitForTimeout(200);
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
