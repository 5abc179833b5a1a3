// The JSON-lines protocol of `uno-cli play`.
#include <catch2/catch.hpp>

#include <iterator>
#include <sstream>
#include <string>

#include "cli/game_spec.h"
#include "cli/json.h"
#include "cli/protocol.h"
#include "engine/rng.h"
#include "share/link.h"
#include "workload.h"

using namespace uno;
using namespace uno::cli;

namespace {

Json ask(ProtocolSession& s, const std::string& line) {
  std::string reply = s.handle(line);
  INFO("request: " << line << "\nreply: " << reply);
  REQUIRE(reply.find('\n') == std::string::npos);
  Json j;
  std::string err;
  REQUIRE(parse_json(reply, j, err));
  REQUIRE(j.is_object());
  REQUIRE(find_member(j, "ok") != nullptr);
  return j;
}

Json ok(ProtocolSession& s, const std::string& line) {
  Json j = ask(s, line);
  INFO("request: " << line << "\nreply: " << dump_json(j));
  REQUIRE(find_member(j, "ok")->get<bool>());
  return j;
}

std::string error_of(ProtocolSession& s, const std::string& line) {
  Json j = ask(s, line);
  INFO("request: " << line << "\nreply: " << dump_json(j));
  REQUIRE_FALSE(find_member(j, "ok")->get<bool>());
  REQUIRE(find_member(j, "error") != nullptr);
  REQUIRE(find_member(j, "error")->is_string());
  REQUIRE_FALSE(find_member(j, "error")->get<std::string>().empty());
  return find_member(j, "error")->get<std::string>();
}

std::vector<std::string> strings(const Json& arr) {
  std::vector<std::string> out;
  for (const Json& x : arr) out.push_back(x.get<std::string>());
  return out;
}

int int_of(const Json& j, const char* key) {
  long long v = -999;
  REQUIRE(find_member(j, key) != nullptr);
  REQUIRE(get_int(*find_member(j, key), v));
  return static_cast<int>(v);
}

}  // namespace

TEST_CASE("protocol: new, view, legal, apply, refused apply leaves the state unchanged",
          "[protocol]") {
  ProtocolSession s;
  Json n = ok(s, R"({"cmd":"new","preset":"classic","seats":3,"seed":42})");
  CHECK(find_member(n, "preset")->get<std::string>() == "classic");
  CHECK(int_of(n, "seats") == 3);
  CHECK(int_of(n, "deck_size") == 108);
  const int cur = int_of(n, "current");

  Json v = ok(s, R"({"cmd":"view","seat":)" + std::to_string(cur) + "}");
  CHECK(find_member(v, "phase")->get<std::string>() == "turn");
  CHECK(strings(*find_member(v, "hand")).size() == 7);
  CHECK(find_member(v, "hand_counts")->size() == 3);
  CHECK(find_member(v, "top")->is_string());
  REQUIRE(find_member(v, "events")->size() > 0);
  // Another seat's dealt cards are masked in this seat's view.
  bool saw_hidden = false;
  for (const Json& e : *find_member(v, "events"))
    if (find_member(e, "type")->get<std::string>() == "deal" && int_of(e, "seat") != cur) {
      CHECK(find_member(e, "card") == nullptr);
      CHECK(find_member(e, "hidden") != nullptr);
      saw_hidden = true;
    }
  CHECK(saw_hidden);

  Json l = ok(s, R"({"cmd":"legal","seat":)" + std::to_string(cur) + "}");
  std::vector<std::string> legal = strings(*find_member(l, "actions"));
  REQUIRE_FALSE(legal.empty());
  CHECK(strings(*find_member(v, "legal")) == legal);

  // A refused action: an error with the engine's reason, and nothing changes.
  const std::string before = dump_json(ok(s, R"({"cmd":"state"})"));
  const int other = (cur + 1) % 3;
  std::string err =
      error_of(s, R"({"cmd":"apply","action":")" + std::to_string(other) + R"( draw"})");
  CHECK(err.find(':') != std::string::npos);  // engine reasons read "Rule: explanation"
  CHECK(dump_json(ok(s, R"({"cmd":"state"})")) == before);
  error_of(s, R"({"cmd":"apply","action":"0 fly"})");
  error_of(s, R"({"cmd":"apply","action":"0 play ZZ"})");
  error_of(s, R"({"cmd":"apply","action":""})");
  error_of(s, R"({"cmd":"apply"})");
  CHECK(dump_json(ok(s, R"({"cmd":"state"})")) == before);

  // A legal action applies and reports its events.
  Json a = ok(s, R"({"cmd":"apply","action":")" + legal.front() + R"("})");
  CHECK(find_member(a, "action")->get<std::string>() == legal.front());
  CHECK(find_member(a, "events")->size() > 0);
  CHECK(dump_json(ok(s, R"({"cmd":"state"})")) != before);

  // events since: only the new ones
  const int seq = int_of(n, "seq");
  Json ev = ok(s, R"({"cmd":"events","since":)" + std::to_string(seq) + "}");
  REQUIRE(find_member(ev, "events")->size() == find_member(a, "events")->size());
  CHECK(int_of((*find_member(ev, "events"))[0], "seq") == seq);
}

