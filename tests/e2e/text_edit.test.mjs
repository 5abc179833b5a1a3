// The canvas's text fields (seat names, a blank card's rule, a share link) open the page's
// text box (web/text_edit.js, an HTML dialog): the browser edits, so a phone's keyboard,
// input methods and paste work; OK or Enter hands the text to the game, Escape or Cancel
// drops it, and the canvas gets the keys back. Screenshots (look at them):
// build/e2e/text-edit-name-1280x800.png, text-edit-name-360x740.png, text-edit-share-notice.png,
// text-edit-link.png.
import { assert, openGame, press, waitFor, checkAxe, waitUntil, nextFrame } from './helpers.mjs';
import { isOpen, textBox } from './data.mjs';
import { register } from './fixtures.mjs';

// The seat's name as the game holds it (the accessibility layer's text box shows the core's).
const nameOf = (g, seat, size = SIZES[0]) => g.page.getByRole('textbox', { name: `Name, ${size.seat} ${seat}`, exact: true }).inputValue();

// The phone runs in German: the box's label and buttons come from the game's strings.
const SIZES = [
  { width: 1280, height: 800, dpr: 1, touch: false, locale: 'en-US', seat: 'Seat', buttons: ['Cancel', 'OK'] },
  { width: 360, height: 740, dpr: 2, touch: true, locale: 'de-DE', seat: 'Platz', buttons: ['Abbrechen', 'OK'] },
];

export const tests = [
  {
    name: 'a seat name typed in the page\'s text box reaches the game; Escape leaves it as it was',
    async run({ browser, baseUrl }) {
      for (const size of SIZES) {
        const g = await openGame(browser, baseUrl, {
          viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.dpr,
          isMobile: size.touch, hasTouch: size.touch, hash: 'seed=5', locale: size.locale,
        });
        try {
          await waitFor(g, (x) => x.screen === 'start', 'the start screen');
          const before = await nameOf(g, 1, size);
          await press(g, 'name:0', { touch: size.touch });
          const input = await textBox(g, 'the first seat\'s name');
          assert(await input.evaluate((e) => document.activeElement === e), 'the text box opened without focus');
          assert((await input.inputValue()) === before, `the box shows "${await input.inputValue()}", the seat is "${before}"`);
          assert(await input.evaluate((e) => e.selectionStart === 0 && e.selectionEnd === e.value.length), 'the old name is not selected (typing would not replace it)');
          const label = await g.page.locator('#text-edit label span').textContent();
          assert(label === `Name, ${size.seat} 1`, `label "${label}"`);
          const buttons = await g.page.locator('#text-edit button').allTextContents();
          assert(JSON.stringify(buttons) === JSON.stringify(size.buttons), `buttons ${JSON.stringify(buttons)}`);
          await input.fill('Zoë Åsa');
          await g.screenshot(`text-edit-name-${size.width}x${size.height}`);
          if (!size.touch) await checkAxe(g, 'the start screen with the text box open');
          await input.press('Enter');
          await waitUntil(g, async () => (await nameOf(g, 1, size)) === 'Zoë Åsa', 'the typed name in the game', 10000);
          assert(!(await isOpen(g)), 'Enter did not close the text box');
          assert(await g.page.evaluate(() => document.activeElement && document.activeElement.id === 'canvas'), 'the canvas did not get the keys back');

          // Escape drops what was typed.
          await press(g, 'name:0', { touch: size.touch });
          const again = await textBox(g, 'the name again');
          await again.fill('Nobody');
          await again.press('Escape');
          await waitUntil(g, async () => !(await isOpen(g)), 'Escape to close the text box', 10000);
          await nextFrame(g, 2);  // the frames after the close: a change would have reached the game
          assert((await nameOf(g, 1, size)) === 'Zoë Åsa', `Escape changed the name to "${await nameOf(g, 1, size)}"`);

          // The name plays: the table shows it.
          await press(g, 'start', { touch: size.touch });
          const h = await waitFor(g, (x) => x.screen !== 'start' && x.state.active, 'the table');
          assert(h.state.seats[0].name === 'Zoë Åsa', `seat 1 at the table is "${h.state.seats[0].name}"`);
          g.assertClean();
        } finally {
          await g.context.close();
        }
      }
    },
  },
  {
    name: 'a share link opens whole, selected and read-only, and closing it leaves the share dialog up',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl, { hash: 'seed=5' });
      try {
        await waitFor(g, (x) => x.screen === 'start', 'the start screen');
        await press(g, 'start');
        await waitFor(g, (x) => x.screen !== 'start' && x.state.active, 'the table');
        await press(g, 'share');
        const sh = await waitFor(g, (x) => x.state.notice.startsWith('share-') && x.state.notice_link, 'the share link');
        await g.screenshot('text-edit-share-notice');  // the link wrapped on the canvas
        await press(g, 'notice-link');
        const input = await textBox(g, 'the share link');
        assert((await input.inputValue()) === sh.state.notice_link, 'the text box does not hold the whole link');
        assert(await input.evaluate((e) => e.readOnly), 'the link can be edited');
        assert(await input.evaluate((e) => e.selectionStart === 0 && e.selectionEnd === e.value.length), 'the link is not selected for copying');
        assert(await g.page.locator('#text-edit [data-act=cancel]').isHidden(), 'a read-only link offers Cancel');
        await g.screenshot('text-edit-link');
        await g.page.locator('#text-edit [data-act=ok]').click();
        await waitUntil(g, async () => !(await isOpen(g)), 'OK to close the text box', 10000);
        const after = await waitFor(g, (x) => x.state.notice.startsWith('share-'), 'the share dialog still up');
        assert(after.state.notice_link === sh.state.notice_link, 'the link changed');
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
];

register(import.meta.url, tests);
