// What the accessibility tests share: a started app core driven through the accessibility
// model's controls, with frames that let the bots move, and finders over the model's tree.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>

#include "app/access/access_model.h"
#include "app/core/app/app_core.h"
#include "app/core/match/match_setup.h"
#include "app/core/store/storage.h"
#include "engine/deck.h"
#include "share/deal.h"
#include "share/link.h"
#include "test_storage.h"

namespace access_test {

using app::AccessNode;
using Role = app::AccessNode::Role;

inline const AccessNode* find_node(const AccessNode& n,
                                   const std::function<bool(const AccessNode&)>& f) {
  if (f(n)) return &n;
  for (const AccessNode& k : n.kids)
    if (const AccessNode* hit = find_node(k, f)) return hit;
  return nullptr;
}
inline const AccessNode* by_id(const AccessNode& n, const std::string& id) {
  return find_node(n, [&id](const AccessNode& x) { return x.id == id; });
}
inline const AccessNode* by_name(const AccessNode& n, Role r, const std::string& name) {
  return find_node(n, [&](const AccessNode& x) { return x.role == r && x.name == name; });
}
// Every control and region has a name a screen reader can say.
inline void check_names(const AccessNode& n) {
  INFO("role " << static_cast<int>(n.role) << " id " << n.id);
  CHECK_FALSE(n.name.empty());
  for (const AccessNode& k : n.kids) check_names(k);
}

inline uno::CardId card_with(const uno::Deck& d, uno::Kind kind, uno::Colour c, int number = 0) {
  return d.find(uno::Card{kind, c, static_cast<std::uint8_t>(number), 0});
}

struct Fixture {
  Fixture() {
    clear_storage();
    app::set_language(app::Lang::En);
    // Tips off: they have their own tests (test_tips.cpp); here they would stand in the way.
    core.init(app::StartupInputs{"seed=7&speed=fast&tips=off", "en-US", now});
  }
  app::AccessModel model() { return layer.build(core); }
  // Starts the deal of `preset` with `bots` computers and `seed`, as its share link would.
  void open_deal(const char* preset, int bots, std::uint64_t seed) {
    const auto link = uno::share::encode_deal_link(
        app::with_default_names(uno::share::make_deal(preset, bots, seed)));
    REQUIRE(link);
    core.init(app::StartupInputs{"#" + *link + "&tips=off", "en", now});
  }
  bool press(const std::string& id, const std::string& value = {}) {
    const bool ok = layer.activate(core, id, value, now);
    frames(1);
    return ok;
  }
  // Frames with no views: bots move when their time comes, cards land.
  void frames(int n) {
    for (int i = 0; i < n; ++i) {
      core.begin_frame(now, false);
      core.end_frame(now);
      const double due = core.next_wake(false);
      now = due < 0 ? now + 16.0 : std::max(now + 16.0, due);
    }
  }
  // Plays the first move the model offers (a card or an action) until `found` names
  // something in the model; returns it ("" when the round ended first).
  std::string play_until(const std::function<std::string(const app::AccessModel&)>& found,
                         int steps) {
    for (int step = 0; step < steps; ++step) {
      const app::AccessModel m = model();
      if (m.screen != "table") break;
      if (std::string hit = found(m); !hit.empty()) return hit;
      // A dialog's first choice (a colour, a decision); else a card that is not a wild (a
      // wild held is what some tests wait for), else a move, else anything.
      if (const AccessNode* d =
              find_node(m.root, [](const AccessNode& n) { return n.role == Role::Dialog; }))
        if (const AccessNode* b = find_node(*d, [](const AccessNode& n) {
              return n.role == Role::Button && !n.disabled && n.id != "cancel" && !n.id.empty();
            })) {
          press(b->id);
          continue;
        }
      const AccessNode* any = find_node(m.root, [](const AccessNode& n) {
        return n.role == Role::Button && !n.disabled && n.id.rfind("card:", 0) == 0 &&
               n.name.rfind("Wild", 0) != 0;
      });
      if (!any)
        any = find_node(m.root, [](const AccessNode& n) {
          return n.role == Role::Button && !n.disabled &&
                 (n.id.rfind("card:", 0) == 0 || n.id.rfind("act:", 0) == 0);
        });
      if (any) press(any->id);
      else frames(1);
    }
    return "";
  }
  // ... until the player holds a playable wild on their turn: its control's id.
  // This round first, then (if it ends first) the next rounds.
  std::string play_until_wild() {
    const auto wild = [](const app::AccessModel& m) {
      const AccessNode* w = find_node(m.root, [](const AccessNode& n) {
        return n.id.rfind("card:", 0) == 0 && !n.disabled && n.name.find("Wild") == 0;
      });
      return w ? w->id : std::string();
    };
    for (int round = 0; round < 20; ++round) {
      if (std::string hit = play_until(wild, 3000); !hit.empty()) return hit;
      // The round ended first: the next one (the summary's Next round).
      const app::AccessModel m = model();
      const AccessNode* next = find_node(m.root, [](const AccessNode& n) {
        return n.role == Role::Button && !n.disabled && n.name == "Next round";
      });
      if (!next || !press(next->id)) break;
      frames(60);
    }
    return "";
  }
  app::AppCore core;
  app::AccessLayer layer;
  double now = 1000.0;
};

}  // namespace access_test
