// Deal links: round trips, the byte layout, deal of the day, and every kind of bad link.
#include "helpers.h"

using namespace uno;
using namespace uno::share;
using namespace uno::share::test;
using detail::put_varint;

namespace {
Deal sample_deal() {
  Deal d = make_deal("classic", 3, 0x0123456789ABCDEFull);
  d.seats[0].name = "Jörg";
  d.seats[1] = Seat{Player::BotEasy, "Åsa"};
  d.seats[2] = Seat{Player::BotHard, "Straße"};
  d.seats[3].name = "äöåß";
  return d;
}

std::string diff(std::initializer_list<std::pair<std::uint64_t, std::uint64_t>> kv) {
  std::string s;
  put_varint(s, kv.size());
  for (auto [k, v] : kv) {
    put_varint(s, k);
    put_varint(s, v);
  }
  return s;
}
}  // namespace

TEST_CASE("deal links round trip for every preset", "[share][link]") {
  for (auto name : kPresetNames) {
    for (int bots = 1; bots <= 9; ++bots) {
      Deal d = make_deal(name, bots, 1000003ull * static_cast<std::uint64_t>(bots) + 17);
      if (validate(d.rules, bots + 1) != nullptr) continue;
      auto text = encode_deal_link(d);
      INFO(name << " " << bots << " " << text.error.message);
      REQUIRE(text);
      auto back = decode_link(*text);
      INFO(back.error.message);
      REQUIRE(back);
      CHECK(back->kind == LinkKind::Deal);
      CHECK(back->deal == d);
      CHECK(back->actions.empty());
    }
  }
}

TEST_CASE("deal links round trip random house rules, seats, names and seeds", "[share][link]") {
  Rng rng(2024);
  for (int i = 0; i < 2000; ++i) {
    Deal d = random_deal(rng);
    auto text = encode_deal_link(d);
    INFO(text.error.message);
    REQUIRE(text);
    CHECK(text->size() <= kMaxLinkChars);
    auto back = decode_link("#" + *text);
    INFO(back.error.message);
    REQUIRE(back);
    CHECK(back->deal == d);
    // The game it starts is the same game.
    CHECK(start_game(back->deal).state_hash() == start_game(d).state_hash());
  }
}

TEST_CASE("deal links are short and only carry rule differences", "[share][link]") {
  Deal d = sample_deal();
  auto plain = encode_deal_link(d);
  REQUIRE(plain);
  CHECK(plain->size() < 80);
  d.rules.stack_draw_two = true;
  d.rules.target_score = 250;
  auto house = encode_deal_link(d);
  REQUIRE(house);
  CHECK(house->size() <= plain->size() + 8);
  auto back = decode_link(*house);
  REQUIRE(back);
  CHECK(back->deal.rules.stack_draw_two);
  CHECK(back->deal.rules.target_score == 250);
  CHECK(back->deal == d);
}

TEST_CASE("the byte layout of a deal link is fixed (format v1)", "[share][link]") {
  Deal d;
  d.preset = "classic";
  d.rules = classic();
  d.rules.stack_draw_two = true;
  d.seats = {Seat{Player::Human, "A"}, Seat{Player::BotHard, "B"}};
  d.seed = 42;
  std::string bytes = std::string("\x01\x01\x00\x02", 4) +
                      "\x01"
                      "A"
                      "\x61"
                      "B" +
                      std::string("\x2a\0\0\0\0\0\0\0", 8) + "\x01\x16\x01";
  auto text = encode_deal_link(d);
  REQUIRE(text);
  CHECK(*text == seal_link_payload(bytes));
  // A link written by format v1 must open forever.
  CHECK(*text == "AQEAAgFBYUIqAAAAAAAAAAEWAUsFBgE");
  auto back = decode_link("AQEAAgFBYUIqAAAAAAAAAAEWAUsFBgE");
  REQUIRE(back);
  CHECK(back->deal == d);
}

