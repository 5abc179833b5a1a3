// The page's engine benchmark (Module._uno_bench_peer): the same games as
// `uno-cli bench --policy peer` (digest of docs/protocol.md), and clear errors.
#include <catch2/catch.hpp>

#include "app/core/testing/peer_bench.h"

TEST_CASE("peer bench: classic, 4 seats, 200 hands gives the documented digest", "[bench]") {
  const std::string j = app::peer_bench_json("classic", 4, 200, 2);
  INFO(j);
  CHECK(j.find("\"digest\":\"2481c068d3d15f57\"") != std::string::npos);
  CHECK(j.find("\"same_digest\":true") != std::string::npos);
  CHECK(j.find("\"hands_per_s\":") != std::string::npos);
  CHECK(j.find("\"seats\":4") != std::string::npos);
}

TEST_CASE("peer bench: unknown preset and bad seat count are reported", "[bench]") {
  CHECK(app::peer_bench_json("nope", 4, 10, 1).find("\"error\":\"unknown preset nope\"") !=
        std::string::npos);
  CHECK(app::peer_bench_json("classic", 1, 10, 1).find("\"error\":\"Seats: 2 to 10 players\"") !=
        std::string::npos);
}
