// Things drawn over the table (core/look/overlay_layout.cpp): the round summary's small
// cards stay readable, the win banner never covers the summary, the ticker's lines keep
// clear of the seats' badges and the colour label, from phones to 4K.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "app/core/look/layout.h"

using app::Rect;

namespace {
// The sizes from phones (both ways up) to 4K.
struct Size {
  float w, h;
};
constexpr Size kSizes[] = {{740, 360}, {360, 740}, {1280, 800}, {1920, 1080}, {3840, 2160}};
// The action row's free end, which the app gives the ticker: past the viewer's badge and
// four buttons (a phone on its side has room for the newest line only there).
Rect row_end(const app::TableLayout& t) {
  const float used = std::min(t.action_bar.w, 330.0f * t.ui.scale);
  return {t.action_bar.x + used, t.action_bar.y, t.action_bar.w - used, t.action_bar.h};
}
}  // namespace

TEST_CASE("summary cards: every card's corner index shows, a long hand wraps into rows") {
  for (const float room : {180.0f, 300.0f, 700.0f}) {
    for (const int n : {1, 4, 13, 32, 60}) {
      const app::CardBlock b = app::layout_card_block(n, 40.0f, room);
      INFO("room " << room << ", " << n << " cards");
      REQUIRE(static_cast<int>(b.at.size()) == n);
      CHECK(b.card_h == 40.0f);
      CHECK(b.w <= room + 0.5f);
      for (int i = 1; i < n; ++i) {
        const app::Vec2 a = b.at[static_cast<size_t>(i - 1)], c = b.at[static_cast<size_t>(i)];
        if (a.y == c.y) CHECK(c.x - a.x >= b.card_w * app::kIndexShow - 0.01f);
        else CHECK(c.y - a.y >= b.card_h * app::kRowStep - 0.01f);  // a new row, lower
      }
      CHECK(b.h >= b.card_h);
    }
  }
  CHECK(app::layout_card_block(32, 40.0f, 300.0f).rows >= 2);
  CHECK(app::layout_card_block(4, 40.0f, 300.0f).rows == 1);
  CHECK(app::layout_card_block(0, 40.0f, 300.0f).w == 0.0f);
}

TEST_CASE("the win banner goes beside the round summary, or not at all") {
  // A landscape phone: the summary fills the screen, so no room anywhere.
  const app::TableLayout phone = app::layout_table(740, 360, 4, 0, 32);
  CHECK(app::place_win_banner(phone, Rect{8, 8, 724, 344}, 400, 50).w == 0.0f);
  // A laptop: the summary in the middle leaves room above it.
  const app::TableLayout laptop = app::layout_table(1280, 800, 4, 0, 32);
  const Rect dialog{320, 220, 640, 420};
  const Rect b = app::place_win_banner(laptop, dialog, 500, 60);
  REQUIRE(b.w > 0);
  CHECK_FALSE(app::overlaps(b, dialog));
  CHECK(b.y >= 0);
  CHECK(b.bottom() <= 800);
}

