// Options read from the page's URL fragment, e.g. "#seed=123&lang=de&speed=fast".
// Kept in one small place so the share-link format (src/share/) can replace it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

struct UrlParams {
  std::optional<std::uint64_t> seed;
  std::string lang;          // a language the game has: "de", "pt-BR"
  std::string speed;         // "slow", "normal", "fast", "off"
  std::optional<bool> tips;  // "on", "off": first-time tips (a kiosk, a test run)
  // The parts the game cannot use ("seed=-1", "lang=../", "colour=red"), as written (cut
  // to a readable length): they are left out, and the player is told which.
  std::vector<std::string> bad;
  // The fragment without its seed (the address keeps it): a seed is for one game.
  std::string without_seed;
};

// `seed_allowed` false: the options after a share link, whose seed is the link's own (a
// seed there is named as a part the game cannot use).
UrlParams parse_url_fragment(std::string_view fragment, bool seed_allowed = true);

}  // namespace app
