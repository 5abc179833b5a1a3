// Applying actions: turns, card effects, pending answers (+4 challenge, Lauf! blocks), and
// the helpers every action uses (draws, turn starts, UNO windows).
#include <bit>
#include <cassert>
#include <cstring>

#include "engine/game.h"
#include "engine/seat_bits.h"

namespace uno {

// The per-action helpers below are defined here, next to their hot callers (do_apply,
// step, play_card), so the web build, which has no link-time optimisation, can inline
// them (natively LTO sees across files anyway).

// 000: "... wenn er von den anderen Spielern erwischt wird, bevor der nächste Spieler
// seinen Spielzug begonnen hat." Any step of the game by another seat closes the window;
// reveals (Show Cards, a challenge) end with it too.
void Game::close_windows(int actor) {
  std::uint16_t closing = static_cast<std::uint16_t>(round_.exposed & ~bit(actor));
  for (int s = 0; closing != 0 && s < seats_; ++s)
    if (closing & bit(s)) emit(EventType::UnoWindowClosed, s);
  round_.exposed = static_cast<std::uint16_t>(round_.exposed & bit(actor));
  round_.reveal.fill(0);
  round_.revealed_cards.fill(0);
}

// A seat left holding one card must call UNO before the window closes.
void Game::expose_if_single(int seat) {
  if (round_.winner >= 0) return;
  std::uint16_t& e = round_.exposed;
  if (round_.hands[seat].size() == 1) e = static_cast<std::uint16_t>(e | bit(seat));
  else e = static_cast<std::uint16_t>(e & ~bit(seat));
}

// begin_turn's body, forced inline where a number card is played (the commonest step: a
// call's register saves there were a fifth of its cost; GCC does not inline begin_turn there
// by itself). begin_turn is the out-of-line copy every other caller uses.
[[gnu::always_inline]] inline void Game::begin_turn_inline(int seat) {
  phase_ = Phase::Turn;
  current_ = seat;
  round_.drew = false;
  round_.drawn = kNoCard;
  round_.lauf_window = -1;
  round_.draw_three_seat = -1;
  round_.pending = {};
  // Cards in hands: every card placed is in a hand or a pile (tests check it), so the
  // piles' counts tell it without a pass over the seats.
  const int held = placed_ - static_cast<int>(round_.draw.size() + round_.discard.size());
  round_.stall = held < round_.stall_total ? 0 : round_.stall + 1;
  round_.stall_total = held;
  if (round_.open_hands_until == seat) {
    // 001 rule 7: "tills det återigen är spelarens tur, som lade ut kortet."
    round_.open_hands_until = -1;
    emit(EventType::OpenHands, seat, -1, kNoCard, Colour::None, 0);
  }
  emit(EventType::TurnStart, seat);
}

void Game::begin_turn(int seat) { begin_turn_inline(seat); }

// The card's place found eight places at a time (a word compared with the id repeated in
// every byte), then the cards above it moved down one place eight at a time: fewer
// instructions than a pass over every card, and no branch on where the card sits in a
// short hand. Reads and writes stay inside the list's kMaxCards of room, which
// a game zeroes when it is made (CardList::clear_room); the bytes past size() never
// change the result (the card, if held, is the lowest match).
namespace {
// Inline in play_card; remove_from_hand below is the out-of-line copy for the others.
[[gnu::always_inline]] inline void take_out(CardList& h, CardId id) {
  static_assert(std::endian::native == std::endian::little, "the lowest byte comes first");
  const std::size_t n = h.size();
  CardId* p = h.data();
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
  constexpr std::uint64_t kHighs = 0x8080808080808080ULL;
  std::size_t k = n;
  if (n + 8 < kMaxCards) {
    const std::uint64_t pattern = kOnes * id;
    for (std::size_t i = 0; i < n; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, p + i, 8);
      w ^= pattern;  // a zero byte where the id is
      // The lowest flagged byte is always a true zero (borrows only run upwards).
      const std::uint64_t zero = (w - kOnes) & ~w & kHighs;
      if (zero != 0) {
        k = i + static_cast<std::size_t>(std::countr_zero(zero) >> 3);
        break;
      }
    }
    if (k >= n) return;  // not in the hand (room past size() may hold it: not a card)
    for (std::size_t i = k; i + 1 < n; i += 8) {  // reads ahead of every write
      std::uint64_t w;
      std::memcpy(&w, p + i + 1, 8);
      std::memcpy(p + i, &w, 8);
    }
  } else {
    for (k = 0; k < n && p[k] != id; ++k) {
    }
    if (k == n) return;
    for (std::size_t i = k; i + 1 < n; ++i) p[i] = p[i + 1];
  }
  h.pop_back();
}
}  // namespace

