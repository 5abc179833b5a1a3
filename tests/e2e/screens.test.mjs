// Every screen at the five sizes from phone to 4K in English (tests/e2e/screens_walk.mjs
// says what each walk reaches and checks).
import { screenTests } from './screens_walk.mjs';

export const tests = screenTests('en');
