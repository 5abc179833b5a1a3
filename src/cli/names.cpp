// Enum names and the RuleSet field table.
#include "cli/names.h"

#include <array>
#include <cstddef>

namespace uno::cli {

const char* pending_name(PendingKind k) {
  switch (k) {
    case PendingKind::None: return "none";
    case PendingKind::DrawTwo: return "draw-two";
    case PendingKind::DrawFour: return "draw-four";
    case PendingKind::Skip: return "skip";
    case PendingKind::Reverse: return "reverse";
    case PendingKind::DrawUntilColour: return "draw-until-colour";
  }
  return "?";
}

const char* discard_mode_name(DiscardMode m) {
  switch (m) {
    case DiscardMode::None: return "none";
    case DiscardMode::AlmostUno: return "almost-uno";
    case DiscardMode::Number: return "number";
    case DiscardMode::Colour: return "colour";
    case DiscardMode::Showdown: return "showdown";
    case DiscardMode::UnoSpin: return "uno-spin";
    case DiscardMode::ToCount: return "to-count";
    case DiscardMode::JokeLaugh: return "joke-laugh";
  }
  return "?";
}

namespace {
constexpr CustomRule kCustomRules[] = {
    CustomRule::None,      CustomRule::DrawUntilColour, CustomRule::DiscardAllWilds,
    CustomRule::DrawThreeIfStuck, CustomRule::PlayAgain, CustomRule::NextToSeven,
    CustomRule::AllToThree, CustomRule::OpenHands,     CustomRule::Joke,
    CustomRule::Elbows,    CustomRule::Rooster,         CustomRule::FreeText};
}  // namespace

const char* custom_rule_name(CustomRule r) {
  switch (r) {
    case CustomRule::None: return "none";
    case CustomRule::DrawUntilColour: return "draw-until-colour";
    case CustomRule::DiscardAllWilds: return "discard-all-wilds";
    case CustomRule::DrawThreeIfStuck: return "draw-three-if-stuck";
    case CustomRule::PlayAgain: return "play-again";
    case CustomRule::NextToSeven: return "next-to-seven";
    case CustomRule::AllToThree: return "all-to-three";
    case CustomRule::OpenHands: return "open-hands";
    case CustomRule::Joke: return "joke";
    case CustomRule::Elbows: return "elbows";
    case CustomRule::Rooster: return "rooster";
    case CustomRule::FreeText: return "free-text";
  }
  return "?";
}

const char* draw_reason_name(DrawReason r) {
  switch (r) {
    case DrawReason::Turn: return "turn";
    case DrawReason::Penalty: return "penalty";
    case DrawReason::Challenge: return "challenge";
    case DrawReason::Uno: return "uno";
    case DrawReason::Spin: return "spin";
    case DrawReason::Custom: return "custom";
    case DrawReason::Shuffle: return "shuffle";
  }
  return "?";
}

const char* scoring_name(ScoringMethod m) {
  return m == ScoringMethod::LowestWins ? "lowest-wins" : "winner-collects";
}

const char* dealer_selection_name(DealerSelection d) {
  return d == DealerSelection::LotForStarter ? "lot-for-starter" : "high-card";
}

const char* wd4_guilt_name(Wd4Guilt g) {
  switch (g) {
    case Wd4Guilt::ColourInPlay: return "colour-in-play";
    case Wd4Guilt::ColourOrWild: return "colour-or-wild";
    case Wd4Guilt::AnyPlayable: return "any-playable";
  }
  return "?";
}

namespace {

struct BoolField {
  const char* name;
  bool RuleSet::*m;
};
struct U8Field {
  const char* name;
  std::uint8_t RuleSet::*m;
  int lo, hi;
};

constexpr BoolField kBools[] = {
    {"first_special_redraw", &RuleSet::first_special_redraw},
    {"voluntary_draw", &RuleSet::voluntary_draw},
    {"draw_until_playable", &RuleSet::draw_until_playable},
    {"forced_play_drawn", &RuleSet::forced_play_drawn},
    {"two_player_reverse_skips", &RuleSet::two_player_reverse_skips},
    {"stack_draw_two", &RuleSet::stack_draw_two},
    {"stack_draw_four", &RuleSet::stack_draw_four},
    {"stack_across", &RuleSet::stack_across},
    {"seven_zero", &RuleSet::seven_zero},
    {"jump_in", &RuleSet::jump_in},
    {"lauf_as_wild", &RuleSet::lauf_as_wild},
    {"wd4_restricted", &RuleSet::wd4_restricted},
    {"challenge", &RuleSet::challenge},
    {"wd4_guilty_takes_back", &RuleSet::wd4_guilty_takes_back},
    {"target_must_exceed", &RuleSet::target_must_exceed},
};

constexpr U8Field kU8s[] = {
    {"shuffle_hands_cards", &RuleSet::shuffle_hands_cards, 0, 4},
    {"custom_cards", &RuleSet::custom_cards, 0, 3},
    {"spin_numbers", &RuleSet::spin_numbers, 0, 9},
    {"lauf_cards", &RuleSet::lauf_cards, 0, 8},
    {"dino_coloured_actions", &RuleSet::dino_coloured_actions, 0, 2},
    {"dino_wilds", &RuleSet::dino_wilds, 0, 4},
    {"dino_wild_draw_fours", &RuleSet::dino_wild_draw_fours, 0, 4},
    {"points_action", &RuleSet::points_action, 0, 255},
    {"points_wild", &RuleSet::points_wild, 0, 255},
    {"points_special_wild", &RuleSet::points_special_wild, 0, 255},
    {"points_lauf", &RuleSet::points_lauf, 0, 255},
    {"min_seats", &RuleSet::min_seats, 2, 10},
    {"max_seats", &RuleSet::max_seats, 2, 10},
    {"hand_size", &RuleSet::hand_size, 1, 20},
    {"wd4_guilty_draw", &RuleSet::wd4_guilty_draw, 0, 20},
    {"challenge_fail_extra", &RuleSet::challenge_fail_extra, 0, 20},
    {"uno_penalty", &RuleSet::uno_penalty, 0, 20},
    {"custom_penalty", &RuleSet::custom_penalty, 0, 20},
};

bool int_in(const Json& v, long long lo, long long hi, long long& out) {
  return v.get_int(out) && out >= lo && out <= hi;
}

}  // namespace

Json rules_to_json(const RuleSet& r) {
  Json o = Json::object();
  o.set("name", r.name);
  for (const auto& f : kU8s) o.set(f.name, static_cast<int>(r.*(f.m)));
  for (const auto& f : kBools) o.set(f.name, r.*(f.m));
  o.set("dealer_selection", dealer_selection_name(r.dealer_selection));
  o.set("wd4_guilt", wd4_guilt_name(r.wd4_guilt));
  o.set("scoring", scoring_name(r.scoring));
  o.set("target_score", static_cast<int>(r.target_score));
  o.set("stall_turns", static_cast<int>(r.stall_turns));
  Json w = Json::array();
  for (auto x : r.spin_weights) w.push(static_cast<int>(x));
  o.set("spin_weights", std::move(w));
  Json cr = Json::array();
  for (auto x : r.custom_rule) cr.push(custom_rule_name(x));
  o.set("custom_rule", std::move(cr));
  Json ct = Json::array();
  for (const auto& x : r.custom_text) ct.push(x);
  o.set("custom_text", std::move(ct));
  return o;
}

std::string apply_rules_json(RuleSet& r, const Json& obj) {
  if (!obj.is_object()) return "rules must be a JSON object";
  for (const auto& m : obj.members()) {
    const std::string& k = m.key;
    const Json& v = m.value;
    bool done = false;
    for (const auto& f : kBools) {
      if (k != f.name) continue;
      if (!v.is_bool()) return "rule \"" + k + "\" must be true or false";
      r.*(f.m) = v.as_bool();
      done = true;
    }
    for (const auto& f : kU8s) {
      if (k != f.name) continue;
      long long x = 0;
      if (!int_in(v, f.lo, f.hi, x))
        return "rule \"" + k + "\" must be an integer " + std::to_string(f.lo) + ".." +
               std::to_string(f.hi);
      r.*(f.m) = static_cast<std::uint8_t>(x);
      done = true;
    }
    if (done) continue;
    long long x = 0;
    if (k == "name") {
      if (!v.is_string()) return "rule \"name\" must be a string";
      r.name = v.as_string();
    } else if (k == "target_score" || k == "stall_turns") {
      if (!int_in(v, 0, 65535, x)) return "rule \"" + k + "\" must be an integer 0..65535";
      (k == "target_score" ? r.target_score : r.stall_turns) = static_cast<std::uint16_t>(x);
    } else if (k == "dealer_selection") {
      if (v.is_string() && v.as_string() == "high-card") r.dealer_selection = DealerSelection::HighCard;
      else if (v.is_string() && v.as_string() == "lot-for-starter") r.dealer_selection = DealerSelection::LotForStarter;
      else return "rule \"dealer_selection\" must be \"high-card\" or \"lot-for-starter\"";
    } else if (k == "scoring") {
      if (v.is_string() && v.as_string() == "winner-collects") r.scoring = ScoringMethod::WinnerCollects;
      else if (v.is_string() && v.as_string() == "lowest-wins") r.scoring = ScoringMethod::LowestWins;
      else return "rule \"scoring\" must be \"winner-collects\" or \"lowest-wins\"";
    } else if (k == "wd4_guilt") {
      bool ok = false;
      for (auto g : {Wd4Guilt::ColourInPlay, Wd4Guilt::ColourOrWild, Wd4Guilt::AnyPlayable})
        if (v.is_string() && v.as_string() == wd4_guilt_name(g)) {
          r.wd4_guilt = g;
          ok = true;
        }
      if (!ok) return "rule \"wd4_guilt\" must be \"colour-in-play\", \"colour-or-wild\" or \"any-playable\"";
    } else if (k == "spin_weights") {
      if (!v.is_array() || v.size() != kSpinOutcomes)
        return "rule \"spin_weights\" must be an array of 9 integers";
      for (std::size_t i = 0; i < kSpinOutcomes; ++i) {
        if (!int_in(v.items()[i], 0, 1000, x)) return "rule \"spin_weights\": integers 0..1000";
        r.spin_weights[i] = static_cast<std::uint16_t>(x);
      }
    } else if (k == "custom_rule") {
      if (!v.is_array() || v.size() != 3) return "rule \"custom_rule\" must be an array of 3 names";
      for (std::size_t i = 0; i < 3; ++i) {
        const Json& it = v.items()[i];
        bool ok = false;
        for (CustomRule c : kCustomRules)
          if (it.is_string() && it.as_string() == custom_rule_name(c)) {
            r.custom_rule[i] = c;
            ok = true;
          }
        if (!ok) return "rule \"custom_rule\": unknown rule name";
      }
    } else if (k == "custom_text") {
      if (!v.is_array() || v.size() != 3) return "rule \"custom_text\" must be an array of 3 strings";
      for (std::size_t i = 0; i < 3; ++i) {
        if (!v.items()[i].is_string()) return "rule \"custom_text\" must be an array of 3 strings";
        r.custom_text[i] = v.items()[i].as_string();
      }
    } else {
      return "unknown rule field \"" + k + "\"";
    }
  }
  return {};
}

}  // namespace uno::cli
