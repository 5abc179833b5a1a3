// The language packs' way from the page into the app (core/text/text_packs.h): web/boot.js
// fetches them (the one the page will need already before the wasm starts), this hands
// their bytes to the core at the start of a frame. Native builds have every language.
#pragma once

#include <string>
#include <vector>

#include "app/core/text/strings.h"

namespace app {

struct LanguagePack {
  Lang lang = Lang::En;
  bool fetched = false;  // false: the file did not arrive (offline, not cached, an error)
  std::string bytes;
};

// Asks the page for a language's pack (AppCore's Host::fetch_language); the answer wakes
// the loop and waits in language_packs_take().
void browser_fetch_language(Lang l);
// The packs the page has already fetched (boot.js starts the likely one beside the wasm),
// taken before the core starts so that it starts in that language.
void browser_take_fetched_languages();
// Drops a refused pack (another build's, damaged) from the offline cache, so that asking
// again fetches it anew.
void browser_forget_language(Lang l);
// The answers that arrived since the last call.
std::vector<LanguagePack> language_packs_take();

}  // namespace app
