// The table's own behaviour (issue 31): the rules card opened during a +4 challenge is on
// top and takes the input until closed; the turn hint says "Click" to a mouse and "Tap" to
// a finger. The positions come from layout.test.mjs's save (a 13-card classic deal).
import { assert, openGame, openSaved, hook, press, waitFor, drawn, nextFrame } from './helpers.mjs';
import { FIXTURES } from './screen_fixtures.mjs';
import { saveUntil, dealLink, playUntil, policyStep, fastSettings } from './data.mjs';
import { register } from './fixtures.mjs';

const DEAL = 'AQEABABAQEAEKTUBAAAAAAEPDSW2qKk';  // layout.test.mjs: classic, 4 seats, 13 cards
const seeded = (save) => (ctx) => ctx.addInitScript((s) => {
  if (!sessionStorage.getItem('table-seeded')) {
    localStorage.setItem('uno-save', s);
    sessionStorage.setItem('table-seeded', '1');
  }
}, save);
const inside = (x, y, r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
const pending = (h) => h.state.legal.some((a) => / challenge$/.test(a));

export const tests = [
  {
    name: 'the rules card opened during a +4 challenge is on top and takes the input until closed',
    async run({ browser, baseUrl }) {
      // Dan has just played a Wild Draw Four on the human: challenge or take it.
      const g = await openGame(browser, baseUrl, { init: seeded(saveUntil('en', 'act 3 play W4#105 R')) });
      const first = await waitFor(g, (x) => x.screen === 'table' || x.widgets.some((w) => w.id === 'continue'), 'the saved game', 30000);
      if (first.screen !== 'table') await press(g, 'continue');
      let h = await waitFor(g, (x) => pending(x) && x.widgets.some((w) => w.id === 'challenge') && !x.state.animating, 'the challenge', 30000);
      await drawn(g);
      h = await hook(g);
      const button = h.widgets.find((w) => w.id === 'challenge');
      await press(g, 'rules-card-table');
      h = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card');
      await drawn(g);
      h = await hook(g);
      await g.screenshot('table-rules-card-over-challenge');
      // Where the rules card is drawn (its height follows its text since issue 41's stop 56).
      const card = h.widgets.find((w) => w.id === 'rules-card-window');
      const close = h.widgets.find((w) => w.id === 'rules-card-close');
      // A click on the card (not its Close) and the dialog's key reach nothing under it.
      const at = [card.x + card.w / 2, card.y + 12];
      assert(!(close && inside(at[0], at[1], close)), 'the point on the card is its Close button');
      await g.page.mouse.click(at[0], at[1]);
      await g.page.keyboard.press('c');  // the dialog's key, too
      await nextFrame(g, 2);  // the frames that took the click and the key
      await g.page.waitForTimeout(600);  // and a span in which nothing may reach the dialog (nothing to await)
      h = await hook(g);
      assert(pending(h) && !h.state.reveal, 'a click or key on the rules card reached the challenge dialog');
      assert(h.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card closed');
      // A click on the Challenge button beside the card lands on the backdrop: it closes the
      // card and presses nothing under it.
      if (!inside(button.x + button.w / 2, button.y + button.h / 2, card)) {
        await g.page.mouse.click(button.x + button.w / 2, button.y + button.h / 2);
        h = await waitFor(g, (x) => !x.widgets.some((w) => w.id === 'rules-card-window'), 'the backdrop click to close the card');
        await nextFrame(g, 2);
        h = await hook(g);
        assert(pending(h) && !h.state.reveal, 'a click on the backdrop reached the challenge dialog');
        await press(g, 'rules-card-table');
        await waitFor(g, (x) => x.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card again');
      }
      // Closed, the dialog takes the input again.
      await press(g, 'rules-card-close');
      await waitFor(g, (x) => !x.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card to close');
      await press(g, 'challenge');
      await waitFor(g, (x) => !pending(x), 'the challenge to be made');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'a hint asked during a +4 challenge is said in the challenge dialog (360x740)',
    async run({ browser, baseUrl }) {
      // Issue 41, a newcomer at 360x740: the coach's line lay under the challenge dialog.
      const g = await openGame(browser, baseUrl, {
        init: seeded(saveUntil('en', 'act 3 play W4#105 R')),
        viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
      });
      const first = await waitFor(g, (x) => x.screen === 'table' || x.widgets.some((w) => w.id === 'continue'), 'the saved game', 30000);
      if (first.screen !== 'table') await press(g, 'continue', { touch: true });
      await waitFor(g, (x) => pending(x) && x.widgets.some((w) => w.id === 'challenge') && !x.state.animating, 'the challenge', 30000);
      await press(g, 'hint', { touch: true });
      await waitFor(g, (x) => x.state.hint && x.state.hint.ready, 'the hint', 60000);
      await drawn(g);
      const h = await hook(g);
      const dialog = h.widgets.find((w) => w.id === 'dialog:challenge');
      const line = h.widgets.find((w) => w.id === 'hint-text');
      assert(dialog && line, `no challenge dialog or hint line: ${h.widgets.map((w) => w.id).join(',')}`);
      assert(line.x >= dialog.x - 0.5 && line.y >= dialog.y - 0.5 && line.x + line.w <= dialog.x + dialog.w + 0.5 &&
        line.y + line.h <= dialog.y + dialog.h + 0.5, `the hint ${JSON.stringify(line)} is not inside the dialog ${JSON.stringify(dialog)}`);
      const buttons = h.widgets.filter((w) => w.id === 'challenge' || w.id === 'accept');
      for (const b of buttons) assert(line.y + line.h <= b.y + 0.5, `the hint runs into ${b.id}`);
      await g.screenshot('table-hint-in-challenge-360x740');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'the turn hint says Click to a mouse or keys and Tap to a finger',
    async run({ browser, baseUrl }) {
      const turn = (x) => x.screen === 'table' && x.state.hand.length === 13 && !x.state.animating && x.state.legal.length > 0;
      const laptop = await openGame(browser, baseUrl, { hash: DEAL });
      let h = await waitFor(laptop, turn, 'the first human turn', 60000);
      await laptop.page.mouse.click(900, 24);  // the top bar's status line: nothing happens
      h = await waitFor(laptop, (x) => turn(x) && typeof x.state.turn_hint === 'string', 'the turn hint');
      assert(/^Click /.test(h.state.turn_hint), `after a mouse click: "${h.state.turn_hint}"`);
      laptop.assertClean();
      await laptop.context.close();
      const phone = await openGame(browser, baseUrl, { hash: DEAL, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      h = await waitFor(phone, turn, 'the first human turn', 60000);
      assert(/^Tap /.test(h.state.turn_hint), `on a phone: "${h.state.turn_hint}"`);
      await phone.page.touchscreen.tap(330, 26);  // the top bar's right end
      await nextFrame(phone, 2);  // the frames that took the tap
      h = await hook(phone);
      assert(/^Tap /.test(h.state.turn_hint), `after a tap: "${h.state.turn_hint}"`);
      await phone.page.keyboard.press('ArrowRight');  // a keyboard on the phone
      h = await waitFor(phone, (x) => /^Click /.test(x.state.turn_hint), 'the hint for a keyboard', 5000).catch(() => hook(phone));
      assert(/^Click /.test(h.state.turn_hint), `after a key: "${h.state.turn_hint}"`);
      phone.assertClean();
      await phone.context.close();
    },
  },
  {
    // Issue 41: Catch came in between UNO and Draw, so Draw and Hint slid away and back
    // under the finger as it came and went (a press meant for Catch opened the Hint). Now
    // the row's own controls keep their places; Catch goes after them, at the row's end.
    name: 'the action row keeps its places while Catch comes and goes, and a press there lands',
    async run({ browser, baseUrl }) {
      for (const [w, hgt, touch] of [[360, 740, true], [1280, 800, false], [3840, 2160, false]]) {
        const g = await openSaved(browser, baseUrl, FIXTURES.catch_en, { viewport: { width: w, height: hgt }, deviceScaleFactor: touch ? 2 : 1, isMobile: touch, hasTouch: touch });
        let h = await waitFor(g, (x) => x.screen === 'table' && x.state.active && !x.state.animating && x.widgets.some((v) => v.id === 'catch:1'), 'the catch chance', 30000);
        await drawn(g);
        h = await hook(g);
        const at = (x, id) => x.widgets.find((v) => v.id === id);
        const own = ['uno', 'draw-btn', 'hint'].filter((id) => at(h, id));
        assert(own.includes('uno') && own.includes('draw-btn'), `the row: ${h.widgets.map((v) => v.id).join(' ')}`);
        const before = Object.fromEntries(own.map((id) => [id, at(h, id)]));
        const c = at(h, 'catch:1');
        for (const id of own) assert(c.x >= before[id].x + before[id].w, `${w}x${hgt}: Catch (x ${c.x}) comes after ${id} (right ${before[id].x + before[id].w})`);
        // Well past the row's own controls where there is room: a Catch that goes as the
        // player's turn comes leaves no place Draw or Hint takes (a late press on it drew a
        // card); but not at a 4K screen's far edge, a long way from the hand (issue 41).
        const last = Math.max(...own.map((id) => before[id].x + before[id].w));
        if (!touch) assert(c.x - last >= 150, `${w}x${hgt}: Catch (x ${c.x}) is close after the row's controls (${last})`);
        if (w > 2000) assert(c.x + c.w < w * 0.6, `${w}x${hgt}: Catch ends at ${c.x + c.w}, far from the hand`);
        // Bo's badge says it too, and on a phone the press goes there (a bigger target).
        const badge = at(h, 'badge:1');
        assert(badge, 'no badge for Bo');
        const bo = h.state.seats[1].cards;
        await press(g, touch ? 'badge:1' : 'catch:1', { touch });
        h = await waitFor(g, (x) => x.state.seats[1].cards > bo && !x.widgets.some((v) => v.id === 'catch:1') && !x.state.animating, 'Bo caught', 15000);
        await drawn(g);
        h = await hook(g);
        for (const id of own) {
          const now = at(h, id);
          assert(now && now.x === before[id].x && now.y === before[id].y && now.w === before[id].w,
            `${w}x${hgt}: ${id} moved when Catch went: ${JSON.stringify(before[id])} -> ${JSON.stringify(now)}`);
        }
        // A press where Draw was lands on Draw.
        const hand = h.state.hand.length;
        await press(g, 'draw-btn', { touch });
        await waitFor(g, (x) => x.state.hand.length === hand + 1, 'the drawn card', 15000);
        console.log(`        ${w}x${hgt}: ${own.join(', ')} kept their places; Catch after them${touch ? ' (caught by a tap on the badge)' : ''}`);
        g.assertClean();
        await g.context.close();
      }
    },
  },
  {
    // Issue 41: the newcomer opened "?" to read what a card does, and the computers played on
    // under it.
    name: 'the rules card opened while the computers are to move holds the game until it is closed',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: dealLink('classic', 3, 5), clock: true });
      let h = null;
      for (let tries = 0; tries < 10 && !h; tries++) {
        const mine = await playUntil(g, () => true, 'your move');
        await policyStep(g, mine);  // then three computers move
        await press(g, 'rules-card-table');
        const open = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card');
        if (open.state.acting !== open.state.viewer) h = open;  // a computer is still to move
        else await press(g, 'rules-card-close');
      }
      assert(h, 'the rules card was never open on a computer\'s turn');
      // Ten seconds of the game's clock with the card open: nobody moves.
      await g.page.clock.pauseAt(await g.page.evaluate(() => Date.now()) + 500);
      const before = (await hook(g)).state.events;
      for (let i = 0; i < 20; i++) await g.page.clock.runFor(500);
      h = await hook(g);
      assert(h.state.events === before, `the computers moved under the rules card (${before} -> ${h.state.events} events)`);
      assert(h.widgets.some((w) => w.id === 'rules-card-window'), 'the rules card closed by itself');
      // Closed, the game goes on.
      await g.page.clock.resume();
      await press(g, 'rules-card-close');
      await waitFor(g, (x) => x.state.events > before, 'a computer\'s move after the rules card closed');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    // Issue 41: a tap on a card that does not play drew only an outline.
    name: 'a card pressed that does not play, and UNO! pressed early, say why in the prompt\'s place, at phone sizes and a laptop\'s',
    async run({ browser, baseUrl }) {
      for (const [width, height, touch] of [[360, 740, true], [740, 360, true], [1280, 800, false]]) {
        const g = await openGame(browser, baseUrl, { hash: dealLink('classic', 1, 5), viewport: { width, height }, hasTouch: touch, isMobile: touch, save: fastSettings() });
        const playable = (x, id) => x.state.legal.some((a) => a.includes('#' + id + ' ') || a.endsWith('#' + id));
        const h = await playUntil(g, (x) => x.state.legal.some((a) => / play /.test(a)) &&
          x.state.hand.some((c) => !playable(x, c.id)), 'a turn with a card that does not play');
        const card = h.state.hand.find((c) => !playable(h, c.id));
        await press(g, 'card:' + card.id, { touch });
        const said = await waitFor(g, (x) => x.state.refusal !== '', 'why the card does not play');
        assert(said.state.events === h.state.events, 'the card was played');
        assert(/does not go on|may be played only|cannot be played/.test(said.state.refusal), 'no reason: ' + said.state.refusal);
        assert(said.widgets.some((w) => w.id === 'phase-prompt'), 'the reason is not drawn');
        await drawn(g);
        await g.screenshot(`table-refusal-${width}x${height}`);
        // This deal's Wild Draw Four would be a bluff (the hand holds the colour in play): its
        // tag is on the card, in the screen, clear of the action row (issue 41: no e2e deal
        // reached one).
        const w4 = said.state.hand.find((c) => c.face === 'W4');
        assert(w4, 'no Wild Draw Four in this deal: ' + said.state.hand.map((c) => c.face).join(' '));
        const tag = said.widgets.find((w) => w.id === 'bluff:' + w4.id);
        assert(tag, 'no Bluff tag on the Wild Draw Four');
        const cardRect = said.widgets.find((w) => w.id === 'card:' + w4.id);
        const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        assert(tag.x >= 0 && tag.y >= 0 && tag.x + tag.w <= width && tag.y + tag.h <= height, 'the tag is off screen: ' + JSON.stringify(tag));
        assert(over(tag, cardRect), `the tag ${JSON.stringify(tag)} is not on its card ${JSON.stringify(cardRect)}`);
        for (const id of ['uno', 'draw-btn', 'hint'])
          for (const w of said.widgets.filter((x) => x.id === id)) assert(!over(tag, w), `the tag runs into ${id}`);
        // UNO! pressed with five cards says when it is called (stop 62: a newcomer saw nothing).
        // A finger that lifted points at nothing: the button it tapped is not left lit as if
        // hovered (stop 62: Hint looked pressed after Keep).
        const uno = said.widgets.find((w) => w.id === 'uno');
        const at = (img) => [...img.pixels.subarray((Math.round(uno.y + uno.h / 2) * img.width + Math.round(uno.x + 3)) * 4).subarray(0, 3)].join(',');
        const before = touch && await g.screenshot(`table-uno-${width}x${height}`, { pixels: true });
        await press(g, 'uno', { touch });
        const early = await waitFor(g, (x) => /at two cards/.test(x.state.refusal), 'why UNO! waits');
        assert(early.state.events === h.state.events, 'UNO! pressed early did something');
        if (touch) {
          await drawn(g);
          const after = await g.screenshot(`table-uno-tapped-${width}x${height}`, { pixels: true });
          assert(at(after) === at(before), `UNO! lit after the finger lifted: ${at(before)} -> ${at(after)}`);
        }
        // A move takes it away.
        await policyStep(g, said);
        await waitFor(g, (x) => x.state.refusal === '', 'the reason gone after the move');
        g.assertClean();
        await g.context.close();
      }
    },
  },
  {
    // Issue 41, stop 58 (360x740): "my tap on [a back-row card's strip] landed on the
    // front-row card" (a refusal, "Blue 3 does not go on Red 7"). A finger just inside the top
    // edge of a front-row card that does not play, over a playable card of the row behind,
    // plays that card.
    name: 'phone: a tap at the top edge of a front-row card that does not play takes the playable card behind',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: DEAL, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      const plays = (x) => new Set(x.state.legal.map((a) => / play \S+#(\d+)/.exec(a)?.[1]).filter(Boolean).map(Number));
      // A playable back-row card with a front-row card that does not play below it.
      const pair = (x) => {
        if (x.state.current !== 0 || x.state.acting !== 0) return null;
        const p = plays(x);
        const cards = x.state.hand.map((c) => ({ ...c, w: x.widgets.find((w) => w.id === 'card:' + c.id) })).filter((c) => c.w);
        for (const b of cards.filter((c) => p.has(c.id))) {
          const f = cards.find((c) => !p.has(c.id) && c.w.y > b.w.y + 20 && c.w.x < b.w.x + b.w.w - 8 && c.w.x + c.w.w > b.w.x + 8);
          if (f) return { b, f };
        }
        return null;
      };
      const h = await playUntil(g, (x) => !!pair(x), 'a playable back-row card over one that does not play');
      const { b, f } = pair(h);
      await drawn(g);
      const x = Math.max(b.w.x, f.w.x) + 4, y = f.w.y + 5;  // 5 px inside the front card
      await g.page.touchscreen.tap(x, y);
      const after = await waitFor(g, (z) => z.state.events > h.state.events || z.state.refusal !== '', 'the tap taken');
      assert(after.state.refusal === '', `refused (the front card was taken): ${after.state.refusal}`);
      assert(!after.state.hand.some((c) => c.id === b.id), `${b.face} (back row) was not played; front ${f.face}`);
      assert(after.state.hand.some((c) => c.id === f.id), `${f.face} (front row) left the hand`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    // Issue 41, stop 59 (a newcomer at 1280x800): "the Tab focus box sits away from the real
    // button" (the page's focused control shows in a corner). The canvas rings its own
    // control too: a card of the hand, then Draw; a click takes the ring away.
    name: 'Tab: the canvas rings the control the keyboard is on, a card and then Draw',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: dealLink('classic', 1, 3), save: fastSettings() });
      await playUntil(g, (x) => x.state.current === 0 && x.state.legal.some((a) => / draw$/.test(a)), 'my turn');
      const focus = () => g.page.evaluate(() => ({ id: document.activeElement.dataset.id || '', text: document.activeElement.textContent }));
      // The ring's centre on the control's (a card's ring is round its raised place).
      const on = (x, id) => {
        const r = x.widgets.find((w) => w.id === 'key-focus'), w = x.widgets.find((k) => k.id === id);
        return r && w && Math.abs(r.x + r.w / 2 - (w.x + w.w / 2)) < 4 && Math.abs(r.y + r.h / 2 - (w.y + w.h / 2)) < 30;
      };
      const ring = (id) => waitFor(g, (x) => on(x, id), `the ring on ${id}`, 5000).catch(async (e) => {
        throw new Error(`${e.message}: ${JSON.stringify((await hook(g)).widgets.filter((w) => w.id === 'key-focus' || w.id === id))}`);
      });
      await g.page.keyboard.press('Tab');
      let f = await focus();
      for (let i = 0; i < 20 && !/^(card|act):/.test(f.id); i++) { await g.page.keyboard.press('Tab'); f = await focus(); }
      assert(/^card:\d+$/.test(f.id), `Tab went to ${JSON.stringify(f)}, not a card`);
      await ring(f.id);
      for (let i = 0; i < 30 && f.text !== 'Draw'; i++) { await g.page.keyboard.press('Tab'); f = await focus(); }
      assert(f.text === 'Draw', `no Draw by Tab: ${JSON.stringify(f)}`);
      await ring('draw-btn');
      await g.screenshot('table-tab-ring-draw');
      await g.page.mouse.click(5, 400);  // the felt: the mouse again, no ring
      await waitFor(g, (x) => !x.widgets.some((w) => w.id === 'key-focus'), 'the ring gone after a click', 5000);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    // Issue 41, stop 58 (1280x800, a mouse): "with the colour dialog open, one Tab press made
    // a new Menu button appear bottom-left with a focus ring": the page's own layer had no
    // dialog for the canvas's picker. Now it has the same one: Tab lands on its colours.
    name: 'the colour picker opened with the mouse: Tab lands on its colours, Enter takes one',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: dealLink('classic', 1, 1), save: fastSettings() });
      const wildOf = (x) => x.state.current === 0 && x.state.legal.find((a) => / play W\S*#\d+ [RYGB]$/.test(a));
      const h = await playUntil(g, (x) => !!wildOf(x), 'a Wild to play');
      await press(g, 'card:' + / play \S+#(\d+)/.exec(wildOf(h))[1]);
      await waitFor(g, (x) => x.state.picking_colour, 'the colour picker');
      await g.page.keyboard.press('Tab');
      const focus = () => g.page.evaluate(() => {
        const a = document.activeElement;
        return { id: a.dataset.id || '', text: a.textContent, dialog: a.closest('[role=dialog]') ? a.closest('[role=dialog]').getAttribute('aria-label') || a.closest('[role=dialog]').querySelector('h2')?.textContent : '' };
      });
      let f = await focus();
      for (let i = 0; i < 20 && !f.id; i++) { await nextFrame(g, 1, 200); f = await focus(); }
      assert(/^act:/.test(f.id) && /^Red, \d+ cards?$/.test(f.text), `Tab went to ${JSON.stringify(f)}`);
      assert(/Choose a colour/.test(f.dialog), `not in the colour dialog: ${JSON.stringify(f)}`);
      await g.page.keyboard.press('Enter');
      const after = await waitFor(g, (x) => !x.state.picking_colour && x.state.top.face.startsWith('W'), 'the Wild played');
      assert(after.state.colour === 'R', `colour ${after.state.colour}`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    // Issue 41: "computer turns are too fast to follow, and there is no visible history".
    name: 'the help card opens on what happened, the newest move last, and turns to the rules',
    async run({ browser, baseUrl }) {
      for (const [width, height, touch] of [[360, 740, true], [740, 360, true], [1280, 800, false], [3840, 2160, false]]) {
        const g = await openGame(browser, baseUrl, { hash: dealLink('classic', 3, 5), viewport: { width, height }, hasTouch: touch, isMobile: touch, save: fastSettings() });
        let h = await playUntil(g, () => true, 'your move');
        await policyStep(g, h);
        h = await playUntil(g, () => true, 'your next move');  // three computers have moved
        await press(g, 'rules-card-table', { touch });
        h = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'help-history'), 'the help card on what happened');
        assert(h.widgets.some((w) => w.id === 'help-rules'), 'no way to the rules');
        await drawn(g);
        await g.screenshot(`table-help-history-${width}x${height}`);
        await press(g, 'help-rules', { touch });
        await drawn(g);
        await g.screenshot(`table-help-rules-${width}x${height}`);
        await press(g, 'rules-card-close', { touch });
        await waitFor(g, (x) => !x.widgets.some((w) => w.id === 'rules-card-window'), 'the card to close');
        g.assertClean();
        await g.context.close();
      }
    },
  },
  {
    // Issue 41 (the newcomer at 1280x800): no feedback under the mouse before a click.
    name: 'under a mouse a playable card rises a little more, an unplayable one does not',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: dealLink('classic', 1, 5) });
      const playable = (x, id) => x.state.legal.some((a) => a.includes('#' + id + ' ') || a.endsWith('#' + id));
      let h = await playUntil(g, (x) => x.state.legal.some((a) => / play /.test(a)) &&
        x.state.hand.some((c) => !playable(x, c.id)), 'a turn with cards that play and cards that do not');
      await g.page.mouse.move(5, 5);
      await drawn(g);
      h = await hook(g);
      const rect = (x, id) => x.widgets.find((w) => w.id === 'card:' + id);
      const yes = h.state.hand.filter((c) => playable(h, c.id)).pop();  // the topmost of its kind
      const no = h.state.hand.filter((c) => !playable(h, c.id)).pop();
      for (const [card, rises] of [[yes, true], [no, false]]) {
        const r0 = rect(h, card.id);
        await g.page.mouse.move(r0.x + r0.w / 2, r0.y + r0.h - 8);
        if (rises) {
          const up = await waitFor(g, (x) => rect(x, card.id).y < r0.y, 'the card under the mouse to rise', 5000);
          console.log(`        ${card.face}: ${r0.y} -> ${rect(up, card.id).y}`);
          await g.screenshot('table-hover-1280x800');
        } else {
          await drawn(g);
          assert(rect(await hook(g), card.id).y === r0.y, `${card.face} does not play, yet it rose`);
        }
      }
      g.assertClean();
      await g.context.close();
    },
  },
];

register(import.meta.url, tests);
