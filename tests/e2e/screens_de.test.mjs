// The screens test (screens.test.mjs) in German, whose longer words find labels that do not
// fit; a file of its own so the two languages run in two lanes side by side. Only the two
// phone sizes: that is where a long word runs out of room (every German finding so far was
// at 360x740 or 740x360); from 1280x800 up the English walk checks the same layout.
import { screenTests } from './screens.mjs';
import { register } from './fixtures.mjs';

export const tests = screenTests('de', (p) => p.touch);

register(import.meta.url, tests);
