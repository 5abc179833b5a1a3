// Scoring the answers to a pending effect (accept, challenge a +4, stack, block with Lauf!)
// for the normal/hard policy.

#include "ai/context.h"
#include "ai/policy.h"

namespace uno::ai {

namespace {

// How likely the pending Wild Draw Four was a bluff (a challenge would find it guilty).
double p_guilty(const Context& x) {
  const int src = x.v.pending.source;
  if (src < 0 || src >= x.seats) return 0;
  const int n = x.count(src);
  const Knowledge* k = x.k;
  const bool know_prev =
      k != nullptr && k->w4_card == x.v.pending.card && k->w4_prev != Colour::None;
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
  // (1 - q)^n by repeated products: n is a hand size, and std::pow would bring libm's
  // table-driven pow and its tables into the page for this one line.
  double miss = 1.0;
  for (int i = 0; i < n; ++i) miss *= 1.0 - q;
  double p_has = 1.0 - miss;
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

}  // namespace

double pending_score(const Context& x, const Action& a) {
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
             (1.0 - g) * (4.0 + x.r.challenge_fail_extra + 1.0) + x.w->challenge_bias;
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
    default: return -100;
  }
}

}  // namespace uno::ai
