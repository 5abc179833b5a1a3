// Small ImGui helpers shared by the screens: card faces from engine cards, buttons that
// report themselves to the test hook, formatted translated text.
#pragma once

#include <imgui.h>

#include <array>
#include <functional>
#include <string>

#include "app/core/look/layout.h"
#include "app/core/look/theme.h"
#include "app/core/text/strings.h"
#include "app/ui/card_painter.h"
#include "engine/card.h"

namespace app {

CardFace face_of(const uno::Card& c);
// Braille edition: faces carry their braille cells (set per match from its preset).
void set_braille_cells(bool on);
// The rules written on this match's three blank cards (Official 112), shown on their faces.
void set_custom_card_texts(const std::array<std::string, 3>& texts);
CardColour card_colour(uno::Colour c);
const char* colour_word(uno::Colour c);  // translated

inline ImVec2 iv(Vec2 v) { return {v.x, v.y}; }
// Multiplies the alpha of the vertices added since `first_vtx` (a fade without redrawing).
void fade_vertices(ImDrawList* dl, int first_vtx, float alpha);

inline ImU32 col(theme::Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }
inline ImVec4 col4(theme::Rgba c) {
  return {c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f};
}
// This frame's UI metrics (scale, touch sizing) for the viewport.
UiMetrics ui();
inline Rect rect_of(ImVec2 min, ImVec2 max) { return {min.x, min.y, max.x - min.x, max.y - min.y}; }

// ImGui button with a stable test id; its rectangle goes to the test hook.
bool hook_button(const std::string& id, const char* label, ImVec2 size = ImVec2(0, 0));
// The same in the accent colour, its label dark on it (the one press a guided round asks
// for: white on the bright accent was hard to read, a newcomer).
bool accent_button(const std::string& id, const char* label, ImVec2 size = ImVec2(0, 0));
// Registers the last ImGui item under `id`.
void hook_last_item(const std::string& id);
// The same with the size a label needs (text plus the frame's padding; -1: none).
void hook_last_item(const std::string& id, float label_w, float label_h);

// A left click/tap that started on `r` and not on an ImGui window.
bool canvas_clicked(const Rect& r);

// A full-screen invisible window the table's buttons live in.
void begin_overlay_window(const char* name, const Rect& r, bool background);
void end_overlay_window();
// A dialog as tall as its content (at most the screen; taller content scrolls), `width`
// wide, put where `place(width, height)` says (height: as measured last frame). Its
// rectangle goes to the test hook as "dialog:<id>".
void begin_dialog(const std::string& id, float width,
                  const std::function<Rect(float, float)>& place = {});
// Ends it; returns where it stood (an effect's banner keeps off it).
Rect end_dialog();
// Touch screens: a drag anywhere in the current window scrolls it (ImGui 1.86 scrolls
// only with the wheel or the scrollbar). Call before End().
void drag_to_scroll();

// A section title with a rule under it (ImGui 1.86 has no SeparatorText).
void section(const char* title);
// A thin rule across the window's content, and a wrapped line of text after a bullet: ImGui's
// Separator and Bullet brought their own code (tables, columns, logging) for these few uses.
void rule_line();
void bullet_text(const char* text);

// Text centred at `c` in `font` (the UI font when null) scaled to `px`.
void centred_text(ImDrawList* dl, Vec2 c, float px, ImU32 col, const char* text,
                  ImFont* font = nullptr);

}  // namespace app
