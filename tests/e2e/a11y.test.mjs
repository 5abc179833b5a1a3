// The game as a screen-reader user gets it: only the accessibility tree. Controls are
// found by role and accessible name on the DOM layer (web/a11y.js) and pressed with the
// keyboard (focus, then Enter / Space); what happened is read only from the live region
// (role "log"). Never the test hook, never pixels. axe-core (npm, pinned) checks every
// screen and dialog met on the way. Screenshots with a focused control go to build/e2e/.
import { assert, openListening as open, openGame, press, waitUntil, waitFor, heard, spoken, checkAxe, parseAria, all, find, nextFrame, watchFocus, focusMoves, dialogSettled } from './helpers.mjs';
import { dealLink, playUntil, fastSettings } from './data.mjs';
import { expect } from '@playwright/test';
import { register } from './fixtures.mjs';

// The seed whose round (2 players, first out wins, the strategy below) has the human name
// a colour, challenge a Wild Draw Four and call UNO; found with the same strategy on the
// native model (a search over seeds 100-199 with the access fixture; 110 stopped calling UNO
// when the hand came in the deck's order). The other tests keep SEED's deal.
const ROUND_SEED = 114;
const SEED = 110;

const WORDS = {
  en: {
    start: 'Play', fewer: 'One player fewer', players: '2 players', playTo: 'Play to', firstOut: 'First out wins',
    hand: 'Your hand', actions: 'Actions', chooseColour: 'Choose a colour', challenge: 'Challenge', rematch: 'Rematch',
    ok: 'OK', share: 'Share', close: 'Close', keys: 'Keys', events: 'Game events',
    heardColour: 'Colour: ', heardChallenge: 'You challenge the Wild Draw Four.', heardUno: 'You: UNO!', heardTurn: 'Your turn.',
    heardWin: / win(s)? the round[.!].* Cards left: \S/,  // and every hand's cards left
  },
  de: {
    start: 'Spielen', fewer: 'Ein Spieler weniger', players: '2 Spieler', playTo: 'Spielen bis', firstOut: 'Wer zuerst fertig ist, gewinnt',
    hand: 'Deine Karten', actions: 'Aktionen', chooseColour: 'Wähle eine Farbe', challenge: 'Anzweifeln', rematch: 'Revanche',
    ok: 'OK', share: 'Teilen', close: 'Schließen', keys: 'Tasten', events: 'Spielgeschehen',
    heardColour: 'Farbe: ', heardChallenge: 'Du zweifelst die Zieh Vier an.', heardUno: 'Du: UNO!', heardTurn: 'Du bist dran.',
    heardWin: / gewinn(s)?t die Runde[.!].* Übrige Karten: \S/,
  },
};

// Polls `pred` (the tree, the live region); a time-out says what was heard last.
function heardUntil(g, pred, what, timeout = 20000) {
  return waitUntil(g, pred, what, timeout, async () => `heard: ${(await heard(g)).slice(-400)}`);
}

