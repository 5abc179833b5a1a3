// The normal and hard bots: a hand-tuned score per legal action. Reads only the SeatView.
//
// Scores are in "cards" (roughly: +1 = as good as having one card fewer). The main ideas:
// keep wilds until they are needed, follow the colour held most, aim Skip / Draw Two /
// Reverse at the seat closest to going out, name the colour held most, challenge a +4 when
// the player's hand size makes a bluff likely, discard so the last card matches the hand.
// The hard level adds card counting (knowledge.h): colours the next seat lacks, unseen
// cards per colour and the +4 players' bluff record.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "ai/knowledge.h"
#include "ai/policy.h"
#include "engine/deck.h"
#include "engine/rules.h"

namespace uno::ai {

namespace {

constexpr Colour kColoursList[kColours] = {Colour::Red, Colour::Yellow, Colour::Green,
                                           Colour::Blue};
std::size_t ci(Colour c) { return static_cast<std::size_t>(c); }

struct Ctx {
  const SeatView& v;
  const RuleSet& r;
  const Deck& d;
  const Knowledge* k = nullptr;  // hard only (and only when valid)
  int me = 0;
  int seats = 0;
  int n = 0;  // hand size
  int next = 0;
  int prev = 0;
  std::array<int, kColours> cnt{};
  std::array<int, kColours> pts{};
  int wilds = 0;

  Ctx(const SeatView& view, const RuleSet& rules, const Deck& deck)
      : v(view), r(rules), d(deck) {
    me = v.seat;
    seats = v.seats;
    n = static_cast<int>(v.hand.size());
    next = ((me + v.direction) % seats + seats) % seats;
    prev = ((me - v.direction) % seats + seats) % seats;
    for (CardId id : v.hand) {
      const Card& c = d[id];
      if (c.is_wild()) {
        ++wilds;
      } else {
        ++cnt[ci(c.colour)];
        pts[ci(c.colour)] += card_points(c, r);
      }
    }
  }

  const Card& card(CardId id) const { return d[id]; }
  int count(int s) const { return v.hand_counts[static_cast<std::size_t>(s)]; }

  // How close a seat is to winning the round (0..~1.2).
  double threat(int s) const {
    if (s == me || s < 0 || s >= seats) return 0;
    static constexpr double kByCount[] = {0.0, 1.0, 0.7, 0.45, 0.3, 0.2, 0.15};
    int c = count(s);
    double t = c < 7 ? kByCount[c] : 0.1;
    if (c > 0 && r.scoring == ScoringMethod::WinnerCollects && r.target_score > 0) {
      int best = 0;
      for (int o = 0; o < seats; ++o) best = std::max(best, v.scores[static_cast<std::size_t>(o)]);
      if (best > 0 && v.scores[static_cast<std::size_t>(s)] == best) t += 0.15;
    }
    return t;
  }
  double max_threat() const {
    double t = 0;
    for (int s = 0; s < seats; ++s) t = std::max(t, threat(s));
    return t;
  }

  // Value of colour `c` being in play after this seat's move, with `after` its colour counts.
  double colour_value(const std::array<int, kColours>& after,
                      const std::array<int, kColours>& after_pts, Colour c) const {
    if (c == Colour::None) return 0;
    double s = 2.0 * after[ci(c)] + 0.01 * after_pts[ci(c)];
    if (k != nullptr) {
      const double weight = 0.5 + threat(next);
      s += 3.0 * k->lack[static_cast<std::size_t>(next)][ci(c)] * weight;
      s -= 1.5 * k->hint[static_cast<std::size_t>(next)][ci(c)] * weight;
    }
    return s;
  }

