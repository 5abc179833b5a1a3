// The JSON-lines protocol (see protocol.h and docs/protocol.md).
#include "cli/protocol.h"

#include <cstdio>
#include <istream>
#include <ostream>

#include "ai/bot.h"
#include "ai/table.h"
#include "cli/names.h"
#include "cli/rules_json.h"
#include "engine/rng.h"

namespace uno::cli {

namespace {

Json fail(std::string msg) {
  Json j = Json::object();
  j.set("ok", false);
  j.set("error", std::move(msg));
  return j;
}

Json okay() {
  Json j = Json::object();
  j.set("ok", true);
  return j;
}

std::string hex64(std::uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

Json card_json(const Deck& d, CardId id) {
  if (id == kNoCard) return Json();
  return Json(card_label(d, id));
}

Json cards_json(const Deck& d, const std::vector<CardId>& ids) {
  Json a = Json::array();
  for (CardId id : ids) a.push(card_label(d, id));
  return a;
}

Json colour_json(Colour c) {
  if (c == Colour::None) return Json();
  return Json(std::string(1, colour_char(c)));
}

Json seats_mask_json(std::uint16_t mask, int seats) {
  Json a = Json::array();
  for (int s = 0; s < seats; ++s)
    if (mask >> s & 1u) a.push(s);
  return a;
}

Json pending_json(const Pending& p, const Deck& d) {
  if (p.kind == PendingKind::None) return Json();
  Json j = Json::object();
  j.set("kind", pending_name(p.kind));
  j.set("victim", static_cast<int>(p.victim));
  j.set("source", p.source >= 0 ? Json(static_cast<int>(p.source)) : Json());
  j.set("card", card_json(d, p.card));
  j.set("amount", static_cast<int>(p.amount));
  if (p.colour != Colour::None) j.set("colour", colour_json(p.colour));
  j.set("challengeable", p.challengeable);
  j.set("blockable", p.blockable);
  return j;
}

Json discard_json(const DiscardState& s) {
  if (s.mode == DiscardMode::None) return Json();
  Json j = Json::object();
  j.set("mode", discard_mode_name(s.mode));
  j.set("seat", static_cast<int>(s.seat));
  j.set("count", static_cast<int>(s.count));
  j.set("discarded", static_cast<int>(s.discarded));
  j.set("number", s.number == 0xFF ? Json() : Json(static_cast<int>(s.number)));
  j.set("colour", colour_json(s.colour));
  return j;
}

// Reads an optional integer field; false (with `err`) when present but not in range.
bool opt_int(const Json& req, const char* key, long long lo, long long hi, long long& out,
             std::string& err) {
  const Json* v = req.find(key);
  if (v == nullptr || v->is_null()) return true;
  long long x = 0;
  if (!v->get_int(x) || x < lo || x > hi) {
    err = std::string("\"") + key + "\" must be an integer " + std::to_string(lo) + ".." +
          std::to_string(hi);
    return false;
  }
  out = x;
  return true;
}

bool opt_u64(const Json& req, const char* key, std::uint64_t& out, std::string& err) {
  const Json* v = req.find(key);
  if (v == nullptr || v->is_null()) return true;
  if (!v->get_u64(out)) {
    err = std::string("\"") + key + "\" must be an integer 0..18446744073709551615";
    return false;
  }
  return true;
}

std::string preset_list() {
  std::string s;
  for (auto n : kPresetNames) {
    if (!s.empty()) s += ", ";
    s += n;
  }
  return s;
}

}  // namespace

// ------------------------------------------------------------------ game spec

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
  if (const Json* p = req.find("preset"); p != nullptr && !p->is_null()) {
    if (!p->is_string()) return "\"preset\" must be a string: " + preset_list();
    auto r = preset(p->as_string());
    if (!r) return "unknown preset \"" + p->as_string() + "\" (presets: " + preset_list() + ")";
    g.rules = *r;
    g.preset = p->as_string();
  }
  long long seats = 4;
  if (!opt_int(req, "seats", 2, kMaxSeats, seats, err)) return err;
  g.seats = static_cast<int>(seats);
  if (!opt_u64(req, "seed", g.seed, err)) return err;
  for (const char* key : {"rules", "house"})
    if (const Json* r = req.find(key); r != nullptr && !r->is_null()) {
      if (!r->is_object()) return std::string("\"") + key + "\" must be an object of rule fields";
      if (std::string e = apply_rules_json(g.rules, *r); !e.empty()) return e;
    }
  long long target = -1;
  if (!opt_int(req, "target", 0, 65535, target, err)) return err;
  if (target >= 0) g.rules.target_score = static_cast<std::uint16_t>(target);
  if (const char* e = validate(g.rules, g.seats)) return e;

