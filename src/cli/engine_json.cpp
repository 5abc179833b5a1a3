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
  for (CardId id : ids) a.push_back(card_label(d, id));
  return a;
}

Json colour_json(Colour c) {
  if (c == Colour::None) return Json();
  return Json(std::string(1, colour_char(c)));
}

Json pending_json(const Pending& p, const Deck& d) {
  if (p.kind == PendingKind::None) return Json();
  Json j = Json::object();
  j["kind"] = pending_name(p.kind);
  j["victim"] = static_cast<int>(p.victim);
  j["source"] = p.source >= 0 ? Json(static_cast<int>(p.source)) : Json();
  j["card"] = card_json(d, p.card);
  j["amount"] = static_cast<int>(p.amount);
  if (p.colour != Colour::None) j["colour"] = colour_json(p.colour);
  j["challengeable"] = p.challengeable;
  j["blockable"] = p.blockable;
  return j;
}

Json discard_json(const DiscardState& s) {
  if (s.mode == DiscardMode::None) return Json();
  Json j = Json::object();
  j["mode"] = discard_mode_name(s.mode);
  j["seat"] = static_cast<int>(s.seat);
  j["count"] = static_cast<int>(s.count);
  j["discarded"] = static_cast<int>(s.discarded);
  j["number"] = s.number == 0xFF ? Json() : Json(static_cast<int>(s.number));
  j["colour"] = colour_json(s.colour);
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
    if (mask >> s & 1u) a.push_back(s);
  return a;
}

Json event_json(const Event& e, const Deck& d, int viewer) {
  Json j = Json::object();
  j["seq"] = static_cast<unsigned long long>(e.seq);
  j["type"] = event_name(e.type);
  if (e.seat >= 0) j["seat"] = static_cast<int>(e.seat);
  if (e.target >= 0) j["target"] = static_cast<int>(e.target);
  if (e.card != kNoCard) j["card"] = card_label(d, e.card);
  else if (e.private_to >= 0 && e.private_to != viewer) j["hidden"] = true;
  if (e.colour != Colour::None) j["colour"] = colour_json(e.colour);
  switch (e.type) {
    case EventType::Draw: j["reason"] = draw_reason_name(static_cast<DrawReason>(e.value)); break;
    case EventType::SpinResult:
      j["outcome"] = spin_outcome_name(static_cast<SpinOutcome>(e.value));
      break;
    case EventType::CustomRule:
    case EventType::Verdict: j["rule"] = custom_rule_name(static_cast<CustomRule>(e.value)); break;
    default:
      if (e.value != 0) j["value"] = static_cast<int>(e.value);
      break;
  }
  if (e.private_to >= 0) j["private_to"] = static_cast<int>(e.private_to);
  j["text"] = to_string(e, d);
  return j;
}

Json actions_json(const Game& g, const std::vector<Action>& acts) {
  Json a = Json::array();
  for (const Action& x : acts) a.push_back(g.to_string(x));
  return a;
}