  // Would playing the Wild Draw Four `w4` now be a bluff (a challenge would find it guilty)?
  bool w4_guilty(CardId w4) const {
    const Card* t = v.top != kNoCard ? &d[v.top] : nullptr;
    for (CardId id : v.hand) {
      if (id == w4) continue;
      const Card& c = d[id];
      switch (r.wd4_guilt) {
        case Wd4Guilt::ColourInPlay:
          if (c.colour == v.colour && !c.is_wild()) return true;
          break;
        case Wd4Guilt::ColourOrWild:
          if ((c.colour == v.colour && !c.is_wild()) || c.kind == Kind::Wild) return true;
          break;
        case Wd4Guilt::AnyPlayable:
          if (c.kind == Kind::WildDrawFour) break;
          if (c.kind == Kind::Lauf) {
            if (r.lauf_as_wild) return true;
            break;
          }
          if (c.is_wild() || c.colour == v.colour) return true;
          if (t != nullptr && !t->is_wild() && t->kind == c.kind &&
              (c.kind != Kind::Number || c.number == t->number))
            return true;
          break;
      }
    }
    return false;
  }
};

// ---------------------------------------------------------------- turn plays

double play_score(const Ctx& x, const Action& a, bool jump_in) {
  const Card& c = x.card(a.card);
  const int after = x.n - 1;
  if (after <= 0) return 1000;  // going out
  auto cnt = x.cnt;
  auto pts = x.pts;
  if (!c.is_wild()) {
    --cnt[ci(c.colour)];
    pts[ci(c.colour)] -= card_points(c, x.r);
  }
  const Colour rc = c.is_wild() ? a.colour : c.colour;
  double s = x.colour_value(cnt, pts, rc);
  // Shed points, more so when somebody is close to going out.
  s += card_points(c, x.r) * (0.02 + 0.06 * x.max_threat());
  const double tn = x.threat(x.next);
  const bool two = x.seats == 2;
  const bool again = two && x.r.two_player_reverse_skips;  // 002: play again at once
  // A jump-in steals the turn: the seat after the jumper is the one affected.
  switch (c.kind) {
    case Kind::Number:
      if (x.r.seven_zero && c.number == 7 && a.target >= 0) {
        s += 2.5 * (after - x.count(a.target));
      } else if (x.r.seven_zero && c.number == 0) {
        s += 2.0 * (after - x.count(x.prev));  // every hand moves on: I get prev's
      }
      if (c.spin()) s -= 1.0 + 4.0 * tn;  // the next seat spins (mostly good for them)
      break;
    case Kind::Skip:
      s += 3.0 + 8.0 * tn + (two ? 5.0 : 0.0);
      break;
    case Kind::DrawTwo:
      s += 4.0 + 10.0 * tn + (again ? 5.0 : 0.0);
      break;
    case Kind::Reverse:
      if (two) s += again ? 8.0 : 0.5;
      else s += 1.5 + 8.0 * (tn - x.threat(x.prev));
      break;
    case Kind::Wild:
      s -= after <= 2 ? 2.0 : 7.0;
      break;
    case Kind::WildDrawFour:
      s += -9.0 + 12.0 * tn + (after <= 2 ? 5.0 : 0.0);
      if (x.r.challenge && x.w4_guilty(a.card)) {
        const bool desperate = x.k != nullptr && x.count(x.next) <= 1;
        s -= desperate ? 5.0 : 25.0;
      }
      break;
    case Kind::WildShuffle: {
      int total = 0;
      for (int o = 0; o < x.seats; ++o) total += x.count(o);
      const double avg = static_cast<double>(total - 1) / x.seats;
      s += 3.0 * (after - avg) - 5.0;
      break;
    }
    case Kind::WildCustom: {
      s -= after <= 2 ? 2.0 : 6.0;
      const auto rule = x.r.custom_rule[static_cast<std::size_t>(c.custom_slot())];
      switch (rule) {
        case CustomRule::PlayAgain: s += 6.0; break;
        case CustomRule::DrawUntilColour: s += 3.0 + 8.0 * tn; break;
        case CustomRule::DrawThreeIfStuck: s += 1.0 + 2.0 * tn; break;
        case CustomRule::NextToSeven: s += 1.2 * (7 - x.count(x.next)); break;
        case CustomRule::AllToThree: {
          double others = 0;
          for (int o = 0; o < x.seats; ++o)
            if (o != x.me) others += x.count(o) - 3;
          s += 1.5 * (after - 3) - 0.5 * others / std::max(1, x.seats - 1);
          break;
        }
        case CustomRule::DiscardAllWilds: s += 0.5 * (x.wilds - 1); break;
        case CustomRule::OpenHands: s -= 1.0; break;
        case CustomRule::Joke: s += 0.5 * (after - 1) - 2.0; break;
        default: break;  // social rules: bots give "ok" verdicts
      }
      break;
    }
    case Kind::Lauf:
      s -= after <= 2 ? 2.0 : 9.0;  // keep it to block a dino card
      break;
  }
  if (jump_in) s += 2.0;  // a free extra card shed
  return s;
}

// ------------------------------------------------------------ pending answer

double p_guilty(const Ctx& x) {
  const int src = x.v.pending.source;
  if (src < 0 || src >= x.seats) return 0;
  const int n = x.count(src);
  const Knowledge* k = x.k;
  const bool know_prev = k != nullptr && k->w4_card == x.v.pending.card && k->w4_prev != Colour::None;
  // A hand we fully see (open hands, a Show Cards reveal still valid): check it.
  const auto& known = x.v.known_hands[static_cast<std::size_t>(src)];
  if (know_prev && x.v.hand_known[static_cast<std::size_t>(src)] &&
      static_cast<int>(known.size()) == n && x.r.wd4_guilt != Wd4Guilt::AnyPlayable) {
    for (CardId id : known) {
      const Card& c = x.card(id);
      if ((!c.is_wild() && c.colour == k->w4_prev) ||
          (x.r.wd4_guilt == Wd4Guilt::ColourOrWild && c.kind == Kind::Wild))
        return 0.97;
    }
    return 0.03;
  }
  double q = x.r.wd4_guilt == Wd4Guilt::AnyPlayable    ? 0.40
             : x.r.wd4_guilt == Wd4Guilt::ColourOrWild ? 0.27
                                                       : 0.23;
  if (know_prev && k->unseen_total > 0 && x.r.wd4_guilt != Wd4Guilt::AnyPlayable) {
    int match = k->unseen[ci(k->w4_prev)];
    if (x.r.wd4_guilt == Wd4Guilt::ColourOrWild) match += k->unseen[4] / 2;
    q = static_cast<double>(match) / k->unseen_total;
  }
  double p_has = 1.0 - std::pow(1.0 - q, n);
  if (know_prev) p_has *= 1.0 - k->lack[static_cast<std::size_t>(src)][ci(k->w4_prev)];
  double b = 0.2;  // how often a player bluffs with a +4 when it could play otherwise
  if (k != nullptr) {
    const auto us = static_cast<std::size_t>(src);
    b = (1.0 + 2.0 * k->bluffs[us]) / (5.0 + 2.0 * k->bluffs[us] + 2.0 * k->honest[us]);
  }
  const double guilty = p_has * b;
  const double innocent = (1.0 - p_has) * 0.6;
  return guilty + innocent > 0 ? guilty / (guilty + innocent) : 0;
}

double pending_score(const Ctx& x, const Action& a) {
  const Pending& p = x.v.pending;
  const double urgency = x.n <= 2 ? 1.0 : x.n <= 4 ? 0.4 : 0.0;
  switch (a.type) {
    case ActionType::Accept:
      switch (p.kind) {
        case PendingKind::DrawTwo:
        case PendingKind::DrawFour: return -static_cast<double>(p.amount) - 1.0;
        case PendingKind::Skip: return -1.0 - 3.0 * urgency;
        case PendingKind::Reverse: return -0.3;
        default: return -3.0;
      }
    case ActionType::Challenge: {
      const double g = p_guilty(x);
      // guilty: no cards for me, my turn, the player draws; innocent: 4 + extra, no turn.
      return g * (1.0 + 0.3 * x.r.wd4_guilty_draw) -
             (1.0 - g) * (4.0 + x.r.challenge_fail_extra + 1.0);
    }
    case ActionType::Play: {
      const Card& c = x.card(a.card);
      auto cnt = x.cnt;
      auto pts = x.pts;
      if (!c.is_wild()) --cnt[ci(c.colour)];
      const Colour rc = c.is_wild() ? a.colour : c.colour;
      double s = 0.3 * x.colour_value(cnt, pts, rc);
      if (x.n == 1) return 1000;
      if (c.kind == Kind::Lauf) return s - 2.5;  // block: the effect is gone
      // Stack: the total moves on to the next seat.
      return s - (c.kind == Kind::WildDrawFour ? 2.0 : 1.0) + 2.0 * x.threat(x.next);
    }
    default:
      return -100;
  }
}

// ------------------------------------------------------------------ discards

// Static keep priority (independent of the rest of the hand, so the kept set is stable
// while the other cards are discarded one by one).
double keep_priority(const Ctx& x, CardId id) {
  const Card& c = x.card(id);
  switch (c.kind) {
    case Kind::WildDrawFour: return 60;
    case Kind::Wild: return 58;
    case Kind::Lauf: return x.r.lauf_as_wild ? 57 : 52;
    case Kind::WildShuffle:
    case Kind::WildCustom: return 50;
    case Kind::Skip:
    case Kind::DrawTwo:
    case Kind::Reverse: return 25;
    case Kind::Number: return 10.0 - 0.5 * c.number;
  }
  return 0;
}

// The `keep` cards to hold on to: greedy by priority, a bonus for sharing a colour.
std::vector<CardId> keep_set(const Ctx& x, int keep) {
  std::vector<CardId> rest = x.v.hand;
  std::vector<CardId> kept;
  while (static_cast<int>(kept.size()) < keep && !rest.empty()) {
    std::size_t best = 0;
    double best_score = -1e9;
    for (std::size_t i = 0; i < rest.size(); ++i) {
      double s = keep_priority(x, rest[i]);
      const Card& c = x.card(rest[i]);
      for (CardId k : kept)
        if (!c.is_wild() && x.card(k).colour == c.colour) s += 8;
      if (s > best_score || (s == best_score && rest[i] < rest[best])) {
        best_score = s;
        best = i;
      }
    }
    kept.push_back(rest[best]);
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(best));
  }
  return kept;
}

// How well a discarded card on top suits the cards that stay in hand.
double top_fit(const Ctx& x, const Action& a, const std::vector<CardId>& stays) {
  const Card& c = x.card(a.card);
  std::array<int, kColours> cnt{};
  std::array<int, kColours> pts{};
  for (CardId id : stays) {
    const Card& s = x.card(id);
    if (!s.is_wild()) {
      ++cnt[ci(s.colour)];
      pts[ci(s.colour)] += card_points(s, x.r);
    }
  }
  const Colour rc = c.is_wild() ? a.colour : c.colour;
  double s = x.colour_value(cnt, pts, rc);
  if (!c.is_wild())
    for (CardId id : stays) {
      const Card& o = x.card(id);
      if (!o.is_wild() && o.colour != c.colour && o.kind == c.kind &&
          (c.kind != Kind::Number || o.number == c.number))
        s += 1.0;
    }
  return s;
}

Action discard_step(const Ctx& x, const std::vector<Action>& mains) {
  std::vector<Action> discards;
  const Action* done = nullptr;
  for (const Action& a : mains) {
    if (a.type == ActionType::Discard) discards.push_back(a);
    else if (a.type == ActionType::Done) done = &a;
  }
  if (discards.empty()) return done != nullptr ? *done : mains.front();
  const DiscardState& ds = x.v.discard;

  // Which cards go (`go`), which stay; then: the last one to go should suit what stays.
  std::vector<CardId> go;
  switch (ds.mode) {
    case DiscardMode::AlmostUno:
    case DiscardMode::ToCount:
    case DiscardMode::JokeLaugh: {
      std::vector<CardId> kept = keep_set(x, ds.count);
      for (CardId id : x.v.hand)
        if (std::find(kept.begin(), kept.end(), id) == kept.end()) go.push_back(id);
      break;
    }
    case DiscardMode::Number: {
      int want = ds.number;
      if (want == 0xFF) {  // first discard fixes the number: the one held most often
        std::array<int, 10> num{};
        for (const Action& a : discards) ++num[x.card(a.card).number];
        want = 0;
        for (int i = 1; i < 10; ++i)
          if (num[static_cast<std::size_t>(i)] >= num[static_cast<std::size_t>(want)]) want = i;
      }
      for (const Action& a : discards)
        if (x.card(a.card).number == want) go.push_back(a.card);
      break;
    }
    case DiscardMode::Colour: {
      Colour want = ds.colour;
      if (want == Colour::None) {  // first discard fixes the colour: the one held most
        std::size_t best = 0;
        for (std::size_t c = 1; c < kColours; ++c)
          if (x.cnt[c] > x.cnt[best] || (x.cnt[c] == x.cnt[best] && x.pts[c] > x.pts[best]))
            best = c;
        want = kColoursList[best];
      }
      for (const Action& a : discards)
        if (x.card(a.card).colour == want) go.push_back(a.card);
      break;
    }
    case DiscardMode::Showdown:
      for (const Action& a : discards) go.push_back(a.card);
      break;
    case DiscardMode::UnoSpin: {
      // One card of choice: the costliest plain card; a wild only when nothing else.
      const Action* best = nullptr;
      double best_score = -1e9;
      for (const Action& a : discards) {
        const Card& c = x.card(a.card);
        double s = card_points(c, x.r) - (c.is_wild() ? 100.0 : 0.0) -
                   (c.is_wild() ? 0.0 : 0.5 * x.cnt[ci(c.colour)]);
        std::vector<CardId> stays;
        for (CardId id : x.v.hand)
          if (id != a.card) stays.push_back(id);
        s += 0.3 * top_fit(x, a, stays);
        if (s > best_score) {
          best_score = s;
          best = &a;
        }
      }
      return *best;
    }
    case DiscardMode::None:
      break;
  }
  std::vector<CardId> stays;
  for (CardId id : x.v.hand)
    if (std::find(go.begin(), go.end(), id) == go.end()) stays.push_back(id);
  std::vector<const Action*> cand;
  for (const Action& a : discards)
    if (std::find(go.begin(), go.end(), a.card) != go.end()) cand.push_back(&a);
  if (cand.empty()) return done != nullptr ? *done : discards.front();
  // The finishing card: best fit with what stays (colour variants of a wild included).
  const Action* last = cand.front();
  double last_fit = -1e9;
  for (const Action* a : cand) {
    double f = top_fit(x, *a, stays);
    if (f > last_fit) {
      last_fit = f;
      last = a;
    }
  }
  std::size_t distinct = 0;
  for (CardId id : go) distinct += id != last->card;
  if (distinct == 0) return *last;
  // Otherwise shed another card first: the most points.
  const Action* pick = nullptr;
  for (const Action* a : cand) {
    if (a->card == last->card) continue;
    if (pick == nullptr || card_points(x.card(a->card), x.r) > card_points(x.card(pick->card), x.r))
      pick = a;
  }
  return *pick;
}

// --------------------------------------------------------------- dispatching

template <class F>
const Action* best_of(const std::vector<Action>& acts, F&& score, double* out = nullptr) {
  const Action* best = nullptr;
  double best_score = -1e18;
  for (const Action& a : acts) {
    double s = score(a);
    if (best == nullptr || s > best_score) {
      best = &a;
      best_score = s;
    }
  }
  if (out != nullptr) *out = best_score;
  return best;
}

Action main_move(const Ctx& x, const std::vector<Action>& mains, Rolls& r) {
  const SeatView& v = x.v;
  switch (v.phase) {
    case Phase::Turn: {
      bool plays = false;
      for (const Action& a : mains) plays = plays || a.type == ActionType::Play;
      return *best_of(mains, [&](const Action& a) {
        switch (a.type) {
          case ActionType::Play: return play_score(x, a, false);
          case ActionType::Draw: return plays ? -6.0 : 0.0;
          case ActionType::Pass: return -2.5;
          default: return -100.0;
        }
      });
    }
    case Phase::ChooseColour:
      return *best_of(mains, [&](const Action& a) {
        return a.type == ActionType::ChooseColour ? x.colour_value(x.cnt, x.pts, a.colour) : -100.0;
      });
    case Phase::Pending:
      return *best_of(mains, [&](const Action& a) { return pending_score(x, a); });
    case Phase::Discard:
      return discard_step(x, mains);
    case Phase::Verdict: {
      // Bots cannot judge a joke or a rooster: a joke gets a fair coin, the rest "ok".
      const Action* ok = nullptr;
      const Action* penalty = nullptr;
      for (const Action& a : mains) {
        if (a.type != ActionType::Verdict) continue;
        if (a.target < 0) ok = &a;
        else if (penalty == nullptr) penalty = &a;
      }
      if (v.verdict_rule == CustomRule::Joke && penalty != nullptr && r.rng.below(2) == 0)
        return *penalty;
      return ok != nullptr ? *ok : mains.front();
    }
    default:
      return mains.front();  // Spin, UnoSpinRace, RoundOver: one action
  }
}

}  // namespace

