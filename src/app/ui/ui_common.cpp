#include "app/ui/ui_common.h"

#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "app/core/text/access_strings.h"
#include "app/testing/test_hook.h"

namespace app {

CardColour card_colour(uno::Colour c) {
  switch (c) {
    case uno::Colour::Red: return CardColour::Red;
    case uno::Colour::Yellow: return CardColour::Yellow;
    case uno::Colour::Green: return CardColour::Green;
    case uno::Colour::Blue: return CardColour::Blue;
    case uno::Colour::None: break;
  }
  return CardColour::Wild;
}

const char* colour_word(uno::Colour c) {
  const char* w = spoken_colour(c);  // the one colour-name table (core/text/access_strings)
  return *w != 0 ? w : "-";
}

namespace {
bool g_braille = false;
std::array<std::string, 3> g_custom_texts;  // the match's rules on the three blank cards

// A blank card's rule text, or null when the house wrote none (the face shows "C1".."C3").
const char* custom_card_text(int slot) {
  const std::string& t = g_custom_texts[static_cast<size_t>(slot)];
  return t.empty() ? nullptr : t.c_str();
}

// The braille edition's cells for a card: colour letter, then the number (number sign and
// a-j) or the kind's letter (s skip, r reverse, d + number sign b for Draw Two, w wild).
void braille_of(const uno::Card& c, char (&out)[8]) {
  static const char kColour[4] = {'r', 'y', 'g', 'b'};
  static const char kDigit[10] = {'j', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'};
  int n = 0;
  if (!c.is_wild()) out[n++] = kColour[static_cast<int>(c.colour) % 4];
  switch (c.kind) {
    case uno::Kind::Number:
      out[n++] = '#';
      out[n++] = kDigit[c.number % 10];
      break;
    case uno::Kind::Skip: out[n++] = 's'; break;
    case uno::Kind::Reverse: out[n++] = 'r'; break;
    case uno::Kind::DrawTwo:
      out[n++] = 'd';
      out[n++] = '#';
      out[n++] = 'b';
      break;
    case uno::Kind::WildDrawFour:
      out[n++] = 'w';
      out[n++] = '#';
      out[n++] = 'd';
      break;
    default: out[n++] = 'w'; break;
  }
  out[n] = 0;
}
}  // namespace

void set_braille_cells(bool on) { g_braille = on; }
void set_custom_card_texts(const std::array<std::string, 3>& texts) { g_custom_texts = texts; }

CardFace face_of(const uno::Card& c) {
  static const char* const kDigits[10] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
  static const char* const kCustom[3] = {"C1", "C2", "C3"};
  CardFace f;
  f.colour = card_colour(c.colour);
  f.spin_mark = c.spin();
  f.dino_mark = c.dino();
  switch (c.kind) {
    case uno::Kind::Number: f.symbol = kDigits[c.number % 10]; break;
    case uno::Kind::DrawTwo: f.symbol = "+2"; break;
    case uno::Kind::Reverse: f.symbol = "\xE2\x86\xBA"; break;  // ↺
    case uno::Kind::Skip: f.symbol = "\xE2\x8A\x98"; break;     // ⊘
    case uno::Kind::Wild: f.symbol = "W"; break;
    case uno::Kind::WildDrawFour: f.symbol = "+4"; break;
    case uno::Kind::WildShuffle: f.symbol = "SH"; break;
    case uno::Kind::WildCustom:
      f.symbol = kCustom[c.custom_slot() % 3];
      f.body = CardBody::Custom;
      f.rule_text = custom_card_text(c.custom_slot() % 3);
      break;
    case uno::Kind::Lauf:
      f.symbol = "L!";
      f.body = CardBody::Lauf;
      break;
  }
  if (g_braille) braille_of(c, f.braille);
  return f;
}

void fade_vertices(ImDrawList* dl, int first_vtx, float alpha) {
  if (alpha >= 1.0f) return;
  const float a = alpha < 0 ? 0 : alpha;
  for (int i = first_vtx; i < dl->VtxBuffer.Size; ++i) {
    ImU32& c = dl->VtxBuffer[i].col;
    const auto base = static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF);
    c = (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(base * a) << IM_COL32_A_SHIFT);
  }
}

namespace {
// When each button was first drawn in its unbroken run of frames. A button that has just
// come refuses presses for kFreshMs: a person's second tap, meant for what was
// there a moment ago (Draw, a card, "I am Bea"), must not land on what replaced it.
struct Appeared {
  std::string id;
  double at = 0;
  int frame = 0;
};
std::vector<Appeared> g_appeared;  // a few dozen buttons: a list (a hash map: +0.9 KB gzip)
constexpr double kFreshMs = 300;
double g_fresh_until = 0;  // the button being drawn: refuses presses until then (0: it takes them)

// The page's clock in ms (performance.now(): the end-to-end tests read and stop the same one).
double now_ms() {
#ifdef __EMSCRIPTEN__
  return emscripten_get_now();
#else
  return ImGui::GetTime() * 1000.0;
#endif
}

// Until when button `id` refuses presses (0 when it has been there long enough).
double fresh_until(const std::string& id) {
  const int frame = ImGui::GetFrameCount();
  const double now = now_ms();
  if (g_appeared.size() > 256)  // forget the buttons gone for good
    std::erase_if(g_appeared, [&](const Appeared& e) { return e.frame < frame - 1; });
  auto it = std::find_if(g_appeared.begin(), g_appeared.end(),
                         [&](const Appeared& e) { return e.id == id; });
  if (it == g_appeared.end()) {
    g_appeared.push_back(Appeared{id, now, frame});
    it = g_appeared.end() - 1;
  }
  if (it->frame < frame - 1) it->at = now;  // gone for a frame or more: it comes anew
  it->frame = frame;
  return now - it->at < kFreshMs ? it->at + kFreshMs : 0.0;
}
}  // namespace

void hook_last_item(const std::string& id) { hook_last_item(id, -1, -1); }

void hook_last_item(const std::string& id, float label_w, float label_h) {
  // A window in its hidden first frame (a popup ImGui is still sizing) is not on screen,
  // and its items are not where they will be: reporting them would send a test's click
  // to a provisional place, which closes the popup instead.
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  if (window->Hidden) return;
  WidgetExtra extra;
  extra.layer = window->RootWindow->Name;
  // Last frame's scroll range, or (a window's first frame after a screen change) this item
  // beyond the window's bottom edge: either way it scrolls there.
  extra.scrolls = !(window->Flags & ImGuiWindowFlags_NoScrollWithMouse) &&
                  (window->ScrollMax.y > 0 || ImGui::GetItemRectMax().y > window->InnerRect.Max.y);
  extra.label_w = label_w;
  extra.label_h = label_h;
  extra.fresh_until = g_fresh_until;
  hook_widget(id, rect_of(ImGui::GetItemRectMin(), ImGui::GetItemRectMax()), extra);
}

bool accent_button(const std::string& id, const char* label, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_Button, col4(theme::kAccent));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.08f, 0.08f, 1.0f));
  const bool pressed = hook_button(id, label, size);
  ImGui::PopStyleColor(2);
  return pressed;
}