TEST_CASE("encode refuses what decode would refuse", "[share][link]") {
  Deal d = sample_deal();
  d.seats[1].name = "seventeen bytes!!";
  CHECK(encode_deal_link(d).error.code == ErrorCode::NameTooLong);
  d = sample_deal();
  d.seats[1].name = "\xff";
  CHECK(encode_deal_link(d).error.code == ErrorCode::BadUtf8);
  d = sample_deal();
  d.seats.resize(1);
  CHECK(encode_deal_link(d).error.code == ErrorCode::BadSeatCount);
  d = sample_deal();
  d.preset = "house";
  CHECK(encode_deal_link(d).error.code == ErrorCode::UnknownPreset);
  d = sample_deal();
  d.rules.hand_size = 0;
  CHECK(encode_deal_link(d).error.code == ErrorCode::InvalidRules);
  d = sample_deal();
  d.rules.custom_text[0] = "tab\there";
  CHECK(encode_deal_link(d).error.code == ErrorCode::BadName);
}

TEST_CASE("bad links give their specific error", "[share][link]") {
  const std::string good = *encode_deal_link(sample_deal());
  auto code = [](std::string_view text) {
    auto r = decode_link(text);
    INFO(text.substr(0, 80) << " -> " << r.error.message);
    CHECK_FALSE(r.ok());
    CHECK_FALSE(r.error.message.empty());
    return r.error.code;
  };

  SECTION("empty") {
    CHECK(code("") == ErrorCode::Empty);
    CHECK(code("#") == ErrorCode::Empty);
    CHECK(code("  \n") == ErrorCode::Empty);
  }
  SECTION("oversized") {
    CHECK(code(std::string(kMaxLinkChars + 1, 'A')) == ErrorCode::TooLarge);
    CHECK(code(std::string(1 << 20, 'A')) == ErrorCode::TooLarge);
  }
  SECTION("invalid base64") {
    CHECK(code(good.substr(0, 10) + "$" + good.substr(10)) == ErrorCode::BadCharacters);
    CHECK(code(good + "=") == ErrorCode::BadCharacters);
    CHECK(code("AQ+/") == ErrorCode::BadCharacters);
    CHECK(code(good.substr(0, 5) + "ä" + good.substr(5)) == ErrorCode::BadCharacters);
    auto r = decode_link("ab$c");
    CHECK(r.error.message.find("position 3") != std::string::npos);
  }
  SECTION("truncated") {
    CHECK(code("AQE") == ErrorCode::Truncated);
    CHECK(code("AQEAA") == ErrorCode::Truncated);  // 1 mod 4 characters
    // Cut anywhere: incomplete or damaged, never accepted.
    for (std::size_t n = 1; n < good.size(); ++n) {
      auto c = code(good.substr(0, n));
      CHECK((c == ErrorCode::Truncated || c == ErrorCode::BadChecksum));
    }
    // A short payload with a valid checksum.
    CHECK(link_error(std::string("\x01\x01\x00\x02\x00", 5)) == ErrorCode::Truncated);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, "")) == ErrorCode::Truncated);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, "\x02\x16")) == ErrorCode::Truncated);
  }
  SECTION("tampered: checksum mismatch") {
    for (std::size_t i = 0; i < good.size(); ++i) {
      std::string t = good;
      t[i] = t[i] == 'A' ? 'B' : 'A';
      auto c = code(t);
      // The version byte is checked first; any other change is caught by the CRC.
      CHECK((c == ErrorCode::BadChecksum || c == ErrorCode::UnsupportedVersion));
    }
  }
  SECTION("wrong version") {
    auto p = raw_deal(2, 1, 0, two_seats(), 7);
    CHECK(link_error(p) == ErrorCode::UnsupportedVersion);
    auto r = decode_link(seal_link_payload(p));
    CHECK(r.error.message.find("newer version") != std::string::npos);
    CHECK(link_error(raw_deal(0, 1, 0, two_seats(), 7)) == ErrorCode::UnsupportedVersion);
  }
  SECTION("unknown kind") {
    CHECK(link_error(raw_deal(1, 0, 0, two_seats(), 7)) == ErrorCode::UnknownKind);
    CHECK(link_error(raw_deal(1, 3, 0, two_seats(), 7)) == ErrorCode::UnknownKind);
  }
  SECTION("unknown preset") {
    CHECK(link_error(raw_deal(1, 1, 5, two_seats(), 7)) == ErrorCode::UnknownPreset);
    CHECK(link_error(raw_deal(1, 1, 255, two_seats(), 7)) == ErrorCode::UnknownPreset);
  }
  SECTION("seats out of range") {
    CHECK(link_error(raw_deal(1, 1, 0, {{0, "A"}}, 7)) == ErrorCode::BadSeatCount);
    CHECK(link_error(raw_deal(1, 1, 0, {}, 7)) == ErrorCode::BadSeatCount);
    std::vector<RawSeat> eleven(11, RawSeat{0x20, ""});
    CHECK(link_error(raw_deal(1, 1, 0, eleven, 7)) == ErrorCode::BadSeatCount);
    CHECK(link_error(raw_deal(1, 1, 0, {{0xA0, ""}, {0, ""}}, 7)) == ErrorCode::BadSeat);  // kind 5
  }
  SECTION("names") {
    CHECK(link_error(raw_deal(1, 1, 0, {{17, std::string(17, 'x')}, {0, ""}}, 7)) ==
          ErrorCode::NameTooLong);
    CHECK(link_error(raw_deal(1, 1, 0, {{2, "\xC3\x28"}, {0, ""}}, 7)) == ErrorCode::BadUtf8);
    CHECK(link_error(raw_deal(1, 1, 0, {{2, "\xC0\xAF"}, {0, ""}}, 7)) == ErrorCode::BadUtf8);
    CHECK(link_error(raw_deal(1, 1, 0, {{3, "\xED\xA0\x80"}, {0, ""}}, 7)) == ErrorCode::BadUtf8);
    CHECK(link_error(raw_deal(1, 1, 0, {{2, "a\x01"}, {0, ""}}, 7)) == ErrorCode::BadName);
    // Name longer than the bytes left.
    CHECK(link_error(raw_deal(1, 1, 0, {{0, ""}, {16, "abc"}}, 7, "")) == ErrorCode::Truncated);
  }
  SECTION("rules") {
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{99, 1}}))) == ErrorCode::UnknownRule);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{0, 1}}))) == ErrorCode::UnknownRule);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{15, 300}}))) ==
          ErrorCode::BadRuleValue);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{29, 3}}))) ==
          ErrorCode::BadRuleValue);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{22, 1}, {17, 1}}))) ==
          ErrorCode::RuleOrder);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{22, 1}, {22, 0}}))) ==
          ErrorCode::RuleOrder);
    std::string many;
    put_varint(many, 1000);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, many)) == ErrorCode::RuleOrder);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{15, 0}}))) ==
          ErrorCode::InvalidRules);
    std::vector<RawSeat> ten(10, RawSeat{0x20, ""});
    CHECK(link_error(raw_deal(1, 1, 0, ten, 7, diff({{15, 20}}))) == ErrorCode::InvalidRules);
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, diff({{13, 3}}))) ==
          ErrorCode::InvalidRules);
    std::string text_diff =
        "\x01\x2F\x03"
        "a\x02z";  // custom_text_0 with a control char
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, text_diff)) == ErrorCode::BadName);
    std::string long_text = "\x01\x01\x40" + std::string(64, 'x');  // name: 64 > 32 bytes
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, long_text)) == ErrorCode::NameTooLong);
    std::string huge;
    huge += "\x01\x34";
    put_varint(huge, 1ull << 40);  // target_score
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7, huge)) == ErrorCode::BadRuleValue);
  }
  SECTION("trailing data") {
    CHECK(link_error(raw_deal(1, 1, 0, two_seats(), 7) + "x") == ErrorCode::TrailingData);
  }
}

