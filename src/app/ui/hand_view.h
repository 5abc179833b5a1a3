// The viewer's hand fanned at the bottom: playable cards raised, the rest dimmed,
// keyboard selection, click/tap hit-testing (topmost card wins).
#pragma once

#include <imgui.h>

#include <array>
#include <vector>

#include "app/core/look/layout.h"
#include "app/core/motion/animator.h"
#include "engine/action.h"
#include "engine/view.h"

namespace app {

struct HandState {
  int selected = -1;                         // keyboard selection (index in hand)
  uno::CardId selected_card = uno::kNoCard;  // the card it is on (follows it as the hand changes)
  std::array<Rect, uno::kMaxCards> rects{};  // last drawn rectangle of each card id
  // The selection is drawn once keys are in use: a tapped card kept a white frame for
  // turns (a newcomer on a phone).
  bool show_selection = false;
  // A discard step's places: the hand as the step began. Each card keeps its place while
  // others go (at "discard down to 3" the hand re-centred after each tap, and the
  // next tap hit another card). None (fixed_n 0): the cards close up as usual.
  std::array<uno::CardId, uno::kMaxCards> fixed{};
  int fixed_n = 0;
};

// Draws the hand (`drawn`: cards just drawn, outlined as the turn's drawn card is); returns the
// card clicked or tapped (kNoCard: none).
uno::CardId draw_hand(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v,
                      const std::vector<uno::Action>& legal, const Animator& anim, double now,
                      HandState& hs, bool interactive, const std::vector<uno::CardId>& bluffs = {},
                      const std::vector<uno::CardId>& drawn = {});

// True when `legal` holds a Play or Discard of `id`.
bool card_is_legal(const std::vector<uno::Action>& legal, uno::CardId id);

}  // namespace app
