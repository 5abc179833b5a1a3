// The CLI's JSON reader/writer (nlohmann's value, uno-cli's strictness and bytes): round
// trips, exact integers, escapes, malformed input and its error texts.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>
#include <utility>

#include "cli/json.h"
#include "engine/rng.h"

using uno::cli::dump_json;
using uno::cli::find_member;
using uno::cli::get_int;
using uno::cli::get_u64;
using uno::cli::Json;
using uno::cli::parse_json;

namespace {
Json parse_ok(const std::string& text) {
  Json j;
  std::string err;
  INFO("text: " << text << " error: " << err);
  REQUIRE(parse_json(text, j, err));
  REQUIRE(err.empty());
  return j;
}
}  // namespace

TEST_CASE("json: compact texts round-trip exactly", "[json]") {
  const char* texts[] = {
      "null",
      "true",
      "false",
      "0",
      "-1",
      "42",
      "3.25",
      "-0.5e-3",
      "1E+9",
      "\"\"",
      "\"a b\"",
      "[]",
      "{}",
      "[1,2,[3,[4,{}]]]",
      "{\"cmd\":\"new\",\"seats\":4,\"house\":{\"stack_draw_two\":true},\"deck\":[\"R7#17\",\"W4\"]}",
      "{\"a\":null,\"b\":[true,false],\"c\":{\"d\":\"e\"}}",
      "\"quote \\\" backslash \\\\ newline \\n tab \\t\"",
      "18446744073709551615",
      "-9223372036854775808",
  };
  for (const char* t : texts) {
    Json j = parse_ok(t);
    CHECK(dump_json(j) == t);
    Json again = parse_ok(dump_json(j));
    CHECK(again == j);
  }
}

TEST_CASE("json: whitespace is allowed around tokens and dropped on output", "[json]") {
  Json j = parse_ok(" \t{ \"a\" : [ 1 , 2 ] ,\r\n \"b\" : { } }\n");
  CHECK(dump_json(j) == "{\"a\":[1,2],\"b\":{}}");
}

TEST_CASE("json: integers keep full 64-bit precision", "[json]") {
  Json j = parse_ok("[18446744073709551615, 9007199254740993, -42, 1.5, 1e3]");
  std::uint64_t u = 0;
  long long i = 0;
  REQUIRE(get_u64(j[0], u));
  CHECK(u == 18446744073709551615ULL);
  CHECK_FALSE(get_int(j[0], i));  // out of range for int64
  REQUIRE(get_u64(j[1], u));
  CHECK(u == 9007199254740993ULL);  // not representable as a double
  REQUIRE(get_int(j[2], i));
  CHECK(i == -42);
  CHECK_FALSE(get_u64(j[2], u));
  CHECK_FALSE(get_int(j[3], i));
  CHECK(std::strtod(dump_json(j[3]).c_str(), nullptr) == 1.5);
  CHECK_FALSE(get_int(j[4], i));  // exponent form is not an integer literal
  CHECK(dump_json(Json(static_cast<unsigned long long>(18446744073709551615ULL))) ==
        "18446744073709551615");
  CHECK(dump_json(Json(-7)) == "-7");
  CHECK(dump_json(Json(2.5)) == "2.5");
}

TEST_CASE("json: unicode escapes become UTF-8, output escapes control characters", "[json]") {
  Json j = parse_ok("\"\\u00e9\\u20ac\\ud83d\\ude00\\/\"");
  CHECK(j.get<std::string>() == "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80/");
  CHECK(dump_json(j) == "\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80/\"");
  CHECK(dump_json(Json(std::string("a\x01\x1f"
                                   "b"))) == "\"a\\u0001\\u001fb\"");
  CHECK(dump_json(Json(std::string("bad \xff byte"))) == "\"bad \\ufffd byte\"");
  CHECK(dump_json(Json(std::string("del \x7f, nul \0", 12))) == "\"del \\u007f, nul \\u0000\"");
}

TEST_CASE("json: building objects and arrays", "[json]") {
  Json o = Json::object();
  o["ok"] = true;
  o["n"] = 3;
  o["ok"] = false;  // replaces, keeps the position
  Json a = Json::array();
  a.push_back("x");
  a.push_back(Json());
  o["list"] = std::move(a);
  CHECK(dump_json(o) == "{\"ok\":false,\"n\":3,\"list\":[\"x\",null]}");
  REQUIRE(find_member(o, "n") != nullptr);
  CHECK(find_member(o, "missing") == nullptr);
  CHECK(find_member(Json::array(), "n") == nullptr);
  CHECK(o.size() == 3);
}

