// A round with the keyboard alone (issue 32), shared by the test (tests/e2e/keys.test.mjs:
// it can be played, each turn's line names the top card, few presses a turn) and the
// benchmark (tests/bench/keys.bench.mjs: the words all live regions speak, at a person's
// pace, beside the round of before issue 32). Only key presses go in, and only what a
// screen reader has comes out: the focused control's name, the accessibility tree of the
// DOM layer, the lines added to live regions.
import { assert, parseAria, all, find, spoken, waitForLine, dialogSettled } from './helpers.mjs';

// Words every live region spoke in one round at dbf1594 (before issue 32), by the same
// strategy on the same seed and at the same pace, and that round's own turns: the log plus
// the table status, which re-read the whole table whenever the table was still for 1.2 s.
// Measured with `UNO_KEYS_BASELINE=1 node tests/bench/keys.bench.mjs <dbf1594 bundle>` (the tree
// is used to press, as that bundle had no hand keys). The rounds differ in length (another
// strategy picks other cards), so words are compared per own turn.
export const BEFORE = { classic: { words: 857, turns: 9 }, spin: { words: 1755, turns: 20 } };

export const words = (lines) => lines.join(' ').split(/\s+/).filter((w) => w).length;

async function tree(page) {
  return parseAria(await page.locator('#a11y').ariaSnapshot());
}
// What a screen reader says for the focused control: its name, and whether it is disabled.
async function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || !document.getElementById('a11y').contains(e)) return null;
    const name = e.tagName === 'INPUT' ? (e.closest('label') || e).textContent : e.textContent;
    return { name, off: e.getAttribute('aria-disabled') === 'true', inHand: !!e.closest('[role=toolbar]'), inDialog: !!e.closest('[role=dialog]'), id: e.getAttribute('data-id') };
  });
}

// Presses keys until `pred(focused)` holds (at most `max`): the setup path on the start screen.
async function keyUntil(g, key, pred, what, max = 40) {
  for (let i = 0; i < max; i++) {
    const f = await focused(g.page);
    if (f && pred(f)) return f;
    const before = await looks(g.page);
    await g.page.keyboard.press(key);
    await changed(g.page, before, 5000);
  }
  throw new Error(`${what}: not reached with ${key}`);
}

// A person's pause at the start of each own turn (the turn's line is heard first): the
// table status of before issue 32 spoke whenever the table was still for 1.2 s. Only the
// benchmark plays at this pace (its words depend on it); the test presses as soon as the
// state it waits for is there.
const THINK = Number(process.env.UNO_KEYS_THINK) || 2000;

// What a key press may change: the accessibility tree and the focus. The test waits for
// either to change: every press the strategy makes changes one of them (a key the page
// took late is not pressed twice); one the page ignored leaves both, and the loop goes on
// after 10 s.
// (Runs in the page as a function: Playwright evaluates a string predicate again on every
// poll, and the page's CSP forbids that eval. Given the last look, it returns the new one
// once it differs, else null; given null it returns the look at once.)
const lookIfChanged = (before) => {
  const e = document.activeElement, layer = document.getElementById('a11y');
  const now = (layer ? layer.innerHTML.length + '|' + layer.textContent : '') + '|' + (e ? e.outerHTML : '');
  return now !== before ? now : null;
};
const looks = (page) => page.evaluate(lookIfChanged, null);
async function changed(page, before, timeout = 10000) {
  await page.waitForFunction(lookIfChanged, before, { timeout, polling: 30 }).catch(() => {});
}

export const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
export const p95 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]; };