bool hook_button(const std::string& id, const char* label, ImVec2 size) {
  // Inert (not hovered, not pressed, drawn as ever) while it has just come.
  const double fresh = fresh_until(id);
  if (fresh > 0) ImGui::PushItemFlag(ImGuiItemFlags_Disabled, true);
  ImGui::PushID(id.c_str());
  const bool pressed = ImGui::Button(label, size);
  ImGui::PopID();
  if (fresh > 0) ImGui::PopItemFlag();
  g_fresh_until = fresh;
  // The label with the frame's padding: the room the button needs to show it whole.
  const ImVec2 text = ImGui::CalcTextSize(label, nullptr, true);
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  hook_last_item(id, text.x + 2 * pad.x, text.y);
  g_fresh_until = 0;
  return pressed;
}

bool canvas_clicked(const Rect& r) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMouseClicked(0) || io.WantCaptureMouse) return false;
  return r.contains({io.MouseClickedPos[0].x, io.MouseClickedPos[0].y});
}

void begin_overlay_window(const char* name, const Rect& r, bool background) {
  ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
  ImGui::SetNextWindowSize(ImVec2(r.w, r.h));
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                           ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoBringToFrontOnFocus;
  if (!background) flags |= ImGuiWindowFlags_NoBackground;
  ImGui::Begin(name, nullptr, flags);
}

