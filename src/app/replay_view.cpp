#include "app/replay_view.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "app/input.h"
#include "app/session.h"
#include "app/test_hook.h"
#include "app/ui_common.h"

namespace app {

namespace {
constexpr double kStepMs = 650.0;  // pause between automatic steps
}

void ReplayView::open(const MatchConfig& cfg, std::vector<uno::Action> actions, Session& s) {
  cfg_ = cfg;
  actions_ = std::move(actions);
  active_ = true;
  playing_ = false;
  s.start_replay(cfg_);
  step_ = 0;
}

void ReplayView::seek(Session& s, int step) {
  const int viewer = s.viewer();
  s.start_replay(cfg_);  // a game cannot step back: replay from the deal (microseconds)
  s.set_replay_viewer(viewer);
  step_ = 0;
  while (step_ < step && step_ < total() && s.replay_apply(actions_[step_])) ++step_;
}

void ReplayView::forward(Session& s) {
  if (step_ < total() && s.replay_apply(actions_[step_])) ++step_;
  if (step_ >= total()) playing_ = false;
}

void ReplayView::tick(Session& s, double now, bool animating) {
  if (!playing_) return;
  if (animating) {
    next_at_ = now + kStepMs * 0.4;
    return;
  }
  if (now < next_at_) return;
  forward(s);
  next_at_ = now + kStepMs;
}

void ReplayView::draw(Session& s, const TableLayout& t, double now) {
  const Keys keys = read_keys();
  begin_overlay_window("##replay", t.action_bar, false);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());  // above a round summary
  ImGui::SetCursorPos(ImVec2(t.seat[s.viewer()].w + 10, 0));     // beside the viewer's badge
  const float h = t.button_h - 2;
  const bool narrow = t.width < 600;  // phones: symbols only, seats are picked by tapping them
  bool back = hook_button("replay-back", "\xE2\x86\x90", ImVec2(h * 1.3f, h)) || keys.left;
  ImGui::SameLine();
  const std::string play = playing_ ? std::string("||") + (narrow ? "" : std::string(" ") + tr(S::Pause))
                                    : std::string("\xE2\x96\xB6") + (narrow ? "" : std::string(" ") + tr(S::PlayReplay));
  const bool toggle = hook_button("replay-play", play.c_str(), ImVec2(narrow ? h * 1.3f : 0, h)) || keys.enter;
  ImGui::SameLine();
  const bool fwd = hook_button("replay-forward", "\xE2\x86\x92", ImVec2(h * 1.3f, h)) || keys.right;
  bool next_seat = false;
  if (!narrow) {
    ImGui::SameLine();
    next_seat = hook_button("replay-seat", fmt(S::HandOfSeatFmt, s.name(s.viewer())).c_str(), ImVec2(0, h));
  }
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const std::string where = narrow ? std::to_string(step_) + "/" + std::to_string(total()) : fmt(S::MoveFmt, step_, total());
  ImGui::TextUnformatted(where.c_str());
  end_overlay_window();

  if (back && step_ > 0) {
    playing_ = false;
    seek(s, step_ - 1);
  }
  if (fwd) {
    playing_ = false;
    forward(s);
  }
  if (toggle) {
    if (!playing_ && step_ >= total()) seek(s, 0);  // play again from the start
    playing_ = !playing_;
    next_at_ = now;
  }
  if (next_seat) s.set_replay_viewer((s.viewer() + 1) % s.seats());
  // A tap on another seat's badge shows that seat's cards.
  for (int seat = 0; seat < s.seats(); ++seat) {
    if (seat == s.viewer()) continue;
    hook_widget("replay-seat:" + std::to_string(seat), t.seat[seat]);
    if (canvas_clicked(t.seat[seat])) s.set_replay_viewer(seat);
  }
}

}  // namespace app
