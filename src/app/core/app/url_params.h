// Options read from the page's URL fragment, e.g. "#seed=123&lang=de&speed=fast".
// Kept in one small place so the share-link format (src/share/) can replace it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace app {

struct UrlParams {
  std::optional<std::uint64_t> seed;
  std::string lang;   // "en", "de", "sv"
  std::string speed;  // "slow", "normal", "fast", "off"
};

UrlParams parse_url_fragment(std::string_view fragment);

}  // namespace app
