#include "app/ui/table_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/access/access_model.h"
#include "app/core/match/moments.h"
#include "app/core/match/refusal.h"
#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_atlas.h"
#include "app/ui/card_painter.h"
#include "app/ui/colour_picker.h"
#include "app/ui/input.h"
#include "app/ui/known_hands_view.h"
#include "app/ui/legal_find.h"
#include "app/ui/notice_view.h"
#include "app/ui/privacy_screen.h"
#include "app/ui/round_summary.h"
#include "app/ui/rules_card_view.h"
#include "app/ui/seat_badges.h"
#include "app/ui/sprite_mesh.h"
#include "app/ui/ui_common.h"

namespace app {

using uno::Action;
using uno::ActionType;

void TableView::reset() {
  hand_ = HandState{};
  picking_ = target_card_ = uno::kNoCard;
}

bool TableView::choose(const Command& c) {
  // A guided round takes only the move its step asks for (the Session refuses the rest):
  // a wrong colour, or the play before its UNO!, is told why.
  if (c.kind == Command::Kind::Act && session_ && !session_->tutorial_takes(c.action)) {
    refuse(*session_, lesson_refusal(*session_));
    return true;
  }
  if (!out_) out_ = c;
  return true;
}

bool TableView::act(const Session& s, ActionType type, int target) {
  const Action* a = find(s.legal(), type, target);
  return a && choose(Command::act(*a));
}

Rect TableView::resolve(const Place& p) const {
  switch (p.kind) {
    case Place::DrawPile: return t_.draw_pile;
    case Place::Discard: return t_.discard;
    case Place::Seat: {
      const Rect& r = t_.seat[p.seat];
      const float ch = r.h - 12;
      return {r.x + 6, r.y + 6, ch * 0.66f, ch};
    }
    case Place::HandCard:
      if (p.card != uno::kNoCard && hand_.rects[p.card].w > 0) return hand_.rects[p.card];
      return {t_.width * 0.5f - t_.hand_card.x * 0.5f, t_.hand.y + t_.raise, t_.hand_card.x,
              t_.hand_card.y};
  }
  return t_.draw_pile;
}

void TableView::draw_flights(ImDrawList* dl, const Animator& anim, double now) {
  for (const Flight& f : anim.active()) {
    if (now < f.start || now >= f.start + f.duration) continue;  // not yet, or landed
    const float progress = static_cast<float>((now - f.start) / f.duration);
    const float k = ease_out(progress);
    const Rect a = resolve(f.from), b = resolve(f.to);
    const ImVec2 pos(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k);
    const ImVec2 size(a.w + (b.w - a.w) * k, a.h + (b.h - a.h) * k);
    const int first = dl->VtxBuffer.Size;
    if (f.face_up && f.card != uno::kNoCard && deck_ != nullptr)
      draw_card_face(dl, pos, size, face_of((*deck_)[f.card]));
    else draw_card_back(dl, pos, size);
    if (f.fade) fade_vertices(dl, first, progress);  // reduced motion: fades in where it lands
  }
}

void TableView::draw_ticker(ImDrawList* dl, const EventTicker& ticker, const Rect& prompt) {
  const auto& lines = ticker.lines();
  if (lines.empty()) return;
  const float fs = ImGui::GetFontSize();
  const float sc = t_.ui.scale, pad = 6 * sc;
  // Stacked upwards from just above the action bar, each line between the seats' badges and
  // clear of the colour label (core/look: layout_ticker); a long line wraps to its room, or
  // goes to the action row's free end (drawn before it this frame) where the table has none.
  const float gap = t_.ui.gap, row_end = action_row_end_ + gap;
  const float free_to = action_late_x_ > 0 ? action_late_x_ - gap : t_.action_bar.right();
  const Rect side = action_row_end_ > 0 && free_to - row_end > 0
                        ? Rect{row_end, t_.action_bar.y, free_to - row_end, t_.action_bar.h}
                        : Rect{};
  std::vector<Rect> clear = known_;  // and of the labels as drawn
  clear.push_back(labels_drawn_);
  const std::vector<Rect> boxes = layout_ticker(
      t_, seats_, bottom_, static_cast<int>(lines.size()),
      [&](int i, float wrap) {
        const ImVec2 sz =
            ImGui::CalcTextSize(lines[static_cast<size_t>(i)].text.c_str(), nullptr, false, wrap);
        return Vec2{sz.x, sz.y};
      },
      pad, prompt, side, clear);
  for (size_t i = 0; i < lines.size(); ++i) {
    const TickerLine& l = lines[i];
    const Rect& b = boxes[i];
    if (b.w <= 0) continue;  // no room left under the top bar
    // Held lines (catches, penalties) in the danger colour: they matter until the next turn.
    // Lines of an earlier move are dimmed: "You draw 2" still up while Cleo drew read as
    // Cleo's move (stop 58). Lines of one move share their end time.
    const bool earlier = !l.held && l.until < lines.back().until;
    const ImU32 bg = l.held ? col(theme::kDanger.with_alpha(215))
                            : col(theme::kShade.with_alpha(earlier ? 110 : theme::kShade.a));
    add_round_rect(dl, iv(b.min()), iv(b.max()), bg, 8 * sc);
    dl->AddText(ImGui::GetFont(), fs, ImVec2(b.x + pad, b.y + pad),
                IM_COL32(255, 240, 200, earlier ? 150 : 255), l.text.c_str(), nullptr,
                b.w - 2 * pad + 1.0f);
    hook_widget("ticker", b);
    in_the_way_.push_back(b);
  }
}

Rect TableView::phase_prompt_box(const Session& s, const std::string& text) const {
  if (text.empty()) return {};
  const float w = std::min(t_.width - 16, 640.0f);
  const ImVec2 sz = ImGui::CalcTextSize(text.c_str(), nullptr, false, w - 24);
  // Under the top bar, clear of the seat badges and above the piles; where the table has no
  // such room (a phone on its side) it takes the status line's place in the top bar: it says
  // more than "Your turn", and covering the piles hid what it asks about.
  return place_phase_prompt(t_, s.seats(), s.bottom_seat(), w, sz.y + 20,
                            !bar_text_fits(text, bar_room_));
}

// What a discard phase or the UNO Spin race asks of the viewer (core words, placed by
// phase_prompt_box), under the top bar; the race also gets one big button in the middle,
// the same for everyone.
void TableView::draw_phase_prompt(const Session& s, const std::string& text, const Rect& box) {
  // (In a guided round the lesson's panel says it: the race's button still comes.)
  if (text.empty() && !(lesson_speaks(s) && !moment_blocks())) return;
  const float w = box.w;
  if (!text.empty() && box.w > 0) {
    begin_overlay_window("##phase-prompt", box, true);
    ImGui::PushTextWrapPos(w - 12);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    end_overlay_window();
    hook_widget("phase-prompt", box);
  } else if (!text.empty()) {
    bar_prompt_ = text;
  }
  if (const Action* claim = find(s.legal(), ActionType::ClaimUnoSpin); claim && !moment_up_) {
    // Over the piles and their labels (the table waits for the race): never over a badge
    // or the ticker.
    const Rect room = banner_room(t_, true, in_the_way_);
    const float bw = std::min({t_.width * 0.6f, 360.0f, room.w});
    const float bh = std::max(t_.button_h, std::min(std::max(90.0f, t_.button_h * 2), room.h));
    const Vec2 c = room.centre();
    // The button is the whole window (no padding): a phone's band is only ~60 px tall.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    begin_overlay_window("##unospin-race", Rect{c.x - bw * 0.5f, c.y - bh * 0.5f, bw, bh}, false);
    ImGui::PopStyleVar();
    ImGui::PushStyleColor(ImGuiCol_Button, col4(theme::kDanger));
    // The label as large as the button allows, up to 1.8 times the body text.
    const float label_w = ImGui::CalcTextSize(tr(UiText::UnoSpin)).x;
    ImGui::SetWindowFontScale(std::clamp((bw - 24.0f) / std::max(1.0f, label_w), 1.0f, 1.8f));
    if (hook_button("unospin-big", tr(UiText::UnoSpin), ImVec2(bw, bh)))
      choose(Command::act(*claim));
    ring_if_asked(action_id(*claim));
    ImGui::SetWindowFontScale(1.0f);
    // A bar along the button's foot runs out when the first computer presses: the time left.
    if (const double due = s.next_due(); due > now_) {
      if (due != race_due_) race_from_ = now_, race_due_ = due;
      const ImVec2 p = ImGui::GetItemRectMin();
      const float left = static_cast<float>((due - now_) / std::max(1.0, due - race_from_));
      ImGui::GetWindowDrawList()->AddRectFilled(
          ImVec2(p.x, p.y + bh * 0.92f), ImVec2(p.x + bw * left, p.y + bh), col(theme::kInk));
    }
    ImGui::PopStyleColor();
    end_overlay_window();
  }
}

Command TableView::draw(const Session& s, const Animator& anim, const EventTicker& ticker,
                        double now) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  deck_ = &s.deck();
  session_ = &s;
  out_ = Command{};
  bar_prompt_.clear();
  keys_ = Keys{};  // none carried over from a frame drawn before the device changed hands
  if (s.generation() != generation_) {  // a new match (start, rematch, restore): a fresh hand
    generation_ = s.generation();
    reset();
  }
  if (s.privacy_for() >= 0) {
    hook_begin_frame("privacy");
    choose(draw_privacy_screen(s.name(s.privacy_for()), waiting_for_next(s), pass_recap_));
    reset();
    return out_;
  }
  // Under a turning wheel, the table before the spin: nothing of its outcome shows early.
  now_ = now;
  const uno::SeatView v = held_ ? *held_ : s.view();
  static const std::vector<Action> kNothing;
  const std::vector<Action>& legal = held_ ? kNothing : s.legal();
  const int bottom = s.bottom_seat();
  // A discard step keeps each card in its place while others go (HandState::fixed).
  bool discarding = false;
  for (const Action& a : legal) discarding |= a.type == ActionType::Discard;
  if (!discarding) hand_.fixed_n = 0;
  else if (hand_.fixed_n == 0)
    for (const uno::CardId c : v.hand) hand_.fixed[hand_.fixed_n++] = c;
  const int places = hand_.fixed_n > 0 ? hand_.fixed_n : static_cast<int>(v.hand.size());
  t_ = layout_table(vp->Size.x, vp->Size.y, v.seats, bottom, places, card_look().large);
  seats_ = v.seats;
  bottom_ = bottom;
  const bool over = v.phase == uno::Phase::RoundOver || v.phase == uno::Phase::MatchOver;
  // A guided round's last sentence is read on the table (with Next), then the summary.
  const bool summary = over && !round_end_held_ && !(s.tutorial() && s.tutorial()->line().waits);
  summary_up_ = summary;
  hook_begin_frame(summary ? "summary" : "table");
  if (picking_ != uno::kNoCard && !card_is_legal(s.legal(), picking_)) picking_ = uno::kNoCard;
  if (target_card_ != uno::kNoCard && !card_is_legal(s.legal(), target_card_))
    target_card_ = uno::kNoCard;

