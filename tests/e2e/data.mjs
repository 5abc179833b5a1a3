// Shared test data and the helpers built on it, for more than one test file: the fixed
// positions (saves, deal links), the viewport sizes, the layout checks on the hook's
// rectangles, the deal-link policy player and the page's text box.
import zlib from 'node:zlib';
import { hook, press, waitFor, waitUntil, nextFrame } from './helpers.mjs';

// --- positions and sizes (layout.test.mjs; the positions: scripts/layout_fixtures.cpp) ---
export const SAVES = {
  en: 'uno-save 1\nlanguage en\ncolour-blind 0\nanimation fast\ngame classic 0000000001352904\nrule hand_size 13\nseat human You\nseat normal Bo\nseat normal Cleo\nseat normal Dan\nact 0 draw\nact 1 play W4#106 R\nact 2 accept\nact 3 play W#103 R\nact 0 draw\nact 1 play R1#1\nact 2 play R1#2\nact 3 play R4#8\nact 0 draw\nact 1 play RS#24\nact 3 play W4#105 R\nact 0 accept\nact 1 play W#101 R\nact 2 draw\nact 3 play W#102 R\nact 0 draw\nact 1 play R5#9\nact 2 play G5#60\nact 3 play G8#66\nact 0 draw\nact 1 play G9#67\nact 2 play G6#61\nact 3 draw\nact 3 play G7#64\nact 0 draw\nact 1 play G1#51\nact 2 play G4#57\nact 3 play B4#82\nact 0 draw\nact 1 play B1#76\nact 2 play B4#83\nact 3 play B+2#95\nact 0 accept\nact 1 play B3#80\nact 2 play BS#99\nact 0 draw\nact 0 pass\nact 1 play B0#75\nact 2 play B8#91\nact 3 play B2#78\nact 0 draw\nact 1 draw\nact 2 play BS#98\nact 0 draw\nact 0 pass\nact 1 play RS#23\nact 3 play R3#6\nact 0 draw\nact 0 pass\nact 1 play Y3#31\nact 2 play G3#56\nact 3 draw\nact 0 draw\nact 0 pass\nact 1 play Y3#30\nact 1 uno\nact 2 play Y7#38\nact 3 play Y0#25\nact 0 draw\nact 0 pass\nact 1 play Y9#43\nstats played=0 won=0 rounds=0 streak=0 best-streak=0\ncrc 37d16460\n',
  de: 'uno-save 1\nlanguage de\ncolour-blind 0\nanimation fast\ngame classic 0000000001352904\nrule hand_size 13\nseat human Du\nseat normal Bo\nseat normal Cleo\nseat normal Dan\nact 0 draw\nact 1 play W4#106 R\nact 2 accept\nact 3 play W#103 R\nact 0 draw\nact 1 play R1#1\nact 2 play R1#2\nact 3 play R4#8\nact 0 draw\nact 1 play RS#24\nact 3 play W4#105 R\nact 0 accept\nact 1 play W#101 R\nact 2 draw\nact 3 play W#102 R\nact 0 draw\nact 1 play R5#9\nact 2 play G5#60\nact 3 play G8#66\nact 0 draw\nact 1 play G9#67\nact 2 play G6#61\nact 3 draw\nact 3 play G7#64\nact 0 draw\nact 1 play G1#51\nact 2 play G4#57\nact 3 play B4#82\nact 0 draw\nact 1 play B1#76\nact 2 play B4#83\nact 3 play B+2#95\nact 0 accept\nact 1 play B3#80\nact 2 play BS#99\nact 0 draw\nact 0 pass\nact 1 play B0#75\nact 2 play B8#91\nact 3 play B2#78\nact 0 draw\nact 1 draw\nact 2 play BS#98\nact 0 draw\nact 0 pass\nact 1 play RS#23\nact 3 play R3#6\nact 0 draw\nact 0 pass\nact 1 play Y3#31\nact 2 play G3#56\nact 3 draw\nact 0 draw\nact 0 pass\nact 1 play Y3#30\nact 1 uno\nact 2 play Y7#38\nact 3 play Y0#25\nact 0 draw\nact 0 pass\nact 1 play Y9#43\nstats played=0 won=0 rounds=0 streak=0 best-streak=0\ncrc 83c64289\n',
};