// One round from the start screen with keys alone. `preset`: the rule set's radio name.
export async function keyRound(g, preset, person = false) {
  const page = g.page;
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ state: 'attached', timeout: 30000 });
  // The page opens on its first control (not the canvas).
  await page.waitForFunction(() => document.activeElement && document.getElementById('a11y').contains(document.activeElement), null, { timeout: 10000 }).catch(() => {});
  const first = await focused(page);
  assert(first && first.name === 'Play', `the start screen's focus is on ${JSON.stringify(first)}, not Play`);
  if (preset) {
    await keyUntil(g, 'Tab', (f) => f.name === 'Classic' || f.name === preset, 'the rule sets');
    await keyUntil(g, 'ArrowDown', (f) => f.name === preset, preset);
    await keyUntil(g, 'Shift+Tab', (f) => f.name === 'Play', 'back to Play');
  }
  const startSaid = (await spoken(g)).length;
  await page.keyboard.press('Enter');
  await page.getByRole('toolbar', { name: 'Your hand' }).waitFor({ state: 'attached', timeout: 20000 });
  const turns = []; // key presses per own turn
  let keys = 0, inTurn = false, checkedTop = 0, summary = false, lastLine = startSaid;
  for (let step = 0; step < 3000 && !summary; step++) {
    const t = await tree(page);
    const dialog = find(t, (n) => n.role === 'dialog');
    if (dialog && all(dialog, (n) => n.role === 'button' && /^(Next round|Rematch)$/.test(n.name)).length) { summary = true; break; }
    const hand = find(t, (n) => n.role === 'toolbar');
    const cards = hand ? all(hand, (n) => n.role === 'button') : [];
    const actions = find(t, (n) => n.role === 'group' && n.name === 'Actions');
    const moves = actions ? all(actions, (n) => n.role === 'button' && !n.disabled && !/^(UNO!|Hint \(H\))$/.test(n.name) && !/^Catch /.test(n.name)) : [];
    const mine = !!dialog || cards.some((c) => !c.disabled) || moves.length > 0;
    if (!mine) {
      if (inTurn) { turns.push(keys); inTurn = false; }
      await changed(page, await looks(page), 2000);  // the others' moves
      continue;
    }
    if (!inTurn) {
      inTurn = true; keys = 0;
      if (person) await page.waitForTimeout(THINK);  // a person listens before pressing
      // The turn's first line names the card on top, as the table says it.
      if (!dialog && cards.some((c) => !c.disabled)) {
        // The turn's line, once it is spoken (a turn a dialog starts has none).
        await waitForLine(g, /Your turn\. /, lastLine);
        const lines = await spoken(g);
        const said = lines.slice(lastLine).join(' ');
        lastLine = lines.length;
        const table = await page.locator('#a11y [role=group][aria-label="Table"]').textContent().catch(() => '');
        const top = /Top card: (.*?)\./.exec(table || '');
        if (top && /Your turn\. /.test(said)) {
          assert(said.includes(`Your turn. ${top[1]} on top`), `the turn line does not name the top card ${top[1]}: ${said.slice(-300)}`);
          checkedTop++;
        }
      }
    }
    const f = await focused(page);
    const press = async (key) => {
      keys++;
      const before = person ? null : await looks(page);
      if (key === 'Enter' || key === 'Space') await dialogSettled(page);
      await page.keyboard.press(key);
      if (person) await page.waitForTimeout(80); else await changed(page, before);
    };
    if (dialog) {
      if (!f || !f.inDialog) { await changed(page, await looks(page), 1000); continue; }
      // A colour: the key of the colour; anything else: the focused (first) choice.
      if (dialog.name === 'Choose a colour') await press('r');
      else await press('Enter');
      continue;
    }
    const playable = cards.filter((c) => !c.disabled);
    if (playable.length) {
      // UNO before the second-last card goes.
      const uno = actions && find(actions, (n) => n.role === 'button' && n.name === 'UNO!');
      if (cards.length === 2 && uno && !uno.disabled && !uno.pressed) { await press('u'); continue; }
      if (f && f.inHand && !f.off) { await press('Enter'); continue; }
      await press('n');
      continue;
    }
    if (f && !f.off && moves.some((m) => m.name === f.name)) { await press('Enter'); continue; }
    await press('d');
  }
  assert(summary, 'no round summary reached');
  const lines = (await spoken(g)).slice(startSaid);
  return { turns, words: words(lines), lines, checkedTop };
}

// The round of the dbf1594 bundle, for the benchmark's baseline (at a person's pace, whose
// fixed pauses are the measurement's conditions): pressed through the tree (focus a
// playable card, Enter), as that layer had no hand keys. Counts the same words.
export async function treeRound(g, preset) {
  const page = g.page;
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ state: 'attached', timeout: 30000 });
  if (preset) {
    const r = page.getByRole('radio', { name: preset, exact: true });
    await r.focus();
    await r.press('Space');
  }
  const startSaid = (await spoken(g)).length;
  await page.getByRole('button', { name: 'Play', exact: true }).press('Enter');
  let inTurn = false;
  const turns = [];
  for (let step = 0; step < 3000; step++) {
    const t = await tree(page);
    const dialog = find(t, (n) => n.role === 'dialog');
    if (dialog && all(dialog, (n) => n.role === 'button' && /^(Next round|Rematch)$/.test(n.name)).length) break;
    const mine = !!dialog || all(t, (n) => n.role === 'button' && !n.disabled && (/, playable(, a bluff: it may be challenged)?$/.test(n.name) || n.name === 'Draw')).length > 0;
    if (mine && !inTurn) { turns.push(0); await page.waitForTimeout(THINK); }
    inTurn = mine;
    const pressFirst = async (scope, f) => {
      const b = page.locator('#a11y button').filter({ hasNotText: /^$/ });
      const names = all(scope, f).map((n) => n.name);
      if (!names.length) return false;
      const loc = page.locator('#a11y').getByRole('button', { name: names[0], exact: true }).first();
      await loc.focus({ timeout: 2000 }).catch(() => {});
      await loc.press('Enter', { timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(80);
      return !!b;
    };
    if (dialog) { await pressFirst(dialog, (n) => n.role === 'button' && !n.disabled); continue; }
    const hand = find(t, (n) => n.role === 'list' && n.name === 'Your hand');
    if (hand && await pressFirst(hand, (n) => n.role === 'button' && !n.disabled)) continue;
    const actions = find(t, (n) => n.role === 'group' && n.name === 'Actions');
    if (actions && await pressFirst(actions, (n) => n.role === 'button' && !n.disabled && n.name !== 'UNO!' && !/^Hint|^Catch/.test(n.name))) continue;
    await page.waitForTimeout(60);
  }
  const lines = (await spoken(g)).slice(startSaid);
  return { turns, words: words(lines), lines, checkedTop: 0 };
}

