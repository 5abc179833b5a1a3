#include "share/deal.h"

#include <array>
#include <span>
#include <string>

#include "engine/decimal.h"
#include "engine/fnv.h"
#include "share/codec.h"
#include "share/rule_fields.h"

namespace uno::share {

const char* player_name(Player p) {
  switch (p) {
    case Player::Human: return "human";
    case Player::BotEasy: return "easy";
    case Player::BotNormal: return "normal";
    case Player::BotHard: return "hard";
    case Player::BotExpert: return "expert";
  }
  return "?";
}

namespace {

// Preset by id. NEVER reorder: the ids are stored in links.
constexpr std::array<const char*, kPresets> kPresetIds{"classic", "official112", "spin", "braille",
                                                       "dino"};

// Every engine preset has an id and every id names an engine preset.
constexpr bool ids_match_engine_presets() {
  for (std::string_view id : kPresetIds) {
    bool found = false;
    for (std::string_view name : kPresetNames) found = found || name == id;
    if (!found) return false;
  }
  return true;
}
static_assert(kPresetIds.size() == kPresetNames.size() && ids_match_engine_presets(),
              "a new engine preset needs the next free preset id (docs/share-format.md)");

}  // namespace

int preset_id(std::string_view name) {
  for (int i = 0; i < kPresets; ++i)
    if (name == preset_name_of(i)) return i;
  return -1;
}

const char* preset_name_of(int id) {
  return id >= 0 && id < kPresets ? kPresetIds[static_cast<std::size_t>(id)] : nullptr;
}

Deal make_deal(std::string_view preset_name, int bots, std::uint64_t seed) {
  Deal d;
  d.preset = std::string(preset_name);
  if (auto r = preset(preset_name)) d.rules = *r;
  d.seats.push_back(Seat{Player::Human, {}});
  for (int i = 0; i < bots && i < kMaxSeatCount - 1; ++i)
    d.seats.push_back(Seat{Player::BotNormal, {}});
  d.seed = seed;
  return d;
}

std::size_t utf8_sequence(std::string_view s, std::size_t i, std::uint32_t& cp) {
  auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) {
    cp = c;
    return 1;
  }
  int len;
  if (c >= 0xC2 && c <= 0xDF) {
    len = 2;
    cp = c & 0x1Fu;
  } else if (c >= 0xE0 && c <= 0xEF) {
    len = 3;
    cp = c & 0x0Fu;
  } else if (c >= 0xF0 && c <= 0xF4) {
    len = 4;
    cp = c & 0x07u;
  } else {
    return 0;  // continuation byte, overlong lead (C0, C1) or > U+10FFFF lead
  }
  if (s.size() - i < static_cast<std::size_t>(len)) return 0;
  for (int k = 1; k < len; ++k) {
    auto cc = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
    if ((cc & 0xC0u) != 0x80u) return 0;
    cp = cp << 6 | (cc & 0x3Fu);
  }
  if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000)) return 0;  // overlong
  if (cp >= 0xD800 && cp <= 0xDFFF) return 0;                            // surrogate
  if (cp > 0x10FFFF) return 0;
  return static_cast<std::size_t>(len);
}

namespace {
// Characters a name never needs that can deceive: controls, the bidirectional overrides,
// embeddings and isolates (U+202E shows "kcaB" for "Back..."), and the invisible ones (zero
// width, word joiner, BOM, soft hyphen, grapheme joiner, variation selectors, tags).
bool hidden_in_names(std::uint32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0xAD || cp == 0x034F || cp == 0x061C ||
         cp == 0x115F || cp == 0x1160 || cp == 0x180E || cp == 0x200B || cp == 0x200E ||
         cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x206F) ||
         cp == 0x3164 || (cp >= 0xFE00 && cp <= 0xFE0F) || cp == 0xFEFF || cp == 0xFFA0 ||
         (cp >= 0xE0000 && cp <= 0xE0FFF);
}

