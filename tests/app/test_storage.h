// What the app-core tests share about the browser's storage and host: a clean slate before
// and after a test, and a fixed host (date, page address).
#pragma once

#include <string>

#include "app/core/app/app_core.h"
#include "app/core/store/save_store.h"
#include "app/core/store/storage.h"

// Removes the save and the copies kept aside, so a test starts (and leaves) no saved data.
inline void clear_storage() {
  app::storage_remove(app::kSaveKey);
  for (int i = 1; i < 5; ++i) app::storage_remove(app::kAsidePrefix + std::to_string(i));
}

inline app::Host test_host() {
  return app::Host{[] { return std::string("2026-11-24"); },
                   [] { return std::string("https://x/"); }};
}

// A host whose new games follow a fixed sequence of seeds (the core's seeds before they came
// from the random source), so a test that starts matches deals the same on every run.
inline app::Host seeded_host(app::Host h = {}) {
  h.random_seed = [s = std::uint64_t{1}]() mutable {
    const std::uint64_t out = s;
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    return out;
  };
  return h;
}

// Starts a match with the deal the test chose (the address's seed, today's, a link's): with
// two humans at the device the core first asks (the known-deal notice), and the test plays
// the chosen deal; with one human it starts at once.
inline void start_chosen(app::AppCore& core, const uno::share::Deal& d, bool daily, double now) {
  core.start_match(d, daily, now);
  if (core.notices().current_id() == "known-deal")
    core.handle(app::Command::press_notice("play"), now);
}

// A plain first visit is offered the guided round (issue 42): declined, for tests of
// something else.
inline void decline_learn_offer(app::AppCore& core) {
  if (const app::Notice* n = core.notices().current(); n && n->id == "learn-offer")
    core.handle(app::Command::press_notice("later"), 0);
}
