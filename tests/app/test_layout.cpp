#include <catch2/catch.hpp>

#include "app/core/animator.h"
#include "app/core/layout.h"

namespace {
bool inside(const app::Rect& r, float w, float h) {
  return r.x >= -0.5f && r.y >= -0.5f && r.x + r.w <= w + 0.5f && r.y + r.h <= h + 0.5f;
}
bool overlap(const app::Rect& a, const app::Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
}  // namespace

TEST_CASE("the table fits phones, desktops and 4K in both orientations") {
  const float sizes[][2] = {{360, 640},   {390, 844},   {844, 390}, {1280, 800},
                            {1920, 1080}, {3840, 2160}, {768, 1024}};
  for (auto [w, h] : sizes)
    for (int seats = 2; seats <= 10; ++seats)
      for (int cards : {1, 7, 15, 30}) {
        INFO(w << "x" << h << " seats " << seats << " cards " << cards);
        const auto t = app::layout_table(w, h, seats, 0, cards);
        CHECK(inside(t.draw_pile, w, h));
        CHECK(inside(t.discard, w, h));
        CHECK_FALSE(overlap(t.draw_pile, t.discard));
        for (int s = 0; s < seats; ++s) CHECK(inside(t.seat[s], w, h));
        for (const auto& r : app::layout_hand(t, cards)) CHECK(inside(r, w, h));
        CHECK(app::layout_hand(t, cards).size() == static_cast<size_t>(cards));
        if (t.touch_sized) CHECK(t.button_h >= 44);
      }
}

TEST_CASE("played cards fly to the discard pile and then land") {
  app::Animator a;
  a.reset(uno::kNoCard);
  std::vector<uno::Event> ev(1);
  ev[0].type = uno::EventType::Play;
  ev[0].seat = 1;
  ev[0].card = 17;
  a.on_events(ev, 0, 1000.0);
  CHECK(a.busy(1000.0));
  CHECK(a.active(1100.0).size() == 1);
  CHECK_FALSE(a.busy(5000.0));
  CHECK(a.active(5000.0).empty());
}
