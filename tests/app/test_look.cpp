// The accessibility look: braille cells, high contrast, large cards and reduced motion as
// settings (saved, read back, a corrupted value refused), how the page's media queries
// decide the Auto ones, motion shortened to fades, and the palettes' contrast ratios.
#include <catch2/catch.hpp>

#include <string>

#include "app/access/access_model.h"
#include "app/core/app/app_core.h"
#include "app/core/look/layout.h"
#include "app/core/look/theme.h"
#include "app/core/motion/animator.h"
#include "app/core/motion/banner.h"
#include "app/core/motion/wheel_motion.h"
#include "app/core/store/save_store.h"
#include "app/core/store/share_errors.h"
#include "app/core/store/storage.h"
#include "share/codec.h"
#include "share/share.h"
#include "test_storage.h"

namespace {

using app::Preference;
using app::theme::contrast_ratio;
using app::theme::over;
using app::theme::Palette;
using app::theme::Rgba;

// `body` (every line before the checksum) with its crc line.
std::string sealed(const std::string& body) {
  char crc[16];
  std::snprintf(crc, sizeof crc, "%08x", uno::share::detail::crc32(body));
  return body + "crc " + crc + "\n";
}

app::Settings chosen_look() {
  app::Settings s;
  s.braille = Preference::On;
  s.high_contrast = Preference::Off;
  s.reduce_motion = Preference::On;
  s.large_cards = true;
  return s;
}

}  // namespace

TEST_CASE("look settings: Auto follows the preset or the page until the player chooses") {
  app::Settings s;
  const app::PagePrefs plain, asks{true, true};
  CHECK(app::braille_on(s, "braille"));
  CHECK_FALSE(app::braille_on(s, "classic"));
  CHECK_FALSE(app::high_contrast_on(s, plain));
  CHECK(app::high_contrast_on(s, asks));
  CHECK_FALSE(app::reduced_motion_on(s, plain));
  CHECK(app::reduced_motion_on(s, asks));
  s.braille = Preference::On;  // "as an option for any preset"
  CHECK(app::braille_on(s, "classic"));
  s.braille = Preference::Off;
  CHECK_FALSE(app::braille_on(s, "braille"));
  s.high_contrast = app::chosen(false);  // the player turned it off: the page no longer decides
  s.reduce_motion = app::chosen(false);
  CHECK_FALSE(app::high_contrast_on(s, asks));
  CHECK_FALSE(app::reduced_motion_on(s, asks));
}

TEST_CASE("look settings are saved and read back by a new store") {
  clear_storage();
  const app::Settings st = chosen_look();
  {
    app::SaveStore a;
    REQUIRE(a.load());
    a.set_settings(st);
  }
  const auto text = app::storage_get(app::kSaveKey);
  REQUIRE(text);
  CHECK(text->find("braille on\n") != std::string::npos);
  CHECK(text->find("high-contrast off\n") != std::string::npos);
  CHECK(text->find("reduce-motion on\n") != std::string::npos);
  CHECK(text->find("large-cards 1\n") != std::string::npos);
  app::SaveStore b;
  REQUIRE(b.load());
  CHECK(b.data().settings == st);

  // Defaults are not written: a save from before these settings reads the same.
  b.set_settings(app::Settings{});
  const auto plain = app::storage_get(app::kSaveKey);
  REQUIRE(plain);
  CHECK(plain->find("braille") == std::string::npos);
  CHECK(plain->find("large-cards") == std::string::npos);
  clear_storage();
}

TEST_CASE("a corrupted look value drops only that setting: kept aside and reported") {
  clear_storage();
  const std::string bad = sealed("uno-save 1\nlanguage de\nhigh-contrast purple\n");
  app::storage_set(app::kSaveKey, bad);
  // That setting takes its default, the others load, and the player is told; nothing is lost.
  app::AppCore core;
  core.init(app::StartupInputs{"", "en", 0, false, false});
  decline_learn_offer(core);
  CHECK(core.settings().high_contrast == Preference::Auto);
  CHECK(core.settings().language == "de");
  CHECK(core.notices().current_id() == "skipped-settings");
  // The save said "de" and that line loaded: the notice is in German.
  CHECK(core.notices().current()->title ==
        "Eine gespeicherte Einstellung konnte nicht gelesen werden");
  const auto& skipped = core.store().skipped();
  REQUIRE(skipped);
  CHECK(skipped->error.code == uno::share::ErrorCode::BadSetting);
  CHECK(skipped->error.message.find("high-contrast") != std::string::npos);
  CHECK(app::storage_get(skipped->kept_as) == bad);
  clear_storage();
}

