// Language packs: uno.wasm holds the English texts only; German and Swedish arrive as
// lang-de.pack / lang-sv.pack (src/app/core/text/text_packs.h) when a player chooses them, or
// beside the wasm when the page starts in that language. An English visit fetches none.
import { openGame, hook, press, setUp, waitFor, assert } from './helpers.mjs';
import { register } from './fixtures.mjs';

const PACK = /lang-([A-Za-z-]+)\.pack$/;

// Opens the game while recording which language packs the page asked for.
async function openWatched(browser, baseUrl, options = {}) {
  const packs = [];
  const g = await openGame(browser, baseUrl, {
    ...options,
    init: async (ctx) => {
      // The page's requests (a service worker's own fetch of the same file is not another).
      ctx.on('request', (r) => { const m = PACK.exec(new URL(r.url()).pathname); if (m && !r.serviceWorker()) packs.push(m[1]); });
      if (options.init) await options.init(ctx);
    },
  });
  g.packs = packs;
  return g;
}

// The page's accessibility layer (web/a11y.js): its text and the document's language.
async function domText(g) {
  return g.page.evaluate(() => ({ lang: document.documentElement.lang, text: document.getElementById('a11y').textContent }));
}

export const tests = [
  {
    name: 'an English visit fetches no pack; choosing Deutsch fetches lang-de and the texts turn German',
    async run({ browser, baseUrl }) {
      const g = await openWatched(browser, baseUrl, { locale: 'en-US', hash: 'seed=7' });
      let h = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await g.page.waitForTimeout(1000);  // a span in which no pack may be fetched (nothing to await)
      assert(h.state.lang === 'en', `language ${h.state.lang} for en-US`);
      assert(g.packs.length === 0, `an English visit fetched ${g.packs.join(', ')}`);
      let dom = await domText(g);
      assert(dom.text.includes('The original: match colour'), 'the English rule sets in the DOM layer');
      await press(g, 'lang:de');
      h = await waitFor(g, (x) => x.state.lang === 'de', 'German');
      assert(g.packs.join() === 'de', `packs fetched: ${g.packs.join(', ')}`);
      dom = await waitForDom(g, (d) => d.lang === 'de' && d.text.includes('Das Original: Farbe'), 'the German DOM layer');
      await g.screenshot('language-start-de');
      await setUp(g, { seats: 3 });
      h = await waitFor(g, (x) => x.screen === 'table' && x.state.legal.length > 0 && !x.state.animating, 'the human turn', 60000);
      dom = await waitForDom(g, (d) => /spielbar/.test(d.text), 'German card names in the hand');
      assert(!/playable/.test(dom.text), 'English card names left in the German hand');
      await g.screenshot('language-table-de');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'a German first visit starts in German with its own pack only',
    async run({ browser, baseUrl }) {
      const g = await openWatched(browser, baseUrl, { locale: 'de-DE' });
      const h = await hook(g);
      assert(h.state.lang === 'de', `the first frame is in ${h.state.lang}`);
      assert(g.packs.join() === 'de', `packs fetched: ${g.packs.join(', ')}`);
      const dom = await waitForDom(g, (d) => d.lang === 'de', 'the German DOM layer');
      assert(dom.text.includes('Das Original: Farbe'), 'the German rule sets in the DOM layer');
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'a pack that does not arrive or is damaged: a notice in the language shown, the game goes on, choosing again retries',
    async run({ browser, baseUrl }) {
      const g = await openWatched(browser, baseUrl, { locale: 'en-US', hash: 'seed=7' });
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await g.context.route('**/lang-sv.pack', (route) => route.abort('internetdisconnected'));
      await press(g, 'lang:sv');
      let h = await waitFor(g, (x) => x.state.notice === 'language-missing:sv', 'the missing-language notice');
      assert(h.state.lang === 'en', `the texts switched to ${h.state.lang}`);
      await g.screenshot('language-missing-sv');
      await press(g, 'notice-ok');
      await waitFor(g, (x) => x.state.notice === '', 'the notice to close');
      // A damaged pack (another build's, say) is refused the same way.
      await g.context.unroute('**/lang-sv.pack');
      await g.context.route('**/lang-sv.pack', (route) => route.fulfill({ status: 200, body: 'UNO-TEXTS 1 sv 0000000000000000 5\nx\0' }));
      await press(g, 'lang:sv');
      h = await waitFor(g, (x) => x.state.notice === 'language-missing:sv', 'the notice for a damaged pack');
      assert(h.state.lang === 'en', `the texts switched to ${h.state.lang}`);
      await press(g, 'notice-ok');
      await waitFor(g, (x) => x.state.notice === '', 'the notice to close');
      // Back online: choosing Svenska again loads it.
      await g.context.unroute('**/lang-sv.pack');
      await press(g, 'lang:sv');
      h = await waitFor(g, (x) => x.state.lang === 'sv', 'Swedish after the retry');
      await waitForDom(g, (d) => d.lang === 'sv' && d.text.includes('Originalet: matcha färg'), 'the Swedish DOM layer');
      g.problems = g.problems.filter((p) => !/lang-sv\.pack|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p));
      g.assertClean();
      await g.context.close();
    },
  },
];

async function waitForDom(g, pred, what, timeout = 15000) {
  const end = Date.now() + timeout;
  for (;;) {
    const d = await domText(g);
    if (pred(d)) return d;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; lang ${d.lang}, text: ${d.text.slice(0, 300)}`);
    await g.page.waitForTimeout(100);  // poll interval
  }
}

register(import.meta.url, tests);
