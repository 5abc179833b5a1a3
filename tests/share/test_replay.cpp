// Replay links: an action list encoded as indices into Game::all_legal_actions, verified
// by replaying it on decode.
#include "helpers.h"

using namespace uno;
using namespace uno::share;
using namespace uno::share::test;

namespace {

std::string payload_of(const std::string& link) {
  std::string bytes;
  bool truncated = false;
  REQUIRE(detail::base64url_decode(link, bytes, truncated) == -1);
  REQUIRE(bytes.size() >= 5);
  return bytes.substr(0, bytes.size() - 4);
}

// The deal part of a replay payload (kind byte = replay).
std::string deal_part(const Deal& d) {
  std::string p = payload_of(*encode_deal_link(d));
  p[1] = static_cast<char>(LinkKind::Replay);
  return p;
}

// Mirrors the encoder: one index per move, bits_for(#legal) bits each, LSB first.
std::string move_bits(const Deal& d, const std::vector<Action>& actions,
                      std::vector<std::size_t>* legal_counts = nullptr) {
  Game g = start_game(d);
  detail::BitWriter w;
  std::vector<Action> legal;
  for (const Action& a : actions) {
    legal.clear();
    g.all_legal_actions(legal);
    std::size_t idx = 0;
    while (idx < legal.size() && !(legal[idx] == a)) ++idx;
    REQUIRE(idx < legal.size());
    if (legal_counts) legal_counts->push_back(legal.size());
    w.put(static_cast<std::uint32_t>(idx), detail::bits_for(legal.size()));
    REQUIRE(g.apply(a).ok);
  }
  return w.finish();
}

std::string replay_payload(const Deal& d, std::uint64_t count, std::uint32_t fingerprint,
                           const std::string& bits) {
  std::string p = deal_part(d);
  detail::put_varint(p, count);
  detail::put_u32le(p, fingerprint);
  return p + bits;
}

void check_round_trip(const Deal& d, const std::vector<Action>& actions, const Game& final) {
  auto link = encode_replay_link(d, actions);
  INFO(link.error.message);
  REQUIRE(link);
  auto back = decode_link(*link);
  INFO(back.error.message);
  REQUIRE(back);
  CHECK(back->kind == LinkKind::Replay);
  CHECK(back->deal == d);
  CHECK(back->actions == actions);
  auto g = replay(back->deal, back->actions);
  REQUIRE(g);
  CHECK(g->state_hash() == final.state_hash());
  CHECK(*g == final);
}

}  // namespace

TEST_CASE("replay links reproduce the final state (random deals and house rules)",
          "[share][replay]") {
  Rng rng(99);
  for (int i = 0; i < 300; ++i) {
    Deal d = random_deal(rng);
    Game g = start_game(d);
    std::vector<Action> actions = random_playout(g, rng.next(), rng.below(400));
    check_round_trip(d, actions, g);
  }
}

TEST_CASE("replay links of whole matches, every preset", "[share][replay]") {
  for (auto name : kPresetNames) {
    for (std::uint64_t seed : {1ull, 0xFEEDFACECAFEBEEFull}) {
      Deal d = make_deal(name, 3, seed);
      if (d.rules.target_score != 0) d.rules.target_score = 100;
      Game g = start_game(d);
      std::vector<Action> actions = random_playout(g, seed + 5, 20000);
      INFO(name << " seed " << seed << ": " << actions.size() << " moves");
      CHECK(g.phase() == Phase::MatchOver);
      check_round_trip(d, actions, g);
      auto link = encode_replay_link(d, actions);
      REQUIRE(link);
      // Compact: well under a byte per move on average.
      CHECK(link->size() * 6 / 8 < actions.size() + 64);
    }
  }
}

TEST_CASE("the empty replay is the deal", "[share][replay]") {
  Deal d = make_deal("official112", 5, 77);
  auto link = encode_replay_link(d, {});
  REQUIRE(link);
  auto back = decode_link(*link);
  REQUIRE(back);
  CHECK(back->kind == LinkKind::Replay);
  CHECK(back->actions.empty());
  CHECK(back->deal == d);
}

TEST_CASE("replay encoder layout matches the documented format", "[share][replay]") {
  Deal d = make_deal("spin", 2, 4242);
  Game g = start_game(d);
  auto actions = random_playout(g, 11, 120);
  auto link = encode_replay_link(d, actions);
  REQUIRE(link);
  CHECK(payload_of(*link) ==
        replay_payload(d, actions.size(), position_fingerprint(g), move_bits(d, actions)));
}

