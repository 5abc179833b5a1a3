// The page as an attacker (or a curious second player) tries it (issue 29): no seed to
// guess, no link that hands out the deal, nothing in the DOM or the accessibility tree that
// names another human's cards after the hand-over, and no game lost to a second tab, a
// careless Start, a full storage or a damaged language pack.
import { GamePage, assert, openGame, hook, press, setUp, waitFor, humanStep, handOver, waitForRuntime, nextFrame, atRest } from './helpers.mjs';
import { register } from './fixtures.mjs';

// Every text the page holds for eyes or a screen reader: the DOM's text (the accessibility
// layer, the live log, the table status, dialogs) and the accessibility tree as a screen
// reader gets it.
async function everyText(g) {
  const dom = await g.page.evaluate(() => document.body.textContent + '\n' +
    Array.from(document.querySelectorAll('[aria-label]')).map((e) => e.getAttribute('aria-label')).join('\n'));
  const tree = await g.page.locator('body').ariaSnapshot();
  return dom + '\n' + tree;
}

// The spoken names of the cards in the hand list of the accessibility layer ("Red 7").
async function handNames(g) {
  return g.page.evaluate(() => Array.from(document.querySelectorAll('#a11y [data-hand] button'))
    .map((b) => b.textContent.replace(/, (not )?playable(, a bluff: it may be challenged)?$/, '').trim()).filter((t) => t));
}

const saved = (g) => g.page.evaluate(() => localStorage.getItem('uno-save'));
const domClick = (g, id) => g.page.evaluate((i) => document.querySelector(`#a11y [data-id="${i}"]`).click(), id);