// Spaces of other widths, which trim and compare as a plain space.
bool other_space(std::uint32_t cp) {
  return cp == 0xA0 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x202F || cp == 0x205F ||
         cp == 0x3000;
}
}  // namespace

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    std::uint32_t cp = 0;
    const std::size_t n = utf8_sequence(s, i, cp);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string clean_name(std::string_view s) {
  // Decoded first: a zero-width joiner or non-joiner (U+200D, U+200C) stays only between two
  // characters beyond ASCII (an emoji sequence, a Persian or Indic name), never beside the
  // Latin letters of a name it could disguise.
  struct Char {
    std::uint32_t cp;
    std::string_view bytes;
  };
  std::vector<Char> cs;
  for (std::size_t i = 0; i < s.size();) {
    std::uint32_t cp = 0;
    const std::size_t n = utf8_sequence(s, i, cp);
    if (n == 0) {  // a broken byte (a lone surrogate typed into the page): dropped
      ++i;
      continue;
    }
    if (other_space(cp)) cs.push_back({' ', " "});
    else if (!hidden_in_names(cp)) cs.push_back({cp, s.substr(i, n)});
    i += n;
  }
  std::string out;
  for (std::size_t k = 0; k < cs.size(); ++k) {
    const bool joiner = cs[k].cp == 0x200C || cs[k].cp == 0x200D;
    if (joiner && (k == 0 || k + 1 == cs.size() || cs[k - 1].cp < 0x80 || cs[k + 1].cp < 0x80))
      continue;
    out.append(cs[k].bytes);
  }
  const auto first = out.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  out = out.substr(first, out.find_last_not_of(' ') - first + 1);
  return truncate_utf8(out, kMaxNameBytes);
}

Error check_text(std::string_view s, std::size_t max_bytes, std::string_view what) {
  if (s.size() > max_bytes)
    return {ErrorCode::NameTooLong, std::string(what) + " is too long (" +
                                        std::to_string(s.size()) + " bytes, at most " +
                                        std::to_string(max_bytes) + ")."};
  if (!valid_utf8(s)) return {ErrorCode::BadUtf8, std::string(what) + " is not valid UTF-8."};
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    bool c1 = c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) < 0xA0;
    if (c < 0x20 || c == 0x7F || c1)
      return {ErrorCode::BadName, std::string(what) + " contains a control character."};
  }
  return {};
}

std::string truncate_utf8(std::string_view s, std::size_t max_bytes) {
  if (s.size() <= max_bytes) return std::string(s);
  std::size_t n = max_bytes;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0u) == 0x80u) --n;
  return std::string(s.substr(0, n));
}

Error check_deal(const Deal& d) {
  if (preset_id(d.preset) < 0)
    return {ErrorCode::UnknownPreset, "Unknown rule preset " + detail::quoted(d.preset) + "."};
  int n = static_cast<int>(d.seats.size());
  if (n < kMinSeats || n > kMaxSeatCount)
    return {ErrorCode::BadSeatCount,
            "A game needs 2 to 10 players, not " + std::to_string(n) + "."};
  for (int i = 0; i < n; ++i) {
    const Seat& s = d.seats[static_cast<std::size_t>(i)];
    if (static_cast<int>(s.player) >= kPlayerKinds)
      return {ErrorCode::BadSeat, "Seat " + std::to_string(i + 1) + " has an unknown player type."};
    if (Error e = check_text(s.name, kMaxNameBytes, "The name of seat " + std::to_string(i + 1)))
      return e;
  }
  for (const RuleField& f : rule_fields()) {
    if (f.type == FieldType::String) {
      if (Error e = check_text(f.text(d.rules), f.max, std::string("Rule \"") + f.name + "\""))
        return e;
    } else if (f.get(d.rules) > f.max) {
      return {ErrorCode::BadRuleValue, std::string("Rule \"") + f.name + "\" is out of range."};
    }
  }
  if (const char* why = validate(d.rules, n))
    return {ErrorCode::InvalidRules, std::string("These rules cannot be played: ") + why + "."};
  return {};
}

Game start_game(const Deal& d) { return Game(d.rules, static_cast<int>(d.seats.size()), d.seed); }

