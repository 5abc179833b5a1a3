// The screens test's checks, shared with the languages walk: from the test hook's
// rectangles, what is cut off, what overlaps, which label does not fit its button, which
// button is too small for a finger (screens.test.mjs says what each rule is for).
import { hook } from './game.test.mjs';

// The hook once two reads a few frames apart agree: what the last input or event brought
// up is laid out (a window's first frame sizes it unseen).
export async function steady(g, timeout = 5000) {
  const end = Date.now() + timeout;
  let last = JSON.stringify((await hook(g)).widgets);
  for (;;) {
    await g.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const h = await hook(g);
    const now = JSON.stringify(h.widgets);
    if (now === last || Date.now() > end) return h;
    last = now;
  }
}

// Containers hold other widgets; cards of a hand fan over each other.
const CONTAINER = /^(felt|hand|dialog:.*|notice:.*|shown|rules-card-window)$/;
const OVERLAY = /^(dialog:.*|notice:.*|rules-card-window)$/;
// A moment (the wheel, cards laid open, a banner) shows over the piles in the felt's middle
// for a moment; never over a prompt, a button, a seat or the ticker.
const MOMENT = /^(wheel|shown|banner)$/, UNDER_MOMENT = /^(draw|discard|colour-label|direction-label)$/;
// The cards a spin laid open cover the whole table under the top bar while the game waits.
const TOP_BAR = /^(menu|share|rules-card-table|status|target|phase-prompt)$/;
// So does the large wheel of a phone on its side while it turns (the table dimmed behind it,
// every press refused until it lands; the prompt is not drawn under it).
const covers = (a, b) => (MOMENT.test(a.id) && UNDER_MOMENT.test(b.id)) ||
  (/^shown(:\d+)?$/.test(a.id) && !TOP_BAR.test(b.id) && !/^shown/.test(b.id)) ||
  (/^wheel(-caption)?$/.test(a.id) && !TOP_BAR.test(b.id) && !/^wheel/.test(b.id));
const overlap = (a, b, slack = 0.5) =>
  a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h && b.y + slack < a.y + a.h;
const inside = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

// Which layer a widget belongs to: its ImGui window, or the canvas for what the table draws
// itself. A modal dialog (a dialog:* rectangle's window) is a declared overlay: what lies
// under it is covered on purpose.
function layers(h) {
  const dialogs = new Set(h.widgets.filter((w) => OVERLAY.test(w.id)).map((w) => w.layer));
  return { dialogs, of: (w) => w.layer || 'canvas' };
}

export function screenProblems(h, vp, touch = false) {
  const out = [];
  const ws = h.widgets;
  const { dialogs, of } = layers(h);
  for (const w of ws) {
    const below = w.y + w.h > vp.height + 0.5 || w.y < -0.5;
    const side = w.x < -0.5 || w.x + w.w > vp.width + 0.5;
    // Below the fold of the start screen or the rules card is reachable by scrolling; a
    // dialog's buttons must be in view (a summary's "Next round" under the edge is lost).
    if (side || (below && !(w.scrolls && !dialogs.has(of(w))))) out.push(`${w.id} cut off by the viewport: ${JSON.stringify(w)}`);
    if (w.tw !== undefined && (w.tw > w.w + 0.5 || w.th > w.h + 0.5))
      out.push(`${w.id}'s label (${w.tw.toFixed(0)}x${w.th.toFixed(0)}) does not fit its button (${w.w.toFixed(0)}x${w.h.toFixed(0)})`);
    // A phone's buttons take a fingertip: 44 CSS px each way.
    if (touch && w.tw !== undefined && (w.w < 43.5 || w.h < 43.5) && !(w.scrolls && (w.y + w.h < 0 || w.y > vp.height)))
      out.push(`${w.id} is ${w.w.toFixed(1)}x${w.h.toFixed(1)}, under 44 px for a finger`);
  }
  // Only what is on top counts when a modal dialog is up: the dialog's own widgets.
  const top = dialogs.size ? ws.filter((w) => dialogs.has(of(w))) : ws;
  const visible = (w) => !w.scrolls || (w.y >= -0.5 && w.y + w.h <= vp.height + 0.5);
  const solid = top.filter((w) => !CONTAINER.test(w.id) && visible(w));
  for (let i = 0; i < solid.length; i++)
    for (let j = i + 1; j < solid.length; j++) {
      const a = solid[i], b = solid[j];
      if (/^card:/.test(a.id) && /^card:/.test(b.id)) continue;
      if (covers(a, b) || covers(b, a)) continue;
      if (overlap(a, b)) out.push(`${a.id} overlaps ${b.id}`);
    }
  // A dialog's own widgets stay inside it.
  for (const d of ws.filter((w) => OVERLAY.test(w.id)))
    for (const w of ws.filter((x) => of(x) === d.layer && x !== d && visible(x)))
      if (!inside(w, d)) out.push(`${w.id} sticks out of ${d.id}`);
  return out;
}