export const tests = [
  {
    name: 'seeds come from crypto.getRandomValues, not the clock',
    async run({ browser, baseUrl }) {
      // Every random byte 0x5a: the game's seed must then be 5a5a5a5a5a5a5a5a (the save says).
      const g = await openGame(browser, baseUrl, {
        init: (context) => context.addInitScript(() => {
          crypto.getRandomValues = (a) => { new Uint8Array(a.buffer, a.byteOffset, a.byteLength).fill(0x5a); return a; };
        }),
      });
      await setUp(g, { seats: 2 });
      await waitFor(g, (h) => h.state.active && h.state.saved_game, 'the game saved');
      const text = await saved(g);
      assert(/^game classic 5a5a5a5a5a5a5a5a$/m.test(text), `the seed did not come from crypto: ${(/^game .*$/m.exec(text) || [])[0]}`);
      await g.context.close();
      // Two pages loaded side by side deal different games.
      const seeds = [];
      for (let i = 0; i < 2; i++) {
        const p = await openGame(browser, baseUrl);
        await setUp(p, { seats: 2 });
        await waitFor(p, (h) => h.state.active && h.state.saved_game, 'the game saved');
        seeds.push((/^game classic ([0-9a-f]{16})$/m.exec(await saved(p)) || [])[1]);
        await p.context.close();
      }
      assert(seeds[0] && seeds[1] && seeds[0] !== seeds[1], `two pages dealt seeds ${seeds.join(', ')}`);
      g.assertClean();
    },
  },
  {
    name: 'share: offered after the match with two humans here; with one, the link says what it reveals',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=7' });
      await setUp(g, { seats: 3, humans: [1] });
      // A human's turn at the table (not the privacy screen): both layers show the button.
      for (let i = 0; i < 100; i++) {
        const h = await waitFor(g, (x) => x.state.active && !x.state.animating &&
          (x.screen === 'privacy' || x.state.legal.length > 0), 'a human at the table', 60000);
        if (h.screen !== 'privacy') break;
        await handOver(g);
      }
      await g.page.waitForFunction(() => !!document.querySelector('#a11y [data-id="cmd:share-deal"]'));
      await g.screenshot('attack-share-after-match');
      await press(g, 'share');
      await g.page.waitForTimeout(500);  // a span in which no link may open (nothing to await)
      assert((await hook(g)).state.notice === '', 'two humans: Share opened a link during the match');
      await g.page.waitForFunction(() => !!document.querySelector('#a11y [data-id="cmd:share-deal"]'));
      const button = await g.page.evaluate(() => {
        const b = document.querySelector('#a11y [data-id="cmd:share-deal"]');
        return b && { text: b.textContent, off: b.getAttribute('aria-disabled') };
      });
      assert(button && button.off === 'true' && button.text === 'Share after the match', `accessible share button: ${JSON.stringify(button)}`);
      await domClick(g, 'cmd:share-deal');
      await nextFrame(g, 2);  // the frames that took the click
      await g.page.waitForTimeout(300);  // and a span in which no link may open (nothing to await)
      assert((await hook(g)).state.notice === '', 'two humans: the accessible Share opened a link');
      await g.context.close();

      const one = await openGame(browser, baseUrl, { hash: 'seed=5' });
      await setUp(one, { seats: 3 });
      await press(one, 'share');
      await waitFor(one, (h) => h.state.notice === 'share-deal', 'the share dialog');
      const words = await one.page.evaluate(() => document.getElementById('a11y').textContent);
      assert(words.includes('The link reveals every card of this match, the hidden ones too.'), 'the share dialog does not say what the link reveals');
      await one.screenshot('attack-share-one-human');
      one.assertClean();
      g.assertClean();
    },
  },
  {
    name: 'hot-seat: after the hand-over nothing on the page names the last player\'s cards',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=7&speed=fast' });
      await setUp(g, { seats: 3, humans: [1] });
      let checked = 0;
      for (let i = 0; i < 300 && checked < 2; i++) {
        const h = await waitFor(g, (x) => !x.state.active || (!x.state.animating &&
          (x.screen === 'privacy' || x.screen === 'summary' || x.state.legal.length > 0)), 'a human decision', 60000);
        if (!h.state.active || h.screen === 'summary') break;
        if (h.screen === 'privacy') { await handOver(g); continue; }
        const canHint = await g.page.evaluate(() => !!document.querySelector('#a11y [data-id="cmd:hint"]'));
        if (!canHint || h.state.picking_colour) { await humanStep(g, h); continue; }
        // The player at the device asks for a hint (heard in the log), then moves.
        const hand = await handNames(g);
        assert(hand.length > 0, 'no hand in the accessibility layer');
        await domClick(g, 'cmd:hint');
        await g.page.waitForFunction(() => /Hint: /.test(document.getElementById('a11y-live').textContent), null, { timeout: 60000 });
        // The hint on the table too (the live region said it above; the table status that
        // once caught up with it is gone).
        await waitFor(g, (x) => !!x.state.hint, 'the hint on the table', 10000);
        let next = await hook(g);
        while (next.screen !== 'privacy' && next.state.legal.length > 0 && !next.state.animating) {
          await humanStep(g, next);
          next = await hook(g);
          if (next.screen === 'privacy' || next.state.viewer !== h.state.viewer || next.state.legal.length === 0) break;
        }
        const passed = await waitFor(g, (x) => x.screen === 'privacy' || x.screen === 'summary' ||
          (x.state.viewer === h.state.viewer && x.state.legal.length > 0 && !x.state.animating), 'the hand-over', 60000);
        if (passed.screen !== 'privacy') continue;
        // Nothing stale may land: the hand-over screen at rest (no timed wake left, no frame).
        await atRest(g, 'the hand-over screen');
        const text = await everyText(g);
        assert(!/Hint/.test(text), 'a hint is still on the page after the hand-over');
        const named = hand.filter((c) => text.includes(c));
        assert(named.length === 0, `after the hand-over the page still names ${named.join(', ')}: ${text.slice(0, 600)}`);
        const live = await g.page.evaluate(() => document.getElementById('a11y-live').childElementCount);
        assert(live === 0, `the log kept ${live} lines over the hand-over`);
        if (checked === 0) await g.screenshot('attack-handover');
        checked++;
      }
      assert(checked >= 1, 'no hand-over after a hint was seen');
      g.assertClean();
    },
  },
  {
    name: 'two tabs: one saves, the other says so and takes over without losing a move',
    async run({ browser, baseUrl }) {
      const a = await openGame(browser, baseUrl, { hash: 'seed=3&speed=fast' });
      await setUp(a, { seats: 2 });
      for (let i = 0; i < 3; i++) {
        const h = await waitFor(a, (x) => x.state.legal.length > 0 && !x.state.animating, 'a turn', 60000);
        await humanStep(a, h);
      }
      // A friend's deal link, opened in the second tab while the first one plays.
      await press(a, 'share');
      const shared = await waitFor(a, (x) => x.state.notice === 'share-deal' && x.state.notice_link, 'the share link');
      await press(a, 'notice-ok');
      const first = await waitFor(a, (x) => x.state.notice === '' && x.state.legal.length > 0 && !x.state.animating, 'a turn', 60000);
      const before = await saved(a);
      // The second tab: the same browser profile (one storage, one lock manager).
      const page = await a.context.newPage();
      const b = new GamePage(page, new URL(baseUrl).origin);
      await page.goto(shared.state.notice_link);
      await waitForRuntime(page);
      const hb = await waitFor(b, (x) => x.state.notice === 'other-tab', 'the other tab\'s notice');
      assert(hb.state.events === first.state.events, 'the second tab does not show the saved game');
      assert((await page.evaluate(() => location.hash)).length > 10, 'the guest dropped the link from the address');
      await b.screenshot('attack-other-tab');
      await page.waitForTimeout(800);  // a span in which the second tab must not write (nothing to await)
      assert((await saved(a)) === before, 'the second tab wrote the save');
      // The first tab plays on; the second still writes nothing. (A tab in the background
      // gets no animation frames: the player brings it to the front, as a person would.)
      await a.page.bringToFront();
      let moved = null;
      for (let i = 0; i < 3 && !moved; i++) { // a press on a loaded machine may be lost: again
        await nextFrame(a, 1, 300);  // frames again, now in front: the hook is current
        await humanStep(a, await hook(a));
        moved = await waitFor(a, (x) => x.state.events > first.state.events, 'a move', 8000).catch(() => null);
      }
      assert(moved, 'the first tab could not move');
      const after = await saved(a);
      assert(after !== before, 'the first tab stopped saving');
      // Take over: the second tab reloads with the first tab's game, the first one stops.
      await page.bringToFront();
      await press(b, 'notice-take');
      await page.waitForFunction(() => window.Module && Module.calledRun && Module._uno_frame_count() > 0 && window.unoOwner === true, null, { timeout: 30000 });
      // As the owner it opens the link now, and asks before ending the game in progress.
      await waitFor(b, (x) => x.state.notice === 'shared-deal', 'the link, opened after the take-over');
      await press(b, 'notice-keep');
      await press(b, 'continue');
      const taken = await waitFor(b, (x) => x.state.active && x.state.notice === '', 'the game kept');
      assert(taken.state.events >= moved.state.events, `the second tab lost moves: ${taken.state.events} < ${moved.state.events}`);
      const lost = await waitFor(a, (x) => x.state.notice === 'moved-away', 'the first tab told it lost the game');
      await a.screenshot('attack-moved-away');
      assert(lost.state.notice === 'moved-away', 'no notice in the first tab');
      b.assertClean();
      a.assertClean();
    },
  },
  {
    // A busy phone (or a loaded test machine) may take more than a second to answer the
    // lock request. A lock no one holds is still this tab's: only a held one is waited for
    // at most a second (web/boot.js).
    name: 'one tab on a slow browser: the lock answered late still makes it the owner',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, {
        hash: 'seed=6&speed=fast',
        init: (context) => context.addInitScript(() => {
          const real = LockManager.prototype.request;
          LockManager.prototype.request = function (...args) {
            return new Promise((r) => setTimeout(r, 1500)).then(() => real.apply(this, args));
          };
        }),
      });
      const start = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      assert(start.state.notice === '', 'a notice on the only tab: ' + start.state.notice);
      assert(await g.page.evaluate(() => window.unoOwner === true), 'the only tab is not the owner');
      await setUp(g, { seats: 2 });
      const h = await waitFor(g, (x) => x.state.legal.length > 0 && !x.state.animating, 'a turn', 60000);
      await humanStep(g, h);
      await waitFor(g, (x) => x.state.events > h.state.events, 'a move');
      assert(await g.page.waitForFunction(() => localStorage.getItem('uno-save'), null, { timeout: 10000 }), 'the only tab saved nothing');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'Start game with a game in progress asks first (canvas and accessible layer)',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=4&speed=fast' });
      await setUp(g, { seats: 2 });
      const h = await waitFor(g, (x) => x.state.legal.length > 0 && !x.state.animating, 'a turn', 60000);
      await humanStep(g, h);
      const played = await waitFor(g, (x) => x.state.events > h.state.events, 'a move');
      await press(g, 'menu');
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await press(g, 'start');
      await waitFor(g, (x) => x.state.notice === 'start-over', 'the question');
      await g.screenshot('attack-start-over');
      await press(g, 'notice-keep');
      await press(g, 'continue');
      const kept = await waitFor(g, (x) => x.screen !== 'start', 'the game again');
      assert(kept.state.events >= played.state.events, 'Keep my game lost moves');
      await press(g, 'menu');
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await domClick(g, 'start');
      await waitFor(g, (x) => x.state.notice === 'start-over', 'the question, from the accessible layer');
      const words = await g.page.evaluate(() => document.getElementById('a11y').textContent);
      assert(words.includes('End the game in progress?'), 'the accessible layer does not ask');
      await domClick(g, 'notice:new');
      await waitFor(g, (x) => x.screen !== 'start' && x.state.active && x.state.events < kept.state.events + 40, 'the new game');
      g.assertClean();
    },
  },
  {
    name: 'storage: an unreadable save is kept byte for byte, or offered when there is no room',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl);
      for (const text of ['\u0000uno-save 1\n\u0000', '\uFEFFuno-save 1\ncrc 0\n']) {
        await g.page.evaluate((t) => { localStorage.clear(); localStorage.setItem('uno-save', t); }, text);
        await g.page.reload();
        await waitForRuntime(g.page);
        await waitFor(g, (x) => x.state.notice.startsWith('bad-save:'), 'the unreadable-save notice');
        const kept = await g.page.evaluate(() => localStorage.getItem('uno-save-unreadable-1'));
        assert(kept === text, `kept aside as ${JSON.stringify(kept)}, not ${JSON.stringify(text)}`);
      }
      // Over 2 MiB, and the storage too full for a copy: say so, offer it, then save anew.
      const room = await g.page.evaluate(() => {
        localStorage.clear();
        localStorage.setItem('uno-save', 'uno-save 1\n' + 'x'.repeat(2200000));
        let n = 0;
        for (let size = 1 << 20; size >= 1024; size >>= 1)
          for (;;) {
            try { localStorage.setItem('filler-' + n++, 'f'.repeat(size)); } catch (e) { break; }
          }
        return n;
      });
      assert(room > 0, 'the storage could not be filled');
      await g.page.reload();
      await waitForRuntime(g.page);
      const n = await waitFor(g, (x) => x.state.notice === 'bad-save:too-large', 'the too-large notice');
      assert(n.widgets.some((w) => w.id === 'notice-download'), 'no download offered');
      await g.screenshot('attack-save-no-room');
      const download = g.page.waitForEvent('download');
      await press(g, 'notice-download');
      const file = await download;
      const size = (await (await file.createReadStream()).toArray()).reduce((s, c) => s + c.length, 0);
      assert(size === 2200011, `downloaded ${size} bytes`);
      await setUp(g, { seats: 2 });
      await waitFor(g, (x) => x.state.active && x.state.saved_game, 'the new game saved', 60000);
      const text = await saved(g);
      assert(text.length < 100000 && text.startsWith('uno-save'), `the new game was not saved (${text.length} chars)`);
      await g.page.evaluate(() => localStorage.clear());
      g.assertClean();
    },
  },
  {
    name: 'a link over 16 KiB gets the too-large notice',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'A'.repeat(20000) });
      await waitFor(g, (x) => x.state.notice === 'bad-link:too-large', 'the too-large notice');
      g.assertClean();
    },
  },
  {
    name: 'a damaged language pack is refused; one that never comes is given up after the timeout',
    async run({ browser, baseUrl }) {
      const damaged = await openGame(browser, baseUrl, {
        init: (context) => context.route('**/lang-de.pack', async (route) => {
          const r = await route.fetch();
          const body = Buffer.from(await r.body());
          body[body.length - 40] ^= 0x01; // one flipped bit in a text
          await route.fulfill({ response: r, body });
        }),
      });
      await press(damaged, 'lang:de');
      await waitFor(damaged, (x) => x.state.notice === 'language-missing:de', 'the notice for the damaged pack');
      await damaged.context.close();
      const never = await openGame(browser, baseUrl, {
        init: async (context) => {
          await context.addInitScript(() => { window.unoPackTimeoutMs = 1500; });
          await context.route('**/lang-de.pack', () => {}); // never answered
        },
      });
      await press(never, 'lang:de');
      await waitFor(never, (x) => x.state.notice === 'language-missing:de', 'the notice for the pack that never came', 20000);
      await never.context.close();
    },
  },
  {
    name: 'names: a lone surrogate, a bidi override or "You" never reach the table',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl);
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      const typed = async (text) => {
        await g.page.evaluate((t) => {
          const i = document.querySelector('#a11y input[data-id="name:1"]');
          i.value = t;
          i.dispatchEvent(new Event('change'));
        }, text);
        // The game takes the text and gives the field its own (cleaned) name back.
        await g.page.waitForFunction((s) => (document.querySelector('#a11y input[data-id="name:1"]')?.value ?? s) !== s, text, { timeout: 5000 }).catch(() => {});
        return g.page.evaluate(() => document.querySelector('#a11y input[data-id="name:1"]').value);
      };
      let name = await typed('\uD83DKim\u202E');
      assert(name === 'Kim', `typed name became ${JSON.stringify(name)}`);
      name = await typed('you');
      assert(name.toLowerCase() !== 'you' && name.length > 0, `a computer may be called ${JSON.stringify(name)}`);
      g.assertClean();
    },
  },
  {
    name: 'the server forbids framing by other sites',
    async run({ baseUrl }) {
      for (const file of ['uno/', 'uno/uno.js']) {
        const r = await fetch(baseUrl + file);
        const csp = r.headers.get('content-security-policy') || '';
        assert(/frame-ancestors 'self'/.test(csp), `${file}: Content-Security-Policy "${csp}"`);
      }
    },
  },
];

register(import.meta.url, tests);