  const Json* deck = req.find("deck");
  const Json* layout = req.find("layout");
  if (deck != nullptr && !deck->is_null() && layout != nullptr && !layout->is_null())
    return "give either \"deck\" or \"layout\", not both";
  const Deck d = build_deck(g.rules);
  if (deck != nullptr && !deck->is_null()) {
    if (!deck->is_array()) return "\"deck\" must be an array of cards like \"R7#17\" or \"R7\"";
    std::vector<std::string> refs;
    for (const Json& c : deck->items()) {
      if (!c.is_string()) return "\"deck\" must be an array of cards like \"R7#17\" or \"R7\"";
      refs.push_back(c.as_string());
    }
    if (std::string e = order_from_refs(d, refs, g.order); !e.empty()) return e;
    long long dealer = 0;
    if (!opt_int(req, "dealer", 0, g.seats - 1, dealer, err)) return err;
    g.dealer = static_cast<int>(dealer);
    g.deal = GameSpec::Deal::Order;
  } else if (layout != nullptr && !layout->is_null()) {
    if (!layout->is_object()) return "\"layout\" must be an object {dealer, hands, pile}";
    long long dealer = 0;
    if (!opt_int(*layout, "dealer", 0, g.seats - 1, dealer, err)) return "layout: " + err;
    const Json* hands = layout->find("hands");
    if (hands == nullptr || !hands->is_array() || static_cast<int>(hands->size()) > g.seats)
      return "layout: \"hands\" must be an array of at most one string per seat";
    std::vector<std::string> hs;
    for (const Json& h : hands->items()) {
      if (!h.is_string()) return "layout: each hand is a string like \"R7 G+2 W4\"";
      hs.push_back(h.as_string());
    }
    std::string pile;
    if (const Json* p = layout->find("pile"); p != nullptr && !p->is_null()) {
      if (!p->is_string()) return "layout: \"pile\" must be a string like \"R5 B1\" (top first)";
      pile = p->as_string();
    }
    if (std::string e = layout_from_text(d, static_cast<int>(dealer), hs, pile, g.layout);
        !e.empty())
      return "layout: " + e;
    g.deal = GameSpec::Deal::Layout;
  }
  out = std::move(g);
  return {};
}

Game make_game(const GameSpec& s) {
  switch (s.deal) {
    case GameSpec::Deal::Order: return Game::stacked(s.rules, s.seats, s.seed, s.dealer, s.order);
    case GameSpec::Deal::Layout: return Game::from_layout(s.rules, s.seats, s.seed, s.layout);
    case GameSpec::Deal::Random: break;
  }
  return Game(s.rules, s.seats, s.seed);
}

// ------------------------------------------------------------------ JSON of engine data

Json event_json(const Event& e, const Deck& d, int viewer) {
  Json j = Json::object();
  j.set("seq", static_cast<unsigned long long>(e.seq));
  j.set("type", event_name(e.type));
  if (e.seat >= 0) j.set("seat", static_cast<int>(e.seat));
  if (e.target >= 0) j.set("target", static_cast<int>(e.target));
  if (e.card != kNoCard) j.set("card", card_label(d, e.card));
  else if (e.private_to >= 0 && e.private_to != viewer) j.set("hidden", true);
  if (e.colour != Colour::None) j.set("colour", colour_json(e.colour));
  switch (e.type) {
    case EventType::Draw: j.set("reason", draw_reason_name(static_cast<DrawReason>(e.value))); break;
    case EventType::SpinResult: j.set("outcome", spin_outcome_name(static_cast<SpinOutcome>(e.value))); break;
    case EventType::CustomRule:
    case EventType::Verdict: j.set("rule", custom_rule_name(static_cast<CustomRule>(e.value))); break;
    default:
      if (e.value != 0) j.set("value", static_cast<int>(e.value));
      break;
  }
  if (e.private_to >= 0) j.set("private_to", static_cast<int>(e.private_to));
  j.set("text", to_string(e, d));
  return j;
}

Json actions_json(const Game& g, const std::vector<Action>& acts) {
  Json a = Json::array();
  for (const Action& x : acts) a.push(g.to_string(x));
  return a;
}

Json view_json(const SeatView& v, const std::vector<Action>& legal) {
  const Deck& d = *v.deck;
  Json j = okay();
  j.set("seat", v.seat);
  j.set("seats", v.seats);
  j.set("preset", v.rules->name);
  j.set("phase", phase_name(v.phase));
  j.set("round", v.round);
  j.set("dealer", v.dealer);
  j.set("current", v.current);
  j.set("direction", v.direction);
  j.set("top", card_json(d, v.top));
  j.set("colour", colour_json(v.colour));
  j.set("draw_pile", v.draw_pile);
  j.set("discard_pile", v.discard_pile);
  j.set("hand", cards_json(d, v.hand));
  Json counts = Json::array();
  Json scores = Json::array();
  Json exposed = Json::array();
  Json known = Json::array();
  for (int s = 0; s < v.seats; ++s) {
    auto us = static_cast<std::size_t>(s);
    counts.push(static_cast<int>(v.hand_counts[us]));
    scores.push(v.scores[us]);
    if (v.uno_exposed[us]) exposed.push(s);
    if (s != v.seat && v.hand_known[us]) {
      Json k = Json::object();
      k.set("seat", s);
      k.set("cards", cards_json(d, v.known_hands[us]));
      known.push(std::move(k));
    }
  }
  j.set("hand_counts", std::move(counts));
  j.set("scores", std::move(scores));
  j.set("uno_exposed", std::move(exposed));
  j.set("known_hands", std::move(known));
  j.set("pending", pending_json(v.pending, d));
  j.set("discard", discard_json(v.discard));
  if (v.rules->spin_numbers > 0) j.set("last_spin", spin_outcome_name(v.last_spin));
  j.set("drew_this_turn", v.drew_this_turn);
  j.set("drawn", card_json(d, v.drawn));
  j.set("open_hands_until", v.open_hands_until >= 0 ? Json(v.open_hands_until) : Json());
  if (v.phase == Phase::Verdict) {
    Json vr = Json::object();
    vr.set("rule", custom_rule_name(v.verdict_rule));
    vr.set("slot", v.verdict_slot);
    if (v.verdict_slot >= 0 && v.verdict_slot < 3)
      vr.set("text", v.rules->custom_text[static_cast<std::size_t>(v.verdict_slot)]);
    j.set("verdict", std::move(vr));
  } else {
    j.set("verdict", Json());
  }
  j.set("round_winner", v.round_winner >= 0 ? Json(v.round_winner) : Json());
  Json mw = Json::array();
  for (int w : v.match_winners) mw.push(w);
  j.set("match_winners", std::move(mw));
  j.set("actors", seats_mask_json(v.actors, v.seats));
  Json la = Json::array();
  for (const Action& a : legal) la.push(to_string(a, d));
  j.set("legal", std::move(la));
  Json ev = Json::array();
  std::uint32_t next_seq = 0;
  for (const Event& e : v.events) {
    ev.push(event_json(e, d, v.seat));
    next_seq = e.seq + 1;
  }
  j.set("events", std::move(ev));
  if (next_seq > 0) j.set("seq", static_cast<unsigned long long>(next_seq));
  return j;
}

Json state_json(const Game& g) {
  const Deck& d = g.deck();
  Json j = okay();
  j.set("preset", g.rules().name);
  j.set("seats", g.seats());
  j.set("phase", phase_name(g.phase()));
  j.set("round", g.round());
  j.set("dealer", g.dealer());
  j.set("current", g.current());
  j.set("direction", g.direction());
  j.set("top", card_json(d, g.top()));
  j.set("colour", colour_json(g.colour()));
  Json hands = Json::array();
  Json points = Json::array();
  Json scores = Json::array();
  Json exposed = Json::array();
  for (int s = 0; s < g.seats(); ++s) {
    hands.push(cards_json(d, g.hand(s)));
    points.push(g.hand_points(s));
    scores.push(g.scores()[static_cast<std::size_t>(s)]);
    if (g.uno_exposed(s)) exposed.push(s);
  }
  j.set("hands", std::move(hands));
  j.set("hand_points", std::move(points));
  std::vector<CardId> pile(g.draw_pile().rbegin(), g.draw_pile().rend());
  j.set("draw_pile", cards_json(d, pile));  // top first
  j.set("discard_pile", cards_json(d, g.discard_pile()));  // bottom first, top last
  j.set("scores", std::move(scores));
  j.set("uno_exposed", std::move(exposed));
  j.set("pending", pending_json(g.pending(), d));
  j.set("discard", discard_json(g.discard_state()));
  j.set("round_winner", g.round_winner() >= 0 ? Json(g.round_winner()) : Json());
  j.set("round_blocked", g.round_blocked());
  Json mw = Json::array();
  for (int w : g.match_winners()) mw.push(w);
  j.set("match_winners", std::move(mw));
  j.set("actors", seats_mask_json(g.actors(), g.seats()));
  Json legal = Json::array();
  std::vector<Action> acts;
  g.all_legal_actions(acts);
  j.set("legal", actions_json(g, acts));
  j.set("seq", static_cast<unsigned long long>(g.events().size()));
  j.set("hash", hex64(g.state_hash()));
  j.set("rules", rules_to_json(g.rules()));
  return j;
}

// ------------------------------------------------------------------ session

std::string Session::handle(std::string_view line) {
  Json req;
  std::string err;
  Json reply;
  if (!parse_json(line, req, err)) reply = fail("Malformed JSON: " + err);
  else reply = handle_json(req);
  return reply.dump();
}

Json Session::handle_json(const Json& req) {
  Json reply;
  if (!req.is_object()) {
    reply = fail("A request must be a JSON object like {\"cmd\":\"view\",\"seat\":0}");
  } else {
    const Json* cmd = req.find("cmd");
    if (cmd == nullptr || !cmd->is_string()) reply = fail("Missing \"cmd\" (a string)");
    else reply = dispatch(cmd->as_string(), req);
    if (const Json* id = req.find("id")) reply.set("id", *id);
  }
  return reply;
}

Json Session::status(Json reply) const {
  const Game& g = *game_;
  reply.set("phase", phase_name(g.phase()));
  reply.set("round", g.round());
  reply.set("current", g.current());
  reply.set("actors", seats_mask_json(g.actors(), g.seats()));
  reply.set("seq", static_cast<unsigned long long>(g.events().size()));
  return reply;
}

Json Session::dispatch(const std::string& cmd, const Json& req) {
  if (cmd == "new") return cmd_new(req);
  if (cmd == "help") {
    Json j = okay();
    Json c = Json::array();
    for (const char* n : {"new", "view", "legal", "apply", "events", "bot", "run", "state",
                          "presets", "help", "quit"})
      c.push(n);
    j.set("commands", std::move(c));
    j.set("doc", "docs/protocol.md");
    return j;
  }
  if (cmd == "presets") {
    Json j = okay();
    Json p = Json::array();
    for (auto n : kPresetNames) p.push(std::string(n));
    j.set("presets", std::move(p));
    return j;
  }
  if (cmd == "quit" || cmd == "exit") {
    quit_ = true;
    return okay();
  }
  static constexpr const char* kGameCmds[] = {"view", "legal", "apply", "events", "bot", "run", "state"};
  bool known = false;
  for (const char* n : kGameCmds) known = known || cmd == n;
  if (!known) return fail("Unknown command \"" + cmd + "\" (try {\"cmd\":\"help\"})");
  if (!game_) return fail("No game yet: start one with {\"cmd\":\"new\"}");
  if (cmd == "view") return cmd_view(req);
  if (cmd == "legal") return cmd_legal(req);
  if (cmd == "apply") return cmd_apply(req);
  if (cmd == "events") return cmd_events(req);
  if (cmd == "bot") return cmd_bot(req);
  if (cmd == "run") return cmd_run(req);
  return cmd_state(req);
}

Json Session::cmd_new(const Json& req) {
  GameSpec spec;
  if (std::string e = spec_from_json(req, spec); !e.empty()) return fail(e);
  Game g = make_game(spec);
  if (g.setup_error() != nullptr) return fail(g.setup_error());
  game_.emplace(std::move(g));
  preset_ = spec.preset;
  seed_ = spec.seed;
  Json j = okay();
  j.set("preset", preset_);
  j.set("seats", spec.seats);
  j.set("seed", static_cast<unsigned long long>(seed_));
  j.set("target", static_cast<int>(spec.rules.target_score));
  j.set("deck_size", game_->deck().size);
  j.set("dealer", game_->dealer());
  return status(std::move(j));
}

namespace {
bool seat_of(const Json& req, const Game& g, bool required, int& seat, std::string& err) {
  const Json* s = req.find("seat");
  if (s == nullptr || s->is_null()) {
    if (required) err = "Missing \"seat\" (0.." + std::to_string(g.seats() - 1) + ")";
    seat = -1;
    return !required;
  }
  long long x = 0;
  if (!s->get_int(x) || x < 0 || x >= g.seats()) {
    err = "\"seat\" must be an integer 0.." + std::to_string(g.seats() - 1);
    return false;
  }
  seat = static_cast<int>(x);
  return true;
}
}  // namespace

Json Session::cmd_view(const Json& req) {
  std::string err;
  int seat = 0;
  if (!seat_of(req, *game_, true, seat, err)) return fail(err);
  long long since = 0;
  if (!opt_int(req, "since", 0, 0xFFFFFFFFLL, since, err)) return fail(err);
  SeatView v = game_->view(seat, static_cast<std::uint32_t>(since));
  std::vector<Action> legal;
  game_->legal_actions(seat, legal);
  Json j = view_json(v, legal);
  j.set("seq", static_cast<unsigned long long>(game_->events().size()));
  return j;
}

Json Session::cmd_legal(const Json& req) {
  std::string err;
  int seat = -1;
  if (!seat_of(req, *game_, false, seat, err)) return fail(err);
  std::vector<Action> acts;
  if (seat >= 0) game_->legal_actions(seat, acts);
  else game_->all_legal_actions(acts);
  Json j = okay();
  if (seat >= 0) j.set("seat", seat);
  j.set("actions", actions_json(*game_, acts));
  return status(std::move(j));
}

Json Session::cmd_apply(const Json& req) {
  const Json* text = req.find("action");
  if (text == nullptr || !text->is_string())
    return fail("Missing \"action\" (text notation, e.g. \"0 play R7#17\")");
  Action a;
  if (const char* e = game_->parse(text->as_string(), a)) return fail(e);
  const std::size_t before = game_->events().size();
  ApplyResult r = game_->apply(a);
  if (!r.ok) return fail(r.error != nullptr ? r.error : "refused");
  Json j = okay();
  j.set("action", game_->to_string(a));
  SeatView v = game_->view(a.seat, static_cast<std::uint32_t>(before));
  Json ev = Json::array();
  for (const Event& e : v.events) ev.push(event_json(e, game_->deck(), a.seat));
  j.set("events", std::move(ev));
  return status(std::move(j));
}

Json Session::cmd_events(const Json& req) {
  std::string err;
  int seat = -1;
  if (!seat_of(req, *game_, false, seat, err)) return fail(err);
  long long since = 0;
  if (!opt_int(req, "since", 0, 0xFFFFFFFFLL, since, err)) return fail(err);
  Json ev = Json::array();
  if (seat >= 0) {
    SeatView v = game_->view(seat, static_cast<std::uint32_t>(since));
    for (const Event& e : v.events) ev.push(event_json(e, game_->deck(), seat));
  } else {
    const auto& all = game_->events();
    for (std::size_t i = static_cast<std::size_t>(since); i < all.size(); ++i)
      ev.push(event_json(all[i], game_->deck(), -1));
  }
  Json j = okay();
  if (seat >= 0) j.set("seat", seat);
  j.set("events", std::move(ev));
  return status(std::move(j));
}

Json Session::cmd_bot(const Json& req) {
  std::string err;
  int seat = -1;
  if (!seat_of(req, *game_, false, seat, err)) return fail(err);
  ai::Level level = ai::Level::Normal;
  if (const Json* l = req.find("level"); l != nullptr && !l->is_null()) {
    auto p = l->is_string() ? ai::parse_level(l->as_string()) : std::nullopt;
    if (!p) return fail("\"level\" must be \"easy\", \"normal\" or \"hard\"");
    level = *p;
  }
  if (seat < 0) {  // the seat the game waits for, else the first seat that may act
    const std::uint16_t actors = game_->actors();
    for (int s = 0; s < game_->seats() && seat < 0; ++s)
      if ((actors >> s & 1u) && ai::must_act(game_->view(s, 0xFFFFFFFFu))) seat = s;
    for (int s = 0; s < game_->seats() && seat < 0; ++s)
      if (actors >> s & 1u) seat = s;
    if (seat < 0) return fail("Nobody can act now (phase " + std::string(phase_name(game_->phase())) + ")");
  }
  std::uint64_t bseed = ai::bot_seed(seed_, seat);
  if (!opt_u64(req, "seed", bseed, err)) return fail(err);
  std::vector<Action> legal;
  game_->legal_actions(seat, legal);
  if (legal.empty()) return fail("Seat " + std::to_string(seat) + " has no legal action now");
  auto bot = ai::make_bot(level, bseed);
  SeatView v = ai::bot_view(*game_, seat);
  ai::Decision d = bot->decide(v, legal);
  Json j = okay();
  j.set("seat", seat);
  j.set("level", ai::level_name(level));
  if (!d.act) {
    j.set("action", Json());
    j.set("waits", true);
    return status(std::move(j));
  }
  const std::size_t before = game_->events().size();
  ApplyResult r = game_->apply(d.action);
  if (!r.ok) return fail(std::string("bot chose a refused action (bug): ") + game_->to_string(d.action));
  j.set("action", game_->to_string(d.action));
  j.set("delay_ms", d.delay_ms);
  SeatView after = game_->view(seat, static_cast<std::uint32_t>(before));
  Json ev = Json::array();
  for (const Event& e : after.events) ev.push(event_json(e, game_->deck(), seat));
  j.set("events", std::move(ev));
  return status(std::move(j));
}

Json Session::cmd_run(const Json& req) {
  std::string err;
  const int seats = game_->seats();
  std::vector<ai::Level> levels;
  if (const Json* l = req.find("levels"); l != nullptr && !l->is_null()) {
    std::vector<const Json*> items;
    if (l->is_array()) for (const Json& x : l->items()) items.push_back(&x);
    else items.push_back(l);
    for (const Json* x : items) {
      auto p = x->is_string() ? ai::parse_level(x->as_string()) : std::nullopt;
      if (!p) return fail("\"levels\" must be a level or an array of levels (easy, normal, hard)");
      levels.push_back(*p);
    }
  }
  if (levels.empty()) levels.push_back(ai::Level::Normal);
  std::uint16_t humans = 0;
  if (const Json* h = req.find("humans"); h != nullptr && !h->is_null()) {
    if (!h->is_array()) return fail("\"humans\" must be an array of seats");
    for (const Json& x : h->items()) {
      long long s = 0;
      if (!x.get_int(s) || s < 0 || s >= seats) return fail("\"humans\" must be an array of seats");
      humans = static_cast<std::uint16_t>(humans | (1u << s));
    }
  }
  std::string until = "match";
  if (const Json* u = req.find("until"); u != nullptr && !u->is_null()) {
    if (!u->is_string() || (u->as_string() != "match" && u->as_string() != "round"))
      return fail("\"until\" must be \"round\" or \"match\"");
    until = u->as_string();
  }
  long long max_steps = 100000;
  if (!opt_int(req, "max_steps", 1, 10000000, max_steps, err)) return fail(err);
  std::uint64_t seed = seed_;
  if (!opt_u64(req, "seed", seed, err)) return fail(err);
  bool log = false;
  if (const Json* lg = req.find("log"); lg != nullptr && lg->is_bool()) log = lg->as_bool();

  std::vector<std::unique_ptr<ai::Bot>> bots;
  for (int s = 0; s < seats; ++s) {
    if (humans >> s & 1u) bots.push_back(nullptr);
    else bots.push_back(ai::make_bot(levels[static_cast<std::size_t>(s) % levels.size()], ai::bot_seed(seed, s)));
  }
  ai::Table table(std::move(bots));
  Json actions = Json::array();
  long long steps = 0;
  std::string stop = "max-steps";
  for (; steps < max_steps; ++steps) {
    const Phase ph = game_->phase();
    if (ph == Phase::MatchOver) { stop = "match-over"; break; }
    if (until == "round" && ph == Phase::RoundOver && steps > 0) {
      stop = "round-over";
      break;
    }
    bool human_turn = false;
    for (int s = 0; s < seats; ++s)
      if ((humans >> s & 1u) && ai::must_act(game_->view(s, 0xFFFFFFFFu))) human_turn = true;
    if (human_turn) { stop = "human"; break; }
    ai::TableStep st;
    if (!table.step(*game_, &st)) {
      if (st.seat >= 0) return fail("engine refused a bot action (bug): " + game_->to_string(st.action));
      stop = "nobody-acts";
      break;
    }
    if (log) actions.push(game_->to_string(st.action));
  }
  Json j = okay();
  j.set("steps", steps);
  j.set("stopped", stop);
  if (log) j.set("actions", std::move(actions));
  Json scores = Json::array();
  for (int s = 0; s < seats; ++s) scores.push(game_->scores()[static_cast<std::size_t>(s)]);
  j.set("scores", std::move(scores));
  j.set("round_winner", game_->round_winner() >= 0 ? Json(game_->round_winner()) : Json());
  Json mw = Json::array();
  for (int w : game_->match_winners()) mw.push(w);
  j.set("match_winners", std::move(mw));
  return status(std::move(j));
}

Json Session::cmd_state(const Json&) {
  Json j = state_json(*game_);
  j.set("seed", static_cast<unsigned long long>(seed_));
  return j;
}

int run_play(std::istream& in, std::ostream& out) {
  Session s;
  std::string line;
  while (!s.quit() && std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    out << s.handle(line) << '\n';
    out.flush();
  }
  return 0;
}

}  // namespace uno::cli
