// The page shell: loads, draws, stays inside its origin, fills the window, idles.
import { openGame, assert, distinctColours, drawn, atRest } from './helpers.mjs';
import { register } from './fixtures.mjs';

export const tests = [
  {
    name: 'the table renders from a sub-path without errors or foreign requests',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { path: 'uno/' });
      await drawn(g);
      const img = await g.screenshot('shell-desktop', { pixels: true });
      const colours = distinctColours(img);
      assert(colours >= 6, `canvas looks blank: only ${colours} distinct colours sampled`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'the canvas fills a HiDPI phone screen and follows resizes',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { path: '', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      const size = () => g.page.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.height]; });
      let [w, h] = await size();
      assert(w === 390 * 3 && h === 844 * 3, `canvas is ${w}x${h}, expected ${390 * 3}x${844 * 3}`);
      await g.screenshot('shell-phone');
      await g.page.setViewportSize({ width: 844, height: 390 });
      await g.page.waitForFunction(() => document.getElementById('canvas').width === 844 * 3, null, { timeout: 5000 });
      [w, h] = await size();
      assert(h === 390 * 3, `after rotating the canvas is ${w}x${h}`);
      g.assertClean();
      await g.context.close();
    },
  },
  {
    name: 'no frames are rendered while nothing happens',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl);
      await atRest(g, 'the start screen');
      const before = await g.frames();
      await g.page.waitForTimeout(3000);  // the span that must stay idle (nothing to await: nothing may happen)
      const idle = (await g.frames()) - before;
      assert(idle <= 1, `${idle} frames rendered in 3 idle seconds`);
      await g.page.mouse.move(200, 200);
      await g.page.mouse.move(300, 260);
      await g.page.waitForFunction((b) => Module._uno_frame_count() > b, before, { timeout: 5000 }).catch(() => {});
      assert((await g.frames()) > before, 'input did not wake the renderer');
      g.assertClean();
      await g.context.close();
    },
  },
];

register(import.meta.url, tests);