void Game::remove_from_hand(int seat, CardId id) { take_out(round_.hands[seat], id); }

// 002: "Zuvor muss die zuletzt gespielte Karte als Richtwert ... zur Seite gelegt werden."
CardId Game::draw_card(int seat, DrawReason why) {
  if (round_.draw.empty()) {
    if (round_.discard.size() <= 1) return kNoCard;
    CardId top_card = round_.discard.back();
    round_.discard.pop_back();
    std::swap(round_.draw, round_.discard);
    round_.discard.push_back(top_card);
    rng_.shuffle(round_.draw.data(), static_cast<std::uint32_t>(round_.draw.size()));
    emit(EventType::Reshuffle, -1, -1, kNoCard, Colour::None, static_cast<int>(round_.draw.size()));
  }
  CardId id = round_.draw.back();
  round_.draw.pop_back();
  round_.hands[seat].push_back(id);
  // More than one card now.
  round_.exposed = static_cast<std::uint16_t>(round_.exposed & ~bit(seat));
  emit(EventType::Draw, seat, -1, id, Colour::None, static_cast<int>(why), seat);
  return id;
}

int Game::draw_n(int seat, int n, DrawReason why) {
  int got = 0;
  for (; got < n; ++got)
    if (draw_card(seat, why) == kNoCard) break;
  return got;
}

ApplyResult Game::apply(const Action& a) {
  if (!is_legal(a)) return {false, explain(a)};
  do_apply(a);
  return {};
}

void Game::apply_legal(const Action& a) {
  assert(is_legal(a));
  do_apply(a);
}

void Game::do_apply(const Action& a) {
  const int s = a.seat;
  if (a.type == ActionType::CallUno) {
    round_.exposed = static_cast<std::uint16_t>(round_.exposed & ~bit(s));
    emit(EventType::UnoCalled, s);
    return;
  }
  if (a.type == ActionType::CatchUno) {
    // 004: "Vergisst ein Spieler „Uno“ zu sagen ... müssen zwei Strafkarten nachgezogen
    // werden, insofern er von den Mitspielern erwischt wird."
    round_.exposed = static_cast<std::uint16_t>(round_.exposed & ~bit(a.target));
    emit(EventType::UnoCaught, s, a.target);
    draw_n(a.target, rules_.uno_penalty, DrawReason::Uno);
    return;
  }
  close_windows(s);
  step(a);
  if (phase_ == Phase::Turn && rules_.stall_turns != 0 && round_.stall >= rules_.stall_turns)
    block_round();
}

void Game::step(const Action& a) {
  const int s = a.seat;
  switch (phase_) {
    case Phase::Turn:
      if (a.type == ActionType::Play) {
        play_card(s, a.card, a.colour, a.target, s != current_);
      } else if (a.type == ActionType::Draw) {
        if (!round_.drew && round_.draw_three_seat == s && !has_playable(s)) {
          // 001 rule 3: "Om nästa spelare inte kan lägga ut ett kort, måste spelaren ta
          // TRE kort från DRA-högen."
          draw_n(s, 3, DrawReason::Custom);
          begin_turn(next_seat(s));
          return;
        }
        round_.lauf_window = -1;  // a Lauf! block comes before anything else on the turn
        CardId id = draw_card(s, DrawReason::Turn);
        round_.drew = true;
        round_.drawn = id;
        if (id == kNoCard) {
          begin_turn(next_seat(s));
        } else if (!can_play_on_turn(s, id) && !(rules_.draw_until_playable && can_draw())) {
          // 001: "Annars går turen vidare till nästa person."
          begin_turn(next_seat(s));
        }
      } else {  // Pass
        begin_turn(next_seat(s));
      }
      return;
    case Phase::ChooseColour:
      round_.colour = a.colour;
      emit(EventType::ColourChosen, s, -1, kNoCard, round_.colour);
      begin_turn(s);
      return;
    case Phase::Pending: answer_pending(a); return;
    case Phase::Spin: spin_wheel(s); return;
    case Phase::Discard:
      if (a.type == ActionType::Discard) discard_card(s, a.card, a.colour);
      else finish_discard();
      return;
    case Phase::UnoSpinRace:
      // 000: "Der erste Spieler, der UNO Spin ruft, darf eine Karte seiner Wahl ablegen."
      emit(EventType::UnoSpinClaim, s);
      start_discard(DiscardMode::UnoSpin, s, 0);
      return;
    case Phase::Verdict: give_verdict(a); return;
    case Phase::RoundOver: next_round(); return;
    case Phase::MatchOver: return;
  }
}