// Settings alone in storage, no game: fast animations for a test whose point is not the
// table's pace (a deal link takes no speed option; at Normal a computer's move takes 1.5 s).
export function fastSettings(lang = 'en') {
  const kept = `uno-save 1\nlanguage ${lang}\ncolour-blind 0\nanimation fast\nstats played=0 won=0 rounds=0 streak=0 best-streak=0\n`;
  return `${kept}crc ${zlib.crc32(Buffer.from(kept)).toString(16).padStart(8, '0')}\n`;
}

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
  // The round's winner comes first: where the rows scroll (a phone on its side) its row,
  // last in seat order, was cut off (issue 41, stop 58).
  const won = h.state.round_winner;
  if (won >= 0) {
    const row = inside.find((w) => w.id === `summary-hand:${won}`);
    if (!row) out.push(`the winner's row (seat ${won}) is not drawn`);
    else for (const o of inside.filter((w) => /^summary-hand:/.test(w.id)))
      if (o.y < row.y - 0.5) out.push(`${o.id} comes before the winner's row (seat ${won})`);
  }
  // When the rows scroll (a phone on its side), the scrollbar covers no number or card.
  const bar = inside.find((w) => w.id === 'summary-scrollbar');
  if (bar) for (const w of inside.filter((x) => /^summary-(hand|round|total|cards|card\d):/.test(x.id)))
    if (overlap(w, bar)) out.push(`the scrollbar covers ${w.id}: ${JSON.stringify(w)} under ${JSON.stringify(bar)}`);
  // The win banner is never drawn over the summary's title, scores or buttons.
  const banner = h.widgets.find((w) => w.id === 'banner');
  if (banner && overlap(banner, dialog)) out.push(`the banner covers the summary: ${JSON.stringify(banner)} on ${JSON.stringify(dialog)}`);
  // Sized to its content: no empty bottom half.
  const last = Math.max(...inside.concat(h.widgets.filter((w) => w.id === 'review')).map((w) => w.y + w.h));
  if (dialog.y + dialog.h - last > 60 * (vp.width >= 1280 ? Math.min(vp.width / 1280, vp.height / 800) : 1))
    out.push(`${(dialog.y + dialog.h - last).toFixed(0)} px of empty space under the summary's last widget`);
  return out;
}

// --- link crafting (the format of docs/share-format.md) -------------------------------
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(bytes) {
  let c = 0xFFFFFFFF;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xFF] ^ (c >>> 8);
  return (c ^ 0xFFFFFFFF) >>> 0;
}
const b64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export function seal(payload) {
  const c = crc32(payload);
  return b64url([...payload, c & 0xFF, (c >>> 8) & 0xFF, (c >>> 16) & 0xFF, c >>> 24]);
}

// --- deal links played by a fixed policy (variants.test.mjs) ---
const PRESET = { classic: 0, official112: 1, spin: 2, braille: 3, dino: 4 };

// A deal link: seat 0 human, then `bots` normal computer players, default names.
export function dealLink(preset, bots, seed, ruleBytes = [0]) {
  const seedBytes = [];
  let s = BigInt(seed);
  for (let i = 0; i < 8; i++) { seedBytes.push(Number(s & 0xFFn)); s >>= 8n; }
  return seal([1, 1, PRESET[preset], bots + 1, 0x00, ...Array(bots).fill(0x40), ...seedBytes, ...ruleBytes]);
}

export const settled = (h) => h.state.active && !h.state.animating &&
  (h.screen === 'summary' || h.state.reveal || h.state.legal.length > 0);