TEST_CASE("protocol: apply accepts a face without id and answers with the id", "[protocol]") {
  ProtocolSession s;
  // Seat 1 (left of dealer 0) holds R7 and plays on a red first card.
  ok(s, R"({"cmd":"new","preset":"classic","seats":2,"seed":1,
           "layout":{"dealer":0,"hands":["B1 B2 B3","R7 G5 G6"],"pile":"R9 Y1 Y2 Y3"}})");
  Json a = ok(s, R"({"cmd":"apply","action":"1 play R7"})");
  CHECK(find_member(a, "action")->get<std::string>().rfind("1 play R7#", 0) == 0);
  Json st = ok(s, R"({"cmd":"state"})");
  CHECK(strings((*find_member(st, "hands"))[1]).size() == 2);
  CHECK(find_member(st, "top")->get<std::string>().rfind("R7#", 0) == 0);
}

TEST_CASE("protocol: explicit deck order deals the named cards", "[protocol]") {
  ProtocolSession s;
  // 2 seats, dealer 0: cards go to seat 1, seat 0, seat 1, ... then the pile (top first).
  Json n = ok(s, R"({"cmd":"new","preset":"classic","seats":2,"seed":5,"dealer":0,
      "deck":["R1","G1","R2","G2","R3","G3","R4","G4","R5","G5","R6","G6","R7","G7","B9"]})");
  (void)n;
  Json st = ok(s, R"({"cmd":"state"})");
  std::vector<std::string> h1 = strings((*find_member(st, "hands"))[1]);
  std::vector<std::string> h0 = strings((*find_member(st, "hands"))[0]);
  REQUIRE(h1.size() == 7);
  REQUIRE(h0.size() == 7);
  CHECK(h1[0].rfind("R1#", 0) == 0);
  CHECK(h0[0].rfind("G1#", 0) == 0);
  CHECK(find_member(st, "top")->get<std::string>().rfind("B9#", 0) == 0);
  // Card ids pin the copy; naming one twice is refused.
  error_of(s, R"({"cmd":"new","seats":2,"deck":["R1#2","R1#2"]})");
  error_of(s, R"({"cmd":"new","seats":2,"deck":["R1#3"]})");  // id 3 is R2, not R1
}

TEST_CASE("protocol: house rules and rule fields", "[protocol]") {
  ProtocolSession s;
  Json n = ok(s, R"({"cmd":"new","preset":"official112","seats":5,"seed":9,
      "house":{"stack_draw_two":true,"seven_zero":true},"target":250})");
  CHECK(int_of(n, "target") == 250);
  Json st = ok(s, R"({"cmd":"state"})");
  const Json& r = *find_member(st, "rules");
  CHECK(find_member(r, "stack_draw_two")->get<bool>());
  CHECK(find_member(r, "seven_zero")->get<bool>());
  CHECK_FALSE(find_member(r, "jump_in")->get<bool>());
  CHECK(int_of(r, "target_score") == 250);
  CHECK(int_of(r, "custom_cards") == 3);
  CHECK(
      error_of(s, R"({"cmd":"new","house":{"stack_everything":true}})").find("stack_everything") !=
      std::string::npos);
  error_of(s, R"({"cmd":"new","house":{"jump_in":1}})");
  error_of(s, R"({"cmd":"new","rules":{"hand_size":99}})");
  error_of(s, R"({"cmd":"new","rules":{"scoring":"most-wins"}})");
  // A blank card's text within the app's limits (96 bytes of UTF-8, no control characters):
  // a NUL or 5,000 characters were accepted, texts no link or save could carry.
  ok(s, R"({"cmd":"new","preset":"official112","rules":{"custom_text":["Tanz!","",""]}})");
  const std::string long_text(97, 'a');
  CHECK(error_of(s, R"({"cmd":"new","preset":"official112","rules":{"custom_text":[")" + long_text +
                        R"(","",""]}})")
            .find("at most 96 bytes") != std::string::npos);
  CHECK(error_of(
            s, R"({"cmd":"new","preset":"official112","rules":{"custom_text":["a\u0000b","",""]}})")
            .find("control characters") != std::string::npos);
  CHECK(error_of(s, R"({"cmd":"new","preset":"official112","rules":{"custom_text":["","\n",""]}})")
            .find("control characters") != std::string::npos);
  ok(s, R"({"cmd":"new","preset":"official112","seats":5,"seed":9,
      "house":{"stack_draw_two":true,"seven_zero":true},"target":250})");
  // A refused "new" keeps the current game.
  CHECK(dump_json(ok(s, R"({"cmd":"state"})")) == dump_json(st));
}

