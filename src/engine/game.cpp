// Game setup: dealer selection, dealing, the first card, and helpers shared by the other
// game_*.cpp files.
#include "engine/game.h"

#include <algorithm>

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

Game Game::from_layout(const RuleSet& rules, int seats, std::uint64_t seed,
                       const Layout& layout) {
  Game g;
  g.init(rules, seats, seed);
  if (g.setup_error_ != nullptr) return g;
  g.start_round(layout);
  return g;
}

void Game::init(const RuleSet& rules, int seats, std::uint64_t seed) {
  rules_ = rules;
  seats_ = std::clamp(seats, 0, kMaxSeats);
  deck_ = build_deck(rules);
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
  std::vector<CardId> pack(static_cast<std::size_t>(deck_.size));
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
      if (v > best) { best = v; tied = bit(s); }
      else if (v == best) tied = static_cast<std::uint16_t>(tied | bit(s));
    }
    contenders = tied;
    if ((tied & (tied - 1)) == 0) break;
  }
  for (int s = 0; s < seats_; ++s)
    if (contenders & bit(s)) dealer_ = s;
}

void Game::deal_random_round() {
  std::vector<CardId> order(static_cast<std::size_t>(deck_.size));
  for (int i = 0; i < deck_.size; ++i) order[static_cast<std::size_t>(i)] = static_cast<CardId>(i);
  rng_.shuffle(order.data(), static_cast<std::uint32_t>(order.size()));
  start_round(layout_from_order(order, seats_, dealer_, rules_.hand_size));
}

void Game::start_round(const Layout& layout) {
  ++round_;
  dealer_ = ((layout.dealer % seats_) + seats_) % seats_;
  direction_ = 1;
  colour_ = Colour::None;
  for (auto& h : hands_) h.clear();
  draw_.clear();
  discard_.clear();
  pending_ = {};
  disc_ = {};
  exposed_ = 0;
  drew_ = false;
  drawn_ = kNoCard;
  lauf_window_ = draw_three_seat_ = open_hands_until_ = -1;
  reveal_.fill(0);
  revealed_cards_.fill(0);
  wd4_guilty_ = false;
  spinner_ = -1;
  finishing_ = false;
  showdown_mask_.fill(0);
  resume_seat_ = custom_source_ = verdict_slot_ = -1;
  to_count_left_ = 0;
  verdict_rule_ = CustomRule::None;
  round_winner_ = -1;
  blocked_ = false;
  stall_ = 0;
  stall_total_ = 1 << 20;
  round_points_.fill(0);
  emit(EventType::RoundStart, dealer_, -1, kNoCard, Colour::None, round_);
  emit(EventType::DealerChosen, dealer_, next_seat(dealer_));

  // Every id must be somewhere exactly once: named cards first, the rest at the bottom.
  std::vector<bool> used(static_cast<std::size_t>(deck_.size), false);
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
        hands_[s].push_back(h[i]);
        emit(EventType::Deal, s, -1, h[i], Colour::None, 0, s);
      }
    }
  std::vector<CardId> pile;  // top first
  for (CardId id : layout.pile)
    if (take(id)) pile.push_back(id);
  for (int i = 0; i < deck_.size; ++i)
    if (take(static_cast<CardId>(i))) pile.push_back(static_cast<CardId>(i));
  draw_.assign(pile.rbegin(), pile.rend());  // back() is the top
  turn_first_card();
}

