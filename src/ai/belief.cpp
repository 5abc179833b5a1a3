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

Belief infer(const SeatView& v) {
  Belief b;
  const int seats = v.seats;
  if (seats <= 0 || seats > kMaxSeats || v.deck == nullptr || v.rules == nullptr) return b;
  const Deck& d = *v.deck;
  const RuleSet& rules = *v.rules;
  b.me = v.seat;
  b.seats = seats;
  for (auto& row : b.weight) row.fill(1.0f);

  std::size_t start = v.events.size();
  for (std::size_t i = v.events.size(); i-- > 0;)
    if (v.events[i].type == EventType::RoundStart) {
      start = i;
      break;
    }
  if (start == v.events.size() || v.events[start].value != v.round) return b;

  // Where drawing is voluntary a seat may draw while holding a playable card, but few do.
  const float void_weight = rules.voluntary_draw ? 0.2f : 0.03f;
  CardSet mine;  // this seat's hand as far as the log tells it
  std::array<CardSet, kMaxSeats>& pin = b.pinned;
  std::vector<CardId>& discard = b.discard;
  Colour colour = Colour::None;
  auto top = [&] { return discard.empty() ? kNoCard : discard.back(); };
  auto leave = [&](int s, CardId id) {  // a card leaves seat s's hand, face up
    if (s == v.seat) mine.clear(id);
    else if (s >= 0 && s < seats) pin[us(s)].clear(id);
  };
  auto arrive = [&](int s, CardId id) {  // a card the viewer sees arrives in seat s's hand
    if (id == kNoCard || id >= d.size || s < 0 || s >= seats) return;
    if (s == v.seat) mine.set(id);
    else pin[us(s)].set(id);
  };
  auto fade = [&](int s) {
    for (float& w : b.weight[us(s)]) w = 1.0f - (1.0f - w) * kFade;
  };

  // Moves seen (MoveSeen), for rules where every play is an ordinary turn play.
  const bool watch = !rules.jump_in && !rules.seven_zero && !rules.stack_draw_two &&
                     !rules.stack_draw_four && !rules.stack_across;
  std::array<int, kMaxSeats> count{};
  std::array<bool, kMaxSeats> drew_turn{};
  int dir = 1;
  auto forget_moves = [&](int s) {
    if (s < 0 || s >= seats) return;
    b.plays[us(s)].clear();
    std::erase_if(b.moves, [&](const MoveSeen& m) { return m.seat == s; });
  };

  for (std::size_t i = start; i < v.events.size(); ++i) {
    const Event& e = v.events[i];
    const int s = e.seat;
    if (s >= 0 && s < seats) {
      switch (e.type) {
        case EventType::Deal:
        case EventType::Draw:
        case EventType::TakeBack: ++count[us(s)]; break;
        case EventType::Play:
        case EventType::Discard: --count[us(s)]; break;
        default: break;
      }
    }
    switch (e.type) {
      case EventType::TurnStart: drew_turn.fill(false); break;
      case EventType::Reversed: dir = e.value >= 0 ? 1 : -1; break;
      case EventType::Play:
        if (watch && s >= 0 && s < seats && s != v.seat && e.card < d.size) {
          if (!drew_turn[us(s)]) {
            MoveSeen m;
            m.seat = s;
            m.card = e.card;
            m.named = d[e.card].is_wild() ? e.colour : Colour::None;
            m.top = top();
            m.colour = colour;
            m.direction = dir;
            for (int t = 0; t < seats; ++t)
              m.counts[us(t)] = static_cast<std::uint8_t>(count[us(t)] + (t == s ? 1 : 0));
            m.played_from = static_cast<int>(b.plays[us(s)].size());
            b.moves.push_back(m);
          }
          b.plays[us(s)].push_back(e.card);
        }
        break;
      case EventType::ColourChosen:
        if (watch && s >= 0 && s < seats && s != v.seat && e.colour != Colour::None) {
          MoveSeen m;
          m.seat = s;
          m.colour_choice = true;
          m.named = e.colour;
          m.direction = dir;
          for (int t = 0; t < seats; ++t) m.counts[us(t)] = static_cast<std::uint8_t>(count[us(t)]);
          m.played_from = static_cast<int>(b.plays[us(s)].size());
          b.moves.push_back(m);
        }
        break;
      case EventType::Draw:
        forget_moves(s);
        if (s >= 0 && s < seats && e.value == static_cast<int>(DrawReason::Turn))
          drew_turn[us(s)] = true;
        break;
      case EventType::Discard:
      case EventType::TakeBack:
      case EventType::HandsSwapped:
      case EventType::HandsTraded:
      case EventType::HandsShuffled:
      case EventType::Blocked:
        for (int t = 0; t < seats; ++t) forget_moves(t);
        break;
      default: break;
    }
    switch (e.type) {
      case EventType::FirstCard:
      case EventType::FirstIgnored:
        if (e.card != kNoCard) discard.push_back(e.card);
        if (e.type == EventType::FirstCard) colour = e.colour;
        break;
      case EventType::Deal: arrive(s, e.card); break;
      case EventType::Play:
      case EventType::Discard:
      case EventType::Blocked:
        if (e.card == kNoCard || e.card >= d.size) break;
        if (e.type == EventType::Play && d[e.card].kind == Kind::WildDrawFour)
          b.prev_colour = colour;
        if (e.type != EventType::Blocked || discard.empty() || discard.back() != e.card) {
          leave(s, e.card);
          discard.push_back(e.card);
        }
        if (e.colour != Colour::None) colour = e.colour;
        if (s >= 0 && s < seats && s != v.seat && d[e.card].is_wild() && e.colour != Colour::None)
          for (int id = 0; id < d.size; ++id)
            if (d[static_cast<CardId>(id)].colour == e.colour) b.weight[us(s)][us(id)] *= 1.5f;
        break;
      case EventType::ColourChosen:
        if (e.colour != Colour::None) colour = e.colour;
        break;
      case EventType::TakeBack:
        if (!discard.empty() && discard.back() == e.card) discard.pop_back();
        arrive(s, e.card);
        if (!discard.empty() && !d[discard.back()].is_wild()) colour = d[discard.back()].colour;
        else colour = b.prev_colour;
        break;
      case EventType::Reshuffle:
        if (!discard.empty()) discard.erase(discard.begin(), discard.end() - 1);
        break;
      case EventType::Reveal:
        if (e.target < 0 || e.target == v.seat) arrive(s, e.card);
        break;
      case EventType::Draw:
        if (s < 0 || s >= seats) break;
        if (s == v.seat) {
          arrive(s, e.card);
          break;
        }
        if (e.card != kNoCard) arrive(s, e.card);  // drawn face up (open hands)
        if (e.value == static_cast<int>(DrawReason::Shuffle)) break;
        if (e.value == static_cast<int>(DrawReason::Turn)) {
          // It drew instead of playing: what would have been playable is probably absent.
          for (int id = 0; id < d.size; ++id) {
            const auto cid = static_cast<CardId>(id);
            if (playable_on(rules, d, d[cid], top(), colour)) {
              float& w = b.weight[us(s)][us(id)];
              w = std::min(w, void_weight);
            }
          }
        }
        fade(s);
        break;
      case EventType::HandsSwapped:
        if (s < 0 || s >= seats || e.target < 0 || e.target >= seats) break;
        if (s == v.seat || e.target == v.seat) {
          const int other = s == v.seat ? e.target : s;
          const CardSet theirs = pin[us(other)];
          pin[us(other)] = mine;
          mine = theirs;
          std::swap(b.weight[us(other)], b.weight[us(v.seat)]);
          b.weight[us(other)].fill(1.0f);  // it now holds exactly our old hand
        } else {
          std::swap(pin[us(s)], pin[us(e.target)]);
          std::swap(b.weight[us(s)], b.weight[us(e.target)]);
        }
        break;
      case EventType::HandsTraded: {
        const int step = e.value >= 0 ? 1 : -1;
        auto old_pin = pin;
        auto old_weight = b.weight;
        old_pin[us(v.seat)] = mine;
        old_weight[us(v.seat)].fill(1.0f);
        for (int t = 0; t < seats; ++t) {
          const int to = ((t + step) % seats + seats) % seats;
          pin[us(to)] = old_pin[us(t)];
          b.weight[us(to)] = old_weight[us(t)];
        }
        mine = pin[us(v.seat)];
        break;
      }
      case EventType::HandsShuffled:
        for (auto& p : pin) p = {};
        for (auto& row : b.weight) row.fill(1.0f);
        mine = {};
        break;
      default: break;
    }
  }
  if (discard.empty() || discard.back() != v.top ||
      static_cast<int>(discard.size()) != v.discard_pile)
    return b;
  bool counts_agree = dir == v.direction;
  for (int t = 0; t < seats; ++t)
    counts_agree = counts_agree && count[us(t)] == v.hand_counts[us(t)];
  if (!counts_agree) {  // the log and the view disagree: infer nothing from moves
    b.moves.clear();
    for (auto& p : b.plays) p.clear();
  }

  // Certain knowledge of the view wins over the log.
  CardSet seen;
  for (CardId id : v.hand) seen.set(id);
  for (CardId id : discard) seen.set(id);
  for (int s = 0; s < seats; ++s) {
    if (s == v.seat) continue;
    CardSet& p = pin[us(s)];
    if (v.hand_known[us(s)]) {
      p = {};
      for (CardId id : v.known_hands[us(s)]) p.set(id);
    }
    for (int k = 0; k < 2; ++k)
      p.w[static_cast<std::size_t>(k)] &= ~seen.w[static_cast<std::size_t>(k)];
    if (p.size() > v.hand_counts[us(s)]) p = {};  // the log and the view disagree: forget it
  }
  pin[us(v.seat)] = {};
  for (int s = 0; s < seats; ++s)
    for (int k = 0; k < 2; ++k)
      seen.w[static_cast<std::size_t>(k)] |= pin[us(s)].w[static_cast<std::size_t>(k)];
  for (int id = 0; id < d.size; ++id)
    if (!seen.test(static_cast<CardId>(id))) b.hidden.push_back(static_cast<CardId>(id));
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
