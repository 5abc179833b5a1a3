// Scoring a card played on the seat's turn (or as a jump-in) for the normal/hard policy.
#include <algorithm>

#include "ai/context.h"
#include "ai/policy.h"

namespace uno::ai {

double play_score(const Context& x, const Action& a, bool jump_in) {
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
  const PolicyWeights& w = *x.w;
  s += card_points(c, x.r) * (w.shed_base + w.shed_threat * x.max_threat());
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
    case Kind::Skip: s += w.skip_base + w.skip_threat * tn + (two ? 5.0 : 0.0); break;
    case Kind::DrawTwo: s += w.draw_two_base + w.draw_two_threat * tn + (again ? 5.0 : 0.0); break;
    case Kind::Reverse:
      if (two) s += again ? 8.0 : 0.5;
      else s += w.reverse_base + w.reverse_threat * (tn - x.threat(x.prev));
      break;
    case Kind::Wild: s -= after <= 2 ? w.wild_keep_near : w.wild_keep; break;
    case Kind::WildDrawFour:
      s += w.w4_base + w.w4_threat * tn + (after <= 2 ? w.w4_near : 0.0);
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

}  // namespace uno::ai
