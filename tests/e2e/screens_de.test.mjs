// The screens test (screens.test.mjs) in German, whose longer words find labels that do not
// fit; a file of its own so the two languages run in two lanes side by side.
import { screenTests } from './screens.test.mjs';

export const tests = screenTests('de');
