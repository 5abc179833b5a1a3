// Builds the theme's screenshot sheet (docs/theme.md) from the layout e2e test's PNGs:
//   node tests/e2e/run.mjs build/web/bundle layout      # writes build/e2e/layout-*.png
//   node scripts/theme_sheet.mjs                         # writes build/theme-sheet/*.png
// One sheet per language with the table and the round summary at the five sizes, each
// screenshot scaled to the same height; one sheet of the accessibility looks
// (node tests/e2e/run.mjs build/web/bundle themes writes them). Uses the e2e tests' headless Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/helpers.mjs';

const shots = process.env.UNO_SHOT_DIR || path.resolve('build/e2e');
const out = path.resolve('build/theme-sheet');
fs.mkdirSync(out, { recursive: true });
const sizes = ['360x740', '740x360', '1280x800', '1920x1080', '3840x2160'];
const browser = await launchBrowser();
for (const lang of ['en', 'de']) {
  let html = '<html><body style="margin:0;background:#111;color:#ddd;font:14px sans-serif">';
  for (const kind of ['table', 'summary']) {
    html += `<div style="display:flex;gap:12px;padding:12px;align-items:flex-end">`;
    for (const size of sizes) {
      const file = path.join(shots, `layout-${kind}-${lang}-${size}.png`);
      if (!fs.existsSync(file)) continue;
      const data = fs.readFileSync(file).toString('base64');
      html += `<figure style="margin:0"><img style="height:300px" src="data:image/png;base64,${data}">` +
        `<figcaption>${kind} ${lang} ${size}</figcaption></figure>`;
    }
    html += '</div>';
  }
  html += '</body></html>';
  const page = await browser.newPage({ viewport: { width: 2200, height: 700 } });
  await page.setContent(html);
  const file = path.join(out, `theme-sheet-${lang}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  console.log(`theme sheet: ${file}`);
}
// The accessibility looks (tests/e2e/themes.test.mjs): braille, high contrast, large cards.
{
  let html = '<html><body style="margin:0;background:#111;color:#ddd;font:14px sans-serif">';
  html += '<div style="display:flex;flex-wrap:wrap;gap:12px;padding:12px;align-items:flex-end">';
  for (const mode of ['braille', 'high-contrast', 'large-cards'])
    for (const size of ['1280x800', '360x740']) {
      const file = path.join(shots, `themes-${mode}-${size}.png`);
      if (!fs.existsSync(file)) continue;
      const data = fs.readFileSync(file).toString('base64');
      html += `<figure style="margin:0"><img style="height:400px" src="data:image/png;base64,${data}">` +
        `<figcaption>${mode} ${size}</figcaption></figure>`;
    }
  html += '</div></body></html>';
  const page = await browser.newPage({ viewport: { width: 2200, height: 900 } });
  await page.setContent(html);
  const file = path.join(out, 'theme-sheet-looks.png');
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  console.log(`theme sheet: ${file}`);
}
await browser.close();
