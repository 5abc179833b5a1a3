// The page's text is drawn from glyphs the browser rasterises into ImGui's atlas
// (src/app/ui/font_builder.cpp, platform/glyph_raster.cpp): labels must have ink, at 1x and
// on a 3x phone (the atlas is rebuilt in device pixels), and a longer label more of it.
// Screenshots: build/e2e/fonts-start-<dpr>x.png.
import { assert, openGame, waitFor, widget, nextFrame } from './helpers.mjs';
import { decodePng } from './png.mjs';
import { register } from './fixtures.mjs';

// Ink of a widget's label: pixels far from the widget's most common colour, inside its
// box less a margin (rounded corners are not ink). Returns the count and the ink's width.
async function labelInk(g, id) {
  const w = await widget(g, id);
  assert(w, `no widget "${id}"`);
  const m = 5;
  const clip = { x: w.x + m, y: w.y + m, width: w.w - 2 * m, height: w.h - 2 * m };
  const img = decodePng(await g.page.screenshot({ clip }));
  const counts = new Map();
  const key = (o) => (img.pixels[o] >> 3) << 10 | (img.pixels[o + 1] >> 3) << 5 | (img.pixels[o + 2] >> 3);
  for (let o = 0; o < img.pixels.length; o += 4) counts.set(key(o), (counts.get(key(o)) || 0) + 1);
  const bg = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const bgRgb = [(bg >> 10) << 3, ((bg >> 5) & 31) << 3, (bg & 31) << 3];
  let ink = 0, left = img.width, right = -1;
  for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) {
    const o = (y * img.width + x) * 4;
    const d = Math.abs(img.pixels[o] - bgRgb[0]) + Math.abs(img.pixels[o + 1] - bgRgb[1]) + Math.abs(img.pixels[o + 2] - bgRgb[2]);
    if (d < 120) continue;
    ink++; left = Math.min(left, x); right = Math.max(right, x);
  }
  return { ink, width: right - left + 1, scale: img.width / clip.width };
}

export const tests = [
  {
    name: 'labels are drawn with the browser\'s glyphs at 1x and 3x; a longer label has more ink',
    async run({ browser, baseUrl }) {
      for (const dpr of [1, 3]) {
        const g = await openGame(browser, baseUrl, { deviceScaleFactor: dpr, hash: 'seed=5', isMobile: dpr > 1, hasTouch: dpr > 1, viewport: dpr > 1 ? { width: 390, height: 844 } : undefined });
        try {
          await waitFor(g, (x) => x.screen === 'start', 'the start screen');
          await g.screenshot(`fonts-start-${dpr}x`);
          // "You" and "Dan" are seat names (name:0, name:3): short labels of similar length;
          // the Start button's label is longer than either.
          const start = await labelInk(g, 'start');
          // The seats lie under the fold of a phone's start screen: brought up as a thumb does.
          for (let i = 0; i < 10; i++) {
            const w = await widget(g, 'name:0');
            if (w && w.y + w.h <= g.page.viewportSize().height - 8) break;
            const cdp = await g.context.newCDPSession(g.page);
            await cdp.send('Input.synthesizeScrollGesture', { x: 195, y: 600, yDistance: -250, speed: 800, gestureSourceType: 'touch' });
            await cdp.detach();
            await nextFrame(g, 2, 2000);
          }
          const you = await labelInk(g, 'name:0');
          const px = dpr;  // device pixels per CSS pixel in the screenshot
          assert(you.ink >= 20 * px * px, `the name "You" has ${you.ink} ink pixels (${dpr}x)`);
          assert(you.width >= 12 * px, `the name "You" is ${you.width} px wide (${dpr}x)`);
          assert(start.ink > you.ink, `"Start" has ${start.ink} ink pixels, "You" ${you.ink} (${dpr}x)`);
          g.assertClean();
        } finally {
          await g.context.close();
        }
      }
    },
  },
  {
    // web/glyphs.js draws the first screen's faces while uno.wasm downloads, from its guess
    // of the sizes src/app/ui/fonts.cpp will ask for. A wrong guess would cost a phone 0.6 s
    // of its first frame and show nothing wrong: this is where it shows.
    name: 'the glyphs drawn while the page loads are the faces the game asks for, at every screen size',
    async run({ browser, baseUrl }) {
      const sizes = [
        { width: 360, height: 740, dpr: 3, touch: true }, { width: 740, height: 360, dpr: 2, touch: true },
        { width: 412, height: 823, dpr: 1.75, touch: true }, { width: 1280, height: 800, dpr: 1 },
        { width: 1366, height: 768, dpr: 1.25 }, { width: 1920, height: 1080, dpr: 1 }, { width: 3840, height: 2160, dpr: 1 },
      ];
      const problems = [];
      for (const p of sizes) {
        const g = await openGame(browser, baseUrl, { viewport: { width: p.width, height: p.height }, deviceScaleFactor: p.dpr, isMobile: !!p.touch, hasTouch: !!p.touch });
        await waitFor(g, (x) => x.screen === 'start', 'the start screen');
        const s = await g.page.evaluate(() => window.unoGlyphs.stats);
        // How many were drawn before the game asked depends on how soon uno.wasm came; the
        // guess must be right whatever the timing.
        if ([...s.guess].sort().join() !== [...s.first].sort().join()) problems.push(`${p.width}x${p.height}@${p.dpr}: ${JSON.stringify(s)}`);
        g.assertClean();
        await g.context.close();
      }
      assert(problems.length === 0, 'the guessed faces are not those of the first atlas:\n' + problems.join('\n'));
    },
  },
];

register(import.meta.url, tests);
