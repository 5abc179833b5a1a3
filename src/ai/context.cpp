// Context: the reading of a view that the normal/hard policy scores against.
#include "ai/context.h"

#include <algorithm>

namespace uno::ai {

Context::Context(const SeatView& view, const RuleSet& rules, const Deck& deck)
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

double Context::threat(int s) const {
  if (s == me || s < 0 || s >= seats) return 0;
  const int c = count(s);
  double t = c <= 0 ? 0.0 : w->threat_by_count[static_cast<std::size_t>(c < 7 ? c - 1 : 6)];
  if (c > 0 && r.scoring == ScoringMethod::WinnerCollects && r.target_score > 0) {
    int best = 0;
    for (int o = 0; o < seats; ++o) best = std::max(best, v.scores[static_cast<std::size_t>(o)]);
    if (best > 0 && v.scores[static_cast<std::size_t>(s)] == best) t += 0.15;
  }
  return t;
}

double Context::max_threat() const {
  double t = 0;
  for (int s = 0; s < seats; ++s) t = std::max(t, threat(s));
  return t;
}

double Context::colour_value(const std::array<int, kColours>& after,
                             const std::array<int, kColours>& after_pts, Colour c) const {
  if (c == Colour::None) return 0;
  double s = w->colour_count * after[ci(c)] + w->colour_points * after_pts[ci(c)];
  if (k != nullptr) {
    const double weight = w->next_weight + threat(next);
    s += w->lack * k->lack[static_cast<std::size_t>(next)][ci(c)] * weight;
    s -= w->hint * k->hint[static_cast<std::size_t>(next)][ci(c)] * weight;
  }
  return s;
}

bool Context::w4_guilty(CardId w4) const {
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

}  // namespace uno::ai
