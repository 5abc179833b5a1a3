// Issue 39: a long match keeps saving. The save keeps a checkpoint (a settled position) and
// the moves after it, so it stays under a fixed budget however long the match; a setting
// that cannot be read drops only that setting; a save the format cannot hold is reported.
#include <catch2/catch.hpp>

#include "app/core/app/app_core.h"
#include "app/core/match/session.h"
#include "app/core/store/save_store.h"
#include "app/core/store/storage.h"
#include "engine/rng.h"
#include "share/codec.h"
#include "test_storage.h"

namespace {

namespace sh = uno::share;

// The save's budget: settings, a full history, the checkpoint and at most a few thousand
// moves more than kCheckpointMoves, each line far shorter than 40 bytes.
constexpr std::size_t kBudget = 1u << 20;

// Two humans at one device; scores up to 65535 and no stall limit, so the match runs on.
sh::Deal long_deal(std::uint64_t seed) {
  sh::Deal d = sh::make_deal("classic", 2, seed);
  d.seats = {{sh::Player::Human, "A"}, {sh::Player::Human, "B"}};
  d.rules.target_score = 65535;
  d.rules.stall_turns = 0;
  return d;
}

// A fixed policy from `rng`: mostly draws (hands grow, rounds rarely end), a card now and
// then, any other legal step otherwise.
void step(app::Session& s, uno::Rng& rng, double& now) {
  if (s.privacy_for() >= 0) return s.confirm_privacy(now);
  if (s.reveal()) return s.dismiss_reveal(now);
  const auto& legal = s.legal();
  if (legal.empty()) {
    now += 1000;
    return s.tick(now);
  }
  std::vector<uno::Action> pick;
  const bool play = rng.below(8) == 0;
  for (const uno::Action& a : legal)
    if ((a.type == uno::ActionType::Play) == play && a.type != uno::ActionType::CallUno &&
        a.type != uno::ActionType::CatchUno)
      pick.push_back(a);
  for (const uno::Action& a : pick)
    if (!play && a.type == uno::ActionType::Draw) return void(s.act(a, now));
  const auto& from = pick.empty() ? legal : pick;
  s.act(from[rng.below(static_cast<std::uint32_t>(from.size()))], now);
}

std::uint64_t moves(const app::Session& s) { return s.log_start() + s.actions().size(); }

void check_same(const uno::Game& a, const uno::Game& b) {
  CHECK(a.position() == b.position());
  CHECK(a.phase() == b.phase());
  for (int seat = 0; seat < a.seats(); ++seat) {
    CHECK(a.hand(seat) == b.hand(seat));
    std::vector<uno::Action> la, lb;
    a.legal_actions(seat, la);
    b.legal_actions(seat, lb);
    CHECK(la == lb);
  }
}

}  // namespace