TEST_CASE("the page's media queries reach the core, also while it runs") {
  clear_storage();
  app::AppCore core;
  core.init(app::StartupInputs{"", "en", 0, true, true});
  decline_learn_offer(core);
  CHECK(core.high_contrast());
  CHECK(core.reduced_motion());
  core.begin_frame(1, false);
  CHECK(core.banners().motion().reduced);
  core.set_page_prefs(app::PagePrefs{false, false});
  core.begin_frame(2, false);
  CHECK_FALSE(core.high_contrast());
  CHECK_FALSE(core.banners().motion().reduced);
  app::Settings st = core.settings();
  st.reduce_motion = Preference::On;  // the setting overrides the page
  core.handle(app::Command::change_settings(st), 3);
  core.begin_frame(3, false);
  CHECK(core.reduced_motion());
  CHECK(core.banners().motion().reduced);
  clear_storage();
}

TEST_CASE("reduced motion: cards fade in where they land, briefly") {
  uno::Event play;
  play.type = uno::EventType::Play;
  play.seat = 1;
  play.card = 12;
  uno::Event draw;
  draw.type = uno::EventType::Draw;
  draw.seat = 0;
  draw.card = 40;
  const std::vector<uno::Event> events{play, draw, draw};

  app::Animator moving;
  moving.on_events(events, 0, 1000);
  REQUIRE((moving.expire(1000), moving.active()).size() == 3);
  CHECK((moving.expire(1000), moving.active())[0].from.kind ==
        app::Place::Seat);  // flies from the seat
  CHECK_FALSE((moving.expire(1000), moving.active())[0].fade);
  const double moving_end = moving.end_time();

  app::Animator reduced;
  reduced.set_reduced(true);
  reduced.on_events(events, 0, 1000);
  const auto& flights = (reduced.expire(1000), reduced.active());
  REQUIRE(flights.size() == 3);
  for (const app::Flight& f : flights) {
    CHECK(f.fade);
    CHECK(f.from.kind == f.to.kind);  // no travel
    CHECK(f.from.seat == f.to.seat);
    CHECK(f.start == 1000);  // the batch fades in together
    CHECK(f.duration == app::kFadeMs);
  }
  CHECK(reduced.end_time() == 1000 + app::kFadeMs);
  CHECK(reduced.end_time() < moving_end);
  CHECK_FALSE(reduced.busy(1000 + app::kFadeMs));

  // Animation off stays off: nothing to draw at all.
  app::Animator off;
  off.set_speed(0);
  off.set_reduced(true);
  off.on_events(events, 0, 1000);
  CHECK_FALSE(off.busy(1000));
}

TEST_CASE("reduced motion: the Spin wheel does not turn, it fades in at rest") {
  uno::Event spin;
  spin.type = uno::EventType::SpinResult;
  spin.seat = 2;
  spin.value = 4;
  app::WheelMotion turning, faded;
  faded.set_reduced(true);
  turning.on_events({spin}, 0);
  faded.on_events({spin}, 0);
  CHECK(turning.land_time() == Approx(1800));  // issue 31: a short turn
  CHECK(faded.land_time() == Approx(200));
  // At rest on the engine's outcome from the first frame, only its opacity changes.
  CHECK(app::WheelMotion::segment_at_pointer(faded.angle(1)) == 4);
  CHECK(faded.angle(1) == faded.angle(150));
  CHECK(faded.opacity(0) == Approx(0));
  CHECK(faded.opacity(100) == Approx(0.5));
  CHECK(faded.opacity(200) == Approx(1));
  CHECK(turning.opacity(100) == 1);
  CHECK(faded.showing(1000));  // the result still stays up to be read
  CHECK_FALSE(faded.turning(250));
}