void Game::set_pending(PendingKind k, int victim, int source, CardId card, int amount,
                       bool challengeable, bool blockable) {
  round_.pending = {};
  round_.pending.kind = k;
  round_.pending.victim = static_cast<std::int8_t>(victim);
  round_.pending.source = static_cast<std::int8_t>(source);
  round_.pending.card = card;
  round_.pending.amount = static_cast<std::uint8_t>(amount);
  round_.pending.challengeable = challengeable;
  round_.pending.blockable = blockable;
  phase_ = Phase::Pending;
  current_ = victim;
}

void Game::play_card(int seat, CardId id, Colour col, int target, bool jump_in) {
  const Card c = deck_[id];
  const bool from_pending = phase_ == Phase::Pending;
  const bool blocking = c.kind == Kind::Lauf && (from_pending || round_.lauf_window == seat);
  const int carried = from_pending && !blocking ? round_.pending.amount : 0;
  const PendingKind blocked_kind = round_.pending.kind;
  if (c.kind == Kind::WildDrawFour) {
    round_.wd4_guilty = wd4_is_guilty(seat, id);
    prev_colour_ = round_.colour;
  }
  take_out(round_.hands[seat], id);
  round_.discard.push_back(id);
  round_.colour = c.is_wild() ? col : c.colour;
  emit(EventType::Play, seat, target, id, round_.colour, jump_in ? 1 : 0);
  round_.drew = false;
  round_.drawn = kNoCard;
  round_.lauf_window = -1;
  round_.pending = {};
  if (round_.hands[seat].empty()) {
    last_card_played(seat, id, carried);
    return;
  }
  expose_if_single(seat);
  if (blocking) {
    // 003: "kann der nächste Spieler ihren Effekt mit einem „Lauf!“-Joker blockieren.
    // Anschließend geht es in der aktuellen Spielreihenfolge weiter."
    emit(EventType::Blocked, seat, -1, id, round_.colour, static_cast<int>(blocked_kind));
    begin_turn(next_seat(seat));
    return;
  }
  const bool blockable = c.dino() && rules_.lauf_cards > 0;
  const int next = next_seat(seat);
  switch (c.kind) {
    case Kind::Number:
      if (rules_.seven_zero && c.number == 7 && target >= 0) swap_hands(seat, target);
      else if (rules_.seven_zero && c.number == 0) rotate_hands();
      // 000: "Wird eine Spin Karte ausgespielt, muss der nächste Spieler ... das Rad drehen."
      if (c.spin()) start_spin(next);
      else begin_turn_inline(next);
      return;
    case Kind::Skip:
      if (blockable) {
        set_pending(PendingKind::Skip, next, seat, id, 0, false, true);
      } else {
        emit(EventType::Skipped, next);
        begin_turn(next_seat(seat, 2));
      }
      return;
    case Kind::Reverse:
      if (blockable) set_pending(PendingKind::Reverse, next, seat, id, 0, false, true);
      else apply_reverse(seat);
      return;
    case Kind::DrawTwo:
      set_pending(PendingKind::DrawTwo, next, seat, id, carried + 2, false, blockable);
      return;
    case Kind::WildDrawFour:
      // A stacked +4 is not challengeable (docs/rules.md).
      set_pending(PendingKind::DrawFour, next, seat, id, carried + 4,
                  rules_.challenge && carried == 0, blockable);
      return;
    case Kind::Wild:
      begin_turn(next);
      if (blockable) round_.lauf_window = next;
      return;
    case Kind::WildShuffle:
      shuffle_hands(seat);
      if (round_.winner < 0) begin_turn(next);
      return;
    case Kind::WildCustom: custom_effect(seat, id); return;
    case Kind::Lauf:  // played as a plain wild (lauf_as_wild)
      begin_turn(next);
      return;
  }
}

