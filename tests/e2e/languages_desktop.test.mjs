// Every language at 1280x800 with a mouse (languages.mjs); 360x740 in languages_phone.
import { languageTests } from './languages.mjs';
import { register } from './fixtures.mjs';

export const tests = languageTests({ width: 1280, height: 800, dpr: 1 });

register(import.meta.url, tests);
