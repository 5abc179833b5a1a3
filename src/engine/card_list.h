// CardList: the cards of one hand or pile, in order, stored in place. Every card of a deal
// is in exactly one hand or pile, so kMaxCards is room for any of them: no heap, no
// capacity checks, a Game copies as one block (bots copy games for their searches).
// Reads like a std::vector<CardId> (size, [], back, range-for) for the engine's callers.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

#include "engine/card.h"

namespace uno {

class CardList {
 public:
  using value_type = CardId;
  using const_iterator = const CardId*;
  using const_reverse_iterator = std::reverse_iterator<const CardId*>;

  // The room past size() is left as it is: a new deal's lists cost a count each, not
  // kMaxCards bytes to clear and copy (Game::begin_round).
  CardList() noexcept {}
  // The cards of `v`, in order (at most kMaxCards of them).
  explicit CardList(const std::vector<CardId>& v) { assign(v.begin(), v.end()); }

  std::size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  const CardId* data() const { return ids_.data(); }
  CardId* data() { return ids_.data(); }
  const CardId* begin() const { return ids_.data(); }
  const CardId* end() const { return ids_.data() + n_; }
  CardId* begin() { return ids_.data(); }
  CardId* end() { return ids_.data() + n_; }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
  CardId operator[](std::size_t i) const { return ids_[i]; }
  CardId& operator[](std::size_t i) { return ids_[i]; }
  CardId front() const { return ids_[0]; }
  CardId back() const { return ids_[n_ - 1u]; }

  // A card past kMaxCards (a caller's broken layout) is dropped rather than written
  // out of bounds: no deal has that many.
  void push_back(CardId id) {
    if (n_ < kMaxCards) ids_[n_++] = id;
  }
  void pop_back() { --n_; }
  void clear() { n_ = 0; }
  // Empties the list and zeroes its whole room, once per game: readers that take the
  // room past size() eight places at a time (Game's take_out) then never meet bytes no
  // store ever wrote.
  void clear_room() {
    n_ = 0;
    ids_.fill(0);
  }
  // Inserts `id` before position `pos` (0 = the bottom of a pile).
  void insert_at(std::size_t pos, CardId id) {
    if (n_ >= kMaxCards || pos > n_) return;
    std::copy_backward(ids_.data() + pos, ids_.data() + n_, ids_.data() + n_ + 1);
    ids_[pos] = id;
    ++n_;
  }
  // Removes the card at position `pos`, keeping the order of the others.
  void erase_at(std::size_t pos) {
    std::copy(ids_.data() + pos + 1, ids_.data() + n_, ids_.data() + pos);
    --n_;
  }
  template <class It>
  void assign(It first, It last) {
    std::size_t k = 0;  // counted here, stored once: a card store may alias n_ (a char)
    for (; first != last && k < kMaxCards; ++first) ids_[k++] = *first;
    n_ = static_cast<std::uint8_t>(k);
  }
  std::vector<CardId> to_vector() const { return {begin(), end()}; }

  // Equal when they hold the same cards in the same order (the room past size() is not
  // state). Also against a std::vector<CardId> (views and placements hold vectors).
  friend bool operator==(const CardList& a, const CardList& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator==(const CardList& a, const std::vector<CardId>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::uint8_t n_ = 0;  // first: a short hand's count and cards share a cache line
  std::array<CardId, kMaxCards> ids_;
  static_assert(kMaxCards <= 255, "n_ counts to kMaxCards");
};

}  // namespace uno