TEST_CASE("deal of the day", "[share][daily]") {
  auto a = daily_seed("2024-05-01");
  auto b = daily_seed("2024-05-02");
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a != *b);
  CHECK(*daily_seed("2024-05-01") == *a);  // deterministic
  // Fixed forever: splitmix64(0x554E4F2D44415931 ^ 19844).
  std::uint64_t x = 0x554E4F2D44415931ULL ^ 19844u;
  CHECK(*a == splitmix64(x));
  CHECK(*daily_seed("1970-01-01") != 0);
  CHECK(daily_seed("2024-02-29"));
  CHECK(daily_seed("2000-02-29"));
  for (const char* bad :
       {"2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-4-01",
        "24-04-01", "2024/04/01", "", "0000-01-01", "2024-04-01x", "abcd-ef-gh"}) {
    auto r = daily_seed(bad);
    INFO(bad);
    CHECK(r.error.code == ErrorCode::BadDate);
  }
  auto deal = daily_deal("2024-05-01", "spin", 3);
  REQUIRE(deal);
  CHECK(deal->seed == *a);
  CHECK(deal->preset == "spin");
  CHECK(deal->rules == spin());
  CHECK(deal->seats.size() == 4);
  CHECK(deal->seats[0].player == Player::Human);
  CHECK(daily_deal("2024-05-01", "nope").error.code == ErrorCode::UnknownPreset);
  CHECK(daily_deal("2024-05-01", "classic", 0).error.code == ErrorCode::BadSeatCount);
  CHECK(daily_deal("2024-05-32").error.code == ErrorCode::BadDate);
  // The daily deal shares like any other.
  auto link = encode_deal_link(*deal);
  REQUIRE(link);
  CHECK(decode_link(*link)->deal == *deal);
}