// 001: "Om det sista kortet som läggs i en omgång är ett dra-två-kort eller dra-fyra-kort,
// måste nästa spelare dra två respektive fyra kort. Dessa kort räknas med".
// 000: "Ist die zuletzt abgelegte Karte eine Spin Karte, muss der Spieler, der als Nächstes
// an der Reihe gewesen wäre, das Rad drehen und die jeweilige Anweisung noch ausführen."
void Game::last_card_played(int seat, CardId id, int carried) {
  round_.winner = seat;
  round_.exposed = 0;
  const Card& c = deck_[id];
  const int next = next_seat(seat);
  if (c.kind == Kind::DrawTwo) draw_n(next, carried + 2, DrawReason::Penalty);
  if (c.kind == Kind::WildDrawFour) draw_n(next, carried + 4, DrawReason::Penalty);
  if (c.kind == Kind::Number && c.spin()) {
    round_.finishing = true;
    start_spin(next);
    return;
  }
  end_round();
}

void Game::apply_reverse(int seat) {
  if (seats_ == 2 && rules_.two_player_reverse_skips) {
    // 002: "Retour: der Spieler, der diese Karte abgelegt hat, kann gleich noch eine Karte
    // ablegen"
    emit(EventType::Skipped, next_seat(seat));
    begin_turn(seat);
    return;
  }
  round_.direction = -round_.direction;
  emit(EventType::Reversed, seat, -1, kNoCard, Colour::None, round_.direction);
  begin_turn(next_seat(seat));
}

void Game::answer_pending(const Action& a) {
  const int v = a.seat;
  if (a.type == ActionType::Play) {
    play_card(v, a.card, a.colour, a.target, false);  // stack or Lauf! block
    return;
  }
  if (a.type == ActionType::Challenge) {
    challenge(v);
    return;
  }
  emit(EventType::Accepted, v, round_.pending.source, round_.pending.card);
  const Pending p = round_.pending;
  switch (p.kind) {
    case PendingKind::DrawTwo:
    case PendingKind::DrawFour:
      draw_n(v, p.amount, DrawReason::Penalty);
      emit(EventType::Skipped, v);
      begin_turn(next_seat(v));
      return;
    case PendingKind::Skip:
      emit(EventType::Skipped, v);
      begin_turn(next_seat(v));
      return;
    case PendingKind::Reverse: apply_reverse(p.source); return;
    case PendingKind::DrawUntilColour:
      draw_until(v, p.colour, DrawReason::Custom);
      begin_turn(v);
      return;
    case PendingKind::None: begin_turn(v); return;
  }
}

// 001: "Den utmanade spelaren måste visa sin hand för dig (den som utmanat). Om du hade rätt
// får den utmanade spelaren dra fyra kort istället för dig. Men om du hade fel ... måste du
// dra 4 kort PLUS ytterligare 2 kort (6 kort totalt)!"
void Game::challenge(int v) {
  const int src = round_.pending.source;
  for (CardId id : round_.hands[src]) {
    emit(EventType::Reveal, src, v, id, Colour::None, 0, v);
    round_.revealed_cards[id >> 6] |= std::uint64_t{1} << (id & 63);
  }
  round_.reveal[src] = static_cast<std::uint16_t>(round_.reveal[src] | bit(v));
  emit(EventType::Challenge, v, src, kNoCard, Colour::None, round_.wd4_guilty ? 1 : 0);
  round_.pending = {};
  if (!round_.wd4_guilty) {
    draw_n(v, 4 + rules_.challenge_fail_extra, DrawReason::Challenge);
    emit(EventType::Skipped, v);
    begin_turn(next_seat(v));
    return;
  }
  if (rules_.wd4_guilty_takes_back) {
    // 002: "muss er die Zieh-4-Karte wieder an sich nehmen und zusätzlich 4 Karten extra
    // ziehen."
    CardId w = round_.discard.back();
    round_.discard.pop_back();
    round_.hands[src].push_back(w);
    emit(EventType::TakeBack, src, -1, w);
    round_.colour = prev_colour_;
    if (round_.discard.empty() && !round_.draw.empty()) {  // the pile was reshuffled meanwhile
      round_.discard.push_back(round_.draw.back());
      round_.draw.pop_back();
      const Card& t = deck_[round_.discard.back()];
      if (!t.is_wild()) round_.colour = t.colour;
      emit(EventType::FirstCard, -1, -1, round_.discard.back(), round_.colour);
    }
  }
  draw_n(src, rules_.wd4_guilty_draw, DrawReason::Challenge);
  begin_turn(v);  // docs/rules.md: the victim then takes a normal turn
}

}  // namespace uno
