#include "app/ui/round_summary.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>

#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
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
  // Placed as it settles, then held: the coach's review, which comes later under the
  // buttons, grows it downwards and moves no button (Next round jumped 31 px, then 44 px on
  // a phone, when the review came, under a finger on its way to it).
  static struct {
    std::uint32_t generation = 0;
    std::size_t round_end = 0;
    float y = -1;
    ImVec2 screen;
  } placed;
  const bool same = placed.y >= 0 && placed.generation == s.generation() &&
                    placed.round_end == s.actions().size() && placed.screen.x == vp->Size.x &&
                    placed.screen.y == vp->Size.y;
  begin_dialog("summary", dialog_width(m, vp->Size.x, 640), [&](float w, float h) {
    Rect r = centred_box(vp->Size.x, vp->Size.y, w, h);
    // Kept on screen as it settles; once the review is there, held where it last stood (the
    // review grows it down, then its content scrolls).
    // (A guided round's review, its last sentence, is there from the first frame.)
    if (same && (review.empty() || s.tutorial()))
      r.y = std::max(m.margin, std::min(placed.y, vp->Size.y - m.margin - h));
    else if (same) r.y = placed.y;
    else placed = {s.generation(), s.actions().size(), r.y, vp->Size};
    placed.y = r.y;
    return r;
  });
  ImGui::SetWindowFontScale(theme::kTitle);
  if (match_over && v.match_winners.size() == 1) {
    ImGui::TextWrapped("%s", about(UiText::WinsMatchFmt, s.who(v.match_winners[0])).c_str());
  } else if (match_over && !v.match_winners.empty()) {  // a shared win: plural verb
    std::string names;
    for (int w : v.match_winners) names += (names.empty() ? "" : ", ") + label(s.who(w));
    ImGui::TextWrapped("%s", fmt(UiText::WinMatchTieFmt, names.c_str()).c_str());
  } else if (v.round_winner >= 0) {
    ImGui::TextWrapped("%s", about(UiText::WinsRoundFmt, s.who(v.round_winner)).c_str());
  } else {
    ImGui::TextUnformatted(tr(match_over ? UiText::MatchOver : UiText::RoundOver));
  }
  ImGui::SetWindowFontScale(1.0f);
  rule_line();

  // Columns from core/look/layout: numbers as wide as their headers, the small cards between.
  const bool scoring = s.rules().target_score > 0;
  const int rounds_of = scoring ? 0 : rounds_to_win(s.rules());  // dino: first to 3
  const int cols = scoring ? 3 : rounds_of > 0 ? 2 : 1;
  const char* heads[3] = {tr(UiText::InHand),
                          rounds_of > 0 ? tr(UiText::RoundsWon) : tr(UiText::ThisRound),
                          tr(UiText::Total)};
  const float num_w = ImGui::CalcTextSize("-888").x;
  std::array<float, 3> head_w{};
  for (int i = 0; i < cols; ++i) head_w[i] = std::max(num_w, ImGui::CalcTextSize(heads[i]).x);
  float name_w = ImGui::CalcTextSize(tr(UiText::Players)).x;
  for (const RoundRow& r : rows)
    name_w =
        std::max(name_w, ImGui::CalcTextSize(("\xE2\x98\x85 " + label(s.who(r.seat))).c_str()).x);
  // The width as if the dialog scrolled, whether or not it does: with the region's width the
  // columns changed as its scroll bar came and went, and the change in height brought it and
  // took it away again (the cards flipped between layouts, Next round moved; stop 63).
  const float content_w = ImGui::GetWindowWidth() - 2 * ImGui::GetStyle().WindowPadding.x -
                          ImGui::GetStyle().ScrollbarSize;
  ImFont* font = ImGui::GetFont();
  const float fs = ImGui::GetFontSize();
  const ImU32 muted = col(theme::kInkMuted), ink = col(theme::kInk);
  // The rows, the scoring note and the review get what the title, the header and the
  // buttons leave on the screen (short landscape phones: the buttons must stay in view).
  const ImGuiStyle& st = ImGui::GetStyle();
  const float bh = m.button_h + 6 * sc;
  const bool two_rows = match_over && !s.replaying();
  const float header_h = fs * 1.3f + st.ItemSpacing.y;
  const float used = ImGui::GetCursorScreenPos().y - ImGui::GetWindowPos().y + header_h;
  const float buttons =
      st.ItemSpacing.y + bh + (two_rows ? bh + st.ItemSpacing.y : 0.0f) + st.WindowPadding.y + 2.0f;
  const std::string note = scoring_note(s.rules());
  auto wrapped_h = [&](const std::string& t) {
    return ImGui::CalcTextSize(t.c_str(), nullptr, false, content_w).y + st.ItemSpacing.y;
  };
  // A guided round's end: "You have finished the guided round." over its Leave.
  const float lesson_h = s.tutorial() ? wrapped_h(tr(UiText::LearnFinished)) : 0.0f;
  const float room = vp->Size.y - 2 * m.margin - used - buttons - lesson_h;
  // The review is not counted: it comes seconds later, under the buttons, and must change
  // nothing above them (a newcomer's tap on Next round missed as the review shrank the cards
  // and moved the button 45 px, 360x740, stop 62); the dialog then grows down and scrolls.
  float extra = st.ItemSpacing.y;  // the spacing under the rows
  if (!note.empty()) extra += wrapped_h(note);
  // The cards left in each hand as large as the room allows, never too small to read.
  // A phone's cards larger where the room allows (stop 60's newcomer: "tiny cards"; the
  // screen is the summary's alone there).
  const float min_card = 40.0f,
              max_card = m.touch ? std::max(72.0f, fs * 4.0f) : std::max(48.0f, fs * 2.6f);
  SummaryColumns c;
  auto row_h = [&](int n, float ch) {
    const float cards = n > 0 ? layout_card_block(n, ch, c.cards_w).h + 8 * sc : 0.0f;
    return std::max(fs * 1.5f, cards);
  };
  auto rows_h = [&](float ch) {
    float h = 0;
    for (const RoundRow& r : rows)
      h += row_h(static_cast<int>(r.hand.size()), ch) + st.ItemSpacing.y;
    return h;
  };
  float ch = max_card;
  auto fit = [&](float w) {
    c = layout_summary(w, cols, head_w, name_w, m.gap * 2);
    ch = max_card;
    while (ch > min_card && rows_h(ch) + extra > room) ch = std::max(min_card, ch - 2.0f);
  };
  fit(content_w);
  // Still too tall (many seats): the part above the buttons scrolls, its
  // columns clear of the scrollbar (it covered the Total column on a phone on its side).
  const bool scroll = rows_h(ch) + extra > room + 0.5f;
  if (scroll) fit(content_w - st.ScrollbarSize - m.gap);
  ImDrawList* dl = ImGui::GetWindowDrawList();   // the body's own when it scrolls
  const ImVec2 o = ImGui::GetCursorScreenPos();  // the content's left edge
  // Right-aligned text in a column [x, x + w) of the current line at screen y.
  auto right_text = [&](float x, float w, float y, float px, ImU32 ink, const std::string& t) {
    const float tw = font->CalcTextSizeA(px, 1e9f, 0, t.c_str()).x;
    dl->AddText(font, px, ImVec2(o.x + x + w - tw, y), ink, t.c_str());
    return Rect{o.x + x + w - tw, y, tw, px};
  };
  {
    const float hy = o.y, hp = fs * c.header_scale;
    dl->AddText(font, fs, ImVec2(o.x, hy), muted, tr(UiText::Players));
    for (int i = 0; i < cols; ++i)
      hook_widget("summary-head:" + std::to_string(i),
                  right_text(c.num_x[i], c.num_w[i], hy + (fs - hp) * 0.5f, hp, muted, heads[i]));
    ImGui::Dummy(ImVec2(content_w, fs * 1.3f));
  }
  if (scroll) {
    ImGui::BeginChild("##summary-body", ImVec2(content_w, std::max(room, fs * 4)), false);
    dl = ImGui::GetWindowDrawList();
  }
  // The round's winner first, then seat order: where the rows scroll (a phone on its side)
  // the winner's row, last in seat order, was the one cut off (stop 58).
  for (int pass = 0; pass < 2; ++pass)
    for (const RoundRow& r : rows) {
      const bool winner = r.seat == v.round_winner;
      if (winner != (pass == 0)) continue;
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const std::string name = (winner ? "\xE2\x98\x85 " : "") + label(s.who(r.seat));
      const int n = static_cast<int>(r.hand.size());
      const float h = row_h(n, ch);
      // Name and numbers centred on the first line of cards.
      const float ty = p.y + (std::min(h, ch + 8 * sc) - fs) * 0.5f;
      const ImVec4 clip(p.x, p.y, p.x + c.name_w - m.gap, p.y + h);
      dl->AddText(font, fs, ImVec2(p.x, ty), winner ? col(theme::kAccent) : ink, name.c_str(),
                  nullptr, 0, &clip);
      const CardBlock block = layout_card_block(n, ch, c.cards_w);
      const ImVec2 top(p.x + c.cards_x, p.y + 4 * sc);
      for (int i = 0; i < n; ++i) {
        const Vec2 at = block.at[static_cast<size_t>(i)];
        draw_card_face(dl, ImVec2(top.x + at.x, top.y + at.y), ImVec2(block.card_w, block.card_h),
                       face_of(s.deck()[r.hand[static_cast<size_t>(i)]]));
      }
      const std::string seat = std::to_string(r.seat);
      if (n > 0) {
        hook_widget("summary-cards:" + seat, Rect{top.x, top.y, block.w, block.h});
        // The first two cards: the tests check that an overlapped card's index shows.
        for (int i = 0; i < std::min(n, 2); ++i) {
          const Vec2 at = block.at[static_cast<size_t>(i)];
          hook_widget("summary-card" + std::to_string(i) + ":" + seat,
                      Rect{top.x + at.x, top.y + at.y, block.card_w, block.card_h});
        }
      }
      hook_widget("summary-hand:" + seat,
                  right_text(c.num_x[0], c.num_w[0], ty, fs, ink, std::to_string(r.hand_points)));
      if (scoring) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%+d", r.round_points);
        hook_widget("summary-round:" + seat, right_text(c.num_x[1], c.num_w[1], ty, fs, ink, buf));
        hook_widget("summary-total:" + seat,
                    right_text(c.num_x[2], c.num_w[2], ty, fs, ink, std::to_string(r.total)));
      } else if (rounds_of > 0) {
        const std::string won = std::to_string(v.rounds_won[static_cast<size_t>(r.seat)]) + "/" +
                                std::to_string(rounds_of);
        hook_widget("summary-rounds:" + seat, right_text(c.num_x[1], c.num_w[1], ty, fs, ink, won));
      }
      ImGui::Dummy(ImVec2(content_w, h));
    }
  ImGui::Spacing();
  if (!note.empty()) {  // the lowest total wins: "+27" is bad news, said in words
    ImGui::PushTextWrapPos(0.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(muted));
    ImGui::TextUnformatted(note.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    hook_last_item("scoring-note");
  }
  // The review under the buttons (it comes after them: nothing above them grows).
  auto draw_review = [&]() {
    if (review.empty()) return;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    rule_line();
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
  };
  if (scroll) {
    ImGuiWindow* body = ImGui::GetCurrentWindow();
    if (body->ScrollbarY) {
      const ImRect bar = ImGui::GetWindowScrollbarRect(body, ImGuiAxis_Y);
      hook_widget("summary-scrollbar", rect_of(bar.Min, bar.Max));
    }
    drag_to_scroll();
    ImGui::EndChild();
  }
  const float bw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (s.tutorial()) {
    // A guided round's end (its last sentence was said on the table, with Next): Leave is
    // the one press left (a newcomer met a summary with no button). The sentence again in
    // the review's place.
    ImGui::TextWrapped("%s", tr(UiText::LearnFinished));
    hook_last_item("learn-finished");
    if (accent_button("learn-done", tr(UiText::LearnLeave), ImVec2(-1, bh)))
      choice = SummaryChoice::LearnLeave;
  } else if (match_over && !s.replaying()) {
    if (hook_button("rematch", tr(UiText::Rematch), ImVec2(bw, bh)))
      choice = SummaryChoice::Rematch;
    ImGui::SameLine();
    if (hook_button("menu2", tr(UiText::Menu), ImVec2(bw, bh))) choice = SummaryChoice::Menu;
    // A match restored from a compact save has no moves before its checkpoint to replay.
    if (s.log_start() == 0 && hook_button("share-replay", tr(UiText::ShareReplay), ImVec2(-1, bh)))
      choice = SummaryChoice::ShareReplay;
  } else if (may_continue) {
    if (hook_button("next-round", tr(UiText::NextRound), ImVec2(-1, bh)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))
      choice = SummaryChoice::NextRound;
  }
  draw_review();
  end_dialog();  // many seats on a landscape phone: the content scrolls
  return choice;
}

}  // namespace app