// One whole round from the start screen, by the accessibility tree alone.
async function playRound(g, w, shots) {
  const page = g.page;
  const start = page.getByRole('button', { name: w.start, exact: true });
  await start.waitFor({ state: 'attached', timeout: 30000 });
  assert(await page.locator('#canvas').getAttribute('aria-hidden') === 'true', 'the canvas is not hidden from screen readers');
  await checkAxe(g, 'start screen');
  const fewer = page.getByRole('button', { name: w.fewer });
  await press(g, fewer);
  await press(g, fewer);
  await heardUntil(g, async () => (await page.locator('#a11y').getByText(w.players, { exact: true }).count()) === 1, 'two players');  // (the live region says it too)
  const firstOut = page.getByRole('radiogroup', { name: w.playTo }).getByRole('radio', { name: w.firstOut });
  await press(g, firstOut, { key: 'Space' });
  await heardUntil(g, () => firstOut.isChecked(), 'first out wins to be chosen');
  if (shots) await g.screenshot(shots + '-start-focus');
  await press(g, start);
  const hand = page.getByRole('toolbar', { name: w.hand });
  // The deal: the hand's buttons, or a dialog first (a Wild turned up: name its colour).
  await heardUntil(g, async () => (await hand.getByRole('button').count()) > 0 || (await page.locator('#a11y').getByRole('dialog').count()) > 0, 'the deal');
  await checkAxe(g, 'table');
  const seen = new Set();
  let presses = 0;
  const act = (loc, opts) => { presses++; return press(g, loc, opts); };
  let colour = false, challenged = false, unoPressed = false, summary = false;
  const button = (scope, name) => scope.getByRole('button', { name, exact: true }).first();
  for (let step = 0; step < 800 && !summary; step++) {
    // One consistent reading of the accessibility tree, then a press by role and name
    // (a press of a control that is gone by then does nothing, and the loop reads again).
    const tree = parseAria(await page.locator('#a11y').ariaSnapshot());
    const dialog = find(tree, (n) => n.role === 'dialog');
    if (dialog) {
      const buttons = all(dialog, (n) => n.role === 'button' && !n.disabled);
      if (buttons.some((b) => b.name === w.rematch)) { summary = true; break; }
      const kind = dialog.name === w.chooseColour ? 'colour' : buttons.some((b) => b.name === w.challenge) ? 'challenge'
        : buttons.some((b) => b.name === w.ok) ? 'reveal' : 'decision';
      const scope = page.getByRole('dialog', { name: dialog.name, exact: true });
      if (!seen.has(kind)) {
        seen.add(kind);
        await checkAxe(g, `${kind} dialog`);
        // A dialog's first choice has the focus.
        const focused = await page.evaluate(() => document.activeElement && document.activeElement.closest('[role=dialog]') !== null);
        assert(focused, `focus is not inside the ${kind} dialog`);
        if (shots) await g.screenshot(`${shots}-${kind}-dialog`);
      }
      if (kind === 'colour') colour = true;
      if (kind === 'challenge') challenged = true;
      await act(button(scope, kind === 'challenge' ? w.challenge : buttons[0].name));
      continue;
    }
    const handNode = find(tree, (n) => n.role === 'toolbar' && n.name === w.hand);
    const cards = handNode ? all(handNode, (n) => n.role === 'button') : [];
    const playable = cards.find((c) => !c.disabled);
    const actions = find(tree, (n) => n.role === 'group' && n.name === w.actions);
    const uno = actions && find(actions, (n) => n.role === 'button' && n.name === 'UNO!');
    if (uno && !uno.disabled && !uno.pressed && ((playable && cards.length === 2) || cards.length === 1)) {
      unoPressed = true;
      await act(button(page.getByRole('group', { name: w.actions }), 'UNO!'));
      continue;
    }
    if (playable) {
      assert(!/(not playable|nicht spielbar)$/.test(playable.name), `an enabled card is named ${playable.name}`);
      if (shots && !seen.has('hand')) { // a focused card shows (like a skip link) over the table
        seen.add('hand');
        await button(hand, playable.name).focus();
        await g.screenshot(shots + '-hand-focus');
      }
      await act(button(hand, playable.name));
      continue;
    }
    const other = actions && all(actions, (n) => n.role === 'button' && !n.disabled && n.name !== 'UNO!')[0];
    if (other) { await act(button(page.getByRole('group', { name: w.actions }), other.name)); continue; }
    await nextFrame(g, 1, 300);  // nothing to press: the layer after the next frame
  }
  assert(summary, 'no round summary');
  await checkAxe(g, 'round summary');
  if (shots) await g.screenshot(shots + '-summary');
  const text = await heard(g);
  return { text, colour, challenged, unoPressed, presses };
}

async function roundIn(browser, baseUrl, locale, lang) {
  const g = await open(browser, baseUrl, locale, ROUND_SEED);
  try {
    const w = WORDS[lang];
    await watchFocus(g);
    const r = await playRound(g, w, 'a11y-' + lang);
    // Issue 41: the focus went to the hand anew after almost every opponent's move (the
    // layer was built afresh), so the card was read again over the play-by-play.
    const f = await focusMoves(g);
    console.log(`        focus moved by the game ${f.moves} times in ${r.presses} presses; onto the same control again ${f.again} times`);
    assert(f.again === 0, `the game focused the same control anew ${f.again} times (${f.moves} moves in ${r.presses} presses)`);
    assert(r.colour && r.challenged && r.unoPressed, `the round did not have it all: colour ${r.colour}, challenge ${r.challenged}, UNO ${r.unoPressed}; heard: ${r.text}`);
    // What happened, from the live region alone.
    for (const [what, s] of [['colour named', w.heardColour], ['challenge', w.heardChallenge], ['UNO call', w.heardUno], ['your turn', w.heardTurn]])
      assert(r.text.includes(s), `the live region never said the ${what} ("${s}"): ${r.text.slice(-600)}`);
    assert(w.heardWin.test(r.text), `the live region never named the round's winner: ${r.text.slice(-900)}`);
    g.assertClean();
  } finally {
    await g.context.close();
  }
}

