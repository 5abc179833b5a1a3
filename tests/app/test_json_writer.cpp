// The page's small JSON writer (test hook, accessibility model): every string it writes is
// valid JSON that reads back as the same text, control characters included.
#include <catch2/catch.hpp>

#include <string>

#include "app/access/json_writer.h"
#include "cli/json.h"

namespace {

std::string read_back(const std::string& json) {
  uno::cli::Json j;
  std::string err;
  INFO("json: " << json << " error: " << err);
  REQUIRE(uno::cli::parse_json(json, j, err));
  REQUIRE(j.is_string());
  return j.get<std::string>();
}

}  // namespace

TEST_CASE("json writer: control characters are escaped, not dropped") {
  CHECK(app::json_str("a\nb") == "\"a\\nb\"");
  CHECK(app::json_str("tab\there\r\n") == "\"tab\\there\\r\\n\"");
  CHECK(app::json_str("\b\f") == "\"\\b\\f\"");
  CHECK(app::json_str(std::string("nul \0 end", 9)) == "\"nul \\u0000 end\"");
  CHECK(app::json_str("\x01\x1f\x7f") == "\"\\u0001\\u001f\\u007f\"");
  CHECK(app::json_str("quote \" backslash \\") == "\"quote \\\" backslash \\\\\"");
  CHECK(app::json_str("G\xc3\xbcnther \xe2\x82\xac") == "\"G\xc3\xbcnther \xe2\x82\xac\"");
}

TEST_CASE("json writer: every byte below 0x80 reads back unchanged") {
  std::string all;
  for (int c = 0; c < 0x80; ++c) all += static_cast<char>(c);
  CHECK(read_back(app::json_str(all)) == all);
  const std::string text = app::JsonObject()
                               .str("k\n", "line 1\nline 2")
                               .arr("a", app::JsonArray().str("\t").num(3))
                               .text();
  CHECK(text == "{\"k\\n\":\"line 1\\nline 2\",\"a\":[\"\\t\",3]}");
  uno::cli::Json j;
  std::string err;
  REQUIRE(uno::cli::parse_json(text, j, err));
  CHECK(uno::cli::find_member(j, "k\n")->get<std::string>() == "line 1\nline 2");
}
