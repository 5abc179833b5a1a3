#include "app/ui/round_summary.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "app/core/match/seat_texts.h"
#include "app/core/match/session.h"
#include "app/core/testing/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

SummaryChoice draw_round_summary(const Session& s, bool may_continue,
                                 const std::vector<std::string>& review) {
  SummaryChoice choice = SummaryChoice::None;
  const uno::SeatView v = s.view();
  const bool match_over = v.phase == uno::Phase::MatchOver;
  const auto rows = s.round_rows();
  const UiMetrics m = ui();
  const float sc = m.scale;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  begin_dialog("summary", dialog_width(m, vp->Size.x, 640));
  ImGui::SetWindowFontScale(theme::kTitle);
  if (match_over && v.match_winners.size() == 1) {
    ImGui::TextWrapped("%s", about(S::WinsMatchFmt, s.who(v.match_winners[0])).c_str());
  } else if (match_over && !v.match_winners.empty()) {  // a shared win: plural verb
    std::string names;
    for (int w : v.match_winners) names += (names.empty() ? "" : ", ") + label(s.who(w));
    ImGui::TextWrapped("%s", fmt(S::WinMatchTieFmt, names.c_str()).c_str());
  } else if (v.round_winner >= 0) {
    ImGui::TextWrapped("%s", about(S::WinsRoundFmt, s.who(v.round_winner)).c_str());
  } else {
    ImGui::TextUnformatted(tr(match_over ? S::MatchOver : S::RoundOver));
  }
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Separator();

  // Columns from core/look/layout: numbers as wide as their headers, the small cards between.
  const bool scoring = s.rules().target_score > 0;
  const char* heads[3] = {tr(S::InHand), tr(S::ThisRound), tr(S::Total)};
  const float num_w = ImGui::CalcTextSize("-888").x;
  std::array<float, 3> head_w{};
  for (int i = 0; i < 3; ++i) head_w[i] = std::max(num_w, ImGui::CalcTextSize(heads[i]).x);
  float name_w = ImGui::CalcTextSize(tr(S::Players)).x;
  for (const RoundRow& r : rows)
    name_w =
        std::max(name_w, ImGui::CalcTextSize(("\xE2\x98\x85 " + label(s.who(r.seat))).c_str()).x);
  const float content_w = ImGui::GetContentRegionAvail().x;
  const SummaryColumns c = layout_summary(content_w, scoring, head_w, name_w, m.gap * 2);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ImGui::GetFont();
  const float fs = ImGui::GetFontSize();
  const ImVec2 o = ImGui::GetCursorScreenPos();  // the content's left edge
  // Right-aligned text in a column [x, x + w) of the current line at screen y.
  auto right_text = [&](float x, float w, float y, float px, ImU32 ink, const std::string& t) {
    const float tw = font->CalcTextSizeA(px, 1e9f, 0, t.c_str()).x;
    dl->AddText(font, px, ImVec2(o.x + x + w - tw, y), ink, t.c_str());
    return Rect{o.x + x + w - tw, y, tw, px};
  };
  const ImU32 muted = col(theme::kInkMuted), ink = col(theme::kInk);
  {
    const float hy = o.y, hp = fs * c.header_scale;
    dl->AddText(font, fs, ImVec2(o.x, hy), muted, tr(S::Players));
    const int cols = scoring ? 3 : 1;
    for (int i = 0; i < cols; ++i)
      hook_widget("summary-head:" + std::to_string(i),
                  right_text(c.num_x[i], c.num_w[i], hy + (fs - hp) * 0.5f, hp, muted, heads[i]));
    ImGui::Dummy(ImVec2(content_w, fs * 1.3f));
  }
  // Rows as tall as the screen allows (short landscape phones: the button must not fall
  // below the fold), at most 2.3 lines.
  const ImGuiStyle& st = ImGui::GetStyle();
  const float bh = m.button_h + 6 * sc;
  const bool two_rows = match_over && !s.replaying();
  const float used = ImGui::GetCursorScreenPos().y - ImGui::GetWindowPos().y;
  // The coach's review: a line each (two when wrapped on a narrow dialog).
  const float review_h =
      review.empty() ? 0.0f
                     : static_cast<float>(review.size()) * (fs * (content_w < 500 ? 2.4f : 1.3f)) +
                           st.ItemSpacing.y * 2;
  const float after = st.ItemSpacing.y + bh + (two_rows ? bh + st.ItemSpacing.y : 0.0f) +
                      st.WindowPadding.y + 2.0f + review_h;
  const float max_h = vp->Size.y - 2 * m.margin;
  const float fit =
      rows.empty() ? 0.0f
                   : (max_h - used - after) / static_cast<float>(rows.size()) - st.ItemSpacing.y;
  const float row_h = std::clamp(fit, fs * 1.5f, std::max(44.0f, fs * 2.3f));
  for (const RoundRow& r : rows) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const bool winner = r.seat == v.round_winner;
    const std::string name = (winner ? "\xE2\x98\x85 " : "") + label(s.who(r.seat));
    const float ty = p.y + (row_h - fs) * 0.5f;
    const ImVec4 clip(p.x, p.y, p.x + c.name_w - m.gap, p.y + row_h);
    dl->AddText(font, fs, ImVec2(p.x, ty), winner ? col(theme::kAccent) : ink, name.c_str(),
                nullptr, 0, &clip);
    // The cards left in the hand, small, overlapping more as the hand grows.
    const float ch = row_h - 8 * sc, cw = ch * 0.66f;
    const int n = static_cast<int>(r.hand.size());
    const std::vector<float> xs = card_row(n, cw, c.cards_w, cw * 0.7f);
    for (int i = 0; i < n; ++i)
      draw_card_face(dl, ImVec2(p.x + c.cards_x + xs[i], p.y + 4 * sc), ImVec2(cw, ch),
                     face_of(s.deck()[r.hand[i]]));
    const std::string seat = std::to_string(r.seat);
    if (n > 0)
      hook_widget("summary-cards:" + seat, Rect{p.x + c.cards_x, p.y + 4 * sc, xs.back() + cw, ch});
    hook_widget("summary-hand:" + seat,
                right_text(c.num_x[0], c.num_w[0], ty, fs, ink, std::to_string(r.hand_points)));
    if (scoring) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "%+d", r.round_points);
      right_text(c.num_x[1], c.num_w[1], ty, fs, ink, buf);
      right_text(c.num_x[2], c.num_w[2], ty, fs, ink, std::to_string(r.total));
    }
    ImGui::Dummy(ImVec2(content_w, row_h));
  }
  ImGui::Spacing();
  if (!review.empty()) {
    const ImVec2 top = ImGui::GetCursorScreenPos();
    ImGui::Separator();
    ImGui::PushTextWrapPos(0.0f);
    for (size_t i = 0; i < review.size(); ++i) {
      ImGui::PushStyleColor(ImGuiCol_Text, i == 0
                                               ? ImGui::ColorConvertU32ToFloat4(col(theme::kAccent))
                                               : ImGui::ColorConvertU32ToFloat4(ink));
      ImGui::TextUnformatted(review[i].c_str());
      ImGui::PopStyleColor();
    }
    ImGui::PopTextWrapPos();
    const ImVec2 end = ImGui::GetCursorScreenPos();
    hook_widget("review", Rect{top.x, top.y, content_w, end.y - top.y});
    ImGui::Spacing();
  }
  const float bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (match_over && !s.replaying()) {
    if (hook_button("rematch", tr(S::Rematch), ImVec2(bw, bh))) choice = SummaryChoice::Rematch;
    ImGui::SameLine();
    if (hook_button("menu2", tr(S::Menu), ImVec2(bw, bh))) choice = SummaryChoice::Menu;
    if (hook_button("share-replay", tr(S::ShareReplay), ImVec2(-1, bh)))
      choice = SummaryChoice::ShareReplay;
  } else if (may_continue) {
    if (hook_button("next-round", tr(S::NextRound), ImVec2(-1, bh)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))
      choice = SummaryChoice::NextRound;
  }
  end_dialog();  // many seats on a landscape phone: the content scrolls
  return choice;
}

}  // namespace app
