// The RuleSet field table: every field of uno::RuleSet has a stable numeric id (links), a
// stable name (saves) and a JSON form (uno-cli's rules JSON, docs/protocol.md). Ids and
// names never change or get reused; a new RuleSet field gets the next free id. Links and
// saves store only the fields that differ from the preset, so a field added later takes
// its preset value in old links.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/rules.h"

namespace uno::share {

enum class FieldType : std::uint8_t {
  Uint,    // unsigned integer 0..max (bools and enums too)
  String,  // UTF-8 text of at most `max` bytes, no control characters
};

// Stable text names of the RuleSet enums, indexed by value (the rules JSON, event names).
inline constexpr std::array<const char*, 2> kDealerSelectionNames{"high-card", "lot-for-starter"};
inline constexpr std::array<const char*, 3> kWd4GuiltNames{"colour-in-play", "colour-or-wild",
                                                           "any-playable"};
inline constexpr std::array<const char*, 2> kScoringNames{"winner-collects", "lowest-wins"};
inline constexpr std::array<const char*, 12> kCustomRuleNames{"none",
                                                              "draw-until-colour",
                                                              "discard-all-wilds",
                                                              "draw-three-if-stuck",
                                                              "play-again",
                                                              "next-to-seven",
                                                              "all-to-three",
                                                              "open-hands",
                                                              "joke",
                                                              "elbows",
                                                              "rooster",
                                                              "free-text"};
// One name per value, up to the enum's last value.
template <class E>
constexpr std::size_t values_up_to(E last) {
  return static_cast<std::size_t>(last) + 1;
}
static_assert(kDealerSelectionNames.size() == values_up_to(DealerSelection::LotForStarter));
static_assert(kWd4GuiltNames.size() == values_up_to(Wd4Guilt::AnyPlayable));
static_assert(kScoringNames.size() == values_up_to(ScoringMethod::LowestWins));
static_assert(kCustomRuleNames.size() == values_up_to(CustomRule::FreeText));

// The name of an enum value, "?" outside the list.
template <class E, std::size_t N>
const char* value_name(const std::array<const char*, N>& names, E value) {
  auto i = static_cast<std::size_t>(value);
  return i < N ? names[i] : "?";
}

// How uno-cli's rules JSON writes a field. Its integer ranges (RuleJson::min/max) are
// narrower than the share formats' RuleField::max, and it takes texts of any length: each
// format keeps accepting exactly what it always has.
enum class JsonForm : std::uint8_t {
  Int,     // integer min..max
  Bool,    // true or false
  Choice,  // one of `choices`, the enum value's name
  Text,    // any string
};
// Where the rules JSON puts a field: the name, 8-bit numbers, switches, named choices,
// 16-bit numbers, arrays; id order within a part (the order uno-cli has always written).
enum class JsonPart : std::uint8_t { Name, Small, Switch, Choice, Large, List };

struct RuleJson {
  JsonForm form = JsonForm::Int;
  JsonPart part = JsonPart::Small;
  const char* key = nullptr;       // member name: the field's, or an array element's array's
  int index = -1;                  // -1: a member of its own; else its place in the array `key`
  std::uint32_t min = 0, max = 0;  // Int
  std::span<const char* const> choices{};  // Choice
};

struct RuleField {
  std::uint16_t id;
  const char* name;
  FieldType type;
  std::uint32_t max;
  std::uint32_t (*get)(const RuleSet&);        // Uint
  void (*set)(RuleSet&, std::uint32_t);        // Uint (value <= max)
  const std::string& (*text)(const RuleSet&);  // String
  std::string& (*text_mut)(RuleSet&);          // String
  RuleJson json;
};

// Ordered by id (1, 2, 3, ...).
std::span<const RuleField> rule_fields();
const RuleField* rule_field(std::uint32_t id);
const RuleField* rule_field(std::string_view name);
bool same_value(const RuleField& f, const RuleSet& a, const RuleSet& b);

// The rules links and saves (format 1) store differences from: the named preset as it was
// when format 1 was written. A preset whose default changed later keeps its old value here,
// so an old link or save keeps its meaning and a new one states the new default explicitly
// (dino: round_wins 3 is written, round_wins 1 is the base). Empty for an unknown preset.
std::optional<RuleSet> format_base(std::string_view preset_name);

}  // namespace uno::share
