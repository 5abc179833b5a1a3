// Saved state: the v1 writer, the version dispatch and match records (the reader is
// save_reader.cpp). Format: docs/share-format.md.
#include "share/save.h"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>

#include "share/codec.h"
#include "share/link.h"
#include "share/rule_fields.h"
#include "share/save_checks.h"
#include "share/save_position.h"
#include "share/save_reader.h"

namespace uno::share {

namespace {

using R = Result<SaveData>;
using detail::check_action;
using detail::check_record;
using detail::kSaveMagic;
using detail::parse_u64;
using detail::pct_encode;
using detail::valid_language;

std::uint32_t sat_add(std::uint32_t a, std::uint64_t b) {
  std::uint64_t s = a + b;
  return s > std::numeric_limits<std::uint32_t>::max() ? std::numeric_limits<std::uint32_t>::max()
                                                       : static_cast<std::uint32_t>(s);
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

const char* preference_name(Preference p) {
  switch (p) {
    case Preference::Auto: return "auto";
    case Preference::On: return "on";
    case Preference::Off: return "off";
  }
  return "?";
}

const char* pace_name(Pace p) {
  switch (p) {
    case Pace::Relaxed: return "relaxed";
    case Pace::Quick: return "quick";
  }
  return "?";
}

BlankCards blank_cards_of(const RuleSet& r) {
  return BlankCards{r.custom_rule, r.custom_text, r.custom_penalty};
}

void apply_blank_cards(RuleSet& r, const BlankCards& b) {
  r.custom_rule = b.rule;
  r.custom_text = b.text;
  r.custom_penalty = b.penalty;
}

Result<std::string> write_save(const SaveData& d) {
  using W = Result<std::string>;
  if (!valid_language(d.settings.language))
    return W::failure(ErrorCode::BadSetting,
                      "The language must be a tag like \"en\" or \"de-CH\".");
  if (static_cast<int>(d.settings.animation) > 3)
    return W::failure(ErrorCode::BadSetting, "Unknown animation speed.");
  if (d.settings.volume > kMaxVolume)
    return W::failure(ErrorCode::BadSetting, "The volume must be 0 to 100.");
  // Version 2 only for what version 1 cannot hold (older versions read the rest).
  const bool compact = d.game && d.game->from;
  std::string out = std::string(kSaveMagic) + (compact ? "2" : "1") + "\n";
  out += "language " + d.settings.language + "\n";
  out += std::string("colour-blind ") + (d.settings.colour_blind_marks ? "1" : "0") + "\n";
  out += std::string("animation ") + animation_name(d.settings.animation) + "\n";
  // Sound settings only when the player changed them (older saves stay byte for byte).
  if (d.settings.volume != kDefaultVolume)
    out += "volume " + std::to_string(d.settings.volume) + "\n";
  if (d.settings.muted) out += "mute 1\n";
  if (d.settings.speech) out += "speech 1\n";
  // Newer settings only when the player chose them (older saves stay byte for byte).
  const std::pair<const char*, Preference> prefs[] = {{"braille", d.settings.braille},
                                                      {"high-contrast", d.settings.high_contrast},
                                                      {"reduce-motion", d.settings.reduce_motion}};
  for (const auto& [tag, p] : prefs) {
    if (static_cast<int>(p) > 2) return W::failure(ErrorCode::BadSetting, "Unknown preference.");
    if (p != Preference::Auto) out += std::string(tag) + " " + preference_name(p) + "\n";
  }
  if (d.settings.large_cards) out += "large-cards 1\n";
  if (d.settings.pace != Pace::Relaxed) {
    if (static_cast<int>(d.settings.pace) > 1)
      return W::failure(ErrorCode::BadSetting, "Unknown pace.");
    out += std::string("pace ") + pace_name(d.settings.pace) + "\n";
  }
  if (d.settings.tips_seen != 0) out += "tips-seen " + std::to_string(d.settings.tips_seen) + "\n";
  if (d.settings.tips_off) out += "tips 0\n";
  // The blank cards only where they differ from the booklet's defaults (older readers
  // skip these lines).
  const BlankCards& b = d.settings.blank_cards;
  const BlankCards booklet;
  for (std::size_t i = 0; i < 3; ++i) {
    if (b.rule[i] == booklet.rule[i] && b.text[i].empty()) continue;
    if (static_cast<std::size_t>(b.rule[i]) >= kCustomRuleNames.size() ||
        b.text[i].size() > kMaxRuleTextBytes)
      return W::failure(ErrorCode::BadSetting, "A blank card's rule is not allowed.");
    out += "blank-card " + std::to_string(i + 1) + " " +
           kCustomRuleNames[static_cast<std::size_t>(b.rule[i])] + " " + pct_encode(b.text[i]) +
           "\n";
  }
  if (b.penalty != booklet.penalty) out += "blank-card-penalty " + std::to_string(b.penalty) + "\n";
  if (d.settings.setup) {
    Deal setup = *d.settings.setup;
    setup.seed = 0;  // a setup, not a deal: every match gets its own seed
    auto link = encode_deal_link(setup);
    if (!link)
      return W::failure(link.error.code, "The start screen's setup: " + link.error.message);
    out += "setup " + *link + "\n";
  }
  if (d.game) {
    const Deal& deal = d.game->deal;
    if (Error e = check_deal(deal)) return W::failure(e.code, "Saved game: " + e.message);
    if (d.game->actions.size() > kMaxSaveActions)
      return W::failure(ErrorCode::TooManyActions, "The game has too many moves to save.");
    out += "game " + deal.preset + " " + detail::hex(deal.seed, 16) + "\n";
    const RuleSet base = *format_base(deal.preset);
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
    if (compact) {
      const Checkpoint& c = *d.game->from;
      Game g = start_game(deal);
      if (const char* why = Game::from_position(deal.rules, seats, c.position, g))
        return W::failure(ErrorCode::BadSyntax, std::string("Saved game: position: ") + why + ".");
      if (c.moves > kMaxCheckpointMoves)
        return W::failure(ErrorCode::TooManyActions, "The game has too many moves to save.");
      out += detail::checkpoint_lines(c, seats);
    }
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
      out += std::string(" ") + player_name(m.seats[k].player) + ":" + std::to_string(m.scores[k]) +
             ":" + pct_encode(m.seats[k].name);
    out += "\n";
  }
  const Stats& s = d.stats;
  out += "stats played=" + std::to_string(s.matches_played) +
         " won=" + std::to_string(s.matches_won) + " rounds=" + std::to_string(s.rounds_played) +
         " streak=" + std::to_string(s.current_streak) +
         " best-streak=" + std::to_string(s.best_streak) + "\n";
  out += "crc " + detail::hex(detail::crc32(out), 8) + "\n";
  if (out.size() > kMaxSaveBytes)
    return W::failure(ErrorCode::TooLarge, "The saved data would be too large.");
  return W::success(std::move(out));
}

Result<SaveData> load_save(std::string_view text) {
  if (text.empty()) return R::failure(ErrorCode::Empty, "There is no saved data.");
  if (text.size() > kMaxSaveBytes)
    return R::failure(ErrorCode::TooLarge,
                      "The saved data is too large (" + std::to_string(text.size()) + " bytes).");
  std::string_view first = text.substr(0, std::min(text.find('\n'), std::size_t{32}));
  std::uint64_t version = 0;
  if (first.substr(0, kSaveMagic.size()) != kSaveMagic ||
      !parse_u64(first.substr(kSaveMagic.size()), version))
    return R::failure(ErrorCode::NotASave, "This is not saved data of this game.");
  switch (version) {
    case 1: return detail::load_v1(text);
    case 2: return detail::load_v2(text);
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
  // The winners' seats, ascending, each once.
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
    d.history.erase(d.history.begin(), d.history.begin() + static_cast<std::ptrdiff_t>(
                                                               d.history.size() - kMaxHistory));
}

}  // namespace uno::share
