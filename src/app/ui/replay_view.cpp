#include "app/ui/replay_view.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "app/core/match/replay_player.h"
#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
#include "app/ui/input.h"
#include "app/ui/ui_common.h"

namespace app {

Command draw_replay_bar(const ReplayPlayer& r, const Session& s, const TableLayout& t) {
  const Keys keys = read_keys();
  begin_overlay_window("##replay", t.action_bar, false);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());  // above a round summary
  ImGui::SetCursorPos(ImVec2(t.seat[s.viewer()].w + 10, 0));    // beside the viewer's badge
  const float h = t.button_h - 2;
  const bool narrow = t.width < 600;  // phones: symbols only, seats are picked by tapping them
  bool back = hook_button("replay-back", "\xE2\x86\x90", ImVec2(h * 1.3f, h)) || keys.left;
  ImGui::SameLine();
  const std::string play =
      r.playing()
          ? std::string("||") + (narrow ? "" : std::string(" ") + tr(UiText::Pause))
          : std::string("\xE2\x96\xB6") + (narrow ? "" : std::string(" ") + tr(UiText::PlayReplay));
  const bool toggle =
      hook_button("replay-play", play.c_str(), ImVec2(narrow ? h * 1.3f : 0, h)) || keys.enter;
  ImGui::SameLine();
  const bool fwd = hook_button("replay-forward", "\xE2\x86\x92", ImVec2(h * 1.3f, h)) || keys.right;
  bool next_seat = false;
  if (!narrow) {
    ImGui::SameLine();
    next_seat = hook_button("replay-seat", about(UiText::HandOfSeatFmt, s.who(s.viewer())).c_str(),
                            ImVec2(0, h));
  }
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const std::string where = narrow ? std::to_string(r.step()) + "/" + std::to_string(r.total())
                                   : fmt(UiText::MoveFmt, r.step(), r.total());
  ImGui::TextUnformatted(where.c_str());
  end_overlay_window();

  Command chosen;
  if (back) chosen = Command::of(Command::Kind::ReplayBack);
  else if (fwd) chosen = Command::of(Command::Kind::ReplayForward);
  else if (toggle) chosen = Command::of(Command::Kind::ReplayToggle);
  else if (next_seat) chosen = Command::replay_seat((s.viewer() + 1) % s.seats());
  // A tap on another seat's badge shows that seat's cards.
  for (int seat = 0; seat < s.seats(); ++seat) {
    if (seat == s.viewer()) continue;
    hook_widget("replay-seat:" + std::to_string(seat), t.seat[seat]);
    if (!chosen && canvas_clicked(t.seat[seat])) chosen = Command::replay_seat(seat);
  }
  return chosen;
}

}  // namespace app
