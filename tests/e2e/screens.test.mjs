// Every screen at the five sizes from phone to 4K, in English (the walk: screens.mjs).
import { screenTests } from './screens.mjs';
import { register } from './fixtures.mjs';

export const tests = screenTests('en');

register(import.meta.url, tests);
