#include "app/core/app/url_params.h"

#include "app/core/text/strings.h"
#include "engine/decimal.h"
#include "share/save.h"

namespace app {

namespace {
bool known_speed(std::string_view v) {
  using A = uno::share::AnimationSpeed;
  for (A a : {A::Slow, A::Normal, A::Fast, A::Off})
    if (v == uno::share::animation_name(a)) return true;
  return false;
}

// A tag the game has a language for ("de", "pt-br", "fr-CA"); English is the fallback of
// every other tag, so it must be asked for by name.
bool known_language(std::string_view v) {
  if (v.empty() || v.size() > 8) return false;
  for (char c : v)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '_')) return false;
  const std::string tag(v);
  return language_from_tag(tag.c_str()) != Lang::En ||
         (v.size() >= 2 && (v[0] | 0x20) == 'e' && (v[1] | 0x20) == 'n');
}

// A part as the notice shows it: printable ASCII only (the address may hold anything), cut
// to a readable length.
std::string shown(std::string_view part) {
  std::string out;
  for (char c : part.substr(0, 40)) out += c >= 0x20 && c < 0x7F ? c : '?';
  return part.size() > 40 ? out + "..." : out;
}
}  // namespace

UrlParams parse_url_fragment(std::string_view s, bool seed_allowed) {
  UrlParams p;
  if (!s.empty() && s.front() == '#') s.remove_prefix(1);
  while (!s.empty()) {
    const size_t amp = s.find('&');
    const std::string_view part = s.substr(0, amp);
    s = amp == std::string_view::npos ? std::string_view{} : s.substr(amp + 1);
    if (part.empty()) continue;
    const size_t eq = part.find('=');
    const std::string_view key = part.substr(0, eq);
    const std::string_view val = eq == std::string_view::npos ? "" : part.substr(eq + 1);
    bool ok = eq != std::string_view::npos;
    if (ok && key == "seed" && seed_allowed) {
      std::uint64_t v = 0;
      ok = uno::parse_decimal(val, v);
      if (ok) p.seed = v;
    } else if (ok && key == "lang") {
      ok = known_language(val);
      if (ok) p.lang = std::string(val);
    } else if (ok && key == "speed") {
      ok = known_speed(val);
      if (ok) p.speed = std::string(val);
    } else if (ok && key == "tips") {
      ok = val == "on" || val == "off";
      if (ok) p.tips = val == "on";
    } else {
      ok = false;
    }
    if (!ok) p.bad.push_back(shown(part));
    if (ok && key != "seed")
      p.without_seed += (p.without_seed.empty() ? "" : "&") + std::string(part);
  }
  return p;
}

}  // namespace app
