// Every RuleSet field, set to a value other than its preset's, round-trips through the
// protocol's rules JSON and through the share formats (deal link, save): one field table
// (share/rule_fields.h) drives them all.
#include <catch2/catch.hpp>

#include <string>

#include "cli/json.h"
#include "cli/protocol.h"
#include "cli/rules_json.h"
#include "share/link.h"
#include "share/rule_fields.h"
#include "share/save.h"

using namespace uno;
using namespace uno::cli;

namespace {

constexpr int kSeats = 4;

// Sets `f` in `r` to the first value unlike its current one that both formats accept and
// the engine can play with kSeats seats.
bool set_other_value(const share::RuleField& f, RuleSet& r) {
  if (f.type == share::FieldType::String) {
    f.text_mut(r) = std::string("Zz ") + f.name;
    return true;
  }
  const RuleSet base = r;
  std::uint32_t lo = 0, hi = f.max;
  if (f.json.form == share::JsonForm::Int) {
    lo = f.json.min;
    hi = f.json.max < f.max ? f.json.max : f.max;
  }
  for (std::uint32_t v = lo; v <= hi && v < lo + 1000; ++v) {
    if (v == f.get(base)) continue;
    r = base;
    f.set(r, v);
    if (validate(r, kSeats) == nullptr) return true;
  }
  r = base;
  return false;
}

Json ok_reply(ProtocolSession& s, const std::string& line) {
  Json j;
  std::string err;
  const std::string reply = s.handle(line);
  INFO("request: " << line << "\nreply: " << reply);
  REQUIRE(parse_json(reply, j, err));
  REQUIRE(find_member(j, "ok") != nullptr);
  REQUIRE(find_member(j, "ok")->get<bool>());
  return j;
}

}  // namespace

TEST_CASE("rule fields: every field round-trips through the protocol and a deal link", "[rules]") {
  const Json classic_json = rules_to_json(classic());
  for (const share::RuleField& f : share::rule_fields()) {
    INFO("field " << f.id << " " << f.name);
    RuleSet r = classic();
    REQUIRE(set_other_value(f, r));
    REQUIRE_FALSE(r == classic());

    // The rules JSON: this field's member (an array whole) differs from classic's, and
    // reading it back onto classic gives the same rules.
    const Json all = rules_to_json(r);
    const Json* member = find_member(all, f.json.key);
    REQUIRE(member != nullptr);
    CHECK_FALSE(*member == *find_member(classic_json, f.json.key));
    Json only = Json::object();
    only[f.json.key] = *member;
    RuleSet back = classic();
    CHECK(apply_rules_json(back, only).empty());
    CHECK(back == r);

    // The protocol: "new" with just this member, then "state" lists exactly these rules.
    ProtocolSession s;
    Json req = Json::object();
    req["cmd"] = "new";
    req["seats"] = kSeats;
    req["rules"] = only;
    ok_reply(s, dump_json(req));
    REQUIRE(s.game() != nullptr);
    CHECK(s.game()->rules() == r);
    Json st = ok_reply(s, R"({"cmd":"state"})");
    CHECK(dump_json(*find_member(st, "rules")) == dump_json(all));

    // A deal link and a save keep it too.
    share::Deal d = share::make_deal("classic", kSeats - 1, 42);
    d.rules = r;
    auto link = share::encode_deal_link(d);
    REQUIRE(link);
    auto decoded = share::decode_link(*link);
    REQUIRE(decoded);
    CHECK(decoded->deal == d);
    share::SaveData data;
    data.game = share::SavedGame{d, {}};
    auto text = share::write_save(data);
    REQUIRE(text);
    auto loaded = share::load_save(*text);
    REQUIRE(loaded);
    REQUIRE(loaded->game);
    CHECK(loaded->game->deal == d);
  }
}

TEST_CASE("rule fields: the rules JSON has one member per field or array", "[rules]") {
  const Json j = rules_to_json(classic());
  std::size_t members = 0;
  for (const share::RuleField& f : share::rule_fields())
    if (f.json.index <= 0) ++members;
  CHECK(j.size() == members);
  // Unknown names are refused, element names of the share formats included.
  RuleSet r = classic();
  Json element = Json::object();
  element["spin_weight_0"] = 1;
  CHECK(apply_rules_json(r, element) == "unknown rule field \"spin_weight_0\"");
}
