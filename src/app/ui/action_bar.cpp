// The table's action bar: UNO, catches, draw / keep / play-drawn, accept, spin, done,
// verdicts; the row is fitted to narrow phones. Part of TableView.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/access/access_model.h"
#include "app/core/match/moments.h"
#include "app/core/match/refusal.h"
#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/colour_picker.h"
#include "app/ui/legal_find.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {
// Where the late buttons (Catch, UNO Spin) stand on a wide row, from the row's start: past
// the widest row of the player's own controls (UNO, Play it, Keep, Hint in German).
constexpr float kLateReserve = 520.0f;
}  // namespace

using uno::Action;
using uno::ActionType;

void TableView::press_uno(const Session& s, const uno::SeatView& v) {
  if (act(s, ActionType::CallUno) || act(s, ActionType::ClaimUnoSpin)) return;
  if (s.uno_armed() || (v.hand.size() == 2 && (find(s.legal(), ActionType::Play) ||
                                               find(s.legal(), ActionType::Discard))))
    choose(Command::of(Command::Kind::ArmUno));
  // Live but dim: a press says when (a newcomer, stop 62: it did nothing). With two cards
  // "at two cards" read as done (stop 63): whose turn it is, or that no card plays.
  else if (const int acting = s.acting_seat(); v.hand.size() != 2 || acting < 0)
    refuse(s, tr(AccessText::UnoNotYet));
  else if (acting != s.viewer()) refuse(s, fmt(UiText::NotYourTurnFmt, s.name(acting)));
  else refuse(s, turn_hint(false, touch_input_));
}