Json view_json(const SeatView& v, const std::vector<Action>& legal) {
  const Deck& d = *v.deck;
  Json j = ok_reply();
  j["seat"] = v.seat;
  j["seats"] = v.seats;
  j["preset"] = v.rules->name;
  j["phase"] = phase_name(v.phase);
  j["round"] = v.round;
  j["dealer"] = v.dealer;
  j["current"] = v.current;
  j["direction"] = v.direction;
  j["top"] = card_json(d, v.top);
  j["colour"] = colour_json(v.colour);
  j["draw_pile"] = v.draw_pile;
  j["discard_pile"] = v.discard_pile;
  j["hand"] = cards_json(d, v.hand);
  Json counts = Json::array();
  Json scores = Json::array();
  Json exposed = Json::array();
  Json known = Json::array();
  for (int s = 0; s < v.seats; ++s) {
    auto us = static_cast<std::size_t>(s);
    counts.push_back(static_cast<int>(v.hand_counts[us]));
    scores.push_back(v.scores[us]);
    if (v.uno_exposed[us]) exposed.push_back(s);
    if (s != v.seat && v.hand_known[us]) {
      Json k = Json::object();
      k["seat"] = s;
      k["cards"] = cards_json(d, v.known_hands[us]);
      known.push_back(std::move(k));
    }
  }
  j["hand_counts"] = std::move(counts);
  j["scores"] = std::move(scores);
  j["uno_exposed"] = std::move(exposed);
  j["known_hands"] = std::move(known);
  j["pending"] = pending_json(v.pending, d);
  j["discard"] = discard_json(v.discard);
  if (v.rules->spin_numbers > 0) j["last_spin"] = spin_outcome_name(v.last_spin);
  j["drew_this_turn"] = v.drew_this_turn;
  j["drawn"] = card_json(d, v.drawn);
  j["open_hands_until"] = v.open_hands_until >= 0 ? Json(v.open_hands_until) : Json();
  if (v.phase == Phase::Verdict) {
    Json vr = Json::object();
    vr["rule"] = custom_rule_name(v.verdict_rule);
    vr["slot"] = v.verdict_slot;
    if (v.verdict_slot >= 0 && v.verdict_slot < 3)
      vr["text"] = v.rules->custom_text[static_cast<std::size_t>(v.verdict_slot)];
    j["verdict"] = std::move(vr);
  } else {
    j["verdict"] = Json();
  }
  j["round_winner"] = v.round_winner >= 0 ? Json(v.round_winner) : Json();
  Json mw = Json::array();
  for (int w : v.match_winners) mw.push_back(w);
  j["match_winners"] = std::move(mw);
  j["actors"] = seats_json(v.actors, v.seats);
  Json la = Json::array();
  for (const Action& a : legal) la.push_back(to_string(a, d));
  j["legal"] = std::move(la);
  Json ev = Json::array();
  std::uint32_t next_seq = 0;
  for (const Event& e : v.events) {
    ev.push_back(event_json(e, d, v.seat));
    next_seq = e.seq + 1;
  }
  j["events"] = std::move(ev);
  if (next_seq > 0) j["seq"] = static_cast<unsigned long long>(next_seq);
  return j;
}

Json state_json(const Game& g) {
  const Deck& d = g.deck();
  Json j = ok_reply();
  j["preset"] = g.rules().name;
  j["seats"] = g.seats();
  j["phase"] = phase_name(g.phase());
  j["round"] = g.round();
  j["dealer"] = g.dealer();
  j["current"] = g.current();
  j["direction"] = g.direction();
  j["top"] = card_json(d, g.top());
  j["colour"] = colour_json(g.colour());
  Json hands = Json::array();
  Json points = Json::array();
  Json scores = Json::array();
  Json exposed = Json::array();
  for (int s = 0; s < g.seats(); ++s) {
    hands.push_back(cards_json(d, g.hand(s)));
    points.push_back(g.hand_points(s));
    scores.push_back(g.scores()[static_cast<std::size_t>(s)]);
    if (g.uno_exposed(s)) exposed.push_back(s);
  }
  j["hands"] = std::move(hands);
  j["hand_points"] = std::move(points);
  std::vector<CardId> pile(g.draw_pile().rbegin(), g.draw_pile().rend());
  j["draw_pile"] = cards_json(d, pile);                 // top first
  j["discard_pile"] = cards_json(d, g.discard_pile());  // bottom first, top last
  j["scores"] = std::move(scores);
  j["uno_exposed"] = std::move(exposed);
  j["pending"] = pending_json(g.pending(), d);
  j["discard"] = discard_json(g.discard_state());
  j["round_winner"] = g.round_winner() >= 0 ? Json(g.round_winner()) : Json();
  j["round_blocked"] = g.round_blocked();
  Json mw = Json::array();
  for (int w : g.match_winners()) mw.push_back(w);
  j["match_winners"] = std::move(mw);
  j["actors"] = seats_json(g.actors(), g.seats());
  Json legal = Json::array();
  std::vector<Action> acts;
  g.all_legal_actions(acts);
  j["legal"] = actions_json(g, acts);
  j["seq"] = static_cast<unsigned long long>(g.events().size());
  j["hash"] = hash_text(g.state_hash());
  j["rules"] = rules_to_json(g.rules());
  return j;
}

}  // namespace uno::cli
