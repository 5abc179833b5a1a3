#include "share/rule_fields.h"

#include <array>

#include "share/deal.h"

namespace uno::share {

namespace {

// Each macro builds one table row; the lambdas are captureless, so they convert to plain
// function pointers and the table is a constant. JSON is the row's RuleJson (below).
#define UNO_U(ID, NAME, FIELD, TYPE, MAX, JSON)                                                \
  RuleField {                                                                                  \
    ID, NAME, FieldType::Uint, MAX,                                                            \
        [](const RuleSet& r) -> std::uint32_t { return static_cast<std::uint32_t>(r.FIELD); }, \
        [](RuleSet& r, std::uint32_t v) { r.FIELD = static_cast<TYPE>(v); }, nullptr, nullptr, \
        keyed(JSON, NAME)                                                                      \
  }
#define UNO_B(ID, NAME, FIELD)                                                   \
  RuleField {                                                                    \
    ID, NAME, FieldType::Uint, 1,                                                \
        [](const RuleSet& r) -> std::uint32_t { return r.FIELD ? 1u : 0u; },     \
        [](RuleSet& r, std::uint32_t v) { r.FIELD = v != 0; }, nullptr, nullptr, \
        keyed({.form = JsonForm::Bool, .part = JsonPart::Switch}, NAME)          \
  }
#define UNO_S(ID, NAME, FIELD, MAX, JSON)                                     \
  RuleField {                                                                 \
    ID, NAME, FieldType::String, MAX, nullptr, nullptr,                       \
        [](const RuleSet& r) -> const std::string& { return r.FIELD; },       \
        [](RuleSet& r) -> std::string& { return r.FIELD; }, keyed(JSON, NAME) \
  }

// JSON forms. The integer ranges are the ones uno-cli has always accepted; they are
// narrower than the share formats' `max` (e.g. hand_size 1..20 against 255).
constexpr RuleJson small(std::uint32_t lo, std::uint32_t hi) {
  return {.form = JsonForm::Int, .part = JsonPart::Small, .min = lo, .max = hi};
}
constexpr RuleJson large() {
  return {.form = JsonForm::Int, .part = JsonPart::Large, .min = 0, .max = 65535};
}
constexpr RuleJson choice(std::span<const char* const> names) {
  return {.form = JsonForm::Choice, .part = JsonPart::Choice, .choices = names};
}
constexpr RuleJson text() { return {.form = JsonForm::Text, .part = JsonPart::Name}; }
// Element `index` of the JSON array `key` (the JSON keeps RuleSet's arrays whole).
constexpr RuleJson item(const char* key, int index, RuleJson element) {
  element.part = JsonPart::List;
  element.key = key;
  element.index = index;
  return element;
}
constexpr RuleJson keyed(RuleJson j, const char* name) {
  if (j.key == nullptr) j.key = name;
  return j;
}

constexpr std::uint32_t kU8 = 255;
constexpr std::uint32_t kU16 = 65535;
constexpr std::uint32_t kMaxCustomRule = static_cast<std::uint32_t>(CustomRule::FreeText);
constexpr RuleJson kWeight = small(0, 1000);  // one spin weight
constexpr RuleJson kCustomRule = choice(kCustomRuleNames);

// NEVER renumber, rename or reuse a row: links and saves depend on them.
const std::array<RuleField, 55> kFields{{
    UNO_S(1, "name", name, kMaxRuleNameBytes, text()),
    UNO_U(2, "shuffle_hands_cards", shuffle_hands_cards, std::uint8_t, kU8, small(0, 4)),
    UNO_U(3, "custom_cards", custom_cards, std::uint8_t, kU8, small(0, 3)),
    UNO_U(4, "spin_numbers", spin_numbers, std::uint8_t, kU8, small(0, 9)),
    UNO_U(5, "lauf_cards", lauf_cards, std::uint8_t, kU8, small(0, 8)),
    UNO_U(6, "dino_coloured_actions", dino_coloured_actions, std::uint8_t, kU8, small(0, 2)),
    UNO_U(7, "dino_wilds", dino_wilds, std::uint8_t, kU8, small(0, 4)),
    UNO_U(8, "dino_wild_draw_fours", dino_wild_draw_fours, std::uint8_t, kU8, small(0, 4)),
    UNO_U(9, "points_action", points_action, std::uint8_t, kU8, small(0, 255)),
    UNO_U(10, "points_wild", points_wild, std::uint8_t, kU8, small(0, 255)),
    UNO_U(11, "points_special_wild", points_special_wild, std::uint8_t, kU8, small(0, 255)),
    UNO_U(12, "points_lauf", points_lauf, std::uint8_t, kU8, small(0, 255)),
    UNO_U(13, "min_seats", min_seats, std::uint8_t, kU8, small(2, 10)),
    UNO_U(14, "max_seats", max_seats, std::uint8_t, kU8, small(2, 10)),
    UNO_U(15, "hand_size", hand_size, std::uint8_t, kU8, small(1, 20)),
    UNO_U(16, "dealer_selection", dealer_selection, DealerSelection, 1,
          choice(kDealerSelectionNames)),
    UNO_B(17, "first_special_redraw", first_special_redraw),
    UNO_B(18, "voluntary_draw", voluntary_draw),
    UNO_B(19, "draw_until_playable", draw_until_playable),
    UNO_B(20, "forced_play_drawn", forced_play_drawn),
    UNO_B(21, "two_player_reverse_skips", two_player_reverse_skips),
    UNO_B(22, "stack_draw_two", stack_draw_two),
    UNO_B(23, "stack_draw_four", stack_draw_four),
    UNO_B(24, "stack_across", stack_across),
    UNO_B(25, "seven_zero", seven_zero),
    UNO_B(26, "jump_in", jump_in),
    UNO_B(27, "lauf_as_wild", lauf_as_wild),
    UNO_B(28, "wd4_restricted", wd4_restricted),
    UNO_U(29, "wd4_guilt", wd4_guilt, Wd4Guilt, 2, choice(kWd4GuiltNames)),
    UNO_B(30, "challenge", challenge),
    UNO_B(31, "wd4_guilty_takes_back", wd4_guilty_takes_back),
    UNO_U(32, "wd4_guilty_draw", wd4_guilty_draw, std::uint8_t, kU8, small(0, 20)),
    UNO_U(33, "challenge_fail_extra", challenge_fail_extra, std::uint8_t, kU8, small(0, 20)),
    UNO_U(34, "uno_penalty", uno_penalty, std::uint8_t, kU8, small(0, 20)),
    UNO_U(35, "spin_weight_0", spin_weights[0], std::uint16_t, kU16,
          item("spin_weights", 0, kWeight)),
    UNO_U(36, "spin_weight_1", spin_weights[1], std::uint16_t, kU16,
          item("spin_weights", 1, kWeight)),
    UNO_U(37, "spin_weight_2", spin_weights[2], std::uint16_t, kU16,
          item("spin_weights", 2, kWeight)),
    UNO_U(38, "spin_weight_3", spin_weights[3], std::uint16_t, kU16,
          item("spin_weights", 3, kWeight)),
    UNO_U(39, "spin_weight_4", spin_weights[4], std::uint16_t, kU16,
          item("spin_weights", 4, kWeight)),
    UNO_U(40, "spin_weight_5", spin_weights[5], std::uint16_t, kU16,
          item("spin_weights", 5, kWeight)),
    UNO_U(41, "spin_weight_6", spin_weights[6], std::uint16_t, kU16,
          item("spin_weights", 6, kWeight)),
    UNO_U(42, "spin_weight_7", spin_weights[7], std::uint16_t, kU16,
          item("spin_weights", 7, kWeight)),
    UNO_U(43, "spin_weight_8", spin_weights[8], std::uint16_t, kU16,
          item("spin_weights", 8, kWeight)),
    UNO_U(44, "custom_rule_0", custom_rule[0], CustomRule, kMaxCustomRule,
          item("custom_rule", 0, kCustomRule)),
    UNO_U(45, "custom_rule_1", custom_rule[1], CustomRule, kMaxCustomRule,
          item("custom_rule", 1, kCustomRule)),
    UNO_U(46, "custom_rule_2", custom_rule[2], CustomRule, kMaxCustomRule,
          item("custom_rule", 2, kCustomRule)),
    UNO_S(47, "custom_text_0", custom_text[0], kMaxRuleTextBytes, item("custom_text", 0, text())),
    UNO_S(48, "custom_text_1", custom_text[1], kMaxRuleTextBytes, item("custom_text", 1, text())),
    UNO_S(49, "custom_text_2", custom_text[2], kMaxRuleTextBytes, item("custom_text", 2, text())),
    UNO_U(50, "custom_penalty", custom_penalty, std::uint8_t, kU8, small(0, 20)),
    UNO_U(51, "scoring", scoring, ScoringMethod, 1, choice(kScoringNames)),
    UNO_U(52, "target_score", target_score, std::uint16_t, kU16, large()),
    UNO_B(53, "target_must_exceed", target_must_exceed),
    UNO_U(54, "stall_turns", stall_turns, std::uint16_t, kU16, large()),
    UNO_U(55, "round_wins", round_wins, std::uint8_t, kU8, small(1, 100)),
}};

#undef UNO_U
#undef UNO_B
#undef UNO_S

}  // namespace

std::span<const RuleField> rule_fields() { return kFields; }

const RuleField* rule_field(std::uint32_t id) {
  if (id == 0 || id > kFields.size()) return nullptr;
  return &kFields[id - 1];
}

const RuleField* rule_field(std::string_view name) {
  for (const auto& f : kFields)
    if (name == f.name) return &f;
  return nullptr;
}

bool same_value(const RuleField& f, const RuleSet& a, const RuleSet& b) {
  if (f.type == FieldType::String) return f.text(a) == f.text(b);
  return f.get(a) == f.get(b);
}

std::optional<RuleSet> format_base(std::string_view preset_name) {
  std::optional<RuleSet> r = preset(preset_name);
  // Format 1 predates dino's multi-round default (docs/rules.md, dino): its base plays
  // first-out-wins, as every dino link and save made before the change meant.
  if (r && preset_name == "dino") r->round_wins = 1;
  return r;
}

}  // namespace uno::share