Result<Game> replay(const Deal& d, const std::vector<Action>& actions) {
  if (Error e = check_deal(d)) return Result<Game>::failure(std::move(e));
  Result<Game> r = Result<Game>::success(start_game(d));
  Game& g = *r;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action& a = actions[i];
    if (g.phase() == Phase::MatchOver)
      return Result<Game>::failure(
          ErrorCode::IllegalAction,
          "Move " + std::to_string(i + 1) + " comes after the end of the match.");
    if (a.seat < 0 || a.seat >= g.seats())
      return Result<Game>::failure(
          ErrorCode::IllegalAction,
          "Move " + std::to_string(i + 1) + " names a seat that is not in the game.");
    // Not Game::apply's reason: its words stay out of the page (uno-cli says why).
    if (!g.is_legal(a))
      return Result<Game>::failure(ErrorCode::IllegalAction,
                                   "Move " + std::to_string(i + 1) + " (" + g.to_string(a) +
                                       ") is not allowed at that point of the game.");
    g.apply_legal(a);
  }
  return r;
}

std::uint32_t position_fingerprint(const Game& g) {
  Fnv1a f;
  auto mix = [&f](std::int64_t v) { f.i64(v); };  // every value as eight bytes, card ids too
  auto ids = [&](std::span<const CardId> v) {
    mix(static_cast<std::int64_t>(v.size()));
    for (CardId c : v) mix(c);
  };
  mix(g.seats());
  mix(static_cast<int>(g.phase()));
  mix(g.round());
  mix(g.dealer());
  mix(g.current());
  mix(g.direction());
  mix(static_cast<int>(g.colour()));
  for (int s = 0; s < g.seats(); ++s) {
    ids(g.hand(s));
    mix(g.scores()[static_cast<std::size_t>(s)]);
  }
  ids(g.draw_pile());
  ids(g.discard_pile());
  mix(static_cast<std::int64_t>(g.match_winners().size()));
  for (int w : g.match_winners()) mix(w);
  return static_cast<std::uint32_t>(f.h ^ (f.h >> 32));
}

namespace {

// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
std::int64_t days_from_civil(int y, int m, int d) {
  y -= m <= 2;
  const int era = (y >= 0 ? y : y - 399) / 400;
  const int yoe = y - era * 400;
  const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return static_cast<std::int64_t>(era) * 146097 + doe - 719468;
}

bool parse_date(std::string_view s, int& y, int& m, int& d) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  auto num = [&](std::size_t from, std::size_t len, int& out) {
    return uno::parse_decimal(s.substr(from, len), out);
  };
  if (!num(0, 4, y) || !num(5, 2, m) || !num(8, 2, d)) return false;
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  int dim = kDays[m - 1] + (m == 2 && leap ? 1 : 0);
  return d <= dim;
}

}  // namespace

bool valid_date(std::string_view s) {
  int y, m, d;
  return parse_date(s, y, m, d);
}

Result<std::uint64_t> daily_seed(std::string_view date) {
  int y, m, d;
  if (!parse_date(date, y, m, d))
    return Result<std::uint64_t>::failure(
        ErrorCode::BadDate, detail::quoted(date) + " is not a valid date (yyyy-mm-dd).");
  std::uint64_t x = 0x554E4F2D44415931ULL ^ static_cast<std::uint64_t>(days_from_civil(y, m, d));
  return Result<std::uint64_t>::success(splitmix64(x));
}

Result<Deal> daily_deal(std::string_view date, std::string_view preset_name, int bots) {
  auto seed = daily_seed(date);
  if (!seed) return Result<Deal>::failure(seed.error);
  if (bots < kMinSeats - 1 || bots > kMaxSeatCount - 1)
    return Result<Deal>::failure(ErrorCode::BadSeatCount, "A game needs 2 to 10 players, not " +
                                                              std::to_string(bots + 1) + ".");
  Deal d = make_deal(preset_name, bots, *seed);
  if (Error e = check_deal(d)) return Result<Deal>::failure(std::move(e));
  return Result<Deal>::success(std::move(d));
}

}  // namespace uno::share
