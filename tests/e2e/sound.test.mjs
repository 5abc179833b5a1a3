// Sound and speech in the page (web/sound.js): the audio context waits for the player's
// first gesture, cues really schedule Web Audio nodes, mute silences them and is saved,
// a hidden page suspends the audio, and spoken events (off by default) use the chosen
// language and drop stale lines. No speaker is needed: the tests read the audio graph's
// state and web/sound.js's counters (window.__unoSound), and record speech through a
// stand-in for speechSynthesis. Also the table summary's polite status region.
import { assert, openGame, setUp, hook, press, waitFor, humanStep, waitForRuntime, nextFrame } from './helpers.mjs';
import { register } from './fixtures.mjs';

// Counts every AudioContext the page makes (whoever makes it), and replaces speech
// synthesis with a recorder (a headless browser has no voices).
async function instrument(context) {
  await context.addInitScript(() => {
    window.__contexts = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...a) { super(...a); window.__contexts++; }
    };
    const said = window.__speech = { speak: [], cancel: 0 };
    const fake = {
      speaking: false, pending: false,
      speak(u) { said.speak.push({ text: u.text, lang: u.lang }); },
      cancel() { said.cancel++; },
      getVoices() { return []; },
    };
    Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
  });
}

const sound = (g) => g.page.evaluate(() => {
  const s = window.__unoSound, c = s.context();
  return { contexts: window.__contexts, state: c ? c.state : 'none', gain: s.gain(), cues: s.cues, nodes: s.nodes, silenced: s.silenced, last: s.last };
});

async function until(g, pred, what, timeout = 20000) {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await sound(g);
    if (pred(s)) return s;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
    await g.page.waitForTimeout(80);  // poll interval
  }
}

