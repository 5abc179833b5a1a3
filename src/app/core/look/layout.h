// Table geometry from 360 px phones to 4K, portrait and landscape. Plain maths (no ImGui)
// in CSS pixels, so it is tested natively. Views only draw where these functions say.
#pragma once

#include <array>
#include <functional>
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
  float right() const { return x + w; }
  float bottom() const { return y + h; }
};

bool overlaps(const Rect& a, const Rect& b);
// Whether a rectangle reaches into the ellipse inscribed in `e` (the felt oval).
bool touches_ellipse(const Rect& r, const Rect& e);

// How big everything is drawn, from the viewport (CSS px) alone: 1 on a 1280x800 laptop,
// growing with the screen up to 4K (about 2.7), never below 1 (phones keep readable text
// and get touch-sized targets instead).
struct UiMetrics {
  float scale = 1;           // multiplies every theme size on desktops
  bool touch = false;        // a phone-sized screen: targets of at least 44 px
  float font_px = 18;        // body text
  float button_h = 42;       // action bar and dialog buttons
  float top_h = 48;          // top bar
  float margin = 8;          // from the screen edges
  float gap = 8;             // between neighbouring widgets
  float min_card_step = 30;  // visible strip of an overlapped hand card
};
UiMetrics ui_metrics(float width, float height);

struct TableLayout {
  float width = 0, height = 0;
  UiMetrics ui;
  bool portrait = false;
  bool touch_sized = false;                 // large targets (phones)
  Rect top_bar;                             // menu, whose turn, target
  Rect draw_pile, discard;                  // the two piles in the middle
  Rect centre;                              // the felt oval around the piles
  Rect labels;                              // colour in play and direction text
  std::array<Rect, uno::kMaxSeats> seat{};  // name badges (the viewer's too)
  Rect action_bar;                          // UNO, catch, draw / keep / play buttons
  Rect hand;                                // where the viewer's hand fans out (all of it)
  Vec2 hand_card;                           // size of one hand card
  float raise = 0;                          // how far playable cards rise
  int hand_rows = 1;
  // How far the hand's rows sit below the hand's top: an upright phone keeps room for two
  // rows, so the action row above does not jump when the hand wraps.
  float hand_drop = 0;
  float fan = 0;  // the outermost card's tilt in radians (one-row hands; 0: no fan)
  float button_h = 40;
  bool labels_right = false;  // colour / direction labels beside the piles (wide screens)
};

// `bottom` is the seat shown at the bottom (the viewer; 0 for a spectator); the others go
// round the table in play order (clockwise = to the viewer's left first). `large_cards`:
// the large-card setting (hand and pile cards about a third bigger; rows sooner).
inline constexpr float kLargeCards = 1.35f;
TableLayout layout_table(float width, float height, int seats, int bottom, int hand_cards,
                         bool large_cards = false);

// One card of the viewer's hand: its upright rectangle (before raising) and its tilt about
// the bottom centre. The tilted card stays inside TableLayout::hand.
struct HandSlot {
  Rect r;
  float tilt = 0;
};
std::vector<HandSlot> layout_hand_slots(const TableLayout& t, int cards);
// Rectangles of the viewer's hand cards in draw order (before raising).
std::vector<Rect> layout_hand(const TableLayout& t, int cards);
// The axis-aligned box around a rectangle turned by `tilt` about its bottom centre.
Rect tilted_bounds(const Rect& r, float tilt);
// Where the point `p` of the upright rectangle lies once it is turned by `tilt` about its
// bottom centre (`inverse`: the other way, from the screen into the card).
Vec2 tilted_point(const Rect& r, float tilt, Vec2 p, bool inverse = false);
// `box` (a part of the card `r`, or a ring round it) moved to where its centre is drawn once
// the card is turned by `tilt` (the test hook's rectangles of a fanned hand).
Rect moved_with_tilt(const Rect& r, float tilt, Rect box);
// The topmost card (the last in draw order) drawn under `p`, each card `rects[i]` turned
// by `tilts[i]`; -1 for none. A fanned card's top leans up to a sixth of its width beside
// its upright rectangle: tested upright, a tap on its corner took the neighbour.
int hand_card_at(const std::vector<Rect>& rects, const std::vector<float>& tilts, Vec2 p);

// Left edges of `n` overlapping cards of width `card_w` in `room` px, at most `max_step`
// apart (rows of small cards: the round summary, the +4 reveal).
std::vector<float> card_row(int n, float card_w, float room, float max_step);

// A hand of `n` small cards (the round summary): rows of overlapping cards `card_h` tall
// in `room` px, each card showing at least kIndexShow of its width (its corner index stays
// readable); a hand that does not fit one row wraps, the next row kRowStep of a card lower
// (the row above keeps its top with the index in view). Card corners from the block's top left.
inline constexpr float kIndexShow = 0.45f;
inline constexpr float kRowStep = 0.5f;
struct CardBlock {
  std::vector<Vec2> at;
  float card_w = 0, card_h = 0;
  float w = 0, h = 0;  // the block's size (0 x 0 for no cards)
  int rows = 0;
};
CardBlock layout_card_block(int n, float card_h, float room);