TEST_CASE(
    "an effect banner's room: over the piles, clear of the labels, the badges and the ticker") {
  // Issue 41: "Caught! Cleo" on a phone on its side covered the colour label, the direction
  // label and the ticker's line about the catch.
  for (const Size z : kSizes) {
    for (const int seats : {2, 3, 4, 6, 10}) {
      const app::TableLayout t = app::layout_table(z.w, z.h, seats, 0, 7);
      auto measure = [](int, float wrap) { return app::Vec2{std::min(380.0f, wrap), 18.0f}; };
      const std::vector<Rect> ticker =
          app::layout_ticker(t, seats, 0, 3, measure, 6.0f, {}, row_end(t));
      const Rect room = app::banner_room(t, false, ticker);
      INFO(z.w << "x" << z.h << ", " << seats << " seats: room " << room.x << "," << room.y << " "
               << room.w << "x" << room.h);
      CHECK(room.x <= t.draw_pile.x);  // the piles are in it
      CHECK(room.right() >= t.discard.right());
      CHECK(room.y <= t.draw_pile.y);
      CHECK(room.bottom() >= t.discard.bottom());
      CHECK(room.x >= 0);
      CHECK(room.right() <= z.w);
      CHECK_FALSE(app::overlaps(room, t.labels));
      CHECK_FALSE(app::overlaps(room, t.top_bar));
      CHECK_FALSE(app::overlaps(room, t.action_bar));
      for (int s = 1; s < seats; ++s)
        CHECK_FALSE(app::overlaps(room, t.seat[static_cast<size_t>(s)]));
      for (const Rect& b : ticker)
        if (b.w > 0) CHECK_FALSE(app::overlaps(b, room));
      // The race's button may cover the labels: the same band, still clear of the rest.
      const Rect race = app::banner_room(t, true, ticker);
      CHECK(race.w >= room.w);
      for (const Rect& b : ticker)
        if (b.w > 0) CHECK_FALSE(app::overlaps(b, race));
      for (int s = 1; s < seats; ++s)
        CHECK_FALSE(app::overlaps(race, t.seat[static_cast<size_t>(s)]));
    }
  }
}

TEST_CASE("a hand known to everyone goes by its badge, clear of the piles' labels and the badges") {
  // Issue 41: on a phone on its side Bo's shown card lay over "Colour: Blue" and the direction.
  for (const Size z : kSizes) {
    // Six seats and more on an upright phone leave no place beside the badge: the cards go
    // over their own badge, never over another's (issue 41).
    for (const int seats : {2, 3, 4, 6, 8, 10}) {
      const app::TableLayout t = app::layout_table(z.w, z.h, seats, 0, 7);
      for (int seat = 1; seat < seats; ++seat) {
        const float ch = std::max(44.0f, t.seat[static_cast<size_t>(seat)].h * 1.05f);
        for (const int n : {1, 3, 6, 10}) {  // 6 and more: a Show Cards (issue 41)
          // As known_hands_view sets them: at most six cards' width, closer together beyond.
          const float cw = ch * 0.66f;
          const float room =
              std::min(z.w - 8, std::max(t.seat[static_cast<size_t>(seat)].w, cw * 6));
          const float step =
              n > 1 ? std::min(cw * 0.75f, (room - cw) / static_cast<float>(n - 1)) : 0;
          const float w = cw + step * static_cast<float>(n - 1);
          const Rect k = app::place_known_hand(t, seats, 0, seat, w, ch);
          INFO(z.w << "x" << z.h << ", " << seats << " seats, seat " << seat << ", " << n
                   << " cards: " << k.x << "," << k.y << " " << k.w << "x" << k.h);
          CHECK_FALSE(app::overlaps(k, t.labels));
          CHECK_FALSE(app::overlaps(k, t.draw_pile));
          CHECK_FALSE(app::overlaps(k, t.discard));
          CHECK(k.x >= 0);
          CHECK(k.right() <= z.w);
          for (int s = 1; s < seats; ++s)
            if (s != seat) CHECK_FALSE(app::overlaps(k, t.seat[static_cast<size_t>(s)]));
        }
      }
    }
  }
}

