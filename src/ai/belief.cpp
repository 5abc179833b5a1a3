// The Expert's inference over hidden cards (belief.h).
#include "ai/belief.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <utility>

#include "engine/deck.h"
#include "engine/event.h"
#include "engine/rules.h"

namespace uno::ai {

namespace {

std::size_t us(int s) { return static_cast<std::size_t>(s); }

// How much of a void survives one more card drawn: the new card is one of about 8 in the
// hand, so a card ruled out before is about 1/8 as likely as any other.
constexpr float kFade = 0.88f;

}  // namespace

// Could `c` have been played on a turn with `top` showing and `colour` in play?
bool playable_on(const RuleSet& r, const Deck& d, const Card& c, CardId top, Colour colour) {
  if (c.is_wild()) return c.kind != Kind::Lauf || r.lauf_as_wild;
  if (c.colour == colour) return true;
  if (top == kNoCard || top >= d.size) return false;
  const Card& t = d[top];
  if (t.is_wild() || t.kind != c.kind) return false;
  return c.kind != Kind::Number || c.number == t.number;
}

int CardSet::size() const { return std::popcount(w[0]) + std::popcount(w[1]); }

namespace {

// Where this round's events start in the view's log: the index of its RoundStart event, or
// events.size() when the log does not hold the whole round (then nothing is inferred).
std::size_t round_start(const SeatView& v) {
  for (std::size_t i = v.events.size(); i-- > 0;)
    if (v.events[i].type == EventType::RoundStart)
      return v.events[i].value == v.round ? i : v.events.size();
  return v.events.size();
}

// One pass over the round's events, as the viewer saw them: the discard pile and the colour
// in play, hand sizes, the cards known to sit in each hand, the weights of voids and named
// colours, and the other seats' moves (Belief::moves) for rules where every play is an
// ordinary turn play.
class LogWalk {
 public:
  LogWalk(const SeatView& v, Belief& b)
      : v_(v),
        d_(*v.deck),
        rules_(*v.rules),
        b_(b),
        seats_(v.seats),
        // Where drawing is voluntary a seat may draw while holding a playable card, but few do.
        void_weight_(rules_.voluntary_draw ? 0.2f : 0.03f),
        watch_(!rules_.jump_in && !rules_.seven_zero && !rules_.stack_draw_two &&
               !rules_.stack_draw_four && !rules_.stack_across) {}

  void step(const Event& e) {
    count_cards(e);
    note_move(e);
    track_cards(e);
  }

  // Whether the walk ends where the view stands: the same discard pile, and (else the
  // moves seen are dropped) the same direction and hand sizes.
  bool piles_agree() const {
    return !b_.discard.empty() && b_.discard.back() == v_.top &&
           static_cast<int>(b_.discard.size()) == v_.discard_pile;
  }
  bool counts_agree() const {
    bool agree = dir_ == v_.direction;
    for (int t = 0; t < seats_; ++t) agree = agree && count_[us(t)] == v_.hand_counts[us(t)];
    return agree;
  }

 private:
  bool other_seat(int s) const { return s >= 0 && s < seats_ && s != v_.seat; }
  CardId top() const { return b_.discard.empty() ? kNoCard : b_.discard.back(); }
  CardSet& pin(int s) { return b_.pinned[us(s)]; }

  void leave(int s, CardId id) {  // a card leaves seat s's hand, face up
    if (s == v_.seat) mine_.clear(id);
    else if (s >= 0 && s < seats_) pin(s).clear(id);
  }
  void arrive(int s, CardId id) {  // a card the viewer sees arrives in seat s's hand
    if (id == kNoCard || id >= d_.size || s < 0 || s >= seats_) return;
    if (s == v_.seat) mine_.set(id);
    else pin(s).set(id);
  }
  void fade(int s) {
    for (float& w : b_.weight[us(s)]) w = 1.0f - (1.0f - w) * kFade;
  }
  void forget_moves(int s) {
    if (s < 0 || s >= seats_) return;
    b_.plays[us(s)].clear();
    std::erase_if(b_.moves, [&](const MoveSeen& m) { return m.seat == s; });
  }

