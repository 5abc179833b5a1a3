// Saved state, text format v1 (docs/share-format.md). One record per line, "key args...";
// the first line is "uno-save <version>", the last "crc <8 hex digits>".
#include "share/save.h"

#include <algorithm>
#include <limits>
#include <string>

#include "share/codec.h"
#include "share/rule_fields.h"

namespace uno::share {

namespace {

using R = Result<SaveData>;
using detail::parse_int;
using detail::parse_u64;
using detail::pct_decode;
using detail::pct_encode;

constexpr std::string_view kMagic = "uno-save ";

bool valid_language(std::string_view s) {
  if (s.empty() || s.size() > kMaxLanguageBytes) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
  });
}

bool valid_key(std::string_view k) {
  if (k.empty() || k[0] < 'a' || k[0] > 'z') return false;
  return std::all_of(k.begin(), k.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

// Splits on single spaces; false on an empty token (two spaces, leading/trailing space).
bool split(std::string_view s, std::vector<std::string_view>& out, std::size_t max_tokens) {
  out.clear();
  if (s.empty()) return true;
  std::size_t start = 0;
  for (;;) {
    std::size_t sp = s.find(' ', start);
    std::string_view tok = s.substr(start, sp == std::string_view::npos ? sp : sp - start);
    if (tok.empty() || out.size() >= max_tokens) return false;
    out.push_back(tok);
    if (sp == std::string_view::npos) return true;
    start = sp + 1;
  }
}

std::optional<Player> player_from(std::string_view s) {
  for (int i = 0; i < kPlayerKinds; ++i)
    if (s == player_name(static_cast<Player>(i))) return static_cast<Player>(i);
  return std::nullopt;
}

std::optional<AnimationSpeed> animation_from(std::string_view s) {
  for (int i = 0; i < 4; ++i)
    if (s == animation_name(static_cast<AnimationSpeed>(i))) return static_cast<AnimationSpeed>(i);
  return std::nullopt;
}

std::uint32_t sat_add(std::uint32_t a, std::uint64_t b) {
  std::uint64_t s = a + b;
  return s > std::numeric_limits<std::uint32_t>::max() ? std::numeric_limits<std::uint32_t>::max()
                                                       : static_cast<std::uint32_t>(s);
}

Error check_record(const MatchRecord& m, std::size_t index) {
  std::string at = "History entry " + std::to_string(index + 1) + ": ";
  if (!valid_date(m.date)) return {ErrorCode::BadDate, at + "the date is not valid (yyyy-mm-dd)."};
  if (preset_id(m.preset) < 0) return {ErrorCode::UnknownPreset, at + "unknown rule preset."};
  int n = static_cast<int>(m.seats.size());
  if (n < kMinSeats || n > kMaxSeatCount)
    return {ErrorCode::BadSeatCount, at + "a game needs 2 to 10 players."};
  for (int i = 0; i < n; ++i) {
    const Seat& s = m.seats[static_cast<std::size_t>(i)];
    if (static_cast<int>(s.player) >= kPlayerKinds)
      return {ErrorCode::BadSeat, at + "unknown player type."};
    if (Error e = check_text(s.name, kMaxNameBytes, at + "the name of seat " + std::to_string(i + 1)))
      return e;
  }
  if (m.scores.size() != m.seats.size())
    return {ErrorCode::BadSyntax, at + "there must be one score per seat."};
  int prev = -1;
  for (int w : m.winners) {
    if (w <= prev || w >= n)
      return {ErrorCode::BadSyntax, at + "the winners must be distinct seats in increasing order."};
    prev = w;
  }
  if (m.rounds < 0) return {ErrorCode::BadNumber, at + "the number of rounds is negative."};
  return {};
}

Error check_action(const Action& a, const Deck& deck, int seats, std::size_t index) {
  bool ok = a.seat >= 0 && a.seat < seats &&
            static_cast<int>(a.type) <= static_cast<int>(ActionType::NextRound) &&
            (a.card == kNoCard || a.card < deck.size) &&
            static_cast<int>(a.colour) <= static_cast<int>(Colour::None) && a.target >= -1 &&
            a.target < seats;
  if (ok) return {};
  return {ErrorCode::IllegalAction,
          "Move " + std::to_string(index + 1) + " of the saved game is malformed."};
}

// ---------------------------------------------------------------- version 1 reader
//
// A v2 reader would keep this function as is (it fills the current SaveData with the
// defaults of anything v1 did not have) and dispatch to it from load_save.
R load_v1(std::string_view text) {
  // The last line is the checksum of everything before it.
  std::string_view body = text;
  if (!body.empty() && body.back() == '\n') body.remove_suffix(1);
  std::size_t nl = body.rfind('\n');
  if (nl == std::string_view::npos || body.substr(nl + 1, 4) != "crc ")
    return R::failure(ErrorCode::Truncated,
                      "The saved data is incomplete: its checksum line is missing.");
  std::uint32_t stored = 0;
  if (!detail::parse_hex32(body.substr(nl + 5), stored))
    return R::failure(ErrorCode::BadSyntax, "The saved data has a malformed checksum line.");
  body = body.substr(0, nl + 1);
  if (detail::crc32(body) != stored)
    return R::failure(ErrorCode::BadChecksum,
                      "The saved data is damaged (checksum mismatch).");

  SaveData d;
  d.loaded_version = 1;
  bool seen_language = false, seen_colour = false, seen_anim = false, seen_stats = false;
  bool have_game = false, game_parts_without_game = false;
  Deal deal;
  std::vector<std::string_view> acts;
  std::vector<bool> rule_seen(rule_fields().size() + 1, false);
  std::vector<std::string_view> tok;
  std::size_t line_no = 0;

  std::size_t pos = 0;
  while (pos < body.size()) {
    std::size_t end = body.find('\n', pos);  // body ends with '\n'
    std::string_view line = body.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    std::string at = "Saved data, line " + std::to_string(line_no) + ": ";
    auto fail = [&](ErrorCode c, const std::string& m) { return R::failure(c, at + m); };
    if (line.size() > kMaxSaveLine) return fail(ErrorCode::TooLarge, "the line is too long.");
    if (line_no == 1) continue;  // the header, checked by load_save
    std::size_t sp = line.find(' ');
    std::string_view key = line.substr(0, sp);
    std::string_view rest = sp == std::string_view::npos ? std::string_view() : line.substr(sp + 1);
    if (!valid_key(key)) return fail(ErrorCode::BadSyntax, "malformed line.");

    if (key == "act") {
      if (rest.empty()) return fail(ErrorCode::BadSyntax, "empty move.");
      if (acts.size() >= kMaxSaveActions)
        return fail(ErrorCode::TooManyActions, "the saved game has too many moves.");
      acts.push_back(rest);
      if (!have_game) game_parts_without_game = true;
      continue;
    }
    if (!split(rest, tok, 16)) return fail(ErrorCode::BadSyntax, "malformed line.");
    auto args = [&](std::size_t n) { return tok.size() == n; };

    if (key == "language") {
      if (seen_language) return fail(ErrorCode::DuplicateField, "\"language\" appears twice.");
      seen_language = true;
      if (!args(1) || !valid_language(tok[0]))
        return fail(ErrorCode::BadSetting, "the language must be a tag like \"en\" or \"de-CH\".");
      d.settings.language = std::string(tok[0]);
    } else if (key == "colour-blind") {
      if (seen_colour) return fail(ErrorCode::DuplicateField, "\"colour-blind\" appears twice.");
      seen_colour = true;
      if (!args(1) || (tok[0] != "0" && tok[0] != "1"))
        return fail(ErrorCode::BadSetting, "colour-blind must be 0 or 1.");
      d.settings.colour_blind_marks = tok[0] == "1";
    } else if (key == "animation") {
      if (seen_anim) return fail(ErrorCode::DuplicateField, "\"animation\" appears twice.");
      seen_anim = true;
      auto a = args(1) ? animation_from(tok[0]) : std::nullopt;
      if (!a) return fail(ErrorCode::BadSetting, "animation must be off, slow, normal or fast.");
      d.settings.animation = *a;
    } else if (key == "game") {
      if (have_game) return fail(ErrorCode::DuplicateField, "\"game\" appears twice.");
      have_game = true;
      if (!args(2)) return fail(ErrorCode::BadSyntax, "expected \"game <preset> <seed>\".");
      if (preset_id(tok[0]) < 0)
        return fail(ErrorCode::UnknownPreset, "unknown rule preset " + detail::quoted(tok[0]) + ".");
      deal.preset = std::string(tok[0]);
      deal.rules = *preset(tok[0]);
      if (!detail::parse_hex64(tok[1], deal.seed))
        return fail(ErrorCode::BadNumber, "the seed must be 16 lowercase hex digits.");
    } else if (key == "rule") {
      if (!have_game) return fail(ErrorCode::BadSyntax, "\"rule\" before \"game\".");
      if (!args(2)) return fail(ErrorCode::BadSyntax, "expected \"rule <name> <value>\".");
      const RuleField* f = rule_field(tok[0]);
      if (f == nullptr)
        return fail(ErrorCode::UnknownRule, "unknown rule " + detail::quoted(tok[0]) + ".");
      if (rule_seen[f->id]) return fail(ErrorCode::DuplicateField, std::string("rule \"") + f->name + "\" appears twice.");
      rule_seen[f->id] = true;
      if (f->type == FieldType::String) {
        auto v = pct_decode(tok[1]);
        if (!v) return fail(ErrorCode::BadSyntax, std::string("rule \"") + f->name + "\": malformed text.");
        if (Error e = check_text(*v, f->max, std::string("rule \"") + f->name + "\""))
          return fail(e.code, e.message);
        f->text_mut(deal.rules) = std::move(*v);
      } else {
        std::uint64_t v = 0;
        if (!parse_u64(tok[1], v)) return fail(ErrorCode::BadNumber, std::string("rule \"") + f->name + "\": not a number.");
        if (v > f->max)
          return fail(ErrorCode::BadRuleValue, std::string("rule \"") + f->name + "\" has value " +
                                                   std::to_string(v) + "; the largest allowed is " +
                                                   std::to_string(f->max) + ".");
        f->set(deal.rules, static_cast<std::uint32_t>(v));
      }
    } else if (key == "seat") {
      if (!have_game) return fail(ErrorCode::BadSyntax, "\"seat\" before \"game\".");
      if (!args(2)) return fail(ErrorCode::BadSyntax, "expected \"seat <player> <name>\".");
      if (deal.seats.size() >= static_cast<std::size_t>(kMaxSeatCount))
        return fail(ErrorCode::BadSeatCount, "more than 10 seats.");
      auto p = player_from(tok[0]);
      if (!p) return fail(ErrorCode::BadSeat, "the player must be human, easy, normal or hard.");
      auto name = pct_decode(tok[1]);
      if (!name) return fail(ErrorCode::BadSyntax, "malformed name.");
      if (Error e = check_text(*name, kMaxNameBytes, "the name")) return fail(e.code, e.message);
      deal.seats.push_back(Seat{*p, std::move(*name)});
    } else if (key == "match") {
      if (tok.size() < 4 + 2)
        return fail(ErrorCode::BadSyntax, "expected \"match <date> <preset> <rounds> <winners> <seats>\".");
      if (d.history.size() >= 10 * kMaxHistory)
        return fail(ErrorCode::TooLarge, "too many history entries.");
      MatchRecord m;
      m.date = std::string(tok[0]);
      if (!valid_date(m.date)) return fail(ErrorCode::BadDate, "the date is not valid (yyyy-mm-dd).");
      m.preset = std::string(tok[1]);
      if (preset_id(m.preset) < 0) return fail(ErrorCode::UnknownPreset, "unknown rule preset.");
      if (!parse_int(tok[2], m.rounds) || m.rounds < 0)
        return fail(ErrorCode::BadNumber, "the number of rounds is malformed.");
      std::size_t seats = tok.size() - 4;
      if (seats > static_cast<std::size_t>(kMaxSeatCount))
        return fail(ErrorCode::BadSeatCount, "a game has at most 10 players.");
      if (tok[3] != "-") {
        std::string_view w = tok[3];
        while (true) {
          std::size_t comma = w.find(',');
          int v = 0;
          if (!parse_int(w.substr(0, comma), v) || v < 0 ||
              static_cast<std::size_t>(v) >= seats || m.winners.size() >= seats)
            return fail(ErrorCode::BadNumber, "the winners must be seat numbers.");
          m.winners.push_back(v);
          if (comma == std::string_view::npos) break;
          w = w.substr(comma + 1);
        }
      }
      for (std::size_t i = 4; i < tok.size(); ++i) {
        std::string_view t = tok[i];
        std::size_t c1 = t.find(':');
        std::size_t c2 = c1 == std::string_view::npos ? c1 : t.find(':', c1 + 1);
        if (c2 == std::string_view::npos)
          return fail(ErrorCode::BadSyntax, "a seat must be \"<player>:<score>:<name>\".");
        auto p = player_from(t.substr(0, c1));
        if (!p) return fail(ErrorCode::BadSeat, "the player must be human, easy, normal or hard.");
        int score = 0;
        if (!parse_int(t.substr(c1 + 1, c2 - c1 - 1), score))
          return fail(ErrorCode::BadNumber, "malformed score.");
        auto name = pct_decode(t.substr(c2 + 1));
        if (!name) return fail(ErrorCode::BadSyntax, "malformed name.");
        m.seats.push_back(Seat{*p, std::move(*name)});
        m.scores.push_back(score);
      }
      if (Error e = check_record(m, d.history.size())) return fail(e.code, e.message);
      d.history.push_back(std::move(m));
    } else if (key == "stats") {
      if (seen_stats) return fail(ErrorCode::DuplicateField, "\"stats\" appears twice.");
      seen_stats = true;
      std::uint32_t seen = 0;
      for (std::string_view t : tok) {
        std::size_t eq = t.find('=');
        if (eq == std::string_view::npos) return fail(ErrorCode::BadSyntax, "stats must be key=value.");
        std::string_view k = t.substr(0, eq);
        std::uint64_t v = 0;
        if (!parse_u64(t.substr(eq + 1), v) || v > std::numeric_limits<std::uint32_t>::max())
          return fail(ErrorCode::BadNumber, "malformed number in stats.");
        static constexpr std::string_view kKeys[5] = {"played", "won", "rounds", "streak",
                                                      "best-streak"};
        std::uint32_t* dst[5] = {&d.stats.matches_played, &d.stats.matches_won,
                                 &d.stats.rounds_played, &d.stats.current_streak,
                                 &d.stats.best_streak};
        for (int i = 0; i < 5; ++i) {
          if (k != kKeys[i]) continue;
          if (seen & (1u << i)) return fail(ErrorCode::DuplicateField, "a stat appears twice.");
          seen |= 1u << i;
          *dst[i] = static_cast<std::uint32_t>(v);
        }  // unknown stats are ignored (written by a newer v1 writer)
      }
    } else if (key == "crc" || key == "uno-save") {
      return fail(ErrorCode::BadSyntax, "\"" + std::string(key) + "\" in the middle of the data.");
    }
    // Any other key: written by a newer version for information older ones may ignore.
  }

  if (game_parts_without_game)
    return R::failure(ErrorCode::MissingField, "Saved data: moves without a \"game\" line.");
  if (have_game) {
    if (Error e = check_deal(deal))
      return R::failure(e.code, "Saved game: " + e.message);
    Game g = start_game(deal);
    SavedGame sg;
    sg.actions.reserve(acts.size());
    for (std::size_t i = 0; i < acts.size(); ++i) {
      Action a;
      std::string move = "Saved game, move " + std::to_string(i + 1);
      if (g.phase() == Phase::MatchOver)
        return R::failure(ErrorCode::IllegalAction, move + " comes after the end of the match.");
      if (const char* why = g.parse(acts[i], a))
        return R::failure(ErrorCode::IllegalAction, move + " cannot be read: " + why + ".");
      ApplyResult ar = g.apply(a);
      if (!ar.ok)
        return R::failure(ErrorCode::IllegalAction,
                          move + " is not allowed: " + (ar.error ? ar.error : "illegal") + ".");
      sg.actions.push_back(a);
    }
    sg.deal = std::move(deal);
    d.game = std::move(sg);
  }
  return R::success(std::move(d));
}

}  // namespace

const char* animation_name(AnimationSpeed a) {
  switch (a) {
    case AnimationSpeed::Off: return "off";
    case AnimationSpeed::Slow: return "slow";
    case AnimationSpeed::Normal: return "normal";
    case AnimationSpeed::Fast: return "fast";
  }
  return "?";
}

Result<std::string> write_save(const SaveData& d) {
  using W = Result<std::string>;
  if (!valid_language(d.settings.language))
    return W::failure(ErrorCode::BadSetting, "The language must be a tag like \"en\" or \"de-CH\".");
  if (static_cast<int>(d.settings.animation) > 3)
    return W::failure(ErrorCode::BadSetting, "Unknown animation speed.");
  std::string out = std::string(kMagic) + std::to_string(kSaveVersion) + "\n";
  out += "language " + d.settings.language + "\n";
  out += std::string("colour-blind ") + (d.settings.colour_blind_marks ? "1" : "0") + "\n";
  out += std::string("animation ") + animation_name(d.settings.animation) + "\n";
  if (d.game) {
    const Deal& deal = d.game->deal;
    if (Error e = check_deal(deal)) return W::failure(e.code, "Saved game: " + e.message);
    if (d.game->actions.size() > kMaxSaveActions)
      return W::failure(ErrorCode::TooManyActions, "The game has too many moves to save.");
    out += "game " + deal.preset + " " + detail::hex(deal.seed, 16) + "\n";
    const RuleSet base = *preset(deal.preset);
    for (const RuleField& f : rule_fields()) {
      if (same_value(f, deal.rules, base)) continue;
      out += std::string("rule ") + f.name + " " +
             (f.type == FieldType::String ? pct_encode(f.text(deal.rules))
                                          : std::to_string(f.get(deal.rules))) +
             "\n";
    }
    for (const Seat& s : deal.seats)
      out += std::string("seat ") + player_name(s.player) + " " + pct_encode(s.name) + "\n";
    Deck deck = build_deck(deal.rules);
    int seats = static_cast<int>(deal.seats.size());
    for (std::size_t i = 0; i < d.game->actions.size(); ++i) {
      const Action& a = d.game->actions[i];
      if (Error e = check_action(a, deck, seats, i)) return W::failure(std::move(e));
      out += "act " + to_string(a, deck) + "\n";
    }
  }
  for (std::size_t i = 0; i < d.history.size(); ++i) {
    const MatchRecord& m = d.history[i];
    if (Error e = check_record(m, i)) return W::failure(std::move(e));
    out += "match " + m.date + " " + m.preset + " " + std::to_string(m.rounds) + " ";
    if (m.winners.empty()) out += "-";
    for (std::size_t k = 0; k < m.winners.size(); ++k)
      out += (k ? "," : "") + std::to_string(m.winners[k]);
    for (std::size_t k = 0; k < m.seats.size(); ++k)
      out += std::string(" ") + player_name(m.seats[k].player) + ":" +
             std::to_string(m.scores[k]) + ":" + pct_encode(m.seats[k].name);
    out += "\n";
  }
  const Stats& s = d.stats;
  out += "stats played=" + std::to_string(s.matches_played) + " won=" + std::to_string(s.matches_won) +
         " rounds=" + std::to_string(s.rounds_played) + " streak=" + std::to_string(s.current_streak) +
         " best-streak=" + std::to_string(s.best_streak) + "\n";
  out += "crc " + detail::hex(detail::crc32(out), 8) + "\n";
  if (out.size() > kMaxSaveBytes)
    return W::failure(ErrorCode::TooLarge, "The saved data would be too large.");
  return W::success(std::move(out));
}

Result<SaveData> load_save(std::string_view text) {
  if (text.empty()) return R::failure(ErrorCode::Empty, "There is no saved data.");
  if (text.size() > kMaxSaveBytes)
    return R::failure(ErrorCode::TooLarge, "The saved data is too large (" +
                                               std::to_string(text.size()) + " bytes).");
  std::string_view first = text.substr(0, std::min(text.find('\n'), std::size_t{32}));
  std::uint64_t version = 0;
  if (first.substr(0, kMagic.size()) != kMagic ||
      !parse_u64(first.substr(kMagic.size()), version))
    return R::failure(ErrorCode::NotASave, "This is not saved data of this game.");
  switch (version) {
    case 1: return load_v1(text);
    default: break;
  }
  return R::failure(ErrorCode::UnsupportedVersion,
                    version > static_cast<std::uint64_t>(kSaveVersion)
                        ? "The saved data was written by a newer version of the game (format " +
                              std::to_string(version) + "); this version reads format " +
                              std::to_string(kSaveVersion) + "."
                        : std::string("The saved data has an unknown format version 0."));
}

MatchRecord make_match_record(const Deal& d, const Game& g, std::string date) {
  MatchRecord m;
  m.date = std::move(date);
  m.preset = d.preset;
  m.seats = d.seats;
  for (int s = 0; s < g.seats(); ++s) m.scores.push_back(g.scores()[static_cast<std::size_t>(s)]);
  m.winners = g.match_winners();
  std::sort(m.winners.begin(), m.winners.end());
  m.winners.erase(std::unique(m.winners.begin(), m.winners.end()), m.winners.end());
  m.rounds = g.round();
  return m;
}

void record_match(SaveData& d, MatchRecord m, int you) {
  if (you < 0) {
    for (std::size_t i = 0; i < m.seats.size(); ++i)
      if (m.seats[i].player == Player::Human) {
        you = static_cast<int>(i);
        break;
      }
  }
  bool won = you >= 0 && std::find(m.winners.begin(), m.winners.end(), you) != m.winners.end();
  Stats& s = d.stats;
  s.matches_played = sat_add(s.matches_played, 1);
  s.rounds_played = sat_add(s.rounds_played, static_cast<std::uint64_t>(std::max(m.rounds, 0)));
  if (won) {
    s.matches_won = sat_add(s.matches_won, 1);
    s.current_streak = sat_add(s.current_streak, 1);
    s.best_streak = std::max(s.best_streak, s.current_streak);
  } else {
    s.current_streak = 0;
  }
  d.history.push_back(std::move(m));
  if (d.history.size() > kMaxHistory)
    d.history.erase(d.history.begin(),
                    d.history.begin() + static_cast<std::ptrdiff_t>(d.history.size() - kMaxHistory));
}

}  // namespace uno::share
