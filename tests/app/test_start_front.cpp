// The start screen as the game's front door, through the accessibility model (what
// web/a11y.js renders): Play, the rule sets with their one line, the rules card in words,
// the table as one group, and a live line when a rule set changes other choices.
#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "app/access/access_model.h"
#include "app/core/app/app_core.h"
#include "app/core/app/start_setup.h"
#include "engine/rules.h"
#include "test_storage.h"

using app::AccessNode;
using Role = app::AccessNode::Role;

namespace {

const AccessNode* find(const AccessNode& n, const std::function<bool(const AccessNode&)>& f) {
  if (f(n)) return &n;
  for (const AccessNode& k : n.kids)
    if (const AccessNode* hit = find(k, f)) return hit;
  return nullptr;
}

struct Front {
  Front() {
    clear_storage();
    app::set_language(app::Lang::En);
    core.init(app::StartupInputs{"seed=7&speed=fast", "en-US", now});
  }
  bool press(const std::string& id) {
    const bool ok = layer.activate(core, id, {}, now);
    core.begin_frame(now, false);
    core.end_frame(now);
    return ok;
  }
  std::string heard() {
    std::string s;
    for (const app::Announcement& a : core.announcer().recent()) s += a.text + "\n";
    return s;
  }
  app::AppCore core;
  app::AccessLayer layer;
  double now = 1000.0;
};

}  // namespace

TEST_CASE("front door: Play first, the rule sets with their one line, the rules card in words") {
  Front f;
  const app::AccessModel m = f.layer.build(f.core);
  // Play is the first control.
  const AccessNode* first = find(m.root, [](const AccessNode& n) { return !n.id.empty(); });
  REQUIRE(first);
  CHECK(first->id == "start");
  CHECK(first->name == "Play");
  for (size_t i = 0; i < uno::kPresetNames.size(); ++i) {
    const std::string id = "preset:" + std::to_string(i);
    const AccessNode* r = find(m.root, [&id](const AccessNode& n) { return n.id == id; });
    REQUIRE(r);
    CHECK(r->role == Role::Radio);
    CHECK_FALSE(r->value.empty());  // the description a screen reader reads with the choice
  }
  const AccessNode* card = find(m.root, [](const AccessNode& n) {
    return n.role == Role::List && n.name == "How this variant differs";
  });
  REQUIRE(card);
  CHECK_FALSE(card->kids.empty());
  // Players, target and house rules are one group, "Table".
  const AccessNode* table =
      find(m.root, [](const AccessNode& n) { return n.role == Role::Group && n.name == "Table"; });
  REQUIRE(table);
  CHECK(find(*table, [](const AccessNode& n) { return n.id == "seats+"; }));
  CHECK(find(*table, [](const AccessNode& n) { return n.id == "target:0"; }));
  CHECK(find(*table, [](const AccessNode& n) { return n.id == "house:stack2"; }));
}

TEST_CASE("front door: a rule set that changes Play to and Scoring says so") {
  Front f;
  CHECK(f.press("preset:3"));  // braille: lowest total wins
  const std::string said = f.heard();
  INFO(said);
  CHECK(said.find("Braille also sets: ") != std::string::npos);
  CHECK(said.find("Scoring: Everyone counts own cards, lowest wins") != std::string::npos);
  // A rule set that changes nothing else says nothing.
  Front g;
  CHECK(g.press("preset:2"));  // spin plays to 500 with the winner scoring, as classic
  CHECK(g.heard().find("also sets") == std::string::npos);
}

TEST_CASE("front door: the table folds once it was chosen on an earlier visit") {
  app::StartSetup fresh;
  CHECK_FALSE(fresh.remembered());
  app::StartSetup again;
  REQUIRE(again.restore(fresh.deal()));
  CHECK(again.remembered());
}