  void count_cards(const Event& e) {
    const int s = e.seat;
    if (s < 0 || s >= seats_) return;
    switch (e.type) {
      case EventType::Deal:
      case EventType::Draw:
      case EventType::TakeBack: ++count_[us(s)]; break;
      case EventType::Play:
      case EventType::Discard: --count_[us(s)]; break;
      default: break;
    }
  }

  // A move a seat made from a hand it has drawn nothing into since (MoveSeen), and the
  // events that make its hand then no longer its hand now plus its plays since.
  void note_move(const Event& e) {
    const int s = e.seat;
    switch (e.type) {
      case EventType::TurnStart: drew_turn_.fill(false); break;
      case EventType::Reversed: dir_ = e.value >= 0 ? 1 : -1; break;
      case EventType::Play:
        if (watch_ && other_seat(s) && e.card < d_.size) {
          if (!drew_turn_[us(s)]) b_.moves.push_back(card_played(e));
          b_.plays[us(s)].push_back(e.card);
        }
        break;
      case EventType::ColourChosen:
        if (watch_ && other_seat(s) && e.colour != Colour::None) {
          MoveSeen m = move_of(s);
          m.colour_choice = true;
          m.named = e.colour;
          for (int t = 0; t < seats_; ++t)
            m.counts[us(t)] = static_cast<std::uint8_t>(count_[us(t)]);
          b_.moves.push_back(m);
        }
        break;
      case EventType::Draw:
        forget_moves(s);
        if (s >= 0 && s < seats_ && e.value == static_cast<int>(DrawReason::Turn))
          drew_turn_[us(s)] = true;
        break;
      case EventType::Discard:
      case EventType::TakeBack:
      case EventType::HandsSwapped:
      case EventType::HandsTraded:
      case EventType::HandsShuffled:
      case EventType::Blocked:
        for (int t = 0; t < seats_; ++t) forget_moves(t);
        break;
      default: break;
    }
  }
  MoveSeen move_of(int s) const {
    MoveSeen m;
    m.seat = s;
    m.direction = dir_;
    m.played_from = static_cast<int>(b_.plays[us(s)].size());
    return m;
  }
  MoveSeen card_played(const Event& e) const {
    MoveSeen m = move_of(e.seat);
    m.card = e.card;
    m.named = d_[e.card].is_wild() ? e.colour : Colour::None;
    m.top = top();
    m.colour = colour_;
    for (int t = 0; t < seats_; ++t)  // the sizes before the play
      m.counts[us(t)] = static_cast<std::uint8_t>(count_[us(t)] + (t == e.seat ? 1 : 0));
    return m;
  }

  // Where the cards the viewer sees go, and what the others' draws and wilds tell.
  void track_cards(const Event& e) {
    const int s = e.seat;
    switch (e.type) {
      case EventType::FirstCard:
      case EventType::FirstIgnored:
        if (e.card != kNoCard) b_.discard.push_back(e.card);
        if (e.type == EventType::FirstCard) colour_ = e.colour;
        break;
      case EventType::Deal: arrive(s, e.card); break;
      case EventType::Play:
      case EventType::Discard:
      case EventType::Blocked: card_to_pile(e); break;
      case EventType::ColourChosen:
        if (e.colour != Colour::None) colour_ = e.colour;
        break;
      case EventType::TakeBack:
        if (!b_.discard.empty() && b_.discard.back() == e.card) b_.discard.pop_back();
        arrive(s, e.card);
        if (!b_.discard.empty() && !d_[b_.discard.back()].is_wild())
          colour_ = d_[b_.discard.back()].colour;
        else colour_ = b_.prev_colour;
        break;
      case EventType::Reshuffle:
        if (!b_.discard.empty()) b_.discard.erase(b_.discard.begin(), b_.discard.end() - 1);
        break;
      case EventType::Reveal:
        if (e.target < 0 || e.target == v_.seat) arrive(s, e.card);
        break;
      case EventType::Draw: card_drawn(e); break;
      case EventType::HandsSwapped: hands_swapped(e); break;
      case EventType::HandsTraded: hands_traded(e); break;
      case EventType::HandsShuffled:
        for (auto& p : b_.pinned) p = {};
        for (auto& row : b_.weight) row.fill(1.0f);
        mine_ = {};
        break;
      default: break;
    }
  }

