#include "app/core/app/url_params.h"

#include "engine/decimal.h"

namespace app {

UrlParams parse_url_fragment(std::string_view s) {
  UrlParams p;
  if (!s.empty() && s.front() == '#') s.remove_prefix(1);
  while (!s.empty()) {
    const size_t amp = s.find('&');
    const std::string_view part = s.substr(0, amp);
    s = amp == std::string_view::npos ? std::string_view{} : s.substr(amp + 1);
    const size_t eq = part.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string_view key = part.substr(0, eq), val = part.substr(eq + 1);
    if (key == "seed") {
      std::uint64_t v = 0;
      if (val.size() <= 19 && uno::parse_decimal(val, v)) p.seed = v;
    } else if (key == "lang") {
      p.lang = std::string(val.substr(0, 8));
    } else if (key == "speed") {
      p.speed = std::string(val.substr(0, 8));
    }
  }
  return p;
}

}  // namespace app