TEST_CASE("a 150,000-move match is saved under a fixed budget and resumes where it was",
          "[save][long]") {
  clear_storage();
  const std::uint64_t seed = 39;
  INFO("seed " << seed);
  app::Session s;
  double now = 0;
  s.start(long_deal(seed), now);
  uno::Rng rng(seed);
  app::SaveStore store;
  REQUIRE(store.load());
  std::size_t largest = 0;
  auto save = [&] {  // as AppCore::save_game: the checkpoint and the moves after it
    const auto& from = s.checkpoint();
    const auto skip = static_cast<std::ptrdiff_t>(from ? from->moves - s.log_start() : 0);
    store.set_game(s.deal(), {s.actions().begin() + skip, s.actions().end()}, from);
    REQUIRE(store.writable());
    largest = std::max(largest, app::storage_get(app::kSaveKey)->size());
  };
  while (moves(s) < 150000) {
    REQUIRE(s.phase() != uno::Phase::MatchOver);
    step(s, rng, now);
    if (moves(s) % 5000 == 0) save();
  }
  save();
  INFO("largest save " << largest << " bytes, rounds " << s.game().round());
  CHECK(largest < kBudget);
  REQUIRE(s.checkpoint());
  CHECK(s.checkpoint()->moves > 150000 - 2 * sh::kCheckpointMoves);
  CHECK(app::storage_get(app::kSaveKey)->rfind("uno-save 2\n", 0) == 0);

  // A fresh app reads it back: the same position, hands, piles, scores and legal actions.
  app::AppCore core(test_host());
  core.init(app::StartupInputs{"", "en", now});
  REQUIRE(core.session().active());
  check_same(core.session().game(), s.game());
  CHECK(core.session().log_start() == s.checkpoint()->moves);
  CHECK(core.session().actions().size() + core.session().log_start() == moves(s));

  // It plays on and saves from its checkpoint (AppCore::persist); a second reload agrees.
  for (int i = 0; i < 40; ++i) {
    const app::Session& live = core.session();
    if (live.privacy_for() >= 0)
      core.handle(app::Command::of(app::Command::Kind::ConfirmPrivacy), now);
    else if (!live.legal().empty()) core.handle(app::Command::act(live.legal().front()), now);
    core.begin_frame(now, false);
    core.end_frame(now);
    now += 16;
  }
  app::AppCore again(test_host());
  again.init(app::StartupInputs{"", "en", now});
  REQUIRE(again.session().active());
  check_same(again.session().game(), core.session().game());
  // A replay link needs the moves before the checkpoint: it is not offered.
  CHECK(again.session().log_start() > 0);
  clear_storage();
}

TEST_CASE("a save the format cannot hold stops saving with the storage notice, never silently",
          "[save]") {
  clear_storage();
  app::SaveStore store;
  REQUIRE(store.load());
  // A name longer than the format allows: write_save refuses the data, as it refuses a save
  // over kMaxSaveBytes. The store used to return silently and stay "writable".
  sh::Deal d = sh::make_deal("classic", 2, 1);
  d.seats = {{sh::Player::Human, std::string(40, 'x')}, {sh::Player::BotEasy, ""}};
  store.set_game(d, {});
  CHECK_FALSE(store.writable());  // AppCore::persist shows "storage-off" in this frame
  CHECK_FALSE(app::storage_get(app::kSaveKey));
  clear_storage();
}

TEST_CASE("a saved setting that cannot be read drops only that setting; the game resumes",
          "[save]") {
  clear_storage();
  app::Session s;
  double now = 0;
  s.start(long_deal(5), now);
  uno::Rng rng(5);
  for (int i = 0; i < 200; ++i) step(s, rng, now);
  app::SaveStore a;
  REQUIRE(a.load());
  app::Settings st;
  st.volume = 30;
  a.set_settings(st);
  a.set_game(s.deal(), s.actions());
  std::string text = *app::storage_get(app::kSaveKey);
  // Damage two settings (an unknown language tag, a repeated line) and seal it again.
  text = text.substr(0, text.rfind("crc "));
  const auto at = text.find("language en\n");
  REQUIRE(at != std::string::npos);
  text.replace(at, 12, "language !!\nanimation fast\nanimation sideways\n");
  text.erase(text.find("animation normal\n"), 17);
  text += "crc " + uno::share::detail::hex(uno::share::detail::crc32(text), 8) + "\n";
  app::storage_set(app::kSaveKey, text);

  app::SaveStore b;
  REQUIRE(b.load());  // it used to set the whole save aside, game included
  REQUIRE(b.skipped());
  CHECK(b.skipped()->kept_as == "uno-save-unreadable-1");
  CHECK(app::storage_get("uno-save-unreadable-1") == text);  // the original, kept aside
  CHECK(b.data().settings.language == "en");                 // the default
  CHECK(b.data().settings.animation == uno::share::AnimationSpeed::Fast);  // the first line
  CHECK(b.data().settings.volume == 30);
  REQUIRE(b.data().game);
  app::Session r;
  REQUIRE(r.restore(b.data().game->deal, b.data().game->actions, b.data().game->position.get(), -1,
                    now));
  check_same(r.game(), s.game());
  clear_storage();
}