  // A card played, discarded or blocked onto the pile. A seat naming a colour with a wild
  // probably holds more of it.
  void card_to_pile(const Event& e) {
    if (e.card == kNoCard || e.card >= d_.size) return;
    if (e.type == EventType::Play && d_[e.card].kind == Kind::WildDrawFour)
      b_.prev_colour = colour_;
    if (e.type != EventType::Blocked || b_.discard.empty() || b_.discard.back() != e.card) {
      leave(e.seat, e.card);
      b_.discard.push_back(e.card);
    }
    if (e.colour != Colour::None) colour_ = e.colour;
    if (other_seat(e.seat) && d_[e.card].is_wild() && e.colour != Colour::None)
      for (int id = 0; id < d_.size; ++id)
        if (d_[static_cast<CardId>(id)].colour == e.colour) b_.weight[us(e.seat)][us(id)] *= 1.5f;
  }

  // A draw: the viewer's own card, or another seat's, face down unless hands are open. A
  // seat that drew instead of playing probably held nothing playable.
  void card_drawn(const Event& e) {
    const int s = e.seat;
    if (s < 0 || s >= seats_) return;
    if (s == v_.seat) {
      arrive(s, e.card);
      return;
    }
    if (e.card != kNoCard) arrive(s, e.card);  // drawn face up (open hands)
    if (e.value == static_cast<int>(DrawReason::Shuffle)) return;
    if (e.value == static_cast<int>(DrawReason::Turn)) {
      for (int id = 0; id < d_.size; ++id) {
        const auto cid = static_cast<CardId>(id);
        if (playable_on(rules_, d_, d_[cid], top(), colour_)) {
          float& w = b_.weight[us(s)][us(id)];
          w = std::min(w, void_weight_);
        }
      }
    }
    fade(s);
  }

  // Two hands swap (7-0): what was known of each goes with it.
  void hands_swapped(const Event& e) {
    const int s = e.seat;
    if (s < 0 || s >= seats_ || e.target < 0 || e.target >= seats_) return;
    if (s == v_.seat || e.target == v_.seat) {
      const int other = s == v_.seat ? e.target : s;
      const CardSet theirs = pin(other);
      pin(other) = mine_;
      mine_ = theirs;
      std::swap(b_.weight[us(other)], b_.weight[us(v_.seat)]);
      b_.weight[us(other)].fill(1.0f);  // it now holds exactly our old hand
    } else {
      std::swap(pin(s), pin(e.target));
      std::swap(b_.weight[us(s)], b_.weight[us(e.target)]);
    }
  }

  // Every hand moves one seat on (Trade Hands, a 0 under 7-0).
  void hands_traded(const Event& e) {
    const int shift = e.value >= 0 ? 1 : -1;
    auto old_pin = b_.pinned;
    auto old_weight = b_.weight;
    old_pin[us(v_.seat)] = mine_;
    old_weight[us(v_.seat)].fill(1.0f);
    for (int t = 0; t < seats_; ++t) {
      const int to = ((t + shift) % seats_ + seats_) % seats_;
      pin(to) = old_pin[us(t)];
      b_.weight[us(to)] = old_weight[us(t)];
    }
    mine_ = pin(v_.seat);
  }

