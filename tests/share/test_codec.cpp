#include "helpers.h"

using namespace uno::share;
using namespace uno::share::detail;

TEST_CASE("crc32 matches zlib's check value", "[share][codec]") {
  CHECK(crc32("123456789") == 0xCBF43926u);
  CHECK(crc32("") == 0u);
}

TEST_CASE("base64url round trip and rejects", "[share][codec]") {
  uno::Rng rng(7);
  for (int n = 0; n < 200; ++n) {
    std::string bytes;
    for (int i = 0; i < n; ++i) bytes += static_cast<char>(rng.below(256));
    std::string text = base64url_encode(bytes);
    CHECK(text.size() == (bytes.size() * 4 + 2) / 3);
    CHECK(text.find_first_not_of(
              "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") ==
          std::string::npos);
    std::string back;
    bool truncated = true;
    CHECK(base64url_decode(text, back, truncated) == -1);
    CHECK_FALSE(truncated);
    CHECK(back == bytes);
  }
  CHECK(base64url_encode("\xfb\xff") == "-_8");
  std::string out;
  bool truncated = false;
  CHECK(base64url_decode("ab+c", out, truncated) == 2);
  CHECK(base64url_decode("ab/c", out, truncated) == 2);
  CHECK(base64url_decode("abc=", out, truncated) == 3);
  CHECK(base64url_decode("abcde", out, truncated) == -1);
  CHECK(truncated);
}

TEST_CASE("varints and bounded reads", "[share][codec]") {
  for (std::uint64_t v : {0ull, 1ull, 127ull, 128ull, 300ull, 65535ull, ~0ull}) {
    std::string s;
    put_varint(s, v);
    Reader r(s);
    std::uint64_t back = 1;
    CHECK(r.varint(back));
    CHECK(back == v);
    CHECK(r.left() == 0);
  }
  std::uint64_t v;
  std::string eleven(11, '\x80');
  Reader r1(eleven);
  CHECK_FALSE(r1.varint(v));
  Reader r2(std::string_view("\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f", 10));
  CHECK_FALSE(r2.varint(v));  // over 64 bits
  Reader r3(std::string_view("\x80", 1));
  CHECK_FALSE(r3.varint(v));
  std::uint32_t u;
  Reader r4("abc");
  CHECK_FALSE(r4.u32le(u));
  std::string_view sv;
  CHECK_FALSE(r4.bytes(4, sv));
  CHECK(r4.bytes(3, sv));
}

TEST_CASE("bit packing", "[share][codec]") {
  BitWriter w;
  uno::Rng rng(3);
  std::vector<std::pair<std::uint32_t, int>> put;
  for (int i = 0; i < 500; ++i) {
    int bits = static_cast<int>(rng.below(33));
    std::uint32_t v = bits == 32 ? rng.next() : rng.next() & ((1u << bits) - 1u);
    put.emplace_back(v, bits);
    w.put(v, bits);
  }
  std::string bytes = w.finish();
  BitReader r(bytes);
  for (auto [v, bits] : put) {
    std::uint32_t back = 0;
    REQUIRE(r.get(bits, back));
    CHECK(back == v);
  }
  CHECK(r.clean_end());
  std::uint32_t x;
  CHECK_FALSE(r.get(8, x));
  CHECK(bits_for(0) == 0);
  CHECK(bits_for(1) == 0);
  CHECK(bits_for(2) == 1);
  CHECK(bits_for(3) == 2);
  CHECK(bits_for(4) == 2);
  CHECK(bits_for(5) == 3);
  CHECK(bits_for(256) == 8);
  CHECK(bits_for(257) == 9);
}

TEST_CASE("UTF-8 validation and text checks", "[share][codec]") {
  for (const auto& n : test::sample_names()) CHECK(valid_utf8(n));
  CHECK_FALSE(valid_utf8("\xC3\x28"));          // bad continuation
  CHECK_FALSE(valid_utf8("\xC0\xAF"));          // overlong '/'
  CHECK_FALSE(valid_utf8("\xE0\x80\xAF"));      // overlong
  CHECK_FALSE(valid_utf8("\xED\xA0\x80"));      // surrogate
  CHECK_FALSE(valid_utf8("\xF4\x90\x80\x80"));  // > U+10FFFF
  CHECK_FALSE(valid_utf8("\xC3"));              // cut
  CHECK_FALSE(valid_utf8("\x80"));
  CHECK(check_text("ßßßßßßßß", 16, "x").code == ErrorCode::Ok);
  CHECK(check_text("ßßßßßßßßa", 16, "x").code == ErrorCode::NameTooLong);
  CHECK(check_text("a\nb", 16, "x").code == ErrorCode::BadName);
  CHECK(check_text("a\x7f", 16, "x").code == ErrorCode::BadName);
  CHECK(check_text("a\xC2\x85", 16, "x").code == ErrorCode::BadName);  // U+0085 (C1)
  CHECK(check_text("\xC2\xA0", 16, "x").code == ErrorCode::Ok);        // U+00A0 is fine
  CHECK(truncate_utf8("ääää", 5) == "ää");
  CHECK(truncate_utf8("abc", 5) == "abc");
}

TEST_CASE("percent-encoding of save tokens", "[share][codec]") {
  for (const auto& n : test::sample_names()) {
    std::string e = pct_encode(n);
    CHECK(e.find_first_of(" :\n") == std::string::npos);
    auto back = pct_decode(e);
    REQUIRE(back);
    CHECK(*back == n);
  }
  CHECK(pct_encode("") == "-");
  CHECK(pct_encode("-") == "%2D");
  CHECK(pct_decode("a%2x") == std::nullopt);
  CHECK(pct_decode("a%2") == std::nullopt);
  CHECK(pct_decode("a:b") == std::nullopt);
  CHECK(pct_decode("") == std::nullopt);
  CHECK(*pct_decode("Bob%20Jr") == "Bob Jr");
  CHECK(*pct_decode("J%c3%b6rg") == "Jörg");
}

TEST_CASE("decimal and hex parsing", "[share][codec]") {
  std::uint64_t v = 0;
  CHECK(parse_u64("18446744073709551615", v));
  CHECK(v == ~0ull);
  CHECK_FALSE(parse_u64("18446744073709551616", v));
  CHECK_FALSE(parse_u64("01", v));
  CHECK_FALSE(parse_u64("+1", v));
  CHECK_FALSE(parse_u64("", v));
  int i = 0;
  CHECK(parse_int("-45", i));
  CHECK(i == -45);
  CHECK_FALSE(parse_int("-0", i));
  CHECK_FALSE(parse_int("2147483648", i));
  CHECK(hex(0x2a, 16) == "000000000000002a");
  CHECK(parse_hex64("000000000000002a", v));
  CHECK(v == 0x2a);
  CHECK_FALSE(parse_hex64("000000000000002A", v));
  CHECK_FALSE(parse_hex64("2a", v));
}