TEST_CASE("bad replay links give their specific error", "[share][replay]") {
  Deal d = make_deal("classic", 3, 2718);
  Game g = start_game(d);
  auto actions = random_playout(g, 3, 80);
  REQUIRE(actions.size() == 80);
  std::vector<std::size_t> counts;
  const std::string bits = move_bits(d, actions, &counts);
  const std::uint32_t fp = position_fingerprint(g);
  REQUIRE(link_error(replay_payload(d, actions.size(), fp, bits)) == ErrorCode::Ok);

  SECTION("position mismatch") {
    CHECK(link_error(replay_payload(d, actions.size(), fp ^ 1u, bits)) ==
          ErrorCode::ReplayMismatch);
  }
  SECTION("index out of range") {
    // Find a move whose legal list is not a power of two: its all-ones index is illegal.
    std::size_t at = 0, bitpos = 0;
    while (at < counts.size() && (counts[at] & (counts[at] - 1)) == 0)
      bitpos += static_cast<std::size_t>(detail::bits_for(counts[at++]));
    REQUIRE(at < counts.size());
    std::string b = bits;
    for (int k = 0; k < detail::bits_for(counts[at]); ++k, ++bitpos)
      b[bitpos / 8] = static_cast<char>(b[bitpos / 8] | (1 << (bitpos % 8)));
    CHECK(link_error(replay_payload(d, actions.size(), fp, b)) == ErrorCode::IllegalAction);
  }
  SECTION("moves missing") {
    CHECK(link_error(replay_payload(d, actions.size(), fp, bits.substr(0, bits.size() - 1))) ==
          ErrorCode::Truncated);
    CHECK(link_error(deal_part(d)) == ErrorCode::Truncated);
    std::string p = deal_part(d);
    detail::put_varint(p, 3);
    CHECK(link_error(p + "\x01\x02") == ErrorCode::Truncated);  // fingerprint cut
  }
  SECTION("extra data after the moves") {
    CHECK(link_error(replay_payload(d, actions.size(), fp, bits + std::string(1, '\0'))) ==
          ErrorCode::TrailingData);
    // Non-zero padding bits in the last byte.
    std::size_t used = 0;
    for (auto c : counts) used += static_cast<std::size_t>(detail::bits_for(c));
    if (used % 8 != 0) {
      std::string b = bits;
      b.back() = static_cast<char>(b.back() | 0x80);
      CHECK(link_error(replay_payload(d, actions.size(), fp, b)) == ErrorCode::TrailingData);
    }
  }
  SECTION("too many moves") {
    CHECK(link_error(replay_payload(d, kMaxLinkActions + 1, fp, bits)) ==
          ErrorCode::TooManyActions);
    CHECK(link_error(replay_payload(d, 1ull << 62, fp, bits)) == ErrorCode::TooManyActions);
  }
  SECTION("moves after the end of the match") {
    Deal quick = make_deal("dino", 1, 5);  // first out wins
    Game q = start_game(quick);
    auto all = random_playout(q, 8, 20000);
    REQUIRE(q.phase() == Phase::MatchOver);
    std::string b = move_bits(quick, all);
    // One more (zero-bit) move than the match has.
    CHECK(link_error(replay_payload(quick, all.size() + 1, position_fingerprint(q), b)) ==
          ErrorCode::IllegalAction);
  }
}

TEST_CASE("encoding a replay checks every move", "[share][replay]") {
  Deal d = make_deal("classic", 2, 31);
  Game g = start_game(d);
  auto actions = random_playout(g, 4, 30);
  auto bad = actions;
  bad.insert(bad.begin() + 10, Action::simple(ActionType::NextRound, 0));
  auto r = encode_replay_link(d, bad);
  CHECK(r.error.code == ErrorCode::IllegalAction);
  CHECK(r.error.message.find("Move 11") != std::string::npos);
  auto bad_seat = actions;
  bad_seat[0].seat = 9;
  CHECK(encode_replay_link(d, bad_seat).error.code == ErrorCode::IllegalAction);
  std::vector<Action> too_long(kMaxLinkActions + 1);
  CHECK(encode_replay_link(d, too_long).error.code == ErrorCode::LinkTooLong);
  // replay() refuses the same moves.
  CHECK(replay(d, bad).error.code == ErrorCode::IllegalAction);
  CHECK(replay(d, bad_seat).error.code == ErrorCode::IllegalAction);
}
