// Issue 33: a few turns in every language of assets/i18n/languages.txt at one screen size:
// the page starts in the browser's language (its pack fetched), the DOM layer says `lang`,
// and the start screen and the table, with each language's longest words, have nothing cut
// off, nothing overlapping and every label fitting its button (the screens test's checks).
// Screenshots: build/e2e/languages-<start|table>-<tag>-<w>x<h>.png. The canvas font's
// glyphs for every text of every language are checked natively (tests/app/test_glyphs.cpp).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, openGame, setUp, humanStep, waitFor, steady } from './helpers.mjs';
import { screenProblems } from './screens.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// The languages and a browser locale for each ("pt_BR" -> "pt-BR"; "fr" -> "fr-FR").
export const LANGUAGES = fs.readFileSync(path.join(here, '../../assets/i18n/languages.txt'), 'utf8')
  .split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'))
  .map((l) => {
    const code = l.trim().split(/\s+/)[0];
    const tag = code.replace('_', '-');
    return { tag, locale: tag.includes('-') ? tag : `${tag}-${tag === 'en' ? 'US' : tag === 'sv' ? 'SE' : tag.toUpperCase()}` };
  });

async function turnsIn(browser, baseUrl, { tag, locale }, p) {
  const vp = { width: p.width, height: p.height };
  const g = await openGame(browser, baseUrl, { viewport: vp, deviceScaleFactor: p.dpr, isMobile: !!p.touch, hasTouch: !!p.touch, locale, hash: 'seed=11' });
  try {
    let h = await waitFor(g, (x) => x.screen === 'start', 'the start screen');
    assert(h.state.lang === tag, `the page started in ${h.state.lang} for ${locale}`);
    h = await steady(g, null, 5000);
    const problems = screenProblems(h, vp, !!p.touch).map((x) => `start: ${x}`);
    const lang = await g.page.evaluate(() => document.documentElement.lang);
    assert(lang === tag, `the DOM layer's lang is ${lang}, not ${tag}`);
    // The language choice: each language's own name marked with its language (a screen
    // reader says "Polski" with a Polish voice).
    const marked = await g.page.evaluate(() => Array.from(document.querySelectorAll('#a11y [role=radiogroup] span[lang]')).map((e) => e.lang));
    assert(LANGUAGES.every((l) => marked.includes(l.tag)), `language names marked: ${marked.join(', ')}`);
    await g.screenshot(`languages-start-${tag}-${p.width}x${p.height}`);
    // Animations off, the computer players at their quickest: the turns, not their motion.
    await setUp(g, { seats: 4, touch: !!p.touch, speed: 3 });
    let turns = 0;
    for (let i = 0; i < 400 && turns < 3; i++) {
      h = await waitFor(g, (x) => x.screen === 'summary' || (x.state.active && !x.state.animating && x.state.legal.length > 0), 'a turn of this player', 60000);
      if (h.screen === 'summary') break;
      {
        if (turns === 1) {  // mid-round, the player to move: the table with its prompt
          problems.push(...screenProblems(h, vp, !!p.touch).map((x) => `table: ${x}`));
          await g.screenshot(`languages-table-${tag}-${p.width}x${p.height}`);
        }
        const did = await humanStep(g, h, { touch: !!p.touch });
        if (did === 'play' || did === 'draw') turns++;
        // The step taken (the state or a widget changed: a tap may only raise a card, a press
        // only arm UNO) before the next is chosen; one the page ignored is chosen again.
        const before = JSON.stringify([h.state, h.widgets]);
        await waitFor(g, (x) => JSON.stringify([x.state, x.widgets]) !== before, 'the step taken', 3000).catch(() => {});
      }
    }
    assert(turns >= 2, `only ${turns} turns played in ${tag}`);
    console.log(`        ${tag} ${p.width}x${p.height}: ${turns} turns, ${problems.length ? problems.length + ' problem(s)' : 'clean'}`);
    assert(problems.length === 0, `${tag} at ${p.width}x${p.height}:\n  ${problems.join('\n  ')}`);
    g.assertClean();
  } finally {
    await g.context.close();
  }
}

export const languageTests = (p) => LANGUAGES.map((l) => ({
  name: `${l.tag} at ${p.width}x${p.height}: starts in the browser's language, a few turns, nothing cut off or overlapping`,
  run: ({ browser, baseUrl }) => turnsIn(browser, baseUrl, l, p),
}));
