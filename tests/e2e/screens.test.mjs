// Every screen at the five sizes from phone to 4K, in English (the tests: screens.mjs).
import { screenTests } from './screens.mjs';

export const tests = screenTests('en');