void end_overlay_window() { ImGui::End(); }

UiMetrics ui() {
  const ImVec2 size = ImGui::GetMainViewport()->Size;
  return ui_metrics(size.x, size.y);
}

namespace {
std::string g_dialog;  // the open dialog's hook id
}  // namespace

void begin_dialog(const std::string& id, float width,
                  const std::function<Rect(float, float)>& place) {
  const ImVec2 screen = ImGui::GetMainViewport()->Size;
  const UiMetrics m = ui();
  const std::string name = "##dialog-" + id;
  ImGuiWindow* last = ImGui::FindWindowByName(name.c_str());
  const float max_h = screen.y - 2 * m.margin;
  // Placed by the height ImGui gives it this frame (its content as last measured), not last
  // frame's: a dialog that just appeared was sized in its hidden first frame, and placing
  // its first visible frame by the stale height showed it low for a frame, then moved it
  // (a click aimed there missed: the share-replay e2e flake).
  const float fit = last ? ImGui::CalcWindowNextAutoFitSize(last).y : 0.0f;
  const float h = std::min(fit > 0 ? fit : 0.5f * max_h, max_h);
  const Rect r = place ? place(width, h) : centred_box(screen.x, screen.y, width, h);
  ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
  // No lower than the screen's margin: a dialog held where it first stood (the round summary
  // as its review comes) grows down to it, then its content scrolls.
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0),
                                      ImVec2(width, std::min(max_h, screen.y - m.margin - r.y)));
  ImGui::Begin(name.c_str(), nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  // Each opening starts at its top: the window kept the scroll of its last showing (a round's
  // summary opened scrolled past its winner, stop 63).
  if (ImGui::IsWindowAppearing()) ImGui::SetScrollY(0);
  g_dialog = id;
}

Rect end_dialog() {
  drag_to_scroll();  // content taller than a landscape phone scrolls
  WidgetExtra extra;
  extra.layer = ImGui::GetCurrentWindowRead()->RootWindow->Name;
  const Rect at =
      rect_of(ImGui::GetWindowPos(), ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth(),
                                            ImGui::GetWindowPos().y + ImGui::GetWindowHeight()));
  hook_widget("dialog:" + g_dialog, at, extra);
  ImGui::End();
  return at;
}

void drag_to_scroll() {
  const ImGuiIO& io = ImGui::GetIO();
  const float bar_x =
      ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - ImGui::GetStyle().ScrollbarSize - 4;
  // A mostly vertical drag is a scroll, even one that started on a name field (a finger
  // lands on a field as often as between them); sideways drags still select text.
  const ImVec2 d = ImGui::GetMouseDragDelta(0, 0.0f);
  const bool vertical = std::fabs(d.y) > std::fabs(d.x) * 1.5f;
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) &&
      ImGui::IsMouseDragging(0, 10.0f) && io.MouseClickedPos[0].x < bar_x && vertical) {
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
    ImGui::ClearActiveID();  // the drag was a scroll, not a press
  }
}

void section(const char* title) {
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Text, col4(theme::kAccent));
  ImGui::TextUnformatted(title);
  ImGui::PopStyleColor();
  rule_line();
}

void rule_line() {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float w = ImGui::GetContentRegionAvail().x;
  ImGui::GetWindowDrawList()->AddLine(at, ImVec2(at.x + w, at.y),
                                      ImGui::GetColorU32(ImGuiCol_Separator));
  ImGui::Dummy(ImVec2(w, 0.0f));  // no height of its own, as ImGui's Separator
}

void bullet_text(const char* text) {
  const float fs = ImGui::GetFontSize();
  const float pad = ImGui::GetStyle().FramePadding.x;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(at.x + pad + fs * 0.5f, at.y + fs * 0.5f),
                                              fs * 0.2f, ImGui::GetColorU32(ImGuiCol_Text), 8);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + fs + pad * 2);  // as ImGui's Bullet and SameLine
  ImGui::TextWrapped("%s", text);
}

void centred_text(ImDrawList* dl, Vec2 c, float px, ImU32 col, const char* text, ImFont* font) {
  if (!font) font = ImGui::GetFont();
  const ImVec2 sz = font->CalcTextSizeA(px, 1e9f, 0.0f, text);
  dl->AddText(font, px, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), col, text);
}

}  // namespace app