export const tests = [
  {
    name: 'hot-seat: the hand-over is a dialog, then the table (axe on both)',
    run: async ({ browser, baseUrl }) => {
      const g = await open(browser, baseUrl, 'en-US', 5);
      try {
        const page = g.page;
        await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ state: 'attached', timeout: 30000 });
        const human = page.getByRole('radiogroup', { name: 'Seat 2' }).getByRole('radio', { name: 'Human' });
        await press(g, human, { key: 'Space' });
        await page.getByRole('textbox', { name: 'Name, Seat 1' }).waitFor({ state: 'attached' });
        const name = page.getByRole('textbox', { name: 'Name, Seat 1' });
        await name.fill('Zoë');
        await name.press('Tab');
        await heardUntil(g, async () => (await page.getByRole('textbox', { name: 'Name, Seat 1' }).inputValue()) === 'Zoë', 'the typed name');
        // The first human to act gets the device (the dealer decides who: Zoë or Player 2).
        const handOver = page.getByRole('dialog', { name: /^Pass the device to (Zoë|Player 2)$/ });
        // The name's change rebuilds the layer: a press that lands on the Start button being
        // replaced is lost (press() then sees the old button gone), so press until the game starts.
        // Two humans and the address's seed: the game asks first whose deal to play (the
        // test's seed, by keys and the tree).
        const known = page.getByRole('dialog', { name: 'Someone may know every hand' });
        for (let i = 0; i < 5 && !(await handOver.count()); i++) {
          if (await known.count()) await press(g, known.getByRole('button', { name: 'Play this deal' }));
          else await press(g, page.getByRole('button', { name: 'Play', exact: true }));
          await handOver.or(known).first().waitFor({ state: 'attached', timeout: 3000 }).catch(() => {});
        }
        await handOver.waitFor({ state: 'attached' });
        // The hand-over as a screen reader gets it: a dialog naming who takes the device, with
        // the one button that shows that player's cards.
        await expect(handOver).toMatchAriaSnapshot(`
          - dialog /^Pass the device to (Zoë|Player 2)$/:
            - button /^I am (Zoë|Player 2)\\x3a show my cards$/
        `);
        await checkAxe(g, 'hand-over dialog');
        await press(g, handOver.getByRole('button', { name: /^I am (Zoë|Player 2): show my cards$/ }));
        await page.getByRole('toolbar', { name: 'Your hand' }).waitFor({ state: 'attached' });
        // The focus goes to the turn's move (a card, or Draw), not to Menu (issue 41: the blind
        // player's Enter after a hand-over opened the menu).
        const focused = () => page.evaluate(() => (document.activeElement && document.activeElement.getAttribute('data-id')) || '');
        await heardUntil(g, async () => /^(card:|act:)/.test(await focused()), 'the focus on the turn\'s move');
        await checkAxe(g, 'hot-seat table');
        // Two turns played by keys (one of the two hand-overs comes after computers, while
        // the hand is face down): until the device goes to the next human the focus never
        // rests on Menu (the blind play-test: an Enter there, meant for "I am ...", opened it).
        await page.evaluate(() => {
          window.focusTrail = [];
          document.addEventListener('focusin', (e) => window.focusTrail.push(e.target.getAttribute('data-id') || e.target.tagName));
        });
        const colours = page.getByRole('dialog', { name: /colour/i });
        for (let turn = 0; turn < 2; turn++) {
          if (turn > 0) {
            await press(g, handOver.getByRole('button', { name: /^I am (Zoë|Player 2): show my cards$/ }));
            await heardUntil(g, async () => /^(card:|act:)/.test(await focused()), 'the focus on the next turn\'s move');
          }
          for (let i = 0; i < 12 && !(await handOver.count()); i++) {
            const id = await focused();
            if (await colours.count()) await page.keyboard.press('r');
            else if (/^(card:|act:)/.test(id)) await dialogSettled(page).then(() => page.keyboard.press('Enter'));
            await handOver.waitFor({ state: 'attached', timeout: 2000 }).catch(() => {});
          }
          await handOver.waitFor({ state: 'attached', timeout: 30000 });
        }
        const trail = await page.evaluate(() => window.focusTrail);
        assert(!trail.includes('cmd:menu'), `the focus went to Menu on the way to a hand-over: ${trail.join(' > ')}`);
        console.log(`        focus on the way to the hand-overs: ${trail.join(' > ')}`);
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    // A dialog that changes while it is up (a hint arrives; a computer player calls UNO, so
    // its catch button goes) is the same dialog: the focus stays on the control the player
    // is on. It once went to the first choice, and Enter meant for Challenge drew four.
    name: 'a dialog that changes under the focus keeps it where the player put it',
    run: async ({ browser, baseUrl }) => {
      const g = await open(browser, baseUrl, 'en-US', SEED);
      try {
        const w = WORDS.en;
        const page = g.page;
        const start = page.getByRole('button', { name: w.start, exact: true });
        await start.waitFor({ state: 'attached', timeout: 30000 });
        const fewer = page.getByRole('button', { name: w.fewer });
        await press(g, fewer);
        await press(g, fewer);
        await heardUntil(g, async () => (await page.locator('#a11y').getByText(w.players, { exact: true }).count()) === 1, 'two players');  // (the live region says it too)
        await press(g, start);
        // This seed turns up a Wild: the deal opens the colour dialog, with the coach's Hint.
        const dialog = page.getByRole('dialog', { name: w.chooseColour, exact: true });
        await dialog.waitFor({ state: 'attached', timeout: 20000 });
        await expect(dialog).toMatchAriaSnapshot(`
          - dialog "${w.chooseColour}":
            - button "Hint (H)"
        `);
        const hint = dialog.getByRole('button', { name: 'Hint (H)', exact: true });
        const before = (await heard(g)).length;
        await hint.focus();
        await dialogSettled(page);
        await hint.press('Enter');
        // The hint comes into the dialog (the coach thinks, then answers) and is announced.
        await heardUntil(g, async () => (await heard(g)).slice(before).includes('Hint: '), 'the hint', 60000);  // the coach's first answer loads its worker
        await heardUntil(g, async () => (await dialog.locator('p').count()) > 0 && !/thinking/.test(await dialog.innerText()), 'the hint in the dialog');
        const focused = await page.evaluate(() => ({ text: document.activeElement.textContent, inDialog: !!document.activeElement.closest('[role=dialog]') }));
        assert(focused.inDialog && focused.text === 'Hint (H)', `the focus moved to "${focused.text}" when the hint came into the dialog`);
        // Its question is its description, and Escape (a decision that stays) says it again
        // (blind play-test: the key was silent, the body never read).
        const described = await dialog.evaluate((d) => d.getAttribute('aria-describedby') && document.getElementById(d.getAttribute('aria-describedby'))?.textContent);
        assert(/in 100/.test(described || ''), `the dialog's description: ${described}`);
        const said = (await heard(g)).length;
        await page.keyboard.press('Escape');
        await heardUntil(g, async () => (await heard(g)).slice(said).includes(`${w.chooseColour}. ${described}`), 'the question said again');
        assert(await dialog.count() === 1, 'Escape closed a decision the game waits for');
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    // Issue 41: Menu put the focus on Play, not Continue, and "End the game in progress?"
    // opened on its destructive choice: Enter there ended the game.
    name: 'Menu lands on Continue; a start-over notice lands on Keep my game',
    async run({ browser, baseUrl }) {
      const g = await open(browser, baseUrl, 'en-US', SEED);
      try {
        const page = g.page, w = WORDS.en;
        const focused = () => page.evaluate(() => ({ id: document.activeElement.getAttribute('data-id'), text: document.activeElement.textContent }));
        await page.getByRole('button', { name: w.start, exact: true }).waitFor({ state: 'attached', timeout: 30000 });
        await press(g, page.getByRole('button', { name: w.start, exact: true }));
        await page.getByRole('toolbar', { name: w.hand }).waitFor({ state: 'attached' });
        await press(g, page.getByRole('button', { name: 'Menu', exact: true }));
        await page.getByRole('button', { name: 'Continue game', exact: true }).waitFor({ state: 'attached' });
        await heardUntil(g, async () => (await focused()).id === 'continue', 'the focus on Continue', 5000).catch(async () => {
          throw new Error(`after Menu the focus is on ${JSON.stringify(await focused())}, not Continue`);
        });
        await press(g, page.getByRole('button', { name: w.start, exact: true }));
        const notice = page.getByRole('dialog', { name: 'End the game in progress?' });
        await notice.waitFor({ state: 'attached' });
        await heardUntil(g, async () => (await focused()).text === 'Keep my game', 'the focus on Keep my game', 5000).catch(async () => {
          throw new Error(`the start-over notice opened with the focus on ${JSON.stringify(await focused())}`);
        });
        await dialogSettled(page);
        await page.keyboard.press('Enter');  // the safe choice: the game goes on
        await page.getByRole('button', { name: 'Continue game', exact: true }).waitFor({ state: 'attached' });
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  { name: 'a whole round by the accessibility tree alone, English', run: ({ browser, baseUrl }) => roundIn(browser, baseUrl, 'en-US', 'en') },
  { name: 'a whole round by the accessibility tree alone, German', run: ({ browser, baseUrl }) => roundIn(browser, baseUrl, 'de-DE', 'de') },
  {
    name: 'keys help (?), the share dialog and T: focus, axe, nothing drawn over the canvas for the mouse',
    run: async ({ browser, baseUrl }) => {
      const g = await open(browser, baseUrl, 'en-US', 3);
      try {
        const w = WORDS.en;
        const page = g.page;
        await page.getByRole('button', { name: w.start, exact: true }).waitFor({ state: 'attached', timeout: 30000 });
        // A mouse user: the page looks as before (no DOM control shows).
        const layerBox = await page.evaluate(() => Array.from(document.querySelectorAll('#a11y *')).filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 1 && r.height > 1 && getComputedStyle(e).clipPath === 'none';
        }).length);
        assert(layerBox === 0, `${layerBox} layer elements are visible without keyboard focus`);
        await g.screenshot('a11y-mouse-view');
        // The page opens on the layer's first control (hidden until a key is pressed); Tab
        // and Shift+Tab show it; ? opens the keys.
        assert(await page.evaluate(() => document.activeElement.textContent) === w.start, 'the page did not open on its first control');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Shift+Tab');
        assert(await page.evaluate(() => document.activeElement.textContent) === w.start, 'Shift+Tab did not come back to the first control');
        const shown = await page.evaluate(() => getComputedStyle(document.activeElement).clipPath === 'none');
        assert(shown, 'the focused control does not show after a key press');
        await g.screenshot('a11y-tab-focus');
        await page.keyboard.press('?');
        const help = page.getByRole('dialog', { name: w.keys });
        await help.waitFor({ state: 'visible' });
        await expect(help).toMatchAriaSnapshot(`
          - dialog "${w.keys}":
            - heading "${w.keys}" [level=2]
            - list
            - button "${w.close}"
        `);
        assert(await page.evaluate(() => document.activeElement.textContent) === w.close, 'focus is not on the help\'s Close button');
        // Issue 41: Tab left the dialog for the page behind it. It stays, either way.
        for (const key of ['Tab', 'Shift+Tab']) {
          await page.keyboard.press(key);
          assert(await page.evaluate(() => document.getElementById('a11y-help').contains(document.activeElement)), `${key} took the focus out of the keys help`);
        }
        await checkAxe(g, 'keys help');
        await g.screenshot('a11y-help');
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'hidden' });
        await press(g, page.getByRole('button', { name: w.start, exact: true }));
        await page.getByRole('toolbar', { name: w.hand }).waitFor({ state: 'attached' });
        await press(g, page.getByRole('button', { name: w.share, exact: true }));
        const share = page.locator('#a11y').getByRole('dialog');
        await share.waitFor({ state: 'attached' });
        await expect(share).toMatchAriaSnapshot(`
          - dialog "Share this deal":
            - textbox "Share this deal"
            - button "Copy link"
            - button "${w.close}"
        `);
        await checkAxe(g, 'share dialog');
        await g.screenshot('a11y-share-dialog');
        // The link is copied by a button of its own, and the live region says how it went.
        const copied = (await heard(g)).length;
        const copy = share.getByRole('button', { name: 'Copy link', exact: true });
        await copy.focus();
        await copy.press('Enter');
        await heardUntil(g, async () => /copied|could not/i.test((await heard(g)).slice(copied)), 'the copy result');
        await press(g, share.getByRole('button', { name: w.close, exact: true }));
        await share.waitFor({ state: 'detached' });
        // Focus went back to the table (the hand's first card or the first control).
        assert(await page.evaluate(() => document.getElementById('a11y').contains(document.activeElement)), 'focus left the layer after the dialog closed');
        const before = (await heard(g)).length;
        await page.keyboard.press('t');
        await heardUntil(g, async () => (await heard(g)).slice(before).includes('Top card: '), 'T to read the table');
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    // Blind play-test: "At 180 wpm the prompt itself takes about 4.2 s, which leaves 0.3 s
    // to press U"; it waited behind lines still being read. A prompt that lasts seconds goes
    // to the alert region (read at once), not the log.
    name: 'a forgotten UNO: "Press U now" is said in the alert region, ahead of the log',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: dealLink('classic', 1, 3), listen: true, save: fastSettings() });
      try {
        const plain = (x) => x.state.legal.find((l) => / play [RYGB]\S*#\d+$/.test(l));
        const h = await playUntil(g, (x) => x.state.hand.length === 2 && !!plain(x), 'two cards and a coloured card to play', 400);
        const before = (await spoken(g)).length;
        await press(g, 'card:' + / play \S+#(\d+)$/.exec(plain(h))[1]);  // no UNO first
        await waitFor(g, (x) => x.state.hand.length === 1, 'the card played');
        await waitUntil(g, async () => /Press U now/.test(await g.page.evaluate(() => document.getElementById('a11y-alert').textContent)),
          'the prompt in the alert region', 5000);
        assert((await spoken(g)).slice(before).some((l) => /^Press U now/.test(l)), 'the prompt was not spoken');
        assert(!/Press U now/.test(await heard(g)), 'the prompt went to the log too (said twice, after the lines before it)');
        // The chance over (the late call made), the region holds no stale prompt (stop 58's
        // blind player found "Press U now" there long after).
        await press(g, 'uno');
        await waitUntil(g, async () => (await g.page.evaluate(() => document.getElementById('a11y-alert').textContent)) === '',
          'the alert region emptied when the chance ended', 5000);
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    // Blind play-test (stop 58): "I was Shift+Tabbing to Menu when a forced 'Draw 2' dialog
    // opened. My Enter, meant for Menu, drew the cards." The layer is given two models by
    // hand (the start screen publishes none while nothing changes): a control with the
    // focus, then a dialog that takes it; an Enter at once is not the dialog's, one after
    // 300 ms is.
    name: 'an Enter typed as a dialog takes the focus is not its first choice',
    run: async ({ browser, baseUrl }) => {
      const g = await open(browser, baseUrl, 'en-US', SEED);
      try {
        const page = g.page;
        await page.getByRole('button', { name: WORDS.en.start, exact: true }).waitFor({ state: 'attached', timeout: 30000 });
        const sent = await page.evaluate(() => {
          const got = [];
          // Activations only (the canvas's focus ring is told where the focus went too).
          Module._uno_a11y_activate = (a) => { const id = Module.UTF8ToString(a); if (id !== 'focus') got.push(id); };
          const model = (kids) => JSON.stringify({ lang: 'en', screen: 'table', live: [], cleared: 0,
            help: { events: 'Events', title: 'Keys', close: 'Close', lines: [] }, root: { r: 'grp', n: 'Table', c: kids } });
          const menu = { r: 'btn', n: 'Menu', id: 'cmd:menu' };
          window.unoA11y.render(model([menu]));
          document.querySelector('#a11y [data-id="cmd:menu"]').focus();
          window.unoA11y.render(model([menu, { r: 'dlg', n: 'You draw 2', c: [{ r: 'btn', n: 'Draw 2', id: 'act:draw2' }] }]));
          const enter = () => document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
          const early = enter();  // false: its default (the click) was prevented
          return new Promise((ok) => setTimeout(() => {
            // A keydown the page lets through clicks the button (as Enter does): its send.
            if (enter()) document.activeElement.click();
            ok({ early, got, focus: document.activeElement.dataset.id });
          }, 350));
        });
        assert(sent.focus === 'act:draw2', `the dialog did not take the focus: ${JSON.stringify(sent)}`);
        assert(sent.early === false, 'an Enter at once was let through to the dialog\'s button');
        assert(sent.got.join() === 'act:draw2', `sent: ${JSON.stringify(sent.got)} (want the late Enter's act:draw2 alone)`);
      } finally {
        await g.context.close();
      }
    },
  },
];

register(import.meta.url, tests);
