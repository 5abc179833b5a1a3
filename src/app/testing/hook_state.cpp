#include "app/testing/hook_state.h"

#include "app/access/json_writer.h"
#include "app/core/app/app_core.h"
#include "app/core/coach/coach_texts.h"
#include "app/core/match/moments.h"
#include "app/core/match/table_words.h"

namespace app {

namespace {

JsonObject card_json(const uno::Deck& d, uno::CardId id) {
  return JsonObject().num("id", id).str("face", uno::to_string(d[id]));
}

}  // namespace

std::string hook_state_json(const AppCore& app, const ViewReport& view, int copy_status,
                            double now) {
  const Session& s = app.session();
  JsonObject j;
  j.str("lang", language_tag(language()));
  // Notices, the saved record and the replay position (for the share and save tests).
  j.str("notice", app.notices().current_id());
  if (const Notice* n = app.notices().current(); n && !n->link.empty())
    j.str("notice_link", n->link);
  j.num("copy", copy_status);
  j.boolean("saved_game", app.store().data().game.has_value());
  j.num("matches", app.store().data().stats.matches_played);
  if (app.screen() == Screen::Replay) {
    const ReplayPlayer& r = app.replay();
    j.obj(
        "replay",
        JsonObject().num("step", r.step()).num("total", r.total()).boolean("playing", r.playing()));
  }
  j.boolean("can_continue", app.can_continue());
  j.obj("tips",
        JsonObject().boolean("off", app.settings().tips_off).num("seen", app.settings().tips_seen));
  // The look in force (the settings resolved against the page's media and the preset).
  j.obj("look", JsonObject()
                    .boolean("high_contrast", app.high_contrast())
                    .boolean("large_cards", app.settings().large_cards)
                    .boolean("braille", app.braille_cards())
                    .boolean("reduced_motion", app.reduced_motion()));
  if (app.screen() == Screen::Start) {
    // The start screen's choices, so a test can check that each of its presses took.
    const StartSetup& setup = app.setup();
    JsonArray humans;
    for (int p = 0; p < setup.seat_count(); ++p)
      if (!uno::share::is_bot(setup.deal().seats[static_cast<size_t>(p)].player)) humans.num(p);
    std::string target;
    for (const StartSetup::TargetChoice& c : setup.target_choices())
      if (c.on) target = c.id;
    j.obj("setup", JsonObject()
                       .str("preset", setup.deal().preset)
                       .num("seats_n", setup.seat_count())
                       .arr("humans", humans)
                       .str("target", target)
                       .num("speed", static_cast<int>(app.settings().animation)));
  }
  j.str("learn_asked", app.learn_asked());
  if (app.screen() == Screen::Start || !s.active()) return j.boolean("active", false).text();
  // The guided round: the step's key and sentence, whether it waits for Next,
  // and the press it asks for.
  if (const TutorialRun* t = s.tutorial()) {
    const TutorialRun::Line l = t->line();
    const std::optional<uno::Action> a = t->asked(s.game());
    j.obj("lesson", JsonObject()
                        .str("key", l.step ? l.step->key : "")
                        .str("text", l.step ? l.step->text : "")
                        .boolean("waits", l.waits)
                        .str("asked", a ? uno::to_string(*a, s.deck()) : "")
                        .boolean("uno_first", a && t->uno_with_it() && !s.uno_armed())
                        .boolean("done", t->done()));
  } else {
    j.null("lesson");
  }

  const uno::SeatView v = s.view();
  j.boolean("active", true).num("viewer", s.viewer()).num("privacy_for", s.privacy_for());
  j.str("phase", uno::phase_name(v.phase));
  // The top bar's words: the goal, and how to play in the words of the last input.
  bool can_play = false;
  for (const uno::Action& a : s.legal()) can_play |= a.type == uno::ActionType::Play;
  j.str("goal", match_goal(s.rules())).str("turn_hint", turn_hint(can_play, app.touch_input()));
  j.num("target", s.rules().target_score).num("seats_n", v.seats);
  j.num("round", v.round).num("current", v.current).num("direction", v.direction);
  j.num("acting", s.acting_seat());
  j.str("colour", std::string(1, uno::colour_char(v.colour)));
  if (v.top == uno::kNoCard) j.null("top");
  else j.obj("top", card_json(*v.deck, v.top));
  JsonArray hand;
  for (uno::CardId id : v.hand) hand.obj(card_json(*v.deck, id));
  j.arr("hand", hand);
  JsonArray legal;
  for (const uno::Action& a : s.legal())
    legal.str(s.deck().size ? uno::to_string(a, s.deck()) : "");
  j.arr("legal", legal);
  JsonArray seats;
  for (int p = 0; p < v.seats; ++p) {
    const auto sp = static_cast<size_t>(p);
    seats.obj(JsonObject()
                  .str("name", s.name(p))
                  .boolean("human", s.is_human(p))
                  .num("cards", v.hand_counts[sp])
                  .num("score", v.scores[sp])
                  .num("rounds_won", v.rounds_won[sp])
                  .boolean("exposed", v.uno_exposed[sp])
                  .boolean("known", v.hand_known[sp] && p != v.seat));
  }
  j.arr("seats", seats);
  j.num("round_winner", v.round_winner);
  JsonArray winners;
  for (int w : v.match_winners) winners.num(w);
  j.arr("match_winners", winners);
  j.num("thinking", s.thinking_seat_shown());  // as the badges show it: never a jump-in
  j.boolean("uno_armed", s.uno_armed());
  j.boolean("own_draw_shown", s.showing_own_draw());
  j.boolean("reveal", s.reveal().has_value());
  if (view.selected == uno::kNoCard) j.null("selected");
  else j.num("selected", view.selected);
  j.boolean("picking_colour", view.picking_colour);
  j.str("refusal", view.refusal);
  j.boolean("animating", app.animator().busy(now) || app.round_end_held(now));
  j.num("wake", view.wake_ms);
  j.boolean("reduced_motion", app.banners().motion().reduced);
  if (const Banner* b = app.banners().current(now)) j.str("banner", b->text);
  else j.null("banner");
  // The variants' moments: the pending decision's words and the banner over the piles.
  j.str("prompt", pending_prompt(s));
  JsonArray choices;
  for (const Choice& c : pending_choices(s)) choices.str(c.id + ":" + c.label);
  j.arr("choices", choices);
  j.str("phase_prompt", phase_prompt(s));
  j.str("last_spin", uno::spin_outcome_name(v.last_spin));
  if (const WheelMotion& w = app.wheel(); w.showing(now))
    j.obj("wheel", JsonObject()
                       .str("outcome", uno::spin_outcome_name(w.outcome()))
                       .str("at_pointer", uno::spin_outcome_name(static_cast<uno::SpinOutcome>(
                                              WheelMotion::segment_at_pointer(w.angle(now)))))
                       .boolean("turning", w.turning(now)));
  else j.null("wheel");
  // Where the latest spin's wheel comes to rest, kept after the wheel has gone (a test on a
  // slow machine may look only after its short hold).
  if (const WheelMotion& w = app.wheel(); w.spins() > 0)
    j.obj("wheel_rest",
          JsonObject()
              .num("spins", w.spins())
              .str("outcome", uno::spin_outcome_name(w.outcome()))
              .str("at_pointer", uno::spin_outcome_name(static_cast<uno::SpinOutcome>(
                                     WheelMotion::segment_at_pointer(w.angle(w.land_time()))))));
  else j.null("wheel_rest");
  // The cards a spin laid open (Show Cards, Showdown) while they are on show.
  if (const SpinReveal& r = app.spin_reveal(); r.visible(now)) {
    JsonArray cols;
    for (const SpinReveal::Column& c : r.columns()) {
      JsonArray cards;
      for (uno::CardId id : c.cards) cards.obj(card_json(s.deck(), id));
      cols.obj(JsonObject().num("seat", c.seat).arr("cards", cards));
    }
    j.obj("shown",
          JsonObject()
              .str("kind", r.kind() == SpinReveal::Kind::Showdown ? "showdown" : "show-cards")
              .num("spinner", r.spinner())
              .num("winner", r.winner())
              .num("rounds", r.rounds())
              .arr("columns", cols));
  } else j.null("shown");
  JsonArray ticker;
  for (const TickerLine& l : app.ticker().lines()) ticker.str(l.text);
  j.arr("ticker", ticker);
  JsonArray told;
  for (const std::string& l : app.ticker().told()) told.str(l);
  j.arr("ticker_told", told);
  j.num("events", s.event_count());
  // The coach: the hint of this position and the round review (their words as shown).
  if (const Hint* h = app.coach().hint(s))
    j.obj("hint",
          JsonObject()
              .boolean("ready", h->ready)
              .boolean("ok", h->ok)
              .str("text", h->ready && h->ok ? hint_text(s, h->reply) : "")
              .str("choice", h->ready && h->ok ? uno::to_string(h->reply.choice, s.deck()) : ""));
  else j.null("hint");
  if (const Review* r = app.coach().review(s)) {
    JsonArray lines;
    for (const ReviewMark& m : r->marks) lines.str(review_text(s, m));
    j.obj("review", JsonObject()
                        .boolean("done", r->done)
                        .num("checked", r->checked)
                        .num("total", r->total)
                        .arr("marks", lines));
  } else {
    j.null("review");
  }
  j.boolean("expert_waiting", s.expert_wait().has_value());
  return j.text();
}

}  // namespace app