  const SeatView& v_;
  const Deck& d_;
  const RuleSet& rules_;
  Belief& b_;
  const int seats_;
  const float void_weight_;
  const bool watch_;  // moves are watched (MoveSeen)
  CardSet mine_;      // this seat's hand as far as the log tells it
  Colour colour_ = Colour::None;
  std::array<int, kMaxSeats> count_{};
  std::array<bool, kMaxSeats> drew_turn_{};
  int dir_ = 1;
};

// Certain knowledge of the view wins over the log: hands the view shows replace what the log
// pinned, no card is pinned where the view shows it elsewhere, and a seat pinned more cards
// than it holds is forgotten. Then the hidden cards are those nobody is known to hold.
void settle_with_view(const SeatView& v, Belief& b) {
  const Deck& d = *v.deck;
  CardSet seen;
  for (CardId id : v.hand) seen.set(id);
  for (CardId id : b.discard) seen.set(id);
  for (int s = 0; s < b.seats; ++s) {
    if (s == v.seat) continue;
    CardSet& p = b.pinned[us(s)];
    if (v.hand_known[us(s)]) {
      p = {};
      for (CardId id : v.known_hands[us(s)]) p.set(id);
    }
    for (int k = 0; k < 2; ++k)
      p.w[static_cast<std::size_t>(k)] &= ~seen.w[static_cast<std::size_t>(k)];
    if (p.size() > v.hand_counts[us(s)]) p = {};  // the log and the view disagree: forget it
  }
  b.pinned[us(v.seat)] = {};
  for (int s = 0; s < b.seats; ++s)
    for (int k = 0; k < 2; ++k)
      seen.w[static_cast<std::size_t>(k)] |= b.pinned[us(s)].w[static_cast<std::size_t>(k)];
  for (int id = 0; id < d.size; ++id)
    if (!seen.test(static_cast<CardId>(id))) b.hidden.push_back(static_cast<CardId>(id));
}

}  // namespace

Belief infer(const SeatView& v) {
  Belief b;
  const int seats = v.seats;
  if (seats <= 0 || seats > kMaxSeats || v.deck == nullptr || v.rules == nullptr) return b;
  b.me = v.seat;
  b.seats = seats;
  for (auto& row : b.weight) row.fill(1.0f);
  const std::size_t start = round_start(v);
  if (start == v.events.size()) return b;

  LogWalk walk(v, b);
  for (std::size_t i = start; i < v.events.size(); ++i) walk.step(v.events[i]);
  if (!walk.piles_agree()) return b;
  if (!walk.counts_agree()) {  // the log and the view disagree: infer nothing from moves
    b.moves.clear();
    for (auto& p : b.plays) p.clear();
  }
  settle_with_view(v, b);
  b.valid = true;
  return b;
}

std::optional<Game::Placement> Belief::sample(const SeatView& v, Rng& rng) const {
  if (!valid) return std::nullopt;
  Game::Placement p;
  std::vector<CardId> pool = hidden;
  p.hands[us(me)] = v.hand;
  // Seats in a random order, so no seat always picks from the fullest pool.
  std::array<int, kMaxSeats> order{};
  int n = 0;
  for (int s = 0; s < seats; ++s)
    if (s != me) order[us(n++)] = s;
  for (int i = n - 1; i > 0; --i)
    std::swap(order[us(i)], order[rng.below(static_cast<std::uint32_t>(i + 1))]);
  std::vector<float> w(pool.size());
  for (int k = 0; k < n; ++k) {
    const int s = order[us(k)];
    auto& hand = p.hands[us(s)];
    for (int id = 0; id < 128; ++id)
      if (pinned[us(s)].test(static_cast<CardId>(id))) hand.push_back(static_cast<CardId>(id));
    int need = v.hand_counts[us(s)] - static_cast<int>(hand.size());
    if (need < 0 || need > static_cast<int>(pool.size())) return std::nullopt;
    for (; need > 0; --need) {
      double total = 0;
      for (std::size_t j = 0; j < pool.size(); ++j) total += weight[us(s)][pool[j]];
      double x = static_cast<double>(rng.next()) / 4294967296.0 * total;
      std::size_t pick = pool.size() - 1;
      for (std::size_t j = 0; j < pool.size(); ++j) {
        x -= weight[us(s)][pool[j]];
        if (x < 0) {
          pick = j;
          break;
        }
      }
      hand.push_back(pool[pick]);
      pool[pick] = pool.back();
      pool.pop_back();
    }
  }
  if (static_cast<int>(pool.size()) != v.draw_pile) return std::nullopt;
  for (std::size_t i = pool.size(); i > 1; --i)
    std::swap(pool[i - 1], pool[rng.below(static_cast<std::uint32_t>(i))]);
  p.draw = std::move(pool);
  p.discard = discard;
  return p;
}

}  // namespace uno::ai