TEST_CASE("the ticker keeps clear of the seats' badges, the piles and their labels at every size") {
  for (const Size z : kSizes) {
    for (const int seats : {2, 4, 6}) {
      const app::TableLayout t = app::layout_table(z.w, z.h, seats, 0, 13);
      // Three lines of 380 px of text at 18 px each, wrapped to the room they get.
      auto measure = [](int i, float wrap) {
        const float text = i == 1 ? 180.0f : 380.0f;
        const float rows = std::ceil(text / std::max(1.0f, wrap));
        return app::Vec2{std::min(text, wrap), 18.0f * rows};
      };
      const std::vector<Rect> boxes =
          app::layout_ticker(t, seats, 0, 3, measure, 6.0f, {}, row_end(t));
      INFO(z.w << "x" << z.h << ", " << seats << " seats");
      REQUIRE(boxes.size() == 3);
      CHECK(boxes.back().w > 0);  // the newest line always shows
      for (const Rect& b : boxes) {
        if (b.w <= 0) continue;  // no room left under the top bar: not drawn
        CHECK(b.y >= t.top_bar.bottom());
        CHECK(b.x >= 0);
        CHECK(b.right() <= z.w);
        const Rect end = row_end(t);
        const bool in_row = b.x >= end.x && b.bottom() <= end.bottom() + 0.5f;
        CHECK((b.bottom() <= t.action_bar.y || in_row));
        CHECK_FALSE(app::overlaps(b, t.labels));
        // The piles too (German lines on an upright phone after a Showdown covered them).
        CHECK_FALSE(app::overlaps(b, t.draw_pile));
        CHECK_FALSE(app::overlaps(b, t.discard));
        for (int s = 1; s < seats; ++s)
          CHECK_FALSE(app::overlaps(b, t.seat[static_cast<size_t>(s)]));
      }
      for (size_t i = 1; i < boxes.size(); ++i) CHECK_FALSE(app::overlaps(boxes[i - 1], boxes[i]));
    }
  }
  // A phone on its side after a Showdown: three long lines (two rows each at its width). The
  // oldest went up over the top bar's buttons and off the screen; now it is left out.
  const app::TableLayout t = app::layout_table(740, 360, 2, 0, 4);
  auto two_rows = [](int, float wrap) { return app::Vec2{std::min(700.0f, wrap), 36.0f}; };
  const std::vector<Rect> boxes = app::layout_ticker(t, 2, 0, 3, two_rows, 6.0f);
  REQUIRE(boxes.size() == 3);
  CHECK(boxes[2].w > 0);
  for (const Rect& b : boxes)
    if (b.w > 0) CHECK(b.y >= t.top_bar.bottom());
  CHECK(boxes[0].w == 0.0f);
}

TEST_CASE(
    "a ticker line the table can only give a column goes to the row's free end, or is left out") {
  // Issue 41: a phone on its side, three seats: "Two with Lauf!: no cards drawn. You are
  // next." was wrapped a few letters a line between the felt and Cleo's badge, down over
  // the hand. Now it is never narrower than its text or 160 px: the action row's end holds it.
  const app::TableLayout t = app::layout_table(740, 360, 3, 0, 7);
  auto measure = [](int, float wrap) {
    const float text = 400.0f;
    const float rows = std::ceil(text / std::max(1.0f, wrap));
    return app::Vec2{std::min(text, wrap), 18.0f * rows};
  };
  const Rect side{t.action_bar.x + 330, t.action_bar.y, t.action_bar.w - 330, t.action_bar.h};
  for (const int lines : {1, 3}) {
    const std::vector<Rect> boxes = app::layout_ticker(t, 3, 0, lines, measure, 6.0f, {}, side);
    const Rect& b = boxes.back();
    INFO(lines << " lines: " << b.x << "," << b.y << " " << b.w << "x" << b.h);
    CHECK(b.w >= app::ticker_min_width(t, 400.0f, 6.0f));
    for (const Rect& o : boxes) {
      if (o.w <= 0) continue;
      CHECK(o.w >= app::ticker_min_width(t, 400.0f, 6.0f));  // no line in a column
      CHECK(o.right() <= 740);
      CHECK_FALSE(app::overlaps(o, t.labels));
      for (int s = 1; s < 3; ++s) CHECK_FALSE(app::overlaps(o, t.seat[static_cast<size_t>(s)]));
    }
  }
  // No free row end: the newest line, wrapped a word a line into 58 px beside a badge, ran
  // 192 px tall off the screen's top (Spin at 740x360 in German, stop 66). Left out, it is
  // still said and in "What happened".
  for (const int lines : {1, 3})
    for (const Rect& b : app::layout_ticker(t, 3, 0, lines, measure, 6.0f)) {
      INFO(lines << " lines, no row end: " << b.x << "," << b.y << " " << b.w << "x" << b.h);
      if (b.w <= 0) continue;
      CHECK(b.w >= app::ticker_min_width(t, 400.0f, 6.0f));
      CHECK(b.y >= 0);
    }
}

