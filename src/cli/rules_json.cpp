// The rules JSON from the RuleSet field table. Error texts are the ones uno-cli has
// always answered (docs/protocol.md).
#include "cli/rules_json.h"

#include <cstddef>
#include <string_view>
#include <vector>

#include "share/deal.h"
#include "share/rule_fields.h"

namespace uno::cli {

namespace {

using share::JsonForm;
using share::JsonPart;
using share::RuleField;

Json value_of(const RuleField& f, const RuleSet& r) {
  switch (f.json.form) {
    case JsonForm::Int: return Json(f.get(r));
    case JsonForm::Bool: return Json(f.get(r) != 0);
    case JsonForm::Choice: {
      std::uint32_t v = f.get(r);
      return Json(v < f.json.choices.size() ? f.json.choices[v] : "?");
    }
    case JsonForm::Text: break;
  }
  return Json(f.text(r));
}

// The rows of one JSON member: one row, or the elements of an array in index order.
std::vector<const RuleField*> rows_of(std::string_view key) {
  std::vector<const RuleField*> rows;
  for (const RuleField& f : share::rule_fields())
    if (key == f.json.key) rows.push_back(&f);
  return rows;
}

std::string quoted_choices(const RuleField& f) {
  std::string s;
  const std::size_t n = f.json.choices.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += i + 1 == n ? " or " : ", ";
    s += std::string("\"") + f.json.choices[i] + "\"";
  }
  return s;
}

// Sets `f` from `v`; false when `v` is not a value of the field's JSON form.
bool read_value(const RuleField& f, const Json& v, RuleSet& r) {
  switch (f.json.form) {
    case JsonForm::Int: {
      long long x = 0;
      if (!get_int(v, x) || x < f.json.min || x > f.json.max) return false;
      f.set(r, static_cast<std::uint32_t>(x));
      return true;
    }
    case JsonForm::Bool:
      if (!v.is_boolean()) return false;
      f.set(r, v.get<bool>() ? 1u : 0u);
      return true;
    case JsonForm::Choice:
      for (std::size_t i = 0; i < f.json.choices.size(); ++i)
        if (v.is_string() && v.get_ref<const std::string&>() == f.json.choices[i]) {
          f.set(r, static_cast<std::uint32_t>(i));
          return true;
        }
      return false;
    case JsonForm::Text: break;
  }
  // The app's limits (share::check_text): at most f.max bytes of UTF-8, no control
  // characters (a NUL would cut the text short in every C string it passes through).
  if (!v.is_string()) return false;
  const auto& text = v.get_ref<const std::string&>();
  if (share::check_text(text, f.max, f.json.key)) return false;
  f.text_mut(r) = text;
  return true;
}

std::string range(const RuleField& f) {
  return std::to_string(f.json.min) + ".." + std::to_string(f.json.max);
}

std::string text_limits(const RuleField& f) {
  return "of at most " + std::to_string(f.max) + " bytes of UTF-8 without control characters";
}

std::string member_error(const RuleField& f) {
  const std::string k = std::string("rule \"") + f.json.key + "\"";
  switch (f.json.form) {
    case JsonForm::Int: return k + " must be an integer " + range(f);
    case JsonForm::Bool: return k + " must be true or false";
    case JsonForm::Choice: return k + " must be " + quoted_choices(f);
    case JsonForm::Text: break;
  }
  return k + " must be a string " + text_limits(f);
}

std::string array_error(const RuleField& f, std::size_t n) {
  const char* what = f.json.form == JsonForm::Int    ? " integers"
                     : f.json.form == JsonForm::Text ? " strings"
                                                     : " names";
  return std::string("rule \"") + f.json.key + "\" must be an array of " + std::to_string(n) + what;
}

std::string element_error(const RuleField& f, std::size_t n) {
  const std::string k = std::string("rule \"") + f.json.key + "\"";
  switch (f.json.form) {
    case JsonForm::Int: return k + ": integers " + range(f);
    case JsonForm::Choice: return k + ": unknown rule name";
    case JsonForm::Text: return array_error(f, n) + " " + text_limits(f);
    default: break;
  }
  return array_error(f, n);
}

}  // namespace

Json rules_to_json(const RuleSet& r) {
  Json o = Json::object();
  for (auto part : {JsonPart::Name, JsonPart::Small, JsonPart::Switch, JsonPart::Choice,
                    JsonPart::Large, JsonPart::List})
    for (const RuleField& f : share::rule_fields()) {
      if (f.json.part != part || f.json.index > 0) continue;  // elements go with element 0
      if (f.json.index < 0) {
        o[f.json.key] = value_of(f, r);
        continue;
      }
      Json a = Json::array();
      for (const RuleField* e : rows_of(f.json.key)) a.push_back(value_of(*e, r));
      o[f.json.key] = std::move(a);
    }
  return o;
}

std::string apply_rules_json(RuleSet& r, const Json& obj) {
  if (!obj.is_object()) return "rules must be a JSON object";
  for (const auto& [key, value] : obj.items()) {
    const std::vector<const RuleField*> rows = rows_of(key);
    if (rows.empty()) return "unknown rule field \"" + key + "\"";
    const RuleField& f = *rows.front();
    if (f.json.index < 0) {
      if (!read_value(f, value, r)) return member_error(f);
      continue;
    }
    if (!value.is_array() || value.size() != rows.size()) return array_error(f, rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (!read_value(*rows[i], value[i], r)) return element_error(f, rows.size());
  }
  return {};
}

}  // namespace uno::cli
