// Each guided round's key step (issue 42: "screenshots of each tutorial's key step at
// 360x740 and 1280x800"): every round played by taps on a phone and by clicks on a laptop,
// its screen kept at the step that teaches what the edition adds, the lesson's screen check
// applied there. Writes build/e2e/learn-<round>-<w>x<h>-key.png (the e2e screenshots' folder).
//   node tools/screenshots/lessons.mjs build/web/bundle
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser, openGame, waitFor, press } from '../../tests/e2e/helpers.mjs';
import { playLesson } from '../../tests/e2e/lesson_play.mjs';

const [bundle] = process.argv.slice(2);
const server = await startServer(bundle, 0, '/uno/');
const baseUrl = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchBrowser();
// The rule set's tile on the start screen, and the step that shows what it adds.
const rounds = [
  ['classic', 0, 'challenge'], ['official112', 1, 'draw-until'], ['spin', 2, 'race'],
  ['braille', 3, 'challenge'], ['dino', 4, 'block'],
];
const sizes = [
  { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 800 } },
];
let failed = 0;
for (const o of sizes) {
  for (const [round, tile, key] of rounds) {
    const touch = !!o.hasTouch, size = `${o.viewport.width}x${o.viewport.height}`;
    const g = await openGame(browser, baseUrl, { ...o, hash: 'speed=fast&tips=off' });
    try {
      await waitFor(g, (x) => x.screen === 'start', 'the start screen');
      await press(g, 'preset:' + tile, { touch });
      await waitFor(g, (x) => x.state.setup && x.state.setup.preset === round, `${round} chosen`);
      await press(g, 'learn', { touch });
      await waitFor(g, (x) => !!x.state.lesson, `the ${round} round`);
      await playLesson(g, round, { touch, shotKey: key, size: `${size}-key` });
      console.log(`shot learn-${round}-${size}-key`);
    } catch (e) {
      failed++;
      console.log(`${round} at ${size}: ${String(e).split('\n')[0]}`);
    }
    await g.context.close();
  }
}
await browser.close();
server.close();
process.exit(failed ? 1 : 0);