TEST_CASE("a discard step's prompt sits under the top bar, clear of every badge and the piles") {
  for (const Size z : kSizes) {
    for (const int seats : {2, 3, 4, 6, 10}) {
      const app::TableLayout t = app::layout_table(z.w, z.h, seats, 0, 7);
      // Two lines of the prompt at the widths the table gives it (view: 16 px in, 640 most).
      const float w = std::min(z.w - 16, 640.0f), h = 2 * 18.0f * t.ui.scale + 20;
      const Rect b = app::place_phase_prompt(t, seats, 0, w, h);
      INFO(z.w << "x" << z.h << ", " << seats << " seats: " << b.x << "," << b.y << " " << b.w);
      // On a phone upright, with two to four seats, there is room above the piles (the
      // prompt was put in the top bar, four lines in 118 px, cut and over the top badge).
      if (z.h > z.w && seats <= 4) CHECK(b.w > 0);
      if (b.w <= 0) continue;
      CHECK(b.y >= t.top_bar.bottom());
      CHECK(b.bottom() <= std::min(t.draw_pile.y, t.discard.y));
      CHECK_FALSE(app::overlaps(b, t.labels));
      const float rim = 4 * t.ui.scale;  // the turn's rim round a badge
      for (int s = 1; s < seats; ++s) {
        const Rect& r = t.seat[static_cast<size_t>(s)];
        CHECK_FALSE(app::overlaps(b, Rect{r.x - rim, r.y - rim, r.w + 2 * rim, r.h + 2 * rim}));
      }
    }
  }
}

TEST_CASE("a prompt too tall for the room above the piles goes over the badges, not the piles") {
  // Issue 41, stop 58 (360x740): "Green 6 does not go on Yellow Reverse. Play a card of the
  // colour Yellow, one ..." went to the top bar, cut off mid-sentence. Four lines of it.
  const app::TableLayout t = app::layout_table(360, 740, 4, 0, 7);
  const float w = 344, h = 4 * 19.0f + 20;
  REQUIRE(app::place_phase_prompt(t, 4, 0, w, h).w <= 0);  // no clear place
  const Rect b = app::place_phase_prompt(t, 4, 0, w, h, true);
  INFO(b.x << "," << b.y << " " << b.w << "x" << b.h);
  CHECK(b.w == w);
  CHECK(b.y >= t.top_bar.bottom());
  CHECK(b.bottom() <= std::min(t.draw_pile.y, t.discard.y));
  // Where there is a clear place, the same one as before.
  const float h2 = 2 * 19.0f + 20;
  const Rect clear = app::place_phase_prompt(t, 4, 0, w, h2);
  REQUIRE(clear.w > 0);
  CHECK(app::place_phase_prompt(t, 4, 0, w, h2, true).y == clear.y);
}

TEST_CASE("the ticker keeps clear of the phase's prompt") {
  // An upright phone during a discard step: the prompt under the top seat, three lines of
  // two rows each stacked up from the action bar.
  const app::TableLayout t = app::layout_table(360, 740, 2, 0, 4);
  const float w = 344, h = 2 * 18.0f + 20;
  const Rect prompt = app::place_phase_prompt(t, 2, 0, w, h);
  REQUIRE(prompt.w > 0);
  auto two_rows = [](int, float wrap) { return app::Vec2{std::min(330.0f, wrap), 36.0f}; };
  for (const int lines : {1, 3, 6}) {
    const std::vector<Rect> boxes = app::layout_ticker(t, 2, 0, lines, two_rows, 6.0f, prompt);
    CHECK(boxes.back().w > 0);
    for (const Rect& b : boxes)
      if (b.w > 0) CHECK_FALSE(app::overlaps(b, prompt));
  }
}
