// Engine data as JSON (see engine_json.h).
#include "cli/engine_json.h"

#include <cstdio>
#include <span>

#include "cli/names.h"
#include "cli/request.h"
#include "cli/rules_json.h"

namespace uno::cli {

namespace {

Json card_json(const Deck& d, CardId id) {
  if (id == kNoCard) return Json();
  return Json(card_label(d, id));
}

Json cards_json(const Deck& d, std::span<const CardId> ids) {
  Json a = Json::array();
  for (CardId id : ids) a.push(card_label(d, id));
  return a;
}

Json colour_json(Colour c) {
  if (c == Colour::None) return Json();
  return Json(std::string(1, colour_char(c)));
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

}  // namespace

std::string hash_text(std::uint64_t hash) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
  return buf;
}

Json seats_json(std::uint16_t mask, int seats) {
  Json a = Json::array();
  for (int s = 0; s < seats; ++s)
    if (mask >> s & 1u) a.push(s);
  return a;
}

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
    case EventType::Draw:
      j.set("reason", draw_reason_name(static_cast<DrawReason>(e.value)));
      break;
    case EventType::SpinResult:
      j.set("outcome", spin_outcome_name(static_cast<SpinOutcome>(e.value)));
      break;
    case EventType::CustomRule:
    case EventType::Verdict:
      j.set("rule", custom_rule_name(static_cast<CustomRule>(e.value)));
      break;
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
  Json j = ok_reply();
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
  j.set("actors", seats_json(v.actors, v.seats));
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
  Json j = ok_reply();
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
  j.set("draw_pile", cards_json(d, pile));                 // top first
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
  j.set("actors", seats_json(g.actors(), g.seats()));
  Json legal = Json::array();
  std::vector<Action> acts;
  g.all_legal_actions(acts);
  j.set("legal", actions_json(g, acts));
  j.set("seq", static_cast<unsigned long long>(g.events().size()));
  j.set("hash", hash_text(g.state_hash()));
  j.set("rules", rules_to_json(g.rules()));
  return j;
}

}  // namespace uno::cli
