// Game setup from a request (see game_spec.h and docs/protocol.md, command "new").
#include "cli/game_spec.h"

#include "cli/request.h"
#include "cli/rules_json.h"

namespace uno::cli {

// A spec's preset travels by name in a share::Deal: every engine preset needs a share id.
static_assert(static_cast<std::size_t>(share::kPresets) == kPresetNames.size());

namespace {

std::string preset_list() {
  std::string s;
  for (auto n : kPresetNames) {
    if (!s.empty()) s += ", ";
    s += n;
  }
  return s;
}

}  // namespace

std::string order_from_refs(const Deck& d, const std::vector<std::string>& refs,
                            std::vector<CardId>& out) {
  std::vector<bool> used(static_cast<std::size_t>(d.size), false);
  out.clear();
  for (const std::string& ref : refs) {
    Card face;
    CardId id = kNoCard;
    if (!parse_card_ref(ref, d, face, id)) return "deck: bad card \"" + ref + "\"";
    if (id == kNoCard) id = d.find(face, &used);
    if (id == kNoCard) return "deck: no free copy of \"" + ref + "\"";
    if (used[id]) return "deck: card \"" + ref + "\" named twice";
    used[id] = true;
    out.push_back(id);
  }
  for (int i = 0; i < d.size; ++i)
    if (!used[static_cast<std::size_t>(i)]) out.push_back(static_cast<CardId>(i));
  return {};
}

std::string spec_from_json(const Json& req, GameSpec& out) {
  GameSpec g;
  std::string err;
  if (const Json* p = find_member(req, "preset"); p != nullptr && !p->is_null()) {
    if (!p->is_string()) return "\"preset\" must be a string: " + preset_list();
    const auto& name = p->get_ref<const std::string&>();
    auto r = preset(name);
    if (!r) return "unknown preset \"" + name + "\" (presets: " + preset_list() + ")";
    g.deal.rules = *r;
    g.deal.preset = name;
  }
  long long seats = 4;
  if (!opt_int(req, "seats", 2, kMaxSeats, seats, err)) return err;
  g.deal.seats.assign(static_cast<std::size_t>(seats), share::Seat{});
  if (!opt_u64(req, "seed", g.deal.seed, err)) return err;
  for (const char* key : {"rules", "house"})
    if (const Json* r = find_member(req, key); r != nullptr && !r->is_null()) {
      if (!r->is_object()) return std::string("\"") + key + "\" must be an object of rule fields";
      if (std::string e = apply_rules_json(g.deal.rules, *r); !e.empty()) return e;
    }
  long long target = -1;
  if (!opt_int(req, "target", 0, 65535, target, err)) return err;
  if (target >= 0) g.deal.rules.target_score = static_cast<std::uint16_t>(target);
  if (const char* e = validate(g.deal.rules, g.seats())) return e;

  const Json* deck = find_member(req, "deck");
  const Json* layout = find_member(req, "layout");
  if (deck != nullptr && !deck->is_null() && layout != nullptr && !layout->is_null())
    return "give either \"deck\" or \"layout\", not both";
  const Deck d = build_deck(g.deal.rules);
  if (deck != nullptr && !deck->is_null()) {
    if (!deck->is_array()) return "\"deck\" must be an array of cards like \"R7#17\" or \"R7\"";
    std::vector<std::string> refs;
    for (const Json& c : *deck) {
      if (!c.is_string()) return "\"deck\" must be an array of cards like \"R7#17\" or \"R7\"";
      refs.push_back(c.get<std::string>());
    }
    if (std::string e = order_from_refs(d, refs, g.order); !e.empty()) return e;
    long long dealer = 0;
    if (!opt_int(req, "dealer", 0, g.seats() - 1, dealer, err)) return err;
    g.dealer = static_cast<int>(dealer);
    g.kind = GameSpec::DealKind::Order;
  } else if (layout != nullptr && !layout->is_null()) {
    if (!layout->is_object()) return "\"layout\" must be an object {dealer, hands, pile}";
    long long dealer = 0;
    if (!opt_int(*layout, "dealer", 0, g.seats() - 1, dealer, err)) return "layout: " + err;
    const Json* hands = find_member(*layout, "hands");
    if (hands == nullptr || !hands->is_array() || static_cast<int>(hands->size()) > g.seats())
      return "layout: \"hands\" must be an array of at most one string per seat";
    std::vector<std::string> hs;
    for (const Json& h : *hands) {
      if (!h.is_string()) return "layout: each hand is a string like \"R7 G+2 W4\"";
      hs.push_back(h.get<std::string>());
    }
    std::string pile;
    if (const Json* p = find_member(*layout, "pile"); p != nullptr && !p->is_null()) {
      if (!p->is_string()) return "layout: \"pile\" must be a string like \"R5 B1\" (top first)";
      pile = p->get<std::string>();
    }
    if (std::string e = layout_from_text(d, static_cast<int>(dealer), hs, pile, g.layout);
        !e.empty())
      return "layout: " + e;
    g.kind = GameSpec::DealKind::Layout;
  }
  out = std::move(g);
  return {};
}

Game make_game(const GameSpec& s) {
  const RuleSet& r = s.deal.rules;
  switch (s.kind) {
    case GameSpec::DealKind::Order:
      return Game::stacked(r, s.seats(), s.deal.seed, s.dealer, s.order);
    case GameSpec::DealKind::Layout: return Game::from_layout(r, s.seats(), s.deal.seed, s.layout);
    case GameSpec::DealKind::Random: break;
  }
  return share::start_game(s.deal);
}

}  // namespace uno::cli