// The first discard and its effect on the first player (see docs/rules.md).
void Game::turn_first_card() {
  int first = next_seat(dealer_);
  CardId id = kNoCard;
  for (int guard = 0; guard <= deck_.size && !draw_.empty(); ++guard) {
    id = draw_.back();
    draw_.pop_back();
    const Card& c = deck_[id];
    if (rules_.first_special_redraw && c.kind != Kind::Number) {
      // 003: "Falls es sich um eine Sonderkarte handelt, wird sie nicht berücksichtigt und
      // eine weitere Karte aufgedeckt."
      discard_.push_back(id);
      emit(EventType::FirstIgnored, -1, -1, id);
      id = kNoCard;
      continue;
    }
    if (c.kind == Kind::WildDrawFour) {
      // 001: "Om det här är det första kortet som vänds upp, lägger ni tillbaka det och
      // drar ett nytt kort." It goes under the pile.
      draw_.insert(draw_.begin(), id);
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
  discard_.push_back(id);
  const Card& c = deck_[id];
  colour_ = c.colour;
  emit(EventType::FirstCard, -1, -1, id, colour_);
  switch (c.kind) {
    case Kind::DrawTwo:
      // 004: "Wird sie zu Beginn des Spiels aufgedeckt, gelten ebenfalls diese Regeln."
      current_ = first;
      phase_ = Phase::Pending;
      pending_ = {};
      pending_.kind = PendingKind::DrawTwo;
      pending_.victim = static_cast<std::int8_t>(first);
      pending_.card = id;
      pending_.amount = 2;
      break;
    case Kind::Reverse:
      // 004: "fängt der Kartengeber an und der Spieler zur Rechten ist der nächste."
      direction_ = -1;
      emit(EventType::Reversed, -1, -1, kNoCard, Colour::None, direction_);
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

int Game::next_seat(int from, int steps) const {
  int s = (from + direction_ * steps) % seats_;
  return s < 0 ? s + seats_ : s;
}

void Game::emit(EventType t, int seat, int target, CardId card, Colour col, int value,
                int private_to) {
  Event e;
  e.seq = static_cast<std::uint32_t>(events_.size());
  e.type = t;
  e.seat = static_cast<std::int8_t>(seat);
  e.target = static_cast<std::int8_t>(target);
  e.card = card;
  e.colour = col;
  e.value = static_cast<std::int16_t>(value);
  e.private_to = static_cast<std::int8_t>(private_to);
  events_.push_back(e);
}

bool Game::can_draw() const { return !draw_.empty() || discard_.size() > 1; }

// 002: "Zuvor muss die zuletzt gespielte Karte als Richtwert ... zur Seite gelegt werden."
CardId Game::draw_card(int seat, DrawReason why) {
  if (draw_.empty()) {
    if (discard_.size() <= 1) return kNoCard;
    CardId top_card = discard_.back();
    discard_.pop_back();
    draw_.swap(discard_);
    discard_.push_back(top_card);
    rng_.shuffle(draw_.data(), static_cast<std::uint32_t>(draw_.size()));
    emit(EventType::Reshuffle, -1, -1, kNoCard, Colour::None, static_cast<int>(draw_.size()));
  }
  CardId id = draw_.back();
  draw_.pop_back();
  hands_[seat].push_back(id);
  exposed_ = static_cast<std::uint16_t>(exposed_ & ~bit(seat));  // more than one card now
  emit(EventType::Draw, seat, -1, id, Colour::None, static_cast<int>(why), seat);
  return id;
}

int Game::draw_n(int seat, int n, DrawReason why) {
  int got = 0;
  for (; got < n; ++got)
    if (draw_card(seat, why) == kNoCard) break;
  return got;
}

void Game::remove_from_hand(int seat, CardId id) {
  auto& h = hands_[seat];
  auto it = std::find(h.begin(), h.end(), id);
  if (it != h.end()) h.erase(it);
}

void Game::begin_turn(int seat) {
  phase_ = Phase::Turn;
  current_ = seat;
  drew_ = false;
  drawn_ = kNoCard;
  lauf_window_ = -1;
  draw_three_seat_ = -1;
  pending_ = {};
  int held = 0;
  for (int s = 0; s < seats_; ++s) held += static_cast<int>(hands_[s].size());
  stall_ = held < stall_total_ ? 0 : stall_ + 1;
  stall_total_ = held;
  if (open_hands_until_ == seat) {
    // 001 rule 7: "tills det återigen är spelarens tur, som lade ut kortet."
    open_hands_until_ = -1;
    emit(EventType::OpenHands, seat, -1, kNoCard, Colour::None, 0);
  }
  emit(EventType::TurnStart, seat);
}

// A seat left holding one card must call UNO before the window closes.
void Game::expose_if_single(int seat) {
  if (round_winner_ >= 0) return;
  if (hands_[seat].size() == 1) exposed_ = static_cast<std::uint16_t>(exposed_ | bit(seat));
  else exposed_ = static_cast<std::uint16_t>(exposed_ & ~bit(seat));
}

// 000: "... wenn er von den anderen Spielern erwischt wird, bevor der nächste Spieler
// seinen Spielzug begonnen hat." Any step of the game by another seat closes the window;
// reveals (Show Cards, a challenge) end with it too.
void Game::close_windows(int actor) {
  std::uint16_t closing = static_cast<std::uint16_t>(exposed_ & ~bit(actor));
  for (int s = 0; closing != 0 && s < seats_; ++s)
    if (closing & bit(s)) emit(EventType::UnoWindowClosed, s);
  exposed_ = static_cast<std::uint16_t>(exposed_ & bit(actor));
  reveal_.fill(0);
  revealed_cards_.fill(0);
}

int Game::hand_points(int seat) const {
  int p = 0;
  for (CardId id : hands_[seat]) p += card_points(deck_[id], rules_);
  return p;
}

}  // namespace uno