// The policy's action as text ("0 play R7#17 B", "0 draw", ...): first legal play that is
// not a Lauf!, else draw, else pass, else the first legal action.
export function policyAction(st) {
  const play = st.legal.find((a) => / play /.test(a) && !/ play L#/.test(a));
  return play || st.legal.find((a) => / draw$/.test(a)) || st.legal.find((a) => / pass$/.test(a)) || st.legal[0];
}

// Carries out one policy action with real clicks: a card played or discarded (and its
// colour), the draw pile, keep, or the action's button.
export async function policyStep(g, h) {
  const a = policyAction(h.state);
  await pressAction(g, a);
  return a;
}

// Carries out one action, given as text ("0 play R7#17 B"), with real clicks.
export async function pressAction(g, a, { touch = false } = {}) {
  const m = / play \S+#(\d+)(?: ([RYGB]))?/.exec(a);
  const d = / discard \S+#(\d+)(?: ([RYGB]))?/.exec(a);
  if (m || d) {
    const k = m || d;
    await press(g, 'card:' + k[1], { touch });
    if (k[2]) {
      await waitFor(g, (x) => x.state.picking_colour, 'the colour picker');
      await press(g, 'colour:' + k[2], { touch });
    }
  } else if (/ draw$/.test(a)) await press(g, 'draw', { touch });
  else if (/ pass$/.test(a)) await press(g, 'keep', { optional: true, touch });
  else if (/ accept$/.test(a)) await press(g, 'accept', { optional: true, touch });
  else if (/ next$/.test(a)) await press(g, 'next-round', { touch });
  else if (/ spin$/.test(a)) await press(g, 'spin', { touch });
  else if (/ uno$/.test(a)) await press(g, 'uno', { touch });
  else if (/ done$/.test(a)) await press(g, 'done', { touch });
  // The UNO Spin race waits for a person (issue 41): the policy may see it, and a computer
  // may still claim it first.
  else if (/ unospin$/.test(a)) (await press(g, 'unospin-big', { optional: true, touch })) || await press(g, 'unospin', { optional: true, touch });
  // A catch chance (the policy takes it while the button is there).
  else if (/ catch @(\d+)$/.test(a)) await press(g, 'catch:' + / catch @(\d+)$/.exec(a)[1], { optional: true, touch });
  else if (/ challenge$/.test(a)) await press(g, 'challenge', { touch });
  else if (/ verdict @(-?\d+)$/.test(a)) await press(g, 'verdict:' + / verdict @(-?\d+)$/.exec(a)[1], { touch });
  else throw new Error('no UI path for ' + a);
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
// Plays the policy (spins included) until a spin lays cards open; returns that state.
export async function playUntilShown(g, kind, what, maxSteps = 300) {
  const spins = (x) => (x.state.wheel_rest ? x.state.wheel_rest.spins : 0);
  let h = await hook(g);
  const spins0 = spins(h);
  for (let i = 0; i < maxSteps; i++) {
    if (h.state.shown && h.state.shown.kind === kind) return h;
    // Its spin came and the panel has already gone (a slow page reads the state less often
    // than the panel's 2 s): stop here. Playing on took the Showdown winner's discard step
    // (a throttled 4K run) and stopped at a later Showdown.
    if (spins(h) > spins0 && h.state.last_spin === kind && !h.state.wheel) return h;  // the panel comes as the wheel goes
    if (h.state.active && !h.state.animating && !h.state.wheel && !h.state.picking_colour && h.state.legal.length) {
      const before = h.state.events;
      await policyStep(g, h);
      h = await waitFor(g, (x) => x.state.events > before || (x.state.shown && x.state.shown.kind === kind), 'the move to land', 20000);
    } else {
      await nextFrame(g, 1, 200);  // the next frame's state
      h = await hook(g);
    }
  }
  throw new Error('never reached ' + what);
}


// --- the page's text box (text_edit.test.mjs) ---
export const isOpen = (g) => g.page.evaluate(() => document.getElementById('text-edit').open);

// Waits for the page's text box to open (a press on a canvas field asks for it).
export async function textBox(g, what) {
  await waitUntil(g, () => isOpen(g), `the text box for ${what}`, 10000);
  return g.page.locator('#text-edit input');
}

// The Spin wheel turning, and drawn (the hook's state is read now, its widgets are the last
// frame's: the first turning state can come before the first frame that draws the wheel).
export const wheelTurning = (h) => !!(h.state.wheel && h.state.wheel.turning && h.widgets.some((w) => w.id === 'wheel'));
