// Legality: the enumerable list of actions per seat, and reasons for refusals.
#include <vector>

#include "engine/fast_paths.h"
#include "engine/game.h"
#include "engine/seat_bits.h"

namespace uno {

namespace {
constexpr Colour kAllColours[kColours] = {Colour::Red, Colour::Yellow, Colour::Green, Colour::Blue};
}  // namespace

// Matching by colour in play, number or symbol. Wild-type cards are handled by callers.
// (inline: only this file calls it, from the legal-move loops.)
inline bool Game::matches_top(const Card& c) const {
  if (c.is_wild()) return false;
  if (c.colour == round_.colour) return true;
  CardId t = top();
  if (t == kNoCard) return true;
  const Card& tc = deck_[t];
  if (tc.is_wild() || tc.kind != c.kind) return false;
  return c.kind != Kind::Number || c.number == tc.number;
}

bool Game::can_play_on_turn(int seat, CardId id) const { return can_play_on_turn_inline(seat, id); }

// can_play_on_turn's body, inline in this file's legal-move loops (bots list legal actions
// on every decision: as one out-of-line function it took 0.4% more instructions in a sim).
inline bool Game::can_play_on_turn_inline(int seat, CardId id) const {
  const Card& c = deck_[id];
  switch (c.kind) {
    case Kind::Wild:
    case Kind::WildShuffle:
    case Kind::WildCustom: return true;
    case Kind::WildDrawFour:
      // With challenges on, an illegal +4 is a bluff the victim may challenge (004:
      // "Natürlich kann der Spieler auch bluffen"); without them the engine enforces it.
      if (rules_.challenge || !rules_.wd4_restricted) return true;
      for (CardId h : round_.hands[seat])
        if (deck_[h].colour == round_.colour) return false;
      return true;
    case Kind::Lauf: return rules_.lauf_as_wild || round_.lauf_window == seat;
    default: return matches_top(c);
  }
}

bool Game::has_playable(int seat) const {
  for (CardId id : round_.hands[seat])
    if (can_play_on_turn_inline(seat, id)) return true;
  return false;
}

// Guilt of a +4 about to be played by `seat` (hand still holds `played`).
bool Game::wd4_is_guilty(int seat, CardId played) const {
  for (CardId id : round_.hands[seat]) {
    if (id == played) continue;
    const Card& c = deck_[id];
    switch (rules_.wd4_guilt) {
      case Wd4Guilt::ColourInPlay:
        if (c.colour == round_.colour) return true;
        break;
      case Wd4Guilt::ColourOrWild:  // 003: "auch Joker gelten als passende Karten!"
        if (c.colour == round_.colour || c.kind == Kind::Wild) return true;
        break;
      case Wd4Guilt::AnyPlayable:  // 002: "obwohl er eine andere, passende Karte spielen könnte"
        if (c.kind == Kind::WildDrawFour) break;
        if (c.kind == Kind::Lauf ? rules_.lauf_as_wild : (c.is_wild() || matches_top(c)))
          return true;
        break;
    }
  }
  return false;
}

// Jump-in: same colour and same number/symbol as the top card.
bool Game::identical_to_top(CardId id) const {
  CardId t = top();
  if (t == kNoCard) return false;
  const Card& a = deck_[id];
  const Card& b = deck_[t];
  return !a.is_wild() && !b.is_wild() && a.colour == b.colour && a.kind == b.kind &&
         a.number == b.number;
}

bool Game::discard_allowed(CardId id) const {
  const Card& c = deck_[id];
  const auto size = round_.hands[round_.disc.seat].size();
  switch (round_.disc.mode) {
    case DiscardMode::AlmostUno:
    case DiscardMode::ToCount:
    case DiscardMode::JokeLaugh: return size > round_.disc.count;
    case DiscardMode::Number:
      return c.kind == Kind::Number &&
             (round_.disc.number == 0xFF || c.number == round_.disc.number);
    case DiscardMode::Colour:
      return !c.is_wild() && (round_.disc.colour == Colour::None || c.colour == round_.disc.colour);
    case DiscardMode::Showdown: return (round_.showdown_mask[id >> 6] >> (id & 63) & 1u) != 0;
    case DiscardMode::UnoSpin: return round_.disc.discarded == 0;
    case DiscardMode::None: break;
  }
  return false;
}

bool Game::discard_more_possible() const {
  if (round_.disc.seat < 0) return false;
  for (CardId id : round_.hands[round_.disc.seat])
    if (discard_allowed(id)) return true;
  return false;
}

// Every variant of playing `id` (colour for wilds, target for a 7 under 7-0).
template <class F>
bool Game::play_variants(int seat, CardId id, F& f) const {
  const int n = play_count(*this, seat, id);
  for (int k = 0; k < n; ++k)
    if (f(play_variant(*this, seat, id, k))) return true;
  return false;
}

template <class F>
bool Game::turn_actions(int seat, F& f) const {
  if (round_.drew) {
    // 000: "Nach dem Aufnehmen einer Karte darf der Spieler jedoch keine Karte, die er
    // vorher bereits auf der Hand hatte, ablegen."
    bool ok = can_play_on_turn_inline(seat, round_.drawn);
    if (ok && play_variants(seat, round_.drawn, f)) return true;
    if (!ok && rules_.draw_until_playable && can_draw())
      return f(Action::simple(ActionType::Draw, seat));
    if (!ok || !rules_.forced_play_drawn) return f(Action::simple(ActionType::Pass, seat));
    return false;
  }
  bool any = false;
  for (CardId id : round_.hands[seat]) {
    if (!can_play_on_turn_inline(seat, id)) continue;
    any = true;
    if (play_variants(seat, id, f)) return true;
  }
  if (can_draw()) {
    if (!any || rules_.voluntary_draw) return f(Action::simple(ActionType::Draw, seat));
  } else if (!any) {
    return f(Action::simple(ActionType::Pass, seat));
  }
  return false;
}

// Verdict on a social custom rule: "ok", or the seat that takes the penalty.
template <class F>
bool Game::verdict_actions(int seat, F& f) const {
  if (f(Action::simple(ActionType::Verdict, seat, -1))) return true;
  switch (round_.verdict_rule) {
    case CustomRule::Joke:
      return f(Action::simple(ActionType::Verdict, seat, round_.custom_source));
    case CustomRule::Elbows:
    case CustomRule::Rooster:
      return f(Action::simple(ActionType::Verdict, seat, round_.resume_seat));
    default:
      for (int t = 0; t < seats_; ++t)
        if (f(Action::simple(ActionType::Verdict, seat, t))) return true;
      return false;
  }
}

template <class F>
void Game::for_each_legal(int seat, F&& f) const {
  if (seat < 0 || seat >= seats_) return;
  switch (phase_) {
    case Phase::Turn:
      if (seat == current_) {
        if (turn_actions(seat, f)) return;
      } else if (rules_.jump_in) {
        for (CardId id : round_.hands[seat])
          if (identical_to_top(id) && play_variants(seat, id, f)) return;
      }
      break;
    case Phase::ChooseColour:
      if (seat == current_)
        for (Colour c : kAllColours)
          if (f(Action::colour_choice(seat, c))) return;
      break;
    case Phase::Pending: {
      if (seat != round_.pending.victim) break;
      if (f(Action::simple(ActionType::Accept, seat))) return;
      if (round_.pending.challengeable && f(Action::simple(ActionType::Challenge, seat))) return;
      bool two = round_.pending.kind == PendingKind::DrawTwo;
      bool four = round_.pending.kind == PendingKind::DrawFour;
      for (CardId id : round_.hands[seat]) {
        const Card& c = deck_[id];
        bool ok = false;
        if (c.kind == Kind::Lauf) ok = round_.pending.blockable;
        else if (c.kind == Kind::DrawTwo)
          ok = (two && rules_.stack_draw_two) ||
               (four && rules_.stack_across && c.colour == round_.colour);
        else if (c.kind == Kind::WildDrawFour)
          ok = (four && rules_.stack_draw_four) || (two && rules_.stack_across);
        if (ok && play_variants(seat, id, f)) return;
      }
      break;
    }
    case Phase::Spin:
      if (seat == current_ && f(Action::simple(ActionType::Spin, seat))) return;
      break;
    case Phase::Discard:
      if (seat != round_.disc.seat) break;
      for (CardId id : round_.hands[seat]) {
        if (!discard_allowed(id)) continue;
        if (deck_[id].is_wild()) {
          for (Colour c : kAllColours)
            if (f(Action::discard(seat, id, c))) return;
        } else if (f(Action::discard(seat, id))) {
          return;
        }
      }
      if (round_.disc.mode != DiscardMode::ToCount && f(Action::simple(ActionType::Done, seat)))
        return;
      break;
    case Phase::UnoSpinRace:
      if (!round_.hands[seat].empty() && f(Action::simple(ActionType::ClaimUnoSpin, seat))) return;
      break;
    case Phase::Verdict:
      if (verdict_actions(seat, f)) return;
      break;
    case Phase::RoundOver: f(Action::simple(ActionType::NextRound, seat)); return;
    case Phase::MatchOver: return;
  }
  // UNO: the exposed seat may call; every other seat may catch it.
  if (round_.exposed == 0) return;
  if ((round_.exposed >> seat & 1u) && f(Action::simple(ActionType::CallUno, seat))) return;
  for (int t = 0; t < seats_; ++t)
    if (t != seat && (round_.exposed >> t & 1u) && f(Action::simple(ActionType::CatchUno, seat, t)))
      return;
}

void Game::append_legal(int seat, std::vector<Action>& out) const {
  for_each_legal(seat, [&](const Action& a) {
    out.push_back(a);
    return false;
  });
}

void Game::legal_actions(int seat, std::vector<Action>& out) const {
  out.clear();
  append_legal(seat, out);
}

// The seat on turn may play a Wild Draw Four under wd4_restricted without challenges only
// when it holds no card of the colour in play (can_play_on_turn's loop).
bool Game::wd4_allowed(int seat) const {
  for (CardId h : round_.hands[seat])
    if (deck_[h].colour == round_.colour) return false;
  return true;
}

void Game::plays_of(int seat, CardId id, std::vector<Action>& out) const {
  out.clear();
  if (phase_ != Phase::Turn || seat != current_ || seat < 0 || seat >= seats_) return;
  if (round_.drew ? id != round_.drawn : !in_hand(seat, id)) return;
  if (!can_play_on_turn_inline(seat, id)) return;
  auto add = [&](const Action& a) {
    out.push_back(a);
    return false;
  };
  play_variants(seat, id, add);
}

bool Game::in_hand(int seat, CardId id) const {
  for (CardId h : round_.hands[seat])
    if (h == id) return true;
  return false;
}

void Game::all_legal_actions(std::vector<Action>& out) const {
#ifdef __EMSCRIPTEN__
  // The page calls this only for share links: the walk it shares with legal_actions keeps a
  // second inlined copy out of the bundle.
  for (int s = 0; s < seats_; ++s) append_legal(s, out);
#else
  // Natively the uniform bench and the simulator call this every action, so the walk is
  // inlined here. The same actions in the same order either way.
  for (int s = 0; s < seats_; ++s)
    for_each_legal(s, [&](const Action& a) {
      out.push_back(a);
      return false;
    });
#endif
}

std::uint16_t Game::actors() const {
  std::uint16_t m = 0;
  for (int s = 0; s < seats_; ++s) {
    bool any = false;
    for_each_legal(s, [&](const Action&) { return any = true; });
    if (any) m = static_cast<std::uint16_t>(m | bit(s));
  }
  return m;
}

std::uint16_t Game::actors_seen_by(int seat) const {
  std::uint16_t m = actors();
  if (phase_ != Phase::Turn || !rules_.jump_in) return m;
  // Off turn, a seat's only other actions are the UNO call and catches, open to every
  // seat whenever a seat is exposed (for_each_legal's tail).
  for (int s = 0; s < seats_; ++s)
    if (s != seat && s != current_ && round_.exposed == 0)
      m = static_cast<std::uint16_t>(m & ~bit(s));
  return m;
}

bool Game::is_legal(const Action& a) const {
  // Fast path, same answer: on its turn before drawing, a seat's plays are exactly the
  // variants of each card in hand that can_play_on_turn allows (turn_actions); nothing
  // else for_each_legal lists for that seat (draw, pass, UNO steps) is a Play.
  if (a.type == ActionType::Play && phase_ == Phase::Turn && a.seat == current_ && !round_.drew &&
      a.seat >= 0 && a.seat < seats_) {
    if (!in_hand(a.seat, a.card) || !can_play_on_turn_inline(a.seat, a.card)) return false;
    bool variant = false;
    auto same = [&](const Action& b) { return variant = (a == b); };
    play_variants(a.seat, a.card, same);
    return variant;
  }
  bool found = false;
  for_each_legal(a.seat, [&](const Action& b) { return found = (a == b); });
  return found;
}

}  // namespace uno
