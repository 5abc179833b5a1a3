// The coach on the table: the Hint's line above the action bar and a ring around the card
// (or the draw pile) it suggests. Part of TableView; the words come from core/coach/coach_texts.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/core/coach/coach.h"
#include "app/core/coach/coach_texts.h"
#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/text/coach_strings.h"
#include "app/testing/test_hook.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {

using uno::ActionType;

// Not in a guided round: its own line says what to do.
bool TableView::hint_allowed(const Session& s) const {
  return coach_ && !s.tutorial() && coach_->may_hint(s);
}

std::string TableView::hint_words(const Session& s) const {
  const Hint* h = coach_ ? coach_->hint(s) : nullptr;
  if (!h) return {};
  if (!h->ready) return tr(CoachText::HintThinking);
  if (!h->ok) return tr(CoachText::HintUnavailable);
  return hint_text(s, h->reply);
}

void TableView::ring(const Rect& r, const char* id) const {
  const float pad = 4 * t_.ui.scale;
  ImGui::GetForegroundDrawList()->AddRect(ImVec2(r.x - pad, r.y - pad),
                                          ImVec2(r.x + r.w + pad, r.y + r.h + pad),
                                          col(theme::kAccent), theme::kRadius, 0, 4 * t_.ui.scale);
  hook_widget(id, r);
}

// Where the coach's line goes (and the lesson's, lesson_view.cpp): `text` wrapped to the box,
// `extra` more height under it (the lesson's buttons).
Rect TableView::coach_box(const Session& s, const std::string& text, float extra) const {
  // Measured as the window lays it out (its padding grows with the screen: at 4K the text
  // wrapped to a line more than measured and its last line was cut off).
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  float w = std::min(t_.width - 16, 640.0f * t_.ui.scale);
  ImVec2 sz = ImGui::CalcTextSize(text.c_str(), nullptr, false, w - 2 * pad.x);
  sz.y += 2 * pad.y + extra;  // the box's height
  // Inside the top of the felt, where no dialog of a decision goes (they sit lower); above
  // the action bar when a phase prompt holds that place.
  float y = std::max(t_.top_bar.y + t_.top_bar.h + 6, t_.centre.y + 4);
  // ... or in the room between the badges and the piles when it has room: at 360x740 the
  // hint covered the top of the discard pile (a newcomer; stop 59).
  const float piles = std::min(t_.draw_pile.y, t_.discard.y);
  float above = t_.top_bar.y + t_.top_bar.h;
  for (const Rect& b : t_.seat)
    if (b.w > 0 && b.bottom() <= piles) above = std::max(above, b.bottom());
  if (piles - above >= sz.y + 12) y = piles - sz.y - 6;
  if (!phase_prompt(s).empty() && !lesson_speaks(s)) y = std::max(y, t_.action_bar.y - sz.y - 4);
  // Between the badges at the sides (a phone on its side: it covered Cleo's and Dan's names).
  float side = 0;
  for (const Rect& b : t_.seat)
    if (b.w > 0 && b.y < y + sz.y && b.bottom() > y)
      side = std::max(side, b.centre().x < t_.width * 0.5f ? b.right() : t_.width - b.x);
  if (side > 0 && t_.width - 2 * (side + 6) >= t_.width * 0.35f && w > t_.width - 2 * (side + 6)) {
    w = t_.width - 2 * (side + 6);
    sz = ImGui::CalcTextSize(text.c_str(), nullptr, false, w - 2 * pad.x);
    sz.y += 2 * pad.y + extra;
  }
  return Rect{(t_.width - w) * 0.5f, y, w, sz.y};
}

void TableView::draw_hint(ImDrawList* dl, const Session& s, double now) {
  const Hint* h = coach_ ? coach_->hint(s) : nullptr;
  if (!h) return;
  const std::string text = hint_words(s);
  // A still ring around the suggested card (or the draw pile): drawn with the frame, so it
  // costs nothing while the table waits.
  if (h->ready && h->ok) {
    Rect r{};
    const uno::Action& a = h->reply.choice;
    if (a.type == ActionType::Play && a.card != uno::kNoCard && hand_.rects[a.card].w > 0)
      r = hand_.rects[a.card];
    else if (a.type == ActionType::Draw) r = t_.draw_pile;
    if (r.w > 0) ring(r, "hint-card");
  }
  (void)dl;
  (void)now;
  // A decision's dialog says the hint under its question (draw_dialogs): a line of its own
  // lay under the dialog on a phone (a newcomer at 360x740).
  if (!pending_choices(s).empty() && picking_ == uno::kNoCard) return;
  const Rect box = coach_box(s, text, 0);
  begin_overlay_window("##hint", box, true);
  ImGui::PushTextWrapPos(box.w - ImGui::GetStyle().WindowPadding.x);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(col(theme::kAccentSoft)));
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  end_overlay_window();
  hook_widget("hint-text", box);
}

std::vector<std::string> TableView::review_lines(const Session& s) const {
  std::vector<std::string> out;
  // A guided round's last sentence (what the round scored) where a review would go.
  if (const TutorialRun* run = s.tutorial()) {
    if (run->shown()) out.push_back(run->shown()->text);  // at the end too, over Leave
    return out;
  }
  const Review* r = coach_ ? coach_->review(s) : nullptr;
  if (!r) return out;
  out.push_back(tr(CoachText::ReviewTitle));
  if (!r->done) {
    char buf[256];
    std::snprintf(buf, sizeof buf, tr(CoachText::ReviewWorkingFmt), r->checked, r->total);
    out.push_back(buf);
  } else if (r->marks.empty()) {
    out.push_back(tr(CoachText::ReviewClean));
  }
  for (const ReviewMark& m : r->marks) out.push_back(review_text(s, m));
  return out;
}

}  // namespace app
