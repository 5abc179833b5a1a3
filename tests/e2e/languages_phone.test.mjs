// Every language at 360x740 on a touch screen (languages.mjs); 1280x800 in languages_desktop.
import { languageTests } from './languages.mjs';
import { register } from './fixtures.mjs';

export const tests = languageTests({ width: 360, height: 740, dpr: 2, touch: true });

register(import.meta.url, tests);
