// Choosing the next discard of a Discard phase (spin outcomes, custom rules) for the
// normal/hard policy: which cards go, and which of them should end on top.
#include <algorithm>
#include <array>
#include <vector>

#include "ai/context.h"
#include "ai/policy.h"

namespace uno::ai {

namespace {

constexpr Colour kColoursList[kColours] = {Colour::Red, Colour::Yellow, Colour::Green,
                                           Colour::Blue};

// Static keep priority (independent of the rest of the hand, so the kept set is stable
// while the other cards are discarded one by one).
double keep_priority(const Context& x, CardId id) {
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
std::vector<CardId> keep_set(const Context& x, int keep) {
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
double top_fit(const Context& x, const Action& a, const std::vector<CardId>& stays) {
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

}  // namespace

Action discard_step(const Context& x, const std::vector<Action>& mains) {
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
    case DiscardMode::None: break;
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

}  // namespace uno::ai