TEST_CASE("reduced motion: banners only fade, for as long as they are read") {
  app::Banner b;
  b.kind = app::BannerKind::Effect;
  b.text = "Skip!";
  const app::Motion full{1.0f, false}, reduced{1.0f, true};
  b.start = 0;
  b.duration = app::banner_duration(b.kind, reduced);
  CHECK(b.duration == app::banner_duration(b.kind, full));  // reading time is not cut
  CHECK(app::banner_look(b, 20, reduced).scale == 1.0f);    // no pop
  CHECK(app::banner_look(b, 20, full).scale < 1.0f);
  CHECK(app::banner_look(b, 20, reduced).alpha < 1.0f);  // a fade in
  CHECK_FALSE(app::banner_moving(b, 400, reduced));
}

TEST_CASE("high contrast: text is at least 7:1 against what it sits on") {
  const Palette& p = app::theme::kHighContrast;
  const Rgba white{255, 255, 255}, black{0, 0, 0};
  // Text on the page, the felt, dialogs and buttons (at rest, hovered, chosen).
  for (Rgba bg : {p.felt_dark, p.felt, p.panel, p.button, p.button_hover, p.button_on, p.frame,
                  over(p.shade, p.felt), over(p.scrim, p.felt)}) {
    CHECK(contrast_ratio(p.ink, bg) >= 7.0);
    CHECK(contrast_ratio(p.ink_muted, bg) >= 7.0);
  }
  CHECK(contrast_ratio(p.accent, p.panel) >= 7.0);     // headings, the winner's row
  CHECK(contrast_ratio(p.ink_dark, p.accent) >= 7.0);  // the turn badge
  CHECK(contrast_ratio(white, p.danger) >= 7.0);       // UNO call-out, held labels
  CHECK(contrast_ratio(white, p.warn) >= 7.0);         // catch buttons
  // Focus rings and outlines stand out from the felt and the panels (3:1 for non-text).
  CHECK(contrast_ratio(p.focus, p.felt) >= 7.0);
  CHECK(contrast_ratio(p.border, p.panel) >= 7.0);
  CHECK(contrast_ratio(p.felt_edge, p.felt_dark) >= 7.0);
  // Each card's corner symbol and colour letter on its field.
  for (int c = 0; c < 4; ++c) {
    CHECK(contrast_ratio(p.card_ink[c], p.card[c]) >= 7.0);
    CHECK(contrast_ratio(p.card_mark[c], white) >= 7.0);  // the big symbol on the oval
  }
  CHECK(contrast_ratio(white, p.card_wild) >= 7.0);
  (void)black;
}

TEST_CASE("the standard palette keeps body text readable (4.5:1)") {
  const Palette& p = app::theme::kStandard;
  for (Rgba bg : {p.felt_dark, p.felt, p.panel, p.button}) CHECK(contrast_ratio(p.ink, bg) >= 4.5);
  CHECK(contrast_ratio(p.ink_dark, p.accent) >= 4.5);
}

TEST_CASE("contrast ratio: the WCAG reference values") {
  CHECK(contrast_ratio({0, 0, 0}, {255, 255, 255}) == Approx(21.0));
  CHECK(contrast_ratio({255, 255, 255}, {255, 255, 255}) == Approx(1.0));
  CHECK(contrast_ratio({118, 118, 118}, {255, 255, 255}) == Approx(4.54).epsilon(0.01));
  CHECK(over(Rgba{0, 0, 0, 128}, Rgba{255, 255, 255}).r == 127);
}

TEST_CASE("the palette in force switches with the setting, old names following it") {
  app::theme::set_high_contrast(true);
  CHECK(app::theme::kFeltDark == app::theme::kHighContrast.felt_dark);
  CHECK(app::theme::high_contrast());
  app::theme::set_high_contrast(false);
  CHECK(app::theme::kFeltDark == app::theme::kStandard.felt_dark);
  CHECK_FALSE(app::theme::high_contrast());
}

