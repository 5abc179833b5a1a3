// The RuleSet field table: every field of uno::RuleSet has a stable numeric id (links) and
// a stable name (saves). Ids and names never change or get reused; a new RuleSet field gets
// the next free id. Links and saves store only the fields that differ from the preset, so
// a field added later takes its preset value in old links.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "engine/rules.h"

namespace uno::share {

enum class FieldType : std::uint8_t {
  Uint,    // unsigned integer 0..max (bools and enums too)
  String,  // UTF-8 text of at most `max` bytes, no control characters
};

struct RuleField {
  std::uint16_t id;
  const char* name;
  FieldType type;
  std::uint32_t max;
  std::uint32_t (*get)(const RuleSet&);       // Uint
  void (*set)(RuleSet&, std::uint32_t);       // Uint (value <= max)
  const std::string& (*text)(const RuleSet&); // String
  std::string& (*text_mut)(RuleSet&);         // String
};

// Ordered by id (1, 2, 3, ...).
std::span<const RuleField> rule_fields();
const RuleField* rule_field(std::uint32_t id);
const RuleField* rule_field(std::string_view name);
bool same_value(const RuleField& f, const RuleSet& a, const RuleSet& b);

}  // namespace uno::share
