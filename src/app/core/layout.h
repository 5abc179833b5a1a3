// Table geometry from 360 px phones to 4K, portrait and landscape. Plain maths (no ImGui)
// in CSS pixels, so it is tested natively.
#pragma once

#include <array>
#include <vector>

#include "engine/card.h"

namespace app {

struct Vec2 {
  float x = 0, y = 0;
};

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool contains(Vec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
  Vec2 centre() const { return {x + w * 0.5f, y + h * 0.5f}; }
  Vec2 min() const { return {x, y}; }
  Vec2 max() const { return {x + w, y + h}; }
};

struct TableLayout {
  float width = 0, height = 0;
  bool portrait = false;
  bool touch_sized = false;                 // large targets (phones)
  Rect top_bar;                             // menu, whose turn, target
  Rect draw_pile, discard;                  // the two piles in the middle
  Rect centre;                              // felt area around the piles
  std::array<Rect, uno::kMaxSeats> seat{};  // name badges (the viewer's too)
  Rect action_bar;                          // UNO, catch, draw / keep / play buttons
  Rect hand;                                // where the viewer's hand fans out
  Vec2 hand_card;                           // size of one hand card
  float raise = 0;                          // how far playable cards rise
  int hand_rows = 1;
  float button_h = 40;
  bool labels_right = false;  // colour / direction labels beside the piles (wide screens)
};

// `bottom` is the seat shown at the bottom (the viewer; 0 for a spectator); the others go
// round the table in play order (clockwise = to the viewer's left first).
TableLayout layout_table(float width, float height, int seats, int bottom, int hand_cards);

// Rectangles of the viewer's hand cards in draw order (before raising).
std::vector<Rect> layout_hand(const TableLayout& t, int cards);

// Centred rectangle of at most (w, h), inset from the screen edges.
Rect centred_box(float screen_w, float screen_h, float w, float h);

}  // namespace app
