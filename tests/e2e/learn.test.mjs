// Learn by playing (issue 42): the guided rounds played to their end as a newcomer would,
// by clicks (classic, offered on a first visit, at 1280x800; Spin by touch at 360x740),
// and by keys and the accessibility tree only (the braille edition's round). Each press is
// the one the step asks for, read from the test hook's `lesson`; a wrong card once, which
// is refused with why (the step's sentence again where it would play in a game). Prints each round's table time.
// Screenshots of each round's key step: build/e2e/learn-<round>-<w>x<h>.png.
import { assert, openGame, press, waitFor, hook, heard, dialogSettled } from './helpers.mjs';
import { SIZES } from './data.mjs';
import { actionable, lessonProblems, playLesson } from './lesson_play.mjs';
import { register } from './fixtures.mjs';

const tests = [
  {
    name: 'a first visit is offered the classic round; played by clicks to its end; Leave brings the start back',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { tips: true });  // a plain address: nothing chosen yet
      let h = await waitFor(g, (x) => x.state.notice === 'learn-offer', 'the offer of the guided round');
      await g.screenshot('learn-offer-1280x800');
      await press(g, 'notice-learn');
      h = await waitFor(g, (x) => !!x.state.lesson, 'the classic round');
      assert(h.state.lesson.key === 'welcome', `the round starts at ${h.state.lesson.key}`);
      await playLesson(g, 'classic', { shotKey: 'challenge', size: '1280x800' });
      await press(g, 'learn-leave');
      h = await waitFor(g, (x) => x.screen === 'start', 'the start screen after Leave');
      assert(!h.state.saved_game, 'the guided round was saved as a game');
      // Offered once: a reload does not offer it again.
      await g.page.reload();
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await g.page.waitForTimeout(500);  // the offer would come with the first frames
      h = await hook(g);
      assert(h.state.notice !== 'learn-offer', 'offered again after a reload');
      g.assertClean();
      await g.context.close();
    },
  },
  ...[[360, 740, 'en'], [740, 360, 'de']].map(([w, h, lang]) => ({
    // On a phone on its side the wheel stands beside its sentence, the caption under it (in
    // German the caption covered the sentence's Next).
    name: `the Spin round by touch on a phone, from the start screen (${w}x${h}, ${lang})`,
    async run({ browser, baseUrl }) {
      const o = { viewport: { width: w, height: h }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
      const g = await openGame(browser, baseUrl, { ...o, hash: `speed=normal&tips=off&lang=${lang}` });
      await waitFor(g, (x) => x.screen === 'start' && x.state.lang === lang, 'the start screen');
      await press(g, 'preset:2', { touch: true });
      await waitFor(g, (x) => x.state.setup && x.state.setup.preset === 'spin', 'Spin chosen');
      await press(g, 'learn', { touch: true });
      await waitFor(g, (x) => !!x.state.lesson, 'the Spin round');
      await playLesson(g, 'spin', { touch: true, shotKey: 'race', size: `${w}x${h}${lang === 'en' ? '' : '-' + lang}` });
      g.assertClean();
      await g.context.close();
    },
  })),
  {
    name: 'the official 112 round by touch on a phone, the dino round by clicks',
    async run({ browser, baseUrl }) {
      const rounds = [
        { round: 'official112', preset: 1, key: 'shuffle', o: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
        { round: 'dino', preset: 4, key: 'block', o: { viewport: { width: 1280, height: 800 } } },
      ];
      for (const { round, preset, key, o } of rounds) {
        const touch = !!o.hasTouch;
        const g = await openGame(browser, baseUrl, { ...o, hash: 'speed=normal&tips=off' });
        await waitFor(g, (x) => x.screen === 'start', 'the start screen');
        await press(g, 'preset:' + preset, { touch });
        await waitFor(g, (x) => x.state.setup && x.state.setup.preset === round, `${round} chosen`);
        await press(g, 'learn', { touch });
        await waitFor(g, (x) => !!x.state.lesson, `the ${round} round`);
        const vp = o.viewport;
        await playLesson(g, round, { touch, shotKey: key, size: `${vp.width}x${vp.height}` });
        g.assertClean();
        await g.context.close();
      }
    },
  },
  {
    name: 'the lesson at four sizes: a sentence with Next, an asked card; nothing cut off or overlapping',
    async run({ browser, baseUrl }) {
      for (const z of SIZES.filter((x) => x.width !== 1920)) {
        const vp = { width: z.width, height: z.height }, touch = !!z.touch;
        const o = { viewport: vp, deviceScaleFactor: z.dpr, isMobile: touch, hasTouch: touch };
        const g = await openGame(browser, baseUrl, { ...o, hash: 'speed=fast&tips=off' });
        await waitFor(g, (x) => x.screen === 'start', 'the start screen');
        await press(g, 'learn', { touch });
        for (const want of ['welcome', 'colour']) {
          const h = await waitFor(g, (x) => actionable(x) && x.state.lesson.key === want, `the step ${want}`);
          const problems = lessonProblems(h, vp, touch);
          await g.screenshot(`learn-${want}-${vp.width}x${vp.height}`);
          assert(problems.length === 0, `${want} at ${vp.width}x${vp.height}: ${problems.join('; ')}`);
          assert(h.widgets.some((w) => w.id === (want === 'welcome' ? 'learn-next' : 'lesson-ring')), `${want}: no Next or ring`);
          if (want === 'welcome') await press(g, 'learn-next', { touch });
        }
        g.assertClean();
        await g.context.close();
      }
    },
  },
  {
    name: 'the braille round by keys and the accessibility tree only',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'speed=fast', listen: true });
      const a11y = g.page.locator('#a11y');
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await press(g, a11y.getByRole('radio', { name: /braille/i }), { key: 'Space' });
      await waitFor(g, (x) => x.state.setup && x.state.setup.preset === 'braille', 'braille chosen');
      await press(g, a11y.getByRole('button', { name: 'Learn', exact: true }));
      await waitFor(g, (x) => !!x.state.lesson, 'the braille round');
      for (let i = 0; i < 100; i++) {
        const h = await waitFor(g, actionable, 'a step of the lesson', 30000);
        const l = h.state.lesson;
        if (l.done) break;
        if (h.state.reveal) {
          // The hand a challenge showed, with the sentence: the focus on its OK, which goes on.
          await g.page.waitForFunction(() => document.activeElement?.dataset.id === 'cmd:reveal', null, { timeout: 5000 });
          await dialogSettled(g.page);
          await g.page.keyboard.press('Enter');
          await waitFor(g, (x) => !x.state.reveal, `OK at ${l.key}`);
          continue;
        }
        if (l.waits) {
          // The sentence is a dialog of its own, said aloud, the focus on Next.
          const next = a11y.getByRole('button', { name: 'Next' });
          await next.waitFor({ timeout: 5000 });
          await g.page.waitForFunction(() => document.activeElement?.textContent === 'Next', null, { timeout: 5000 })
            .catch(async () => { throw new Error(`at ${l.key} the focus is on ${await g.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`); });
          await dialogSettled(g.page);
          await g.page.keyboard.press('Enter');
          await waitFor(g, (x) => !x.state.lesson || x.state.lesson.key !== l.key || !x.state.lesson.waits, `Next at ${l.key}`);
          continue;
        }
        // The asked control: its card in the hand's toolbar, or the step's button by its name.
        const card = /#(\d+)/.exec(l.asked);
        const word = card ? '' : / (\w+)$/.exec(l.asked)[1];
        if (l.uno_first) {
          await press(g, a11y.getByRole('button', { name: /^UNO/ }).first());
          await waitFor(g, (x) => x.state.uno_armed, 'UNO! pressed');
        }
        const names = { challenge: /^Challenge/, accept: /^(Take|Accept)/, draw: /^Draw/, uno: /^UNO/ };
        await press(g, card ? a11y.locator(`[data-id="card:${card[1]}"]`) : a11y.getByRole('button', { name: names[word] }).first());
        const colour = / ([RYGB])$/.exec(l.asked);
        if (colour) {
          await waitFor(g, (x) => x.state.picking_colour, 'the colour picker');
          const name = { R: /^Red/, Y: /^Yellow/, G: /^Green/, B: /^Blue/ }[colour[1]];
          await press(g, a11y.getByRole('button', { name }).first());
        }
        await waitFor(g, (x) => !x.state.lesson || x.state.lesson.key !== l.key || x.state.events > h.state.events, `the press at ${l.key}`, 10000);
      }
      const lines = await heard(g);
      assert(/braille dots to feel/.test(lines), 'the first sentence was not said');
      assert(/Challenge: if Bo held/.test(lines), 'the challenge sentence was not said');
      g.assertClean();
      await g.context.close();
    },
  },
];

register(import.meta.url, tests);