TEST_CASE("protocol: malformed requests get clear errors and never crash", "[protocol]") {
  ProtocolSession s;
  CHECK(error_of(s, "not json").find("Malformed JSON") == 0);
  CHECK(error_of(s, "{\"cmd\":").find("Malformed JSON") == 0);
  CHECK(error_of(s, "[1,2]").find("object") != std::string::npos);
  CHECK(error_of(s, "{}").find("cmd") != std::string::npos);
  CHECK(error_of(s, R"({"cmd":42})").find("cmd") != std::string::npos);
  CHECK(error_of(s, R"({"cmd":"dance"})").find("Unknown command") == 0);
  CHECK(error_of(s, R"({"cmd":"view","seat":0})").find("No game") == 0);
  error_of(s, R"({"cmd":"new","preset":"nope"})");
  error_of(s, R"({"cmd":"new","seats":1})");
  error_of(s, R"({"cmd":"new","seats":11})");
  error_of(s, R"({"cmd":"new","seats":"four"})");
  error_of(s, R"({"cmd":"new","seed":-1})");
  error_of(s, R"({"cmd":"new","preset":"classic","deck":"R1"})");
  error_of(s, R"({"cmd":"new","layout":{"hands":"R1"}})");
  error_of(s, R"({"cmd":"new","layout":{"hands":["R1 XX"]}})");
  ok(s, R"({"cmd":"new","seats":4,"seed":3})");
  error_of(s, R"({"cmd":"view"})");
  error_of(s, R"({"cmd":"view","seat":4})");
  error_of(s, R"({"cmd":"view","seat":-1})");
  error_of(s, R"({"cmd":"view","seat":1.5})");
  error_of(s, R"({"cmd":"events","since":"x"})");
  error_of(s, R"({"cmd":"bot","level":"godlike"})");
  error_of(s, R"({"cmd":"run","until":"forever"})");
  error_of(s, R"({"cmd":"run","humans":[9]})");
  // Strange but valid text: unicode in unknown commands comes back as valid JSON.
  std::string e = error_of(s, "{\"cmd\":\"\\u00e9\\ud83d\\ude00\"}");
  CHECK(e.find("\xc3\xa9") != std::string::npos);
}

TEST_CASE("protocol: request ids are echoed", "[protocol]") {
  ProtocolSession s;
  Json j = ask(s, R"({"cmd":"presets","id":"abc"})");
  CHECK(find_member(j, "id")->get<std::string>() == "abc");
  CHECK(find_member(j, "presets")->size() == 5);
  Json e = ask(s, R"({"cmd":"view","seat":0,"id":7})");
  CHECK(int_of(e, "id") == 7);
}

TEST_CASE("protocol: bot and run commands play legal moves", "[protocol]") {
  ProtocolSession s;
  ok(s, R"({"cmd":"new","preset":"spin","seats":3,"seed":77})");
  for (int i = 0; i < 50; ++i) {
    Json st = ok(s, R"({"cmd":"state"})");
    if (find_member(st, "phase")->get<std::string>() == "match-over") break;
    Json b = ok(s, R"({"cmd":"bot","level":"hard"})");
    REQUIRE(find_member(b, "action") != nullptr);
  }
  Json r = ok(s, R"({"cmd":"run","levels":["normal","easy","hard"],"until":"round","log":true})");
  CHECK(find_member(r, "stopped")->get<std::string>() == "round-over");
  CHECK(find_member(r, "actions")->size() == static_cast<std::size_t>(int_of(r, "steps")));
  // humans: the run stops when a human seat must act
  ok(s, R"({"cmd":"new","preset":"classic","seats":4,"seed":8})");
  Json h = ok(s, R"({"cmd":"run","humans":[0]})");
  CHECK(find_member(h, "stopped")->get<std::string>() == "human");
  Json v = ok(s, R"({"cmd":"view","seat":0})");
  CHECK(find_member(v, "legal")->size() > 0);
  Json m = ok(s, R"({"cmd":"run","levels":"normal","until":"match"})");
  CHECK(find_member(m, "stopped")->get<std::string>() == "match-over");
  CHECK(find_member(m, "match_winners")->size() >= 1);
  CHECK(error_of(s, R"({"cmd":"bot","seat":1})").find("no legal action") != std::string::npos);
  CHECK(error_of(s, R"({"cmd":"bot"})").find("Nobody can act") == 0);
}