TEST_CASE("large cards: bigger hand and pile cards, everything still on screen") {
  // The e2e test (themes.test.mjs) checks the drawn table at 360x740 and 1280x800 too.
  for (auto [w, h] : {std::pair{360.0f, 740.0f}, {1280.0f, 800.0f}, {740.0f, 360.0f}}) {
    for (int cards : {7, 13}) {
      const auto normal = app::layout_table(w, h, 4, 0, cards);
      const auto large = app::layout_table(w, h, 4, 0, cards, true);
      INFO(w << "x" << h << " " << cards << " cards");
      // A short landscape phone has little height to give; the piles may yield to a big
      // hand's rows on a phone, but grow wherever the table has room.
      CHECK(large.hand_card.y > normal.hand_card.y * (h < 400 ? 1.15f : 1.3f));
      if (cards == 7 && h > 400) CHECK(large.discard.h > normal.discard.h * 1.1f);
      const app::Rect screen{0, 0, w, h};
      for (const app::Rect& r : app::layout_hand(large, cards)) {
        CHECK(r.x >= screen.x - 0.5f);
        CHECK(r.right() <= screen.right() + 0.5f);
        CHECK(r.bottom() <= screen.bottom() + 0.5f);
      }
      CHECK(large.discard.y >= large.top_bar.bottom());
      CHECK_FALSE(app::overlaps(large.discard, large.action_bar));
      CHECK_FALSE(app::overlaps(large.labels, large.action_bar));
      for (int s = 1; s < 4; ++s) {
        CHECK_FALSE(app::overlaps(large.seat[s], large.discard));
        CHECK_FALSE(app::overlaps(large.seat[s], large.action_bar));
      }
    }
  }
}

namespace {
const app::AccessNode* find_id(const app::AccessNode& n, const std::string& id) {
  if (n.id == id) return &n;
  for (const app::AccessNode& k : n.kids)
    if (const app::AccessNode* hit = find_id(k, id)) return hit;
  return nullptr;
}
}  // namespace

TEST_CASE("the DOM layer's look check boxes: names in every language, state in force, toggles") {
  clear_storage();
  app::AppCore core;
  core.init(app::StartupInputs{"", "en", 0, false, true});  // the page asks for contrast
  decline_learn_offer(core);
  app::AccessLayer layer;
  const char* const names[][4] = {
      {"Braille on cards", "High contrast", "Large cards", "Reduce motion"},
      {"Braille auf den Karten", "Hoher Kontrast", "Große Karten", "Bewegung reduzieren"},
      {"Punktskrift på korten", "Hög kontrast", "Stora kort", "Minska rörelse"}};
  const char* const ids[] = {"braille", "high-contrast", "large-cards", "reduce-motion"};
  for (int l = 0; l < 3; ++l) {  // English, German, Swedish
    app::Settings st = core.settings();
    app::set_lang(st, static_cast<app::Lang>(l));
    core.handle(app::Command::change_settings(st), 1);
    core.begin_frame(1, false);
    const app::AccessModel m = layer.build(core);
    for (int i = 0; i < 4; ++i) {
      const app::AccessNode* box = find_id(m.root, ids[i]);
      REQUIRE(box);
      CHECK(box->role == app::AccessNode::Role::Checkbox);
      CHECK(box->name == names[l][i]);
      CHECK(box->on == (i == 1));  // only high contrast is in force (from the page)
    }
  }
  // Unticking high contrast makes it the player's choice over the page's wish.
  CHECK(layer.activate(core, "high-contrast", "", 2));
  CHECK(core.settings().high_contrast == Preference::Off);
  CHECK_FALSE(core.high_contrast());
  CHECK(layer.activate(core, "large-cards", "", 2));
  CHECK(core.settings().large_cards);
  CHECK(layer.activate(core, "reduce-motion", "", 2));
  CHECK(core.reduced_motion());
  app::StartSetup braille = core.setup();
  braille.set_preset("braille");  // Auto follows the chosen preset on the start screen
  core.handle(app::Command::edit_setup(braille), 2);
  CHECK(find_id(layer.build(core).root, "braille")->on);
  CHECK(layer.activate(core, "braille", "", 2));
  CHECK(core.settings().braille == Preference::Off);
  CHECK_FALSE(find_id(layer.build(core).root, "braille")->on);
  clear_storage();
}