  draw_felt(dl, v);
  draw_piles(dl, v, anim, now);
  const int catch_seat = draw_seat_badges(dl, t_, v, s, held_ != nullptr, anim.busy(now));
  known_ = draw_known_hands(dl, t_, v);  // the ticker keeps clear of them
  in_the_way_ = known_;                  // and the banner of them and the ticker's lines
  dialogs_drawn_.clear();
  // Modal dialogs take the hand; the pending decision (challenge / block / take it) leaves
  // it live, so a Lauf! in the hand can be clicked as well as chosen in the dialog.
  const bool dialog =
      rules_card_open_ || picking_ != uno::kNoCard || target_card_ != uno::kNoCard || s.reveal() ||
      over || (v.phase == uno::Phase::ChooseColour && find(s.legal(), ActionType::ChooseColour));
  std::vector<uno::CardId> bluffs;
  for (const uno::CardId c : v.hand)
    if (is_bluff(s, c)) bluffs.push_back(c);
  hand_.show_selection = keyboard_seen_;
  // The page's keyboard focus is the selection: on a card, framed here too; elsewhere, none.
  if (key_focus_.rfind("card:", 0) == 0) {
    hand_.selected_card = static_cast<uno::CardId>(std::atoi(key_focus_.c_str() + 5));
    hand_.selected = 0;  // found again by its card (draw_hand)
    hand_.show_selection = true;
  } else if (!key_focus_.empty()) {
    hand_.show_selection = false;
  }
  uno::CardId clicked =
      draw_hand(dl, t_, v, legal, anim, now, hand_, !dialog, bluffs, s.newest_cards());
  // A click on the guided round's panel (as last drawn) over the hand is the panel's, never
  // the card's under it (a newcomer's click on Next took a card: "Read the lesson's line
  // first").
  if (const ImVec2 p = ImGui::GetIO().MouseClickedPos[0];
      clicked != uno::kNoCard && lesson_drawn_.contains({p.x, p.y}))
    clicked = uno::kNoCard;
  // Cards in flight pass over the table's own panels, but under a notice (a share link, a
  // message): a deal going on behind "Share this deal" must not cover its text.
  draw_flights(modal_open() ? dl : ImGui::GetForegroundDrawList(), anim, now);
  if (!dialog && !held_) draw_hint(dl, s, now);
  if (!held_) draw_lesson(s);
  else lesson_drawn_ = {};
  // The action row before the ticker: a line that goes to the row's free end needs this
  // frame's row (a phase's "Done" button comes with the phase).
  action_row_end_ = 0;
  action_late_x_ = 0;
  // Under a dialog (the challenge's result, a seat picker) the row waits with the table,
  // greyed like it: its red UNO! stood out as if it were the thing to press.
  const bool row_waits = dialog && !over && !picking_colour();
  if (row_waits) ImGui::BeginDisabled();
  if (!over) draw_action_bar(s, v);
  if (row_waits) ImGui::EndDisabled();
  if (!showdown_up_) {  // the Showdown's panel covers both and says the verdict itself
    // Under a turning wheel the prompt could not be done: it waits for the wheel.
    // In a guided round the step's sentence says it, in the lesson's panel (lesson_view).
    std::string prompt = moment_blocks() || lesson_speaks(s) ? std::string() : phase_prompt(s);
    // A card pressed that does not play: why, in the prompt's place for a few seconds or
    // until the next move (a tap drew only an outline).
    // (In a guided round, in the lesson's panel.)
    if (prompt.empty() && !lesson_speaks(s)) prompt = refusal(s, now);
    const Rect box = phase_prompt_box(s, prompt);  // placed once for the ticker and itself
    // While the wheel is up its caption says the outcome: the ticker's line of it lay half
    // under the caption (read as doubled). Its lines keep clear of the lesson's.
    if (!moment_up_)
      draw_ticker(dl, ticker, prompt.empty() && lesson_speaks(s) ? lesson_box(s) : box);
    draw_phase_prompt(s, prompt, box);
  }
  if (const Command top = draw_top_bar(s, v, anim.busy(now))) choose(top);

