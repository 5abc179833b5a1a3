// The engine's speed-ups compute the same values as the plain code they replace (the
// bench digests in docs/protocol.md depend on it): Rng::mod, the deck memo.
#include "helpers.h"

using namespace uno;

TEST_CASE("fast paths: Rng::mod equals r % d for every small d", "[fast]") {
  Rng r(7);
  for (std::uint32_t d = 1; d < 300; ++d) {
    for (std::uint32_t r0 : {0u, 1u, d - 1, d, d + 1, 0xFFFFFFFFu, 0xFFFFFFFEu, 0x80000000u})
      REQUIRE(Rng::mod(r0, d) == r0 % d);
    for (int i = 0; i < 2000; ++i) {
      const std::uint32_t x = r.next();
      REQUIRE(Rng::mod(x, d) == x % d);
    }
  }
}

TEST_CASE("fast paths: below() draws the values of the plain rejection loop", "[fast]") {
  // The plain version: threshold = 2^32 mod bound, reject below it, then r % bound.
  auto plain = [](Rng& g, std::uint32_t bound) {
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
      const std::uint32_t x = g.next();
      if (x >= threshold) return x % bound;
    }
  };
  Rng a(42);
  Rng b(42);
  for (std::uint32_t bound : {1u, 2u, 3u, 7u, 108u, 255u, 256u, 1000u, 0x80000001u, 0xFFFFFFFFu})
    for (int i = 0; i < 5000; ++i) REQUIRE(a.below(bound) == plain(b, bound));
  CHECK(a == b);
}

TEST_CASE("fast paths: the deck memo gives the deck built anew, rules switching", "[fast]") {
  for (int round = 0; round < 2; ++round)
    for (const char* name : {"classic", "official112", "spin", "braille", "dino", "classic"}) {
      RuleSet r = *preset(name);
      INFO(name);
      CHECK(build_deck(r) == build_deck_anew(r));
      r.custom_cards = static_cast<std::uint8_t>(round + 1);
      CHECK(build_deck(r) == build_deck_anew(r));
    }
}

TEST_CASE("fast paths: the deck's id sets hold exactly its cards", "[fast]") {
  const Deck d = build_deck_anew(*preset("dino"));
  for (int i = 0; i < d.size; ++i) {
    const auto id = static_cast<CardId>(i);
    const Card& c = d[id];
    for (int col = 0; col <= kColours; ++col)
      CHECK(contains(d.by_colour[static_cast<std::size_t>(col)], id) ==
            (static_cast<int>(c.colour) == col));
    for (int f = 0; f < kFaces; ++f)
      CHECK(contains(d.by_face[static_cast<std::size_t>(f)], id) ==
            (!c.is_wild() && face_index(c) == f));
    CHECK(contains(d.by_kind[static_cast<std::size_t>(c.kind)], id));
  }
  CHECK_FALSE(contains(d.by_colour[0], static_cast<CardId>(d.size)));
}
