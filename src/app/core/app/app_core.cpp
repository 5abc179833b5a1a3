#include "app/core/app/app_core.h"

#include <algorithm>
#include <utility>

#include "app/core/app/fresh_seed.h"
#include "app/core/match/match_setup.h"
#include "app/core/match/moments.h"
#include "app/core/match/refusal.h"
#include "app/core/store/share_errors.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "app/core/text/moment_strings.h"
#include "app/core/text/text_packs.h"
#include "share/share.h"

namespace app {

namespace sh = uno::share;

// A deal someone chose (today's, a link's, the address's) with two or more humans at this
// device: whoever chose it can know every hand, so the player is asked first, and a fresh
// deal is the first choice (docs/fairness.md).
void AppCore::ask_known_deal(const sh::Deal& deal, std::string body, bool in_progress) {
  pending_deal_ = deal;
  screen_ = Screen::Start;
  Notice n;
  n.id = "known-deal";
  n.title = tr(UiText::KnownDeal);
  n.body = std::move(body) + " " + tr(UiText::KnownDealFair);
  if (in_progress) n.body += std::string(" ") + tr(UiText::StartOverText);
  n.buttons.push_back({"fresh", tr(UiText::DealAfresh)});
  n.buttons.push_back({"play", tr(UiText::PlayDeal)});
  if (in_progress) n.buttons.push_back({"keep", tr(UiText::KeepGame)});
  notices_.show(std::move(n));
}

AppCore::AppCore(Host host) : host_(std::move(host)) {
  if (!host_.today) host_.today = [] { return std::string("2000-01-01"); };
  if (!host_.page_url) host_.page_url = [] { return std::string(); };
  if (!host_.random_seed) host_.random_seed = fresh_seed;
}

bool AppCore::can_continue() const {
  return session_.active() && !session_.replaying() && session_.phase() != uno::Phase::MatchOver;
}

void AppCore::apply_settings() {
  want_language(lang_of(settings_));
  set_language(lang_of(settings_));  // not before its texts are at hand
  anim_.set_speed(animation_factor(settings_.animation));
  const bool reduced = reduced_motion();
  anim_.set_reduced(reduced);
  banners_.set_motion(Motion{animation_factor(settings_.animation), reduced});
  wheel_.set_speed(animation_factor(settings_.animation));
  wheel_.set_reduced(reduced);
  spin_reveal_.set_speed(animation_factor(settings_.animation));
  session_.set_bot_speed(bot_factor(settings_.animation));
  session_.set_pace(settings_.pace);
}

// The chosen language's pack is asked for once; the texts stay in the language shown until
// it arrives. After a failure the choice falls back to the language shown (so choosing the
// language again asks again), but what the store holds is kept: a start-up while offline
// does not overwrite the saved language.
void AppCore::want_language(Lang l) {
  if (text_pack_ready(l)) return;
  PackRequest& r = pack_requests_[static_cast<int>(l)];
  if (r == PackRequest::Failed || !host_.fetch_language) {
    r = PackRequest::Idle;
    if (lang_of(saved_settings_) == l) set_lang(saved_settings_, language());
    set_lang(settings_, language());
    return;
  }
  if (r == PackRequest::Idle) {
    r = PackRequest::Asked;
    host_.fetch_language(l);
  }
}

bool AppCore::on_language_pack(Lang l, bool fetched, std::string_view bytes) {
  if (l == Lang::En) return true;
  const std::string why = fetched ? load_text_pack(l, bytes) : "the file did not arrive";
  PackRequest& r = pack_requests_[static_cast<int>(l)];
  if (why.empty()) {
    r = PackRequest::Idle;
    return true;
  }
  if (text_pack_ready(l)) return true;  // a second, bad copy of a pack already loaded
  r = PackRequest::Failed;
  Notice n;
  n.id = std::string("language-missing:") + language_tag(l);
  n.title = fmt(UiText::LanguageMissingFmt, language_name(l));
  // Another build's pack: the files on the server (or in the offline cache) were updated
  // after this page loaded; the connection is fine and choosing again would not help.
  n.body = tr(why == kPackOfOtherBuild ? UiText::LanguageUpdated : UiText::LanguageMissing);
  n.detail = text_pack_file(l) + ": " + why;
  notices_.show(std::move(n));
  return false;
}

void AppCore::set_page_prefs(const PagePrefs& p) {
  if (p == page_) return;
  page_ = p;
  apply_settings();
}

bool AppCore::braille_cards() const {
  return screen_ != Screen::Start && braille_on(settings_, session_.deal().preset);
}

std::optional<std::string> AppCore::init(const StartupInputs& in) {
  store_.set_owner(in.owner);
  const bool readable = store_.load();
  page_ = PagePrefs{in.reduced_motion, in.more_contrast};
  settings_ = store_.had_saved_settings() ? store_.data().settings : Settings{};
  if (!store_.had_saved_settings()) set_lang(settings_, language_from_tag(in.language.c_str()));
  apply_settings();  // a link's default names and the notices below are in the player's language
  LinkIntake link = take_link(in.fragment);
  // Options for tests and power users, alone (kept in the address) or after a share link.
  if (link.kind == LinkIntake::Kind::Params || link.kind == LinkIntake::Kind::Deal ||
      link.kind == LinkIntake::Kind::Replay) {
    if (!link.params.lang.empty()) set_lang(settings_, language_from_tag(link.params.lang.c_str()));
    settings_.animation = speed_from_name(link.params.speed.c_str(), settings_.animation);
    if (link.params.tips) settings_.tips_off = !*link.params.tips;
    asked_seed_ = link.params.seed;  // for the next game only (start_match)
    apply_settings();
    if (!link.params.bad.empty()) {
      Notice n;
      n.id = "bad-link:option";
      n.title = tr(UiText::LinkPartlyBad);
      n.body = std::string(tr(UiText::ErrInvalid)) + " " + tr(UiText::LinkFallback);
      for (const std::string& part : link.params.bad)
        n.detail += (n.detail.empty() ? "" : ", ") + part;
      notices_.show(std::move(n));
    }
  }
  if (!readable) report_bad_save();
  if (store_.skipped()) report_skipped_settings();
  if (!in.owner) offer_take_over("other-tab", UiText::OtherTab, UiText::OtherTabText);
  if (settings_.setup && !setup_.restore(*settings_.setup)) settings_.setup.reset();
  setup_.set_blank_cards(settings_.blank_cards);
  setup_changes_ = setup_.changes();
  // The game in progress comes back exactly where it was.
  if (restore_saved_game(in.now)) screen_ = Screen::Table;
  saved_settings_ = settings_;
  const bool was_link =
      link.kind != LinkIntake::Kind::None && link.kind != LinkIntake::Kind::Params;
  // A guest tab keeps a link for later: it stays in the address, and "Play here instead"
  // reloads the page, which then opens it as the owner (here it would be played unsaved).
  if (!in.owner && was_link) {
    apply_settings();
    return std::nullopt;
  }
  open_link(link, in.now);
  apply_settings();
  // Offered on a plain first visit: a link or an option came for something of its own.
  if (link.kind == LinkIntake::Kind::None) offer_learn();
  if (was_link) return std::string();
  // The options stay, without the seed (for one game, not for a reload's next one) and
  // without the parts the notice named.
  if (link.kind == LinkIntake::Kind::Params && (link.params.seed || !link.params.bad.empty()))
    return link.params.without_seed;
  return std::nullopt;
}

void AppCore::open_link(LinkIntake& in, double now) {
  switch (in.kind) {
    case LinkIntake::Kind::None:
    case LinkIntake::Kind::Params: break;
    case LinkIntake::Kind::Bad:
      screen_ = Screen::Start;
      notices_.show(std::move(in.notice));
      break;
    case LinkIntake::Kind::Deal: {
      const bool in_progress = can_continue();
      if (human_count(in.deal) >= 2) {
        ask_known_deal(in.deal,
                       fmt(UiText::KnownDealLinkFmt, preset_title(in.deal.preset),
                           static_cast<int>(in.deal.seats.size())),
                       in_progress);
        break;
      }
      if (!in_progress) {
        play(in.deal, now);
        break;
      }
      // Never end a game in progress without asking.
      pending_deal_ = in.deal;
      screen_ = Screen::Start;
      Notice n;
      n.id = "shared-deal";
      n.title = tr(UiText::SharedDeal);
      n.body = fmt(UiText::SharedDealFmt, preset_title(in.deal.preset),
                   static_cast<int>(in.deal.seats.size()));
      n.buttons.push_back({"play", tr(UiText::PlayDeal)});
      n.buttons.push_back({"keep", tr(UiText::KeepGame)});
      notices_.show(std::move(n));
      break;
    }
    case LinkIntake::Kind::Replay:
      replay_.open(in.deal, std::move(in.actions), session_);
      screen_ = Screen::Replay;
      break;
  }
}

void AppCore::play(const sh::Deal& deal, double now) {
  session_.start(deal, now);
  screen_ = Screen::Table;
}

void AppCore::ask_start_match(const sh::Deal& setup, bool deal_of_the_day, double now) {
  if (!can_continue()) {
    start_match(setup, deal_of_the_day, now);
    return;
  }
  // Never end a game in progress without asking (a 182-102 match was lost to one press).
  pending_start_ = setup;
  pending_daily_ = deal_of_the_day;
  Notice n;
  n.id = "start-over";
  n.title = tr(UiText::StartOver);
  n.body = tr(UiText::StartOverText);
  n.buttons.push_back({"new", tr(UiText::NewGame)});
  n.buttons.push_back({"keep", tr(UiText::KeepGame)});
  notices_.show(std::move(n));
}

void AppCore::start_match(const sh::Deal& setup, bool deal_of_the_day, double now) {
  sh::Deal deal = setup;
  // A seed someone chose: today's, or the address's (for this one game: it never carries
  // over to the next, docs/fairness.md).
  std::optional<std::uint64_t> chosen = std::exchange(asked_seed_, std::nullopt);
  UiText source = UiText::KnownDealAddress;
  if (deal_of_the_day) {
    chosen.reset();
    if (const auto seed = sh::daily_seed(host_.today())) chosen = *seed;
    source = UiText::KnownDealDaily;
  }
  apply_settings();
  deal.seed = chosen ? *chosen : host_.random_seed();
  if (chosen && human_count(deal) >= 2) return ask_known_deal(deal, tr(source), false);
  play(deal, now);
}

// Back from a replay: the session held the replay, so bring the saved game back.
void AppCore::leave_replay(double now) {
  replay_.close();
  screen_ = Screen::Start;
  restore_saved_game(now);
}

void AppCore::show_link(UiText title, UiText text, const std::string& id, bool replay) {
  const sh::Deal& deal = session_.deal();
  const auto link =
      replay ? sh::encode_replay_link(deal, session_.actions()) : sh::encode_deal_link(deal);
  Notice n;
  n.id = id;
  n.title = tr(title);
  if (link) {
    n.body = tr(text);
    if (session_.share_reveals_cards()) n.body += std::string(" ") + tr(UiText::ShareRevealsCards);
    n.link = host_.page_url() + "#" + *link;
  } else {
    n.body = tr(link.error.code == sh::ErrorCode::LinkTooLong ? UiText::TooLongForLink
                                                              : UiText::ErrInvalid);
    n.detail = link.error.message;
  }
  notices_.show(std::move(n));
}

void AppCore::handle(const Command& c, double now) {
  using K = Command::Kind;
  switch (c.kind) {
    case K::None: break;
    case K::Act:
      make_way(now, true);  // a press during a spin's hold takes the hold away
      // The wheel turns for seconds before its outcome is said: the press is heard at once.
      if (c.action.type == uno::ActionType::Spin && session_.game().is_legal(c.action))
        announcer_.say(sentence(say(MomentText::SpinsFmt, session_.who(session_.viewer()))));
      // Keeping a drawn card that plays makes no event: said, not silent (blind play-test:
      // "D to keep a playable drawn card says nothing; the turn just passes").
      if (const uno::SeatView v = session_.view();
          c.action.type == uno::ActionType::Pass && c.action.seat == session_.viewer() &&
          v.drew_this_turn && v.drawn != uno::kNoCard && session_.game().is_legal(c.action))
        announcer_.say(fmt(AccessText::YouKeepFmt, card_name(session_.deck()[v.drawn]).c_str()));
      // A guided round's press its step does not ask for: why, in words too.
      if (!session_.act(c.action, now) && session_.tutorial())
        announcer_.say(lesson_refusal(session_));
      break;
    case K::ArmUno: {
      // Armed only where the canvas's UNO! is live (two cards and a play): U answered "UNO
      // ready" with five cards while the button showed dimmed (blind play-test).
      bool play = false;
      for (const uno::Action& a : session_.legal())
        play |= a.type == uno::ActionType::Play || a.type == uno::ActionType::Discard;
      if (!session_.uno_armed() && (session_.view().hand.size() != 2 || !play)) {
        announcer_.say(tr(AccessText::UnoNotYet));
        break;
      }
      session_.arm_uno();
      announcer_.say(tr(session_.uno_armed() ? AccessText::UnoArmed : AccessText::UnoDisarmed));
      break;
    }
    case K::Hint: coach_.ask_hint(session_, now); break;
    case K::ToggleSound: {
      // Said in words and shown on the ticker: a key press that changes nothing visible
      // would leave the player guessing.
      settings_.muted = !settings_.muted;
      const char* line = tr(settings_.muted ? UiText::SoundOff : UiText::SoundOn);
      announcer_.say(line);
      ticker_.note(line, now);
      break;
    }
    case K::ConfirmPrivacy:
      session_.confirm_privacy(now);
      // What happened behind the privacy screen was not said: the turn line tells the table,
      // unless the recap of what happened since their last turn comes (it ends with it).
      if (session_.active() && session_.viewer() >= 0 &&
          session_.acting_seat() == session_.viewer() && !recap_due())
        announcer_.say(turn_line(session_));
      break;
    case K::DismissReveal: session_.dismiss_reveal(now); break;
    case K::DismissShown: spin_reveal_.reset(); break;
    case K::Rematch:  // only once the match is over (the control is there only then)
      if (session_.active() && !session_.replaying() && session_.phase() == uno::Phase::MatchOver)
        session_.rematch(host_.random_seed(), now);
      break;
    case K::Menu:
      if (screen_ == Screen::Replay) leave_replay(now);
      else if (session_.tutorial()) leave_lesson(now);
      else screen_ = Screen::Start;
      break;
    case K::LearnNext:
      make_way(now, true);  // the wheel a sentence kept up goes with it
      session_.tutorial_next(now);
      break;
    case K::LearnLeave: leave_lesson(now); break;
    case K::ShareDeal:
      if (session_.share_allowed())
        show_link(UiText::ShareDeal, UiText::ShareDealText, "share-deal", false);
      break;
    case K::ShareReplay:
      if (session_.share_allowed() && session_.log_start() == 0)
        show_link(UiText::ShareReplay, UiText::ShareReplayText, "share-replay", true);
      break;
    case K::ReplayBack: replay_.back(session_); break;
    case K::ReplayForward: replay_.forward(session_); break;
    case K::ReplayToggle: replay_.toggle(session_, now); break;
    case K::ReplaySeat: session_.set_replay_viewer(c.seat); break;
    case K::EditSetup:
      if (c.setup) setup_ = *c.setup;
      break;
    case K::ChangeSettings:
      if (c.settings) settings_ = *c.settings;
      apply_settings();  // the language first: the default names follow it
      setup_.follow_language();
      break;
    case K::PressNotice:
      if (notices_.open())
        if (const std::string closed = notices_.close(c.button); !closed.empty())
          on_notice_closed(closed, now);
      break;
  }
}

void AppCore::on_notice_closed(const std::string& result, double now) {
  if (result == "shared-deal:play" || result == "known-deal:play") play(pending_deal_, now);
  if (result == "known-deal:fresh") {
    pending_deal_.seed = host_.random_seed();
    play(pending_deal_, now);
  }
  if ((result == "other-tab:take" || result == "moved-away:take") && host_.take_over)
    host_.take_over();
  // An unreadable save without room for a copy: offered as a file, then written over.
  if (result.rfind("bad-save:", 0) == 0 || result.rfind("skipped-settings:", 0) == 0) {
    if (store_.held() && result.size() > 9 && result.substr(result.size() - 9) == ":download" &&
        host_.download)
      host_.download(kSaveKey);
    store_.release_hold();
  }
  if (result == "start-over:new") start_match(pending_start_, pending_daily_, now);
  if (result.rfind("learn-offer:", 0) == 0) {
    settings_.tips_seen |= kLearnOffered;
    if (result == "learn-offer:learn") learn(setup_.deal().preset);
  }
  tip_closed(result);
}

}  // namespace app