// Where the win banner goes while the round summary (`dialog`) is up: clear of it, under
// the top bar when there is room, else above or below the dialog; w = 0 when there is no
// room anywhere (the summary's title says the same words).
Rect place_win_banner(const TableLayout& t, const Rect& dialog, float w, float h);

// Where an effect banner ("Skip!", "Caught! Cleo", the UNO call-out) may be drawn: over the
// piles and out to the felt's edge, never over the colour and direction labels, a seat's
// badge or what is in `avoid` (this frame's ticker lines, the hands known to everyone). The
// banner shrinks to fit it. `over_labels`: the same band, over the labels too (the UNO Spin
// race's one big button: the table waits for it, and the piles alone are too narrow for it
// on a phone).
Rect banner_room(const TableLayout& t, bool over_labels = false,
                 const std::vector<Rect>& avoid = {});

// Where the cards of `seat`'s hand known to everyone (Show Cards, the braille edition's open
// hand) go, w x h: under its badge, else above it, else beside it, the first place clear
// of the piles, their labels, the banner's room, every other badge, the top bar, the action
// bar and the hand, at full size or smaller (the rectangle's size says); over its own
// badge, as large as it holds, when none is (rows of badges on an upright phone).
Rect place_known_hand(const TableLayout& t, int seats, int bottom, int seat, float w, float h);

// Where a discard step's or the UNO Spin race's prompt (w x h) goes: the highest place
// under the top bar, above the piles, that no other seat's badge (with its turn rim)
// reaches; w = 0 when there is none (a phone on its side: the prompt goes in the top bar).
// `over_badges`: where none is, right under the top bar over the badges (a text the top bar
// cannot hold: an upright phone's bar cut a refused card's reason off mid-sentence).
Rect place_phase_prompt(const TableLayout& t, int seats, int bottom, float w, float h,
                        bool over_badges = false);

// The ticker's boxes (oldest first, the newest just above the action bar), each in the
// widest span at its height that no other seat's badge, no pile, no pile label and not the
// phase's prompt (w = 0: none shown) reaches, its text wrapped to fit. `measure(i, wrap)`:
// line i's text size wrapped at `wrap` px; `pad`: the box's padding round the text. Lines
// that find no room under the top bar (the oldest first) get w = 0 and are not drawn.
// `side`: the action row's free end (w = 0: none). A line the table could only give a
// narrow column (a phone on its side: badges, piles and labels side by side) goes there
// instead, the newest only; the older ones are then not drawn.
// `also_clear`: more to keep clear of (the hands known to everyone, place_known_hand).
std::vector<Rect> layout_ticker(const TableLayout& t, int seats, int bottom, int lines,
                                const std::function<Vec2(int, float)>& measure, float pad,
                                const Rect& prompt = {}, const Rect& side = {},
                                const std::vector<Rect>& also_clear = {});
// The narrowest box a ticker line of text width `text_w` may be given before it counts as
// squeezed (a word a line): its own width, or 160 px at the UI's scale.
float ticker_min_width(const TableLayout& t, float text_w, float pad);

// Centred rectangle of at most (w, h), inset from the screen edges.
Rect centred_box(float screen_w, float screen_h, float w, float h);

// Where a table dialog of size (w, h) goes (a +4 challenge, a Lauf! block, a colour): clear
// of the piles and their labels where the screen has room, else of the hand (a phone on its
// side: the decision is weighed against one's own cards, and the prompt names the colour
// in play), over the hand only where even that is no room.
Rect place_dialog(const TableLayout& t, float w, float h);
// A dialog's width: `want` (at UI scale 1) scaled, but never wider than the screen allows.
float dialog_width(const UiMetrics& ui, float screen_w, float want);

// The round summary's columns inside a dialog's content width. Numbers sit in columns as
// wide as their headers (so "Auf der Hand" and "Diese Runde" never run together); the
// small cards get what is left between the name and the first number.
struct SummaryColumns {
  float name_x = 0, name_w = 0;
  float cards_x = 0, cards_w = 0;
  std::array<float, 3> num_x{}, num_w{};  // number columns: in hand, this round, total
  float header_scale = 1;                 // < 1 when the headers had to shrink
};
// `cols`: how many number columns (1 to 3: in hand, this round, total; or in hand, rounds
// won); `header_w`: their headers' widths at full size; `name_w`: the widest player name.
SummaryColumns layout_summary(float content_w, int cols, const std::array<float, 3>& header_w,
                              float name_w, float gap);

// The Spin wheel (and the cards a spin shows): between the seat badges along the top and
// the action bar, so no name and no button is covered; as large as that room allows.
// `caption_h`: the height of the line under the wheel.
struct WheelPlace {
  Vec2 centre;
  float radius = 0;
  float caption_y = 0;  // top of the caption, under the disc
};
// `share`: the largest radius, of the screen's smaller side.
WheelPlace layout_spin_wheel(const TableLayout& t, int seats, int bottom, float caption_h,
                             float share = 0.30f);

}  // namespace app