  // Input: click/tap on a card or the draw pile, then the keyboard.
  keys_ = read_keys();
  keyboard_seen_ |= keys_.any();
  const Keys& keys = keys_;
  if (catch_seat >= 0) act(s, ActionType::CatchUno, catch_seat);
  if (!dialog) {
    if (clicked != uno::kNoCard) click_card(s, clicked);
    else if (canvas_clicked(t_.draw_pile)) act(s, ActionType::Draw);
    const int n = static_cast<int>(v.hand.size());
    if (n > 0 && (keys.left || keys.right)) {
      if (hand_.selected < 0) {
        hand_.selected = 0;
        for (int i = 0; i < n; ++i)
          if (card_is_legal(s.legal(), v.hand[i])) {
            hand_.selected = i;
            break;
          }
      } else {
        hand_.selected = (hand_.selected + (keys.right ? 1 : n - 1)) % n;
      }
      hand_.selected_card = v.hand[hand_.selected];
    }
    if (keys.enter && hand_.selected >= 0 && hand_.selected < n)
      click_card(s, v.hand[hand_.selected]);
    if (keys.enter && s.tutorial() && s.tutorial()->line().waits && !s.reveal())
      choose(Command::of(Command::Kind::LearnNext));
    if (keys.draw && !act(s, ActionType::Draw)) act(s, ActionType::Pass);
    if (keys.uno) press_uno(s, v);
    if (keys.hint && hint_allowed(s)) ask_hint();
  } else if (keys.escape) {
    picking_ = target_card_ = uno::kNoCard;
  }
  if (dialog && !picking_colour() && !(over && !summary))
    ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), ImVec2(t_.width, t_.height),
                                                  IM_COL32(0, 0, 0, 110));
  // The rules card is modal: the decision's dialogs wait under it, shown but inert.
  const bool rules_card = rules_card_open_;
  if (rules_card) {
    keys_ = Keys{};
    ImGui::BeginDisabled();
  }
  draw_dialogs(s, v);
  if (rules_card) ImGui::EndDisabled();
  draw_rules_card(s.deal().preset, s.rules(), rules_card_open_, history_);
  if (summary) {
    const std::vector<std::string> review = review_lines(s);
    switch (draw_round_summary(s, find(s.legal(), ActionType::NextRound) != nullptr, review)) {
      case SummaryChoice::NextRound: act(s, ActionType::NextRound); break;
      case SummaryChoice::Rematch: choose(Command::of(Command::Kind::Rematch)); break;
      case SummaryChoice::Menu: choose(Command::of(Command::Kind::Menu)); break;
      case SummaryChoice::ShareReplay: choose(Command::of(Command::Kind::ShareReplay)); break;
      case SummaryChoice::LearnLeave: choose(Command::of(Command::Kind::LearnLeave)); break;
      case SummaryChoice::None: break;
    }
  }
  if (moment_blocks() && out_.kind == Command::Kind::Act) out_ = Command{};
  return out_;
}

}  // namespace app