// docs/rules.md (dino): 003 now plays round after round by default (round_wins 3). A dino
// link or save from before that change stores no round_wins and meant first-out-wins: the
// formats diff against format_base(), which keeps dino's old value, so it still does.
TEST_CASE("an old dino link keeps first-out-wins; a new one states round_wins", "[share][link]") {
  // 01 01 | preset 4 (dino) | 2 seats | seed 7 | no rule diffs
  auto old = decode_link(seal_link_payload(raw_deal(1, 1, 4, two_seats(), 7)));
  REQUIRE(old);
  CHECK(old->deal.preset == "dino");
  CHECK(old->deal.rules.round_wins == 1);
  RuleSet legacy = dino();
  legacy.round_wins = 1;
  CHECK(old->deal.rules == legacy);

  Deal d = old->deal;
  d.rules = dino();  // today's default: 3 round wins
  auto text = encode_deal_link(d);
  REQUIRE(text);
  auto back = decode_link(*text);
  REQUIRE(back);
  CHECK(back->deal.rules.round_wins == 3);
  CHECK(back->deal == d);

  SaveData data;
  data.game = SavedGame{d, {}};
  auto saved = write_save(data);
  REQUIRE(saved);
  CHECK(saved->find("rule round_wins 3\n") != std::string::npos);
  auto loaded = load_save(*saved);
  REQUIRE(loaded);
  REQUIRE(loaded->game);
  CHECK(loaded->game->deal == d);
  data.game = SavedGame{old->deal, {}};
  saved = write_save(data);
  REQUIRE(saved);
  CHECK(saved->find("round_wins") == std::string::npos);  // as a v1 writer wrote it
}

TEST_CASE("an Expert seat travels in bits 5-7 of the seat byte; older kinds read as before",
          "[share][link]") {
  Deal d = sample_deal();
  d.seats[1] = Seat{Player::BotExpert, "Eli"};
  auto text = encode_deal_link(d);
  REQUIRE(text);
  auto back = decode_link(*text);
  INFO(back.error.message);
  REQUIRE(back);
  CHECK(back->deal == d);
  // Seat heads written before the Expert existed (bit 7 clear) keep their meaning.
  auto old = decode_link_payload(raw_deal(1, 1, 0, {{0x20, ""}, {0x60, ""}}, 7));
  REQUIRE(old);
  CHECK(old->deal.seats[0].player == Player::BotEasy);
  CHECK(old->deal.seats[1].player == Player::BotHard);
  auto expert = decode_link_payload(raw_deal(1, 1, 0, {{0x00, ""}, {0x80, ""}}, 7));
  REQUIRE(expert);
  CHECK(expert->deal.seats[1].player == Player::BotExpert);
}