// Sets the page's visibility as a browser does when the tab goes to the background.
const setHidden = (g, hidden) => g.page.evaluate((h) => {
  Object.defineProperty(document, 'hidden', { value: h, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}, hidden);

// Human moves (through the test hook's widgets) until `pred` holds.
async function playUntil(g, pred, what, steps = 60) {
  for (let i = 0; i < steps; i++) {
    if (await pred()) return;
    const h = await hook(g);
    if (h.state.active && !h.state.animating && (h.state.legal.length > 0 || h.state.reveal || h.screen === 'privacy')) await humanStep(g, h);
    else await nextFrame(g, 1, 300);  // not the human's move: the next frame's state
  }
  if (!(await pred())) throw new Error(`never happened: ${what}`);
}

export const tests = [
  {
    name: 'no audio before a gesture; a click starts it; cues schedule nodes; mute silences and is saved',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=3', init: instrument });
      try {
        await waitFor(g, (h) => h.screen === 'start', 'the start screen');
        await g.page.waitForTimeout(500);  // a span in which no audio may start (nothing to await)
        let s = await sound(g);
        assert(s.contexts === 0 && s.state === 'none', `audio before any gesture: ${JSON.stringify(s)}`);
        // The first gesture (setUp clicks the canvas) makes the context, and it runs.
        await setUp(g, { seats: 2 });
        s = await until(g, (x) => x.state === 'running', 'a running audio context');
        assert(s.contexts === 1, `${s.contexts} audio contexts`);
        assert(Math.abs(s.gain - 0.49) < 0.01, `master gain ${s.gain} (volume 70% -> 0.49)`);
        // The deal shuffles, the human's turn comes: cues that put nodes into the graph.
        await playUntil(g, async () => (await sound(g)).cues >= 3, 'three cues');
        s = await sound(g);
        assert(s.nodes >= s.cues * 2, `${s.cues} cues but only ${s.nodes} audio nodes`);
        // Mute on the start screen (the ImGui settings panel's checkbox).
        await press(g, 'menu');
        await waitFor(g, (h) => h.screen === 'start', 'the menu');
        await press(g, 'sound');
        s = await until(g, (x) => x.gain === 0, 'the master gain at 0');
        const nodes = s.nodes, silenced = s.silenced;
        await press(g, 'continue');
        await playUntil(g, async () => (await sound(g)).silenced >= silenced + 2, 'cues while muted');
        s = await sound(g);
        assert(s.nodes === nodes, `muted, yet ${s.nodes - nodes} nodes were scheduled`);
        // Saved: after a reload the setting is back (and the save says so).
        const saved = await g.page.evaluate(() => localStorage.getItem('uno-save'));
        assert(/\nmute 1\n/.test(saved), 'the save has no "mute 1" line');
        await g.page.reload();
        await waitForRuntime(g.page);
        assert((await sound(g)).contexts === 0, 'a reload made audio before a gesture');
        await g.page.mouse.click(5, 5);
        s = await until(g, (x) => x.state === 'running', 'audio after the reload');
        assert(s.gain === 0, `muted before the reload, gain ${s.gain} after it`);
        // M at the table (keys only, no settings panel mid-game): on again, then off again.
        await waitFor(g, (h) => h.screen === 'table', 'the saved game at the table');
        await g.page.keyboard.press('m');
        await until(g, (x) => Math.abs(x.gain - 0.49) < 0.01, 'M turns the sound back on');
        await g.page.keyboard.press('m');
        await until(g, (x) => x.gain === 0, 'M turns it off again');
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    name: 'a hidden page suspends the audio and plays nothing; shown again, it resumes',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=8', init: instrument });
      try {
        await setUp(g, { seats: 3 });
        await until(g, (x) => x.state === 'running', 'a running audio context');
        await setHidden(g, true);
        let s = await until(g, (x) => x.state === 'suspended', 'the context suspended');
        // What the game decides while hidden is not played (and not queued for later).
        const before = await g.page.evaluate(() => ({ nodes: window.__unoSound.nodes, silenced: window.__unoSound.silenced }));
        await g.page.evaluate(() => { window.unoSound.cue('play'); window.unoSound.cue('draw'); });
        s = await sound(g);
        // (The game's own cues may be silenced meanwhile too: bots play on while hidden.)
        assert(s.nodes === before.nodes && s.silenced >= before.silenced + 2, `cues while hidden: ${JSON.stringify(s)}`);
        await setHidden(g, false);
        s = await until(g, (x) => x.state === 'running', 'the context resumed');
        // The cue and its count read in one go: bots play on, and their cues would change
        // the last cue between two reads.
        s = await g.page.evaluate(() => {
          const st = window.__unoSound, n0 = st.nodes;
          window.unoSound.cue('win');
          return { added: st.nodes - n0, last: st.last, state: st.context().state };
        });
        assert(s.added > 0 && s.last === 'win', `no nodes after resuming: ${JSON.stringify(s)}`);
        // The wheel ticks as long as the wheel turns: all 16 ticks over its turn (2 nodes a
        // tick), ending when it lands; a wheel that does not turn gets one tick.
        const ticks = await g.page.evaluate(() => {
          const n = () => window.__unoSound.nodes, a = n();
          window.unoSound.cue('wheel', 1200);
          const b = n();
          window.unoSound.cue('wheel', 0);
          return [b - a, n() - b];
        });
        assert(ticks[0] === 32 && ticks[1] === 2, `wheel ticks (nodes): turning ${ticks[0]}, still ${ticks[1]}`);
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    name: 'spoken events: off by default; on, the announcer\'s German lines in de-DE; stale speech dropped',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=12&lang=de', locale: 'de-DE', init: instrument });
      try {
        const page = g.page;
        await setUp(g, { seats: 3 });
        await playUntil(g, async () => (await page.evaluate(() => document.getElementById('a11y-live').childElementCount)) >= 3, 'a few announcements');
        assert((await page.evaluate(() => window.__speech.speak.length)) === 0, 'spoken while the setting is off');
        // The DOM layer's checkbox, by its German name, with the keyboard.
        await press(g, 'menu');
        await waitFor(g, (h) => h.screen === 'start', 'the menu');
        const box = page.getByRole('checkbox', { name: 'Ereignisse vorlesen' });
        await box.focus();
        await box.press('Space');
        await page.getByRole('checkbox', { name: 'Ereignisse vorlesen', checked: true }).waitFor({ state: 'attached' });
        await press(g, 'continue');
        await playUntil(g, async () => (await page.evaluate(() => window.__speech.speak.length)) >= 3, 'three spoken texts');
        const { said, lines } = await page.evaluate(() => ({
          said: window.__speech.speak.slice(),
          lines: Array.from(document.getElementById('a11y-live').children, (p) => p.textContent),
        }));
        for (const u of said) assert(u.lang === 'de-DE', `spoken in ${u.lang}`);
        // The same words as the live region (one source): the newest spoken text is a run of
        // its lines (the lines of one frame are said as one text).
        const last = said[said.length - 1].text;
        let found = false;
        for (let i = 0; i < lines.length && !found; i++)
          for (let j = i + 1; j <= lines.length && !found; j++) found = lines.slice(i, j).join(' ') === last;
        assert(found, `"${last}" was spoken but not announced: ${lines.slice(-4).join(' | ')}`);
        assert(said.some((u) => /Du |Dein|dran/.test(u.text)), `no German words: ${JSON.stringify(said).slice(0, 300)}`);
        // Stale speech: while something still waits to be said, a new line drops it.
        const cancelled = await page.evaluate(() => {
          const before = window.__speech.cancel;
          window.speechSynthesis.pending = true;
          window.unoSound.speak('Neu', 'de');
          window.speechSynthesis.pending = false;
          return window.__speech.cancel - before;
        });
        assert(cancelled === 1, `stale speech was not cancelled (${cancelled})`);
        // Turning it off silences what is being said.
        await press(g, 'menu');
        await waitFor(g, (h) => h.screen === 'start', 'the menu');
        const before = await page.evaluate(() => window.__speech.cancel);
        await press(g, 'speech');
        await page.waitForFunction((b) => window.__speech.cancel > b, before, { timeout: 5000 });
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
  {
    // Issue 32: the whole table was re-read by a status region after most moves (15,133
    // words in a tester's session). Now the table is read once a turn (the turn's line)
    // and in full only when asked for, with T.
    name: 'the whole table is read only when asked for (T), never unasked by a live region',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=4', init: async (c) => {
        await c.addInitScript(() => {
          window.__said = [];
          document.addEventListener('DOMContentLoaded', () => {
            document.querySelectorAll('[role=log], [role=status], [role=alert], [aria-live]').forEach((r) =>
              new MutationObserver((ms) => ms.forEach((m) => m.addedNodes.forEach((n) => window.__said.push(n.textContent))))
                .observe(r, { childList: true, subtree: true }));
          });
        });
      } });
      try {
        const page = g.page;
        assert(await page.locator('#a11y-table').count() === 0, 'the table status region is back');
        await setUp(g, { seats: 4 });
        await playUntil(g, async () => (await hook(g)).state.events > 60, 'sixty events');
        await page.waitForTimeout(1500);  // a span in which the table must not be read unasked (nothing to await)
        const unasked = await page.evaluate(() => window.__said.filter((t) => /Top card: /.test(t)));
        assert(unasked.length === 0, `the table was read unasked: ${unasked[0]}`);
        const turns = await page.evaluate(() => window.__said.filter((t) => /Your turn\. /.test(t)).map((t) => t.slice(t.indexOf('Your turn. '))));
        assert(turns.length >= 3, `${turns.length} turn lines in sixty events`);
        assert(turns.every((t) => / on top/.test(t) && /You have |UNO/.test(t)), `a turn line without the top card or the hand: ${turns.find((t) => !/ on top/.test(t))}`);
        await page.keyboard.press('t');
        await page.waitForFunction(() => window.__said.some((t) => /Top card: /.test(t)), null, { timeout: 5000 });
        const asked = await page.evaluate(() => window.__said.filter((t) => /Top card: /.test(t)).length);
        assert(asked === 1, `T read the table ${asked} times`);
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
];

register(import.meta.url, tests);
