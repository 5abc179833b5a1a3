// The CLI's JSON reader/writer: round trips, exact integers, escapes, malformed input.
#include <catch2/catch.hpp>

#include <string>

#include "cli/json.h"
#include "engine/rng.h"

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
    CHECK(j.dump() == t);
    Json again = parse_ok(j.dump());
    CHECK(again == j);
  }
}

TEST_CASE("json: whitespace is allowed around tokens and dropped on output", "[json]") {
  Json j = parse_ok(" \t{ \"a\" : [ 1 , 2 ] ,\r\n \"b\" : { } }\n");
  CHECK(j.dump() == "{\"a\":[1,2],\"b\":{}}");
}

TEST_CASE("json: integers keep full 64-bit precision", "[json]") {
  Json j = parse_ok("[18446744073709551615, 9007199254740993, -42, 1.5, 1e3]");
  std::uint64_t u = 0;
  long long i = 0;
  REQUIRE(j.items()[0].get_u64(u));
  CHECK(u == 18446744073709551615ULL);
  CHECK_FALSE(j.items()[0].get_int(i));  // out of range for int64
  REQUIRE(j.items()[1].get_u64(u));
  CHECK(u == 9007199254740993ULL);  // not representable as a double
  REQUIRE(j.items()[2].get_int(i));
  CHECK(i == -42);
  CHECK_FALSE(j.items()[2].get_u64(u));
  CHECK_FALSE(j.items()[3].get_int(i));
  CHECK(j.items()[3].as_double() == 1.5);
  CHECK_FALSE(j.items()[4].get_int(i));  // exponent form is not an integer literal
  CHECK(Json(static_cast<unsigned long long>(18446744073709551615ULL)).dump() ==
        "18446744073709551615");
  CHECK(Json(-7).dump() == "-7");
  CHECK(Json(2.5).dump() == "2.5");
}

TEST_CASE("json: unicode escapes become UTF-8, output escapes control characters", "[json]") {
  Json j = parse_ok("\"\\u00e9\\u20ac\\ud83d\\ude00\\/\"");
  CHECK(j.as_string() == "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80/");
  CHECK(j.dump() == "\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80/\"");
  CHECK(Json(std::string("a\x01\x1f"
                         "b"))
            .dump() == "\"a\\u0001\\u001fb\"");
  CHECK(Json(std::string("bad \xff byte")).dump() == "\"bad \\ufffd byte\"");
}

TEST_CASE("json: building objects and arrays", "[json]") {
  Json o = Json::object();
  o.set("ok", true);
  o.set("n", 3);
  o.set("ok", false);  // replaces, keeps the position
  Json a = Json::array();
  a.push("x");
  a.push(Json());
  o.set("list", std::move(a));
  CHECK(o.dump() == "{\"ok\":false,\"n\":3,\"list\":[\"x\",null]}");
  REQUIRE(o.find("n") != nullptr);
  CHECK(o.find("missing") == nullptr);
  CHECK(o.size() == 3);
}

TEST_CASE("json: malformed input is refused with an offset, never a crash", "[json]") {
  const char* bad[] = {
      "",
      "   ",
      "{",
      "}",
      "[",
      "[1,]",
      "[,1]",
      "[1 2]",
      "{\"a\"}",
      "{\"a\":}",
      "{\"a\":1,}",
      "{a:1}",
      "{\"a\":1}}",
      "01",
      "1.",
      ".5",
      "-",
      "+1",
      "1e",
      "0x10",
      "tru",
      "nul",
      "falsey",
      "\"abc",
      "\"\\x\"",
      "\"\\u12\"",
      "\"\\u12G4\"",
      "\"\\ud800\"",
      "\"\\udc00\"",
      "\"\\ud800\\u0041\"",
      "\"tab\there\"",
      "\"\xff\"",
      "\"\xc0\xaf\"",
      "{\"a\":1,\"a\":2}",
      "NaN",
      "Infinity",
      "[1]x",
      "'single'",
  };
  for (const char* t : bad) {
    Json j;
    std::string err;
    INFO("text: " << t);
    CHECK_FALSE(parse_json(t, j, err));
    CHECK(err.rfind("at offset ", 0) == 0);
  }
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
      REQUIRE(parse_json(j.dump(), again, err));  // whatever parses re-parses from its dump
      CHECK(again == j);
    } else {
      CHECK_FALSE(err.empty());
    }
  }
  CHECK(parsed > 0);
}
