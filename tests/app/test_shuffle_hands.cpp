// Shuffle Hands (001, issue 31): the cards are seen gathered into the middle from every
// seat and dealt out again card by card, and the ticker says who got how many.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/core/match/moments.h"
#include "app/core/motion/animator.h"

namespace {

// Bo plays Shuffle Hands at a table of three: 14 cards, dealt from Bo's left.
std::vector<uno::Event> shuffle_batch() {
  std::vector<uno::Event> ev;
  uno::Event e;
  e.type = uno::EventType::HandsShuffled;
  e.seat = 1;
  e.value = 14;
  ev.push_back(e);
  const int dealt[] = {4, 5, 5};  // by seat: you, Bo, Cy
  for (int k = 0; k < 5; ++k)
    for (int seat : {2, 0, 1}) {
      if (k >= dealt[seat]) continue;
      uno::Event d;
      d.type = uno::EventType::Draw;
      d.seat = static_cast<std::int8_t>(seat);
      d.card = seat == 0 ? static_cast<uno::CardId>(10 + k) : uno::kNoCard;  // masked for you
      d.value = static_cast<int>(uno::DrawReason::Shuffle);
      ev.push_back(d);
    }
  return ev;
}

}  // namespace

TEST_CASE("shuffle hands: every seat's cards fly into the middle, then are dealt out again") {
  app::Animator a;
  a.set_seats(3);
  a.on_events(shuffle_batch(), 0, 1000);
  const std::vector<app::Flight> flights = (a.expire(1000), a.active());
  int in[3] = {0, 0, 0}, out[3] = {0, 0, 0};
  double gathered = 0, dealt = 1e18;
  for (const app::Flight& f : flights) {
    if (f.to.kind == app::Place::DrawPile) {  // gathered: face down, from a seat or your hand
      CHECK_FALSE(f.face_up);
      ++in[f.from.seat];
      gathered = std::max(gathered, f.start + f.duration);
    } else {
      CHECK(f.from.kind == app::Place::DrawPile);
      ++out[f.to.seat];
      dealt = std::min(dealt, f.start);
      CHECK(f.face_up == (f.to.seat == 0));  // only your own new cards face up
    }
  }
  // As many cards gathered from each seat as it is dealt (not a token three).
  CHECK(in[0] == 4);
  CHECK(in[1] == 5);
  CHECK(in[2] == 5);
  CHECK(out[0] == 4);
  CHECK(out[1] == 5);
  CHECK(out[2] == 5);
  CHECK(dealt >= gathered);  // the deal-out starts once the pile is together
  CHECK(a.end_time() - 1000 <= 3000);
}

TEST_CASE("shuffle hands: the ticker says who shuffled and who got how many") {
  const auto who = [](int seat) {
    return seat == 0 ? app::Who("You", true) : app::Who(seat == 1 ? "Bo" : "Cy");
  };
  const app::Explained x = app::explain_events(shuffle_batch(), who);
  REQUIRE(x.lines.size() == 2);
  CHECK(x.lines[0] == "Bo collects every hand, shuffles and deals them out again.");
  CHECK(x.lines[1] == "Dealt out again, cards each: You 4, Bo 5, Cy 5.");
}