TEST_CASE("protocol: run_play reads lines, skips blank ones, stops at quit", "[protocol]") {
  std::istringstream in(
      "{\"cmd\":\"new\",\"seats\":2,\"seed\":1}\r\n"
      "\n"
      "   \n"
      "oops\n"
      "{\"cmd\":\"quit\"}\n"
      "{\"cmd\":\"state\"}\n");
  std::ostringstream out;
  CHECK(run_play(in, out) == 0);
  std::istringstream lines(out.str());
  std::string line;
  std::vector<std::string> replies;
  while (std::getline(lines, line)) replies.push_back(line);
  REQUIRE(replies.size() == 3);
  CHECK(replies[0].rfind("{\"ok\":true", 0) == 0);
  CHECK(replies[1].rfind("{\"ok\":false", 0) == 0);
  CHECK(replies[2] == "{\"ok\":true}");
}

TEST_CASE("protocol: random requests never crash and always get one JSON reply", "[protocol]") {
  ProtocolSession s;
  Rng rng(4711);
  const char* cmds[] = {"new", "view",  "legal",   "apply", "events", "bot",
                        "run", "state", "presets", "help",  "nope",   ""};
  const char* keys[] = {"seat",      "since",  "action", "level",  "preset", "seats", "seed",
                        "house",     "rules",  "deck",   "layout", "dealer", "until", "humans",
                        "max_steps", "levels", "log",    "target", "id"};
  const char* words[] = {"0",       "1",    "play",   "draw",      "pass",   "uno",     "catch",
                         "@1",      "@9",   "R7",     "W",         "W4",     "G",       "B+2",
                         "#3",      "R1#2", "accept", "challenge", "next",   "verdict", "ok",
                         "discard", "done", "spin",   "unospin",   "colour", "x"};
  auto random_value = [&](int depth) {
    auto scalar = [&]() -> Json {
      switch (rng.below(7)) {
        case 0: return Json(static_cast<int>(rng.below(12)) - 1);
        case 1: return Json(rng.below(2) == 0);
        case 2: return Json();
        case 3: return Json(words[rng.below(std::size(words))]);
        case 4: return Json(kPresetNames[rng.below(5)]);
        case 5: return Json(1e30);
        default: return Json(static_cast<unsigned long long>(rng.next()) << 20);
      }
    };
    if (depth > 0 && rng.below(4) == 0) {
      Json a = Json::array();
      for (std::uint32_t i = rng.below(4); i > 0; --i) a.push_back(scalar());
      return a;
    }
    if (depth > 0 && rng.below(6) == 0) {
      Json o = Json::object();
      o["stack_draw_two"] = true;
      o[keys[rng.below(std::size(keys))]] = scalar();
      return o;
    }
    return scalar();
  };
  int oks = 0;
  const int requests = static_cast<int>(test::scaled(3000));  // tests/workload.h
  for (int i = 0; i < requests; ++i) {
    Json req = Json::object();
    req["cmd"] = cmds[rng.below(std::size(cmds))];
    for (std::uint32_t k = rng.below(4); k > 0; --k)
      req[keys[rng.below(std::size(keys))]] = random_value(1);
    if (rng.below(3) == 0) {  // a plausible action text
      std::string text;
      for (std::uint32_t k = 1 + rng.below(4); k > 0; --k) {
        if (!text.empty()) text += ' ';
        text += words[rng.below(std::size(words))];
      }
      req["action"] = text;
    }
    if (i % 50 == 0) {  // a fresh game now and then
      req = Json::object();
      req["cmd"] = "new";
      req["seats"] = 2 + static_cast<int>(rng.below(9));
      req["preset"] = kPresetNames[rng.below(5)];
    }
    const std::string reply = s.handle(dump_json(req));
    Json j;
    std::string err;
    INFO("request " << dump_json(req) << "\nreply " << reply);
    REQUIRE(parse_json(reply, j, err));
    REQUIRE(find_member(j, "ok") != nullptr);
    oks += find_member(j, "ok")->get<bool>();
    if (s.game() != nullptr && i % 7 == 0) s.handle(R"({"cmd":"bot"})");  // keep it moving
  }
  CHECK(oks > requests / 30);  // more than 100 of 3000
}

TEST_CASE("protocol: a game spec carries a share::Deal that links reproduce", "[protocol]") {
  Json req;
  std::string err;
  REQUIRE(parse_json(R"({"preset":"dino","seats":3,"seed":9,"house":{"jump_in":true},"target":0})",
                     req, err));
  GameSpec spec;
  REQUIRE(spec_from_json(req, spec).empty());
  CHECK(spec.deal.preset == "dino");
  CHECK(spec.seats() == 3);
  CHECK(spec.deal.seed == 9);
  CHECK(spec.deal.rules.jump_in);
  CHECK(spec.deal.rules.target_score == 0);
  auto link = share::encode_deal_link(spec.deal);
  REQUIRE(link);
  auto back = share::decode_link(*link);
  REQUIRE(back);
  CHECK(back->deal == spec.deal);
  CHECK(share::start_game(back->deal).state_hash() == make_game(spec).state_hash());
}
