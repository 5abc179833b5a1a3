// Tips: the first time a special moment meets the player at this device (a Spin, a Lauf!, a
// Shuffle Hands, a Customizable wild, a challenge offer, a catch chance, a 7-0 swap, a
// stacked draw), one short text explains it, with "Got it" and "No more tips" (the
// editions' moments were explained only in a rules window a newcomer had to think of
// opening). Which tips were seen, and whether tips are wanted at all, are settings.
// No ImGui.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/event.h"
#include "engine/rules.h"
#include "engine/view.h"

namespace app {

// The settings keep one bit per tip in this order: append, never reorder.
enum class Tip : std::uint8_t {
  Spin,
  Lauf,
  ShuffleHands,
  CustomWild,
  Challenge,
  Catch,
  SevenZero,
  StackedDraw,
  Count_
};
inline constexpr int kTips = static_cast<int>(Tip::Count_);
inline constexpr std::uint16_t tip_bit(Tip t) {
  return static_cast<std::uint16_t>(1u << static_cast<unsigned>(t));
}

// The settings' tips-seen bit of the first visit's offer to learn by playing,
// clear of the tips' own bits.
inline constexpr std::uint16_t kLearnOffered = 1u << 15;

// The moments met at this table, for the player who holds the device: what the table
// showed (a spin's result, a Shuffle Hands, a Customizable card's rule) and what the
// player faces (a card in hand, a choice among their legal actions). Never a card the
// player could not see: events as the table shows them, the player's own hand and moves.
class TipWatch {
 public:
  void reset() { met_ = 0; }
  void on_events(const std::vector<uno::Event>& events);
  void on_choices(const uno::SeatView& v, const std::vector<uno::Action>& legal);
  // The first moment met whose tip is not in `seen` (none: nullopt).
  std::optional<Tip> due(std::uint16_t seen) const;

 private:
  std::uint16_t met_ = 0;
};

// The tip's notice id ("tip:spin", ...) and, from it, the tip (nullopt: not a tip).
std::string tip_notice_id(Tip t);
std::optional<Tip> tip_of_notice(std::string_view notice_id);
// The tip's title and text in the language in force, with the rules' own numbers.
const char* tip_title(Tip t);
std::string tip_text(Tip t, const uno::RuleSet& r);

}  // namespace app
