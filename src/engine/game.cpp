// Game setup: dealer selection, dealing, the first card, hand points.
#include "engine/game.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <new>
#include <span>

#include "engine/seat_bits.h"

namespace uno {

Game::Game(const RuleSet& rules, int seats, std::uint64_t seed) {
  init(rules, seats, seed);
  if (setup_error_ != nullptr) return;
  choose_dealer();
  deal_random_round();
}

Game Game::stacked(const RuleSet& rules, int seats, std::uint64_t seed, int dealer,
                   const std::vector<CardId>& order) {
  Game g;
  g.init(rules, seats, seed);
  if (g.setup_error_ != nullptr) return g;
  g.start_round(layout_from_order(order, seats, dealer, rules.hand_size));
  return g;
}

Game Game::from_layout(const RuleSet& rules, int seats, std::uint64_t seed, const Layout& layout) {
  Game g;
  g.init(rules, seats, seed);
  if (g.setup_error_ != nullptr) return g;
  g.start_round(layout);
  return g;
}

void Game::restart(std::uint64_t seed) {
  // A new game's value of every field, except what restart keeps: rules, deck, seats,
  // the setup check, whether the log is kept, and its storage (capacity is not state).
  rng_ = Rng(seed);
  phase_ = setup_error_ != nullptr ? Phase::MatchOver : Phase::Turn;
  round_number_ = 0;
  dealer_ = 0;
  current_ = 0;
  scores_ = {};
  new_round();
  round_.stall_total = 0;
  prev_colour_ = Colour::None;
  last_spin_ = SpinOutcome::AlmostUno;
  match_winners_.clear();
  events_.clear();
  rounds_won_ = {};
  if (setup_error_ != nullptr) return;
  choose_dealer();
  deal_random_round();
}

void Game::init(const RuleSet& rules, int seats, std::uint64_t seed) {
  rules_ = rules;
  seats_ = std::clamp(seats, 0, kMaxSeats);
  deck_ = build_deck(rules);
  placed_ = deck_.size;  // a deal and a layout place every card (start_round)
  for (CardList& h : round_.hands) h.clear_room();  // see take_out (game_apply.cpp)
  rng_ = Rng(seed);
  events_.reserve(512);
  setup_error_ = validate(rules, seats);
  if (setup_error_ != nullptr) phase_ = Phase::MatchOver;
}

// 001: "Alla spelare drar ett kort. Spelaren som drar den högsta valören, delar ut korten
// (kort med symboler räknas som noll)." Ties draw again among the tied seats.
// 004: "Nun wird ausgelost, welcher Spieler die Runde beginnen darf."
void Game::choose_dealer() {
  if (rules_.dealer_selection == DealerSelection::LotForStarter) {
    int starter = static_cast<int>(rng_.below(static_cast<std::uint32_t>(seats_)));
    dealer_ = (starter + seats_ - 1) % seats_;
    return;
  }
  std::array<CardId, kMaxCards> pack_ids{};
  std::span<CardId> pack(pack_ids.data(), static_cast<std::size_t>(deck_.size));
  for (int i = 0; i < deck_.size; ++i) pack[static_cast<std::size_t>(i)] = static_cast<CardId>(i);
  rng_.shuffle(pack.data(), static_cast<std::uint32_t>(pack.size()));
  std::size_t next = 0;
  std::uint16_t contenders = static_cast<std::uint16_t>((1u << seats_) - 1);
  for (;;) {
    int best = -1;
    std::uint16_t tied = 0;
    for (int s = 0; s < seats_; ++s) {
      if (!(contenders & bit(s))) continue;
      if (next == pack.size()) {  // everyone tied through the whole pack: draw again
        rng_.shuffle(pack.data(), static_cast<std::uint32_t>(pack.size()));
        next = 0;
      }
      CardId id = pack[next++];
      emit(EventType::DealerDraw, s, -1, id);
      const Card& c = deck_[id];
      int v = c.kind == Kind::Number ? c.number : 0;
      if (v > best) {
        best = v;
        tied = bit(s);
      } else if (v == best) tied = static_cast<std::uint16_t>(tied | bit(s));
    }
    contenders = tied;
    if ((tied & (tied - 1)) == 0) break;
  }
  for (int s = 0; s < seats_; ++s)
    if (contenders & bit(s)) dealer_ = s;
}

// The same deal as start_round(layout_from_order(shuffled ids, ...)), without building
// the layout: one card per seat per pass from the left of the dealer, the rest the pile.
void Game::deal_random_round() {
  // The ids in order, copied as a block (the loop filling them one byte at a time, and
  // the array's zeroing, cost about a sixth of a deal).
  static constexpr std::array<CardId, kMaxCards> kIds = [] {
    std::array<CardId, kMaxCards> ids{};
    for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<CardId>(i);
    return ids;
  }();
  std::array<CardId, kMaxCards> order = kIds;
  const auto n = static_cast<std::size_t>(deck_.size);
  rng_.shuffle(order.data(), static_cast<std::uint32_t>(n));
  begin_round();
  std::size_t next = 0;
  for (int r = 0; r < rules_.hand_size; ++r)
    for (int k = 1, s = dealer_; k <= seats_ && next < n; ++k) {
      s = s + 1 == seats_ ? 0 : s + 1;  // (dealer_ + k) % seats_
      round_.hands[s].push_back(order[next]);
      emit(EventType::Deal, s, -1, order[next], Colour::None, 0, s);
      ++next;
    }
  // The rest, last first: back() is the top.
  round_.draw.assign(std::make_reverse_iterator(order.begin() + n),
                     std::make_reverse_iterator(order.begin() + next));
  turn_first_card();
}

// A new deal's first steps: round count, fresh round state, the round's opening events.
void Game::begin_round() {
  ++round_number_;
  new_round();
  emit(EventType::RoundStart, dealer_, -1, kNoCard, Colour::None, round_number_);
  emit(EventType::DealerChosen, dealer_, next_seat(dealer_));
}

void Game::start_round(const Layout& layout) {
  dealer_ = ((layout.dealer % seats_) + seats_) % seats_;
  begin_round();

  // Every id must be somewhere exactly once: named cards first, the rest at the bottom.
  std::array<bool, kMaxCards> used{};
  auto take = [&](CardId id) {
    if (id >= deck_.size || used[id]) return false;
    used[id] = true;
    return true;
  };
  // Deal events in deal order (left of the dealer first), one card per seat per pass.
  std::size_t longest = 0;
  for (const auto& h : layout.hands) longest = std::max(longest, h.size());
  for (std::size_t i = 0; i < longest; ++i)
    for (int k = 1; k <= seats_; ++k) {
      int s = (dealer_ + k) % seats_;
      if (static_cast<std::size_t>(s) >= layout.hands.size()) continue;
      const auto& h = layout.hands[static_cast<std::size_t>(s)];
      if (i < h.size() && take(h[i])) {
        round_.hands[s].push_back(h[i]);
        emit(EventType::Deal, s, -1, h[i], Colour::None, 0, s);
      }
    }
  // The pile, top first, then reversed: back() is the top.
  for (CardId id : layout.pile)
    if (take(id)) round_.draw.push_back(id);
  for (int i = 0; i < deck_.size; ++i)
    if (take(static_cast<CardId>(i))) round_.draw.push_back(static_cast<CardId>(i));
  std::reverse(round_.draw.begin(), round_.draw.end());
  turn_first_card();
}

// The first discard and its effect on the first player (see docs/rules.md).
void Game::turn_first_card() {
  int first = next_seat(dealer_);
  CardId id = kNoCard;
  for (int guard = 0; guard <= deck_.size && !round_.draw.empty(); ++guard) {
    id = round_.draw.back();
    round_.draw.pop_back();
    const Card& c = deck_[id];
    if (rules_.first_special_redraw && c.kind != Kind::Number) {
      // 003: "Falls es sich um eine Sonderkarte handelt, wird sie nicht berücksichtigt und
      // eine weitere Karte aufgedeckt."
      round_.discard.push_back(id);
      emit(EventType::FirstIgnored, -1, -1, id);
      id = kNoCard;
      continue;
    }
    if (c.kind == Kind::WildDrawFour) {
      // 001: "Om det här är det första kortet som vänds upp, lägger ni tillbaka det och
      // drar ett nytt kort." It goes under the pile.
      round_.draw.insert_at(0, id);
      emit(EventType::FirstReturned, -1, -1, id);
      id = kNoCard;
      continue;
    }
    break;
  }
  if (id == kNoCard) {  // degenerate deal (tests): no usable first card
    begin_turn(first);
    return;
  }
  round_.discard.push_back(id);
  const Card& c = deck_[id];
  round_.colour = c.colour;
  emit(EventType::FirstCard, -1, -1, id, round_.colour);
  switch (c.kind) {
    case Kind::DrawTwo:
      // 004: "Wird sie zu Beginn des Spiels aufgedeckt, gelten ebenfalls diese Regeln."
      current_ = first;
      phase_ = Phase::Pending;
      round_.pending = {};
      round_.pending.kind = PendingKind::DrawTwo;
      round_.pending.victim = static_cast<std::int8_t>(first);
      round_.pending.card = id;
      round_.pending.amount = 2;
      break;
    case Kind::Reverse:
      // 004: "fängt der Kartengeber an und der Spieler zur Rechten ist der nächste."
      round_.direction = -1;
      emit(EventType::Reversed, -1, -1, kNoCard, Colour::None, round_.direction);
      begin_turn(dealer_);
      break;
    case Kind::Skip:
      // 004: "wird der links sitzende Spieler des Kartengebers übersprungen."
      emit(EventType::Skipped, first);
      begin_turn(next_seat(first));
      break;
    case Kind::Number:
      begin_turn(first);  // a Spin number turned up is not "played": no spin
      break;
    default:
      // Wild, Shuffle Hands, Customizable (and a Lauf! outside 003): the player left of
      // the dealer names the colour, then plays. No other effect.
      current_ = first;
      phase_ = Phase::ChooseColour;
      break;
  }
}

// round_ = Round{} in place: a Round's card lists hold room for every card that a new deal
// need not clear or copy (only their counts are state; CardList's constructor sets them).
void Game::new_round() { ::new (static_cast<void*>(&round_)) Round; }

// card_points (rules.cpp) by table: a number card's number (0 on every other card) plus
// its kind's points, one lookup per card instead of a switch that mispredicts.
int Game::hand_points(int seat) const {
  static_assert(static_cast<int>(Kind::Lauf) == 8, "one entry per Kind below");
  const std::array<int, 9> by_kind{0,
                                   rules_.points_action,
                                   rules_.points_action,
                                   rules_.points_action,
                                   rules_.points_wild,
                                   rules_.points_wild,
                                   rules_.points_special_wild,
                                   rules_.points_special_wild,
                                   rules_.points_lauf};
  int p = 0;
  for (CardId id : round_.hands[seat]) {
    const Card& c = deck_[id];
    p += by_kind[static_cast<std::size_t>(c.kind)] + c.number;
  }
  return p;
}

}  // namespace uno
