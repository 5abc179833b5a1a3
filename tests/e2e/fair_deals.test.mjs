// Issue 39: with two or more humans at one device, no deal that someone chose (today's, a
// link's, the address's seed) is dealt without saying so, and a fresh deal is the first
// choice; the address's seed deals one game and leaves the address; options the game cannot
// use are named. Real presses on the canvas and in the accessible layer.
import { assert, openGame, hook, press, pressUntil, waitFor, handOver } from './helpers.mjs';
import { seal } from './data.mjs';
import { register } from './fixtures.mjs';

// Every random byte 0x5a: a fresh deal's seed is then 5a5a5a5a5a5a5a5a (the save says).
const CRYPTO_5A = (context) => context.addInitScript(() => {
  crypto.getRandomValues = (a) => { new Uint8Array(a.buffer, a.byteOffset, a.byteLength).fill(0x5a); return a; };
});
const FRESH = '5a5a5a5a5a5a5a5a';
const savedSeed = async (g) => {
  await waitFor(g, (h) => h.state.active && h.state.saved_game, 'the game saved');
  const text = await g.page.evaluate(() => localStorage.getItem('uno-save'));
  return (/^game \S+ ([0-9a-f]{16})$/m.exec(text) || [])[1];
};
// The start screen set to `seats` seats, seat 1 a second human.
async function twoHumans(g, seats = 3) {
  await waitFor(g, (h) => h.screen === 'start', 'the start screen');
  for (let n = 4; n > seats; n--) await press(g, 'seats-');
  await press(g, 'kind:1');
}
const noticeText = (g) => g.page.evaluate(() => {
  const d = document.querySelector('#a11y [role="dialog"], #a11y [role="alertdialog"]');
  return d ? d.textContent : '';
});

export const tests = [
  {
    name: 'deal of the day with two humans: asked first, a fresh deal by default',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { init: CRYPTO_5A });
      await twoHumans(g);
      // The notice's first frame sizes it unseen: its buttons come with the next one.
      const h = await pressUntil(g, 'daily', (x) => x.widgets.some((w) => w.id === 'notice-fresh'), 'the known-deal notice');
      assert(!h.state.active, 'a game was dealt before the players chose');
      const ids = h.widgets.map((w) => w.id);
      for (const id of ['notice-fresh', 'notice-play']) assert(ids.includes(id), `no ${id} button: ${ids.join(' ')}`);
      const words = await noticeText(g);
      assert(/Someone may know every hand/.test(words) && /Today's deal is the same on every device/.test(words),
        `the accessible dialog says: ${words}`);
      await g.screenshot('fair-deals-daily');
      // Escape takes the safe choice: a deal nobody knows.
      await g.page.keyboard.press('Escape');
      await waitFor(g, (x) => x.screen !== 'start' && x.state.active, 'the table');
      const fresh = await savedSeed(g);
      assert(fresh === FRESH, `Escape dealt seed ${fresh}, not a fresh one`);
      g.assertClean();
      await g.context.close();

      // "Play this deal": the day's seed, knowingly (not the fresh one).
      const k = await openGame(browser, baseUrl, { init: CRYPTO_5A });
      await twoHumans(k);
      await pressUntil(k, 'daily', (x) => x.widgets.some((w) => w.id === 'notice-play'), 'the known-deal notice');
      await pressUntil(k, 'notice-play', (x) => x.screen !== 'start', 'the table');
      const daily = await savedSeed(k);
      assert(daily && daily !== FRESH, `"Play this deal" dealt seed ${daily}`);
      k.assertClean();
      await k.context.close();
    },
  },
  {
    name: 'the address\'s seed deals one game, leaves the address, and asks with two humans',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'lang=de&seed=123', init: CRYPTO_5A });
      const hash = await g.page.evaluate(() => location.hash);
      assert(hash === '#lang=de&tips=off', `the address still holds the seed: ${hash}`);
      await twoHumans(g);
      await pressUntil(g, 'start', (x) => x.widgets.some((w) => w.id === 'notice-play'), 'the known-deal notice');
      const words = await noticeText(g);
      assert(/Die Adresse hat dieses Blatt gewählt/.test(words), `the accessible dialog says: ${words}`);
      await pressUntil(g, 'notice-play', (x) => x.screen !== 'start', 'the table');
      const first = await savedSeed(g);
      assert(first === '000000000000007b', `the address's game dealt seed ${first}`);
      // The next game in the tab is a fresh one, asked for nothing (and a reload has no seed
      // left in the address to deal again: checked above).
      // Back to the start screen by Menu. The game runs on meanwhile: a forced draw or a
      // computer's move can bring a privacy screen just as Menu is pressed (the press then
      // lands on it): the device is handed over and Menu pressed again.
      for (let i = 0; ; i++) {
        const at = await waitFor(g, (x) => x.screen === 'start' || x.screen === 'privacy' || x.widgets.some((w) => w.id === 'menu'), 'the table or a privacy screen', 60000);
        if (at.screen === 'start') break;
        assert(i < 8, 'Menu never reached the start screen');
        if (at.screen === 'privacy') { await handOver(g); continue; }
        await press(g, 'menu', { optional: true });
        await waitFor(g, (x) => x.screen === 'start', 'the start screen', 4000).catch(() => {});
      }
      await pressUntil(g, 'start', (x) => x.widgets.some((w) => w.id === 'notice-new'), 'the start-over question');
      await pressUntil(g, 'notice-new', (x) => x.state.notice !== 'start-over', 'the new game');
      const h = await hook(g);
      assert(h.state.notice !== 'known-deal', 'the address seed was offered again for a second game');
      const second = await savedSeed(g);
      assert(second === FRESH, `the second game dealt seed ${second}`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'a deal link with two humans says its sender may know every card',
    async run({ browser, baseUrl }) {
      // Three seats, two humans and a computer, seed 7 (tests/e2e/screens.test.mjs's HOTSEAT).
      const link = seal([1, 1, 0, 3, 0x00, 0x00, 0x40, 7, 0, 0, 0, 0, 0, 0, 0, 0]);
      const g = await openGame(browser, baseUrl, { hash: link, init: CRYPTO_5A });
      const h = await waitFor(g, (x) => x.widgets.some((w) => w.id === 'notice-fresh'), 'the known-deal notice');
      assert(!h.state.active, 'the link dealt before the players chose');
      const words = await noticeText(g);
      assert(/Whoever made this link chose the deal and can know every card of every hand/.test(words),
        `the accessible dialog says: ${words}`);
      await g.screenshot('fair-deals-link');
      await pressUntil(g, 'notice-fresh', (x) => x.screen !== 'start', 'the table');
      const seed = await savedSeed(g);
      assert(seed === FRESH, `the fresh deal has seed ${seed}`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'address options the game cannot use are named; the rest apply',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=-1&speed=9999&lang=../&lang=de' });
      const h = await waitFor(g, (x) => x.state.notice === 'bad-link:option' && x.widgets.some((w) => w.id === 'notice-ok'), 'the notice');
      const words = await noticeText(g);
      assert(/seed=-1, speed=9999, lang=\.\.\//.test(words), `the notice names: ${words}`);
      assert(await g.page.evaluate(() => location.hash) === '#lang=de&tips=off', 'the bad options stayed in the address');
      assert(h.widgets.some((w) => w.id === 'notice-ok'), 'no button to close the notice');
      await g.screenshot('fair-deals-bad-options');
      g.assertClean();
      await g.context.close();
    },
  },
];

register(import.meta.url, tests);