void TableView::draw_action_bar(const Session& s, const uno::SeatView& v) {
  if (s.viewer() < 0 || s.replaying()) return;  // a replay draws its own controls here
  const auto& legal = s.legal();
  // Collect the buttons first, so the row can be fitted to narrow phones.
  enum class Do { Uno, Catch, PlayDrawn, Keep, Draw, Accept, Spin, Done, UnoSpin, Verdict, Hint };
  struct Btn {
    std::string id, label;
    Do what;
    Action action;
    ImVec4 colour{0, 0, 0, 0};
    bool dim = false;  // looks as disabled, but a press says why (UNO! too early)
  };
  // The row's own controls keep their places: what comes up while the player looks at the
  // row (a catch chance, the UNO Spin race) goes after them, never between, and UNO keeps
  // one width armed or not (a press meant for Catch opened the Hint).
  std::vector<Btn> row, late;
  // UNO: call now (one card left), or press in advance with two cards and a play.
  const bool can_call = find(legal, ActionType::CallUno) != nullptr;
  const bool can_arm = v.hand.size() == 2 && (find(legal, ActionType::Play) != nullptr ||
                                              find(legal, ActionType::Discard) != nullptr);
  const bool armed = s.uno_armed();
  const std::string uno_armed_label = "UNO! \xE2\x9C\x93";
  row.push_back({"uno",
                 armed ? uno_armed_label : std::string(tr(UiText::Uno)),
                 Do::Uno,
                 {},
                 armed || can_call ? col4(theme::kDanger) : ImVec4(0.45f, 0.1f, 0.1f, 1),
                 !can_call && !can_arm && !armed});
  const bool drew = v.drew_this_turn && v.drawn != uno::kNoCard;
  if (drew && card_is_legal(legal, v.drawn))
    row.push_back({"play-drawn", tr(UiText::PlayIt), Do::PlayDrawn, {}});
  if (find(legal, ActionType::Pass))
    row.push_back({"keep", tr(drew ? UiText::Keep : UiText::Pass), Do::Keep, {}});
  if (find(legal, ActionType::Draw)) row.push_back({"draw-btn", tr(UiText::Draw), Do::Draw, {}});
  // Taking a pending effect that has no other answer (the pending dialog offers it otherwise).
  if (const Action* acc = find(legal, ActionType::Accept); acc && pending_choices(s).empty())
    row.push_back({"accept", choice_label(s, *acc), Do::Accept, *acc});
  if (find(legal, ActionType::Spin)) row.push_back({"spin", tr(UiText::Spin), Do::Spin, {}});
  // While the wheel turns a press is refused: its decision's buttons come when it lands.
  if (const Action* done = find(legal, ActionType::Done); done && !moment_blocks())
    row.push_back({"done", choice_label(s, *done), Do::Done, {}});
  for (const Action& a : legal)
    if (a.type == ActionType::Verdict)
      row.push_back({"verdict:" + std::to_string(a.target),
                     a.target < 0 ? std::string(tr(UiText::VerdictOk))
                                  : about(UiText::PenaltyFmt, s.who(a.target)),
                     Do::Verdict, a});
  if (hint_allowed(s))
    row.push_back({"hint", tr(CoachText::Hint), Do::Hint, {}, ImVec4(0.2f, 0.3f, 0.6f, 1)});
  for (const Action& a : legal)
    if (a.type == ActionType::CatchUno && pending_choices(s).empty())  // else in the dialog
      late.push_back({"catch:" + std::to_string(a.target), fmt(UiText::CatchFmt, s.name(a.target)),
                      Do::Catch, a, col4(theme::kWarn)});
  // The race's own big button stands over the piles; this one only while a spin's moment
  // hides that (two "UNO Spin!" buttons: a newcomer took the big one for a banner).
  if (find(legal, ActionType::ClaimUnoSpin) && moment_up_ && !moment_blocks())
    late.push_back({"unospin", tr(UiText::UnoSpin), Do::UnoSpin, {}});

  // Each button's control on the page (web/a11y.js), for the ring of its keyboard focus.
  const auto page_id = [&](const Btn& b) -> std::string {
    const auto of = [&](ActionType t) {
      const Action* a = find(legal, t);
      return a ? action_id(*a) : std::string();
    };
    switch (b.what) {
      case Do::Uno:
      case Do::UnoSpin: return "uno";
      case Do::Hint: return "cmd:hint";
      case Do::Keep: return of(ActionType::Pass);
      case Do::Draw: return of(ActionType::Draw);
      case Do::Spin: return of(ActionType::Spin);
      case Do::Done: return of(ActionType::Done);
      case Do::PlayDrawn:
        for (const Action& a : legal)
          if (a.type == ActionType::Play && a.card == v.drawn) return action_id(a);
        return {};
      default: return action_id(b.action);  // Catch, Accept, Verdict
    }
  };
  begin_overlay_window("##actions", t_.action_bar, false);
  const float x0 = t_.seat[s.viewer()].w + 10;
  const float h = t_.button_h - 2;
  // UNO's width is the wider of its two labels, so arming it moves nothing.
  auto label_w = [&](const Btn& b) {
    const float w = ImGui::CalcTextSize(b.label.c_str()).x;
    return b.what == Do::Uno ? std::max({w, ImGui::CalcTextSize(tr(UiText::Uno)).x,
                                         ImGui::CalcTextSize(uno_armed_label.c_str()).x})
                             : w;
  };
  // Shrink text and padding until the row fits beside the badge (phones, long German words).
  // Only the row's own controls are measured: a late button does not reflow them.
  float pad = ImGui::GetStyle().FramePadding.x, need = 0;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  for (const Btn& b : row) need += label_w(b) + 2 * pad + gap;
  // The row's end where the window stops drawing (ImGui clips half its padding): a Catch
  // placed 4 px from the edge lost its right corners (stop 63, both phone sizes).
  const float edge = t_.action_bar.w - std::floor(ImGui::GetStyle().WindowPadding.x * 0.5f) - 1;
  const float room = edge - x0;
  float scale = 1.0f;
  if (need > room) {
    pad = 6.0f;
    need = 0;
    for (const Btn& b : row) need += label_w(b) + 2 * pad + gap;
    const float fixed = static_cast<float>(row.size()) * (2 * pad + gap);  // padding does not scale
    scale = std::max(0.7f, std::min(1.0f, (room - fixed) / (need - fixed)));
  }
  ImGui::SetWindowFontScale(scale);
  // Every button a finger's width at least on a phone; when the row still does not fit,
  // the Hint button goes (the H key asks the coach too) rather than running off the screen.
  const float min_w = t_.ui.touch ? 44.0f : 0.0f;
  auto width_of = [&](const Btn& b) { return std::max(min_w, label_w(b) + 2 * pad); };
  auto row_w = [&](const std::vector<Btn>& r) {
    float w = 0;
    for (const Btn& b : r) w += width_of(b) + gap;
    return w;
  };
  // A late button that does not fit after the row takes the Hint's place (the H key stays).
  if ((row_w(row) > room || row_w(row) + row_w(late) > room) && !row.empty() &&
      row.back().id == "hint")
    row.pop_back();
  // The late buttons shrink their text into what is left (a phone, "Bo erwischen!").
  const size_t own = row.size();
  float late_scale = 1.0f;
  if (!late.empty()) {
    const float left = room - row_w(row), fixed = static_cast<float>(late.size()) * (2 * pad + gap);
    float text = 0;
    for (const Btn& b : late) text += label_w(b);
    if (text > 0 && fixed + text > left)
      late_scale = std::max(0.6f, std::min(1.0f, (left - fixed) / text));
  }
  // The late buttons stand at the row's right end, not right after its controls: a Catch
  // that had gone (a computer caught first) left its place to Draw, which came with the
  // player's turn, and a press meant for Catch drew a card.
  float late_w = 0;
  for (const Btn& b : late)
    late_w += std::max(min_w, label_w(b) * late_scale + 2 * pad) + (late_w > 0 ? gap : 0);
  // On a wide screen not at the far edge but a fixed way on, past the widest row of own
  // controls (a 4K screen's right edge was a long way from the hand).
  const float reserve = kLateReserve * t_.ui.scale;
  const float late_x = std::max(x0 + row_w(row), std::min(edge - late_w, x0 + reserve));
  for (Btn& b : late) row.push_back(std::move(b));  // no range insert of strings: bytes
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(pad, ImGui::GetStyle().FramePadding.y));
  ImGui::SetCursorPos(ImVec2(x0, 0));
  const Btn* pressed = nullptr;
  // C catches (the first catch button) unless a pending dialog is open: there C challenges.
  const bool catch_key = keys_.challenge && pending_choices(s).empty();
  for (size_t i = 0; i < row.size(); ++i) {
    const Btn& b = row[i];
    if (i == own) {
      ImGui::SetWindowFontScale(scale * late_scale);
      if (i) ImGui::SameLine(late_x);
      else ImGui::SetCursorPosX(late_x);
      action_late_x_ = t_.action_bar.x + late_x;
    } else if (i) {
      ImGui::SameLine();
    }
    if (b.dim) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().DisabledAlpha);
    if (b.colour.w > 0) ImGui::PushStyleColor(ImGuiCol_Button, b.colour);
    if (hook_button(b.id, b.label.c_str(), ImVec2(width_of(b), h)) && !pressed) pressed = &b;
    ring_if_asked(page_id(b));
    if (b.what == Do::Catch && catch_key && !pressed) pressed = &b;
    if (b.colour.w > 0) ImGui::PopStyleColor();
    if (b.dim) ImGui::PopStyleVar();
    if (i < own) action_row_end_ = ImGui::GetItemRectMax().x;
    if (!key_focus_.empty() && key_focus_ == page_id(b)) {  // the page's focus is on it
      const ImVec2 p0 = ImGui::GetItemRectMin(), p1 = ImGui::GetItemRectMax();
      ImGui::GetForegroundDrawList()->AddRect(ImVec2(p0.x - 4, p0.y - 4),
                                              ImVec2(p1.x + 4, p1.y + 4),
                                              col(theme::palette().focus), theme::kRadius, 0, 3);
      hook_widget("key-focus", Rect{p0.x, p0.y, p1.x - p0.x, p1.y - p0.y});
    }
  }
  ImGui::PopStyleVar();
  ImGui::SetWindowFontScale(1.0f);
  end_overlay_window();
  if (!pressed) return;
  {
    const Btn& b = *pressed;
    switch (b.what) {
      case Do::Uno: press_uno(s, v); break;
      case Do::Catch:
      case Do::Accept:
      case Do::Verdict: choose(Command::act(b.action)); break;
      case Do::PlayDrawn: click_card(s, v.drawn); break;
      case Do::Keep: act(s, ActionType::Pass); break;
      case Do::Draw: act(s, ActionType::Draw); break;
      case Do::Spin: act(s, ActionType::Spin); break;
      case Do::Done: act(s, ActionType::Done); break;
      case Do::UnoSpin: act(s, ActionType::ClaimUnoSpin); break;
      case Do::Hint: ask_hint(); break;
    }
  }
}

// One line at a time: the refused card's line gives way, the hint comes in its place (it lay
// under it on a phone).
void TableView::ask_hint() {
  refusal_until_ = 0;
  choose(Command::of(Command::Kind::Hint));
}

void TableView::click_card(const Session& s, uno::CardId id) {
  std::vector<Action> options;
  for (const Action& a : s.legal())
    if ((a.type == ActionType::Play || a.type == ActionType::Discard) && a.card == id)
      options.push_back(a);
  if (options.empty()) {
    refuse(s, refusal_reason(s, id));
    return;
  }
  refusal_until_ = 0;
  if (options.size() == 1) {
    choose(Command::act(options.front()));
    return;
  }
  if (options.front().target >= 0) target_card_ = id;
  else picking_ = id;
}

}  // namespace app
