// The RuleSet field table must cover every RuleSet field exactly once, with stable ids.
#include "helpers.h"

#include <set>
#include <utility>

using namespace uno;
using namespace uno::share;

namespace {
struct AnyInit {
  template <class T>
  operator T() const;  // only used in unevaluated contexts
};
// Number of members of an aggregate: the most AnyInit{} it can be brace-initialised with.
template <class T, class... A>
constexpr std::size_t field_count() {
  if constexpr (requires { T{A{}..., AnyInit{}}; }) return field_count<T, A..., AnyInit>();
  else return sizeof...(A);
}
}  // namespace

TEST_CASE("every RuleSet field has exactly one field id", "[share][fields]") {
  // RuleSet has spin_weights[9], custom_rule[3] and custom_text[3]: one id per element.
  constexpr std::size_t members = field_count<RuleSet>();
  INFO("RuleSet has " << members
                      << " members. A new RuleSet field needs the next free id in "
                         "src/share/rule_fields.cpp (and a line in docs/share-format.md).");
  CHECK(members + 8 + 2 + 2 == rule_fields().size());
}

TEST_CASE("field ids are 1..N in order, names unique", "[share][fields]") {
  std::set<std::string> names;
  std::uint16_t expect = 1;
  for (const RuleField& f : rule_fields()) {
    CHECK(f.id == expect++);
    CHECK(names.insert(f.name).second);
    CHECK(rule_field(f.id) == &f);
    CHECK(rule_field(std::string_view(f.name)) == &f);
  }
  CHECK(rule_field(0u) == nullptr);
  CHECK(rule_field(static_cast<std::uint32_t>(rule_fields().size() + 1)) == nullptr);
  CHECK(rule_field("no_such_rule") == nullptr);
}

TEST_CASE("each field reads and writes its own member only", "[share][fields]") {
  for (const RuleField& f : rule_fields()) {
    INFO(f.name);
    RuleSet r;
    const RuleSet before = r;
    if (f.type == FieldType::String) {
      f.text_mut(r) = f.text(before) + "x";
      CHECK(f.text(r) == f.text(before) + "x");
    } else {
      std::uint32_t v = f.get(before) == f.max ? 0 : f.get(before) + 1;
      f.set(r, v);
      CHECK(f.get(r) == v);
      f.set(r, f.max);
      CHECK(f.get(r) == f.max);
      if (f.get(before) == f.max) f.set(r, 0);
    }
    CHECK_FALSE(r == before);
    for (const RuleField& other : rule_fields())
      if (&other != &f) CHECK(same_value(other, r, before));
  }
}

TEST_CASE("each field's JSON form fits its share-format values", "[share][fields]") {
  std::string key;
  int next_index = 0;
  for (const RuleField& f : rule_fields()) {
    INFO(f.name);
    REQUIRE(f.json.key != nullptr);
    switch (f.json.form) {
      case JsonForm::Int:
        CHECK(f.type == FieldType::Uint);
        CHECK(f.json.min <= f.json.max);
        CHECK(f.json.max <= f.max);  // the rules JSON never accepts more than links do
        break;
      case JsonForm::Bool: CHECK((f.type == FieldType::Uint && f.max == 1)); break;
      case JsonForm::Choice: CHECK(f.json.choices.size() == f.max + 1); break;
      case JsonForm::Text: CHECK(f.type == FieldType::String); break;
    }
    // Array elements come in index order under one key; other fields use their own name.
    if (f.json.index < 0) {
      CHECK(std::string(f.json.key) == f.name);
      CHECK(f.json.part != JsonPart::List);
    } else {
      CHECK(f.json.part == JsonPart::List);
      if (f.json.index == 0) key = f.json.key, next_index = 0;
      CHECK(f.json.key == key);
      CHECK(f.json.index == next_index++);
    }
  }
}

TEST_CASE("preset ids are stable", "[share][fields]") {
  CHECK(preset_id("classic") == 0);
  CHECK(preset_id("official112") == 1);
  CHECK(preset_id("spin") == 2);
  CHECK(preset_id("braille") == 3);
  CHECK(preset_id("dino") == 4);
  CHECK(preset_id("house") == -1);
  CHECK(preset_name_of(5) == nullptr);
  for (auto n : kPresetNames) CHECK(preset_id(n) >= 0);
}

TEST_CASE("error ids are stable and distinct", "[share][errors]") {
  std::set<std::string> ids;
  for (int i = 0; i < kErrorCodes; ++i) {
    auto c = static_cast<ErrorCode>(i);
    CHECK(ids.insert(error_id(c)).second);
    CHECK(std::string(error_summary(c)).size() > 5);
  }
  CHECK(std::string(error_id(ErrorCode::BadChecksum)) == "bad-checksum");
  CHECK(std::string(error_id(ErrorCode::IllegalAction)) == "illegal-action");
  CHECK(static_cast<int>(ErrorCode::BadNumber) == 29);
}