TEST_CASE("json: malformed input is refused with an offset, never a crash", "[json]") {
  // The texts are uno-cli's answers since the first protocol version (docs/protocol.md).
  const std::pair<std::string, const char*> bad[] = {
      {"", "at offset 0: unexpected end of input"},
      {"   ", "at offset 3: unexpected end of input"},
      {"{", "at offset 1: unterminated object"},
      {"}", "at offset 0: unexpected character"},
      {"[", "at offset 1: unexpected end of input"},
      {"[1,]", "at offset 3: unexpected character"},
      {"[,1]", "at offset 1: unexpected character"},
      {"[1 2]", "at offset 3: expected ',' or ']' in array"},
      {"{\"a\"}", "at offset 4: expected ':' after an object key"},
      {"{\"a\":}", "at offset 5: unexpected character"},
      {"{\"a\":1,}", "at offset 7: expected a string key in object"},
      {"{a:1}", "at offset 1: expected a string key in object"},
      {"{\"a\":1}}", "at offset 7: unexpected text after the JSON value"},
      {"01", "at offset 1: unexpected text after the JSON value"},
      {"1.", "at offset 0: invalid number"},
      {".5", "at offset 0: unexpected character"},
      {"-", "at offset 0: invalid number"},
      {"+1", "at offset 0: unexpected character"},
      {"1e", "at offset 0: invalid number"},
      {"0x10", "at offset 1: unexpected text after the JSON value"},
      {"tru", "at offset 0: invalid literal"},
      {"nul", "at offset 0: invalid literal"},
      {"falsey", "at offset 5: unexpected text after the JSON value"},
      {"\"abc", "at offset 4: unterminated string"},
      {"\"\\x\"", "at offset 2: invalid escape"},
      {"\"\\u12\"", "at offset 3: truncated \\u escape"},
      {"\"\\u12G4\"", "at offset 6: bad hex digit in \\u escape"},
      {"\"\\ud800\"", "at offset 7: lone high surrogate"},
      {"\"\\udc00\"", "at offset 7: lone low surrogate"},
      {"\"\\ud800\\u0041\"", "at offset 13: bad low surrogate"},
      {"\"tab\there\"", "at offset 4: control character in string"},
      {"\"\xff\"", "at offset 1: invalid UTF-8 in string"},
      {"\"\xc0\xaf\"", "at offset 1: invalid UTF-8 in string"},
      {"{\"a\":1,\"a\":2}", "at offset 12: duplicate key \"a\""},
      {"NaN", "at offset 0: unexpected character"},
      {"Infinity", "at offset 0: unexpected character"},
      {"[1]x", "at offset 3: unexpected text after the JSON value"},
      {"'single'", "at offset 0: unexpected character"},
      {"\xef\xbb\xbf{}", "at offset 0: unexpected character"},  // no byte order mark
      {std::string("1\0", 2), "at offset 1: unexpected text after the JSON value"},
      {"\"\\", "at offset 2: unterminated escape"},
      {"\"\\ud800\\u12\"", "at offset 9: truncated \\u escape"},
      {"{\"a\" 1}", "at offset 5: expected ':' after an object key"},
      {"[1e999 2]", "at offset 7: expected ',' or ']' in array"},
      {"{\"a\":{\"b\":1,\"b\":[2]}}", "at offset 19: duplicate key \"b\""},
  };
  for (const auto& [t, message] : bad) {
    Json j;
    std::string err;
    INFO("text: " << t);
    CHECK_FALSE(parse_json(t, j, err));
    CHECK(err.rfind("at offset ", 0) == 0);
    CHECK(err == message);
  }
}

TEST_CASE("json: numbers that are not plain integers keep their literal text", "[json]") {
  // A request's "id" comes back byte for byte, whatever JSON number it is.
  for (const char* t : {"1.50", "-0", "-0.0e-0", "1e999", "-1E+400", "1e-999",
                        "123456789012345678901234567890", "-9223372036854775809"}) {
    INFO("number: " << t);
    Json j = parse_ok(std::string("[") + t + ",1]");
    CHECK(dump_json(j) == std::string("[") + t + ",1]");
  }
  long long i = 7;
  std::uint64_t u = 7;
  Json z = parse_ok("-0");
  REQUIRE(get_int(z, i));
  CHECK(i == 0);
  CHECK_FALSE(get_u64(z, u));  // a seed is written without a sign
  CHECK_FALSE(get_int(parse_ok("1.0"), i));
  CHECK_FALSE(get_u64(parse_ok("18446744073709551616"), u));
}

TEST_CASE("json: deep nesting is refused, not a stack overflow", "[json]") {
  std::string deep(100000, '[');
  Json j;
  std::string err;
  CHECK_FALSE(parse_json(deep, j, err));
  CHECK(err.find("nesting too deep") != std::string::npos);
  std::string ok(60, '[');
  ok += std::string(60, ']');
  CHECK(parse_json(ok, j, err));
}

TEST_CASE("json: random bytes and mutated requests never crash the reader", "[json]") {
  uno::Rng rng(2024);
  const std::string seed_text =
      "{\"cmd\":\"apply\",\"action\":\"0 play W#100 G\",\"id\":[1,2.5,-3e2,null,true,\"\\u00e9\"]}";
  int parsed = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string t;
    if (i % 2 == 0) {
      const auto n = rng.below(40);
      for (std::uint32_t k = 0; k < n; ++k) t += static_cast<char>(rng.below(256));
    } else {
      t = seed_text;
      const auto edits = 1 + rng.below(4);
      for (std::uint32_t k = 0; k < edits; ++k) {
        const auto at = rng.below(static_cast<std::uint32_t>(t.size()));
        switch (rng.below(3)) {
          case 0: t[at] = static_cast<char>(rng.below(256)); break;
          case 1: t.erase(at, 1); break;
          default: t.insert(at, 1, "{}[],:\"\\0e-."[rng.below(12)]); break;
        }
      }
    }
    Json j;
    std::string err;
    if (parse_json(t, j, err)) {
      ++parsed;
      Json again;
      REQUIRE(parse_json(dump_json(j), again, err));  // whatever parses re-parses from its dump
      CHECK(again == j);
    } else {
      CHECK_FALSE(err.empty());
    }
  }
  CHECK(parsed > 0);
}
