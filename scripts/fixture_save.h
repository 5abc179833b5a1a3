// The saved game the e2e tests open, as the app writes it (the names it shows: "You" / "Du"
// for the lone human, Bo, Cleo, Dan for the computers; the language; fast animation), and
// its text as one line of a single-quoted JavaScript string. Shared by the hand-built
// fixture printers (scripts/layout_fixtures.cpp, scripts/screen_fixtures.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "share/share.h"

// Empty when the save cannot be written.
inline std::optional<std::string> fixture_save(uno::share::Deal deal,
                                               const std::vector<uno::Action>& played,
                                               const char* lang) {
  deal.seats[0].name = lang[0] == 'e' ? "You" : "Du";
  const char* bots[] = {"Bo", "Cleo", "Dan"};
  for (size_t s = 1; s < deal.seats.size() && s <= 3; ++s) deal.seats[s].name = bots[s - 1];
  uno::share::SaveData save;
  save.settings.language = lang;
  save.settings.animation = uno::share::AnimationSpeed::Fast;
  save.game = uno::share::SavedGame{deal, played};
  auto text = uno::share::write_save(save);
  if (!text) return std::nullopt;
  return *text;
}

inline std::string js_line(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\n') out += "\\n";
    else if (c == '\\' || c == '\'') out += std::string("\\") + c;
    else out += c;
  }
  return out;
}