Decision smart_decide(const SeatView& v, std::span<const Action> legal, bool hard, Rolls& r) {
  Decision d;
  if (legal.empty() || v.rules == nullptr || v.deck == nullptr || v.seats < 1) return d;
  std::vector<Action> mains;
  mains.reserve(legal.size());
  const Action* catch_action = nullptr;
  for (const Action& a : legal) {
    if (a.type == ActionType::CallUno) {
      if (!r.forget) return {true, a, r.call_ms};
    } else if (a.type == ActionType::CatchUno) {
      if (catch_action == nullptr) catch_action = &a;
    } else {
      mains.push_back(a);
    }
  }
  if (r.notice && catch_action != nullptr) return {true, *catch_action, r.react_ms};
  if (mains.empty()) return d;

  Knowledge k;
  Ctx x(v, *v.rules, *v.deck);
  if (hard) {
    k = analyse(v);
    if (k.valid) x.k = &k;
  }
  if (must_act(v)) return {true, main_move(x, mains, r), r.think_ms};

  switch (v.phase) {
    case Phase::UnoSpinRace:
      return {true, mains.front(), r.react_ms};
    case Phase::RoundOver:
      return {true, mains.front(), r.think_ms};
    case Phase::Turn: {  // jump-in: an identical card out of turn
      double s = 0;
      const Action* best = best_of(mains, [&](const Action& a) {
        return a.type == ActionType::Play ? play_score(x, a, true) : -100.0;
      }, &s);
      if (best != nullptr && best->type == ActionType::Play && s > -1.0)
        return {true, *best, r.react_ms};
      return d;
    }
    default:
      return d;
  }
}

}  // namespace uno::ai
