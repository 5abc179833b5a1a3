// Runs the decoders over the fuzz seed corpus (fuzz/corpus, embedded at build time) and a
// deterministic mutation sweep, so the normal test run exercises them without libFuzzer.
//
// Corpus file names: "ok-*" must decode, "bad-<error-id>-*" must fail with that error,
// anything else (e.g. crashers found by the fuzzer) must simply not crash. In link/,
// "*.bin" files are raw payloads (decode_link_payload), the others link text.
// The seeds themselves are written by the hidden test "[.write-corpus]":
//   build/native/tests/share/share_tests "[.write-corpus]"
#include "helpers.h"

#include <cstdlib>
#include <fstream>
#include <string_view>

using namespace uno;
using namespace uno::share;
using namespace uno::share::test;

namespace {

struct CorpusFile {
  std::string_view kind, name, data;
};
const CorpusFile kCorpus[] = {
#include "share_corpus.inc"
    {"", "", ""}};

ErrorCode run_link(std::string_view name, std::string_view data) {
  bool bin = name.size() > 4 && name.substr(name.size() - 4) == ".bin";
  return bin ? decode_link_payload(data).error.code : decode_link(data).error.code;
}

ErrorCode run_save(std::string_view data) { return load_save(data).error.code; }

void check_expectation(std::string_view name, ErrorCode got) {
  INFO(name << " -> " << error_id(got));
  if (name.substr(0, 3) == "ok-") {
    CHECK(got == ErrorCode::Ok);
  } else if (name.substr(0, 4) == "bad-") {
    std::string_view rest = name.substr(4);
    CHECK(got != ErrorCode::Ok);
    std::string id = error_id(got);
    CHECK(rest.substr(0, id.size()) == id);
  }
}

// Byte-level mutations, like a tiny fuzzer.
std::string mutate(std::string s, Rng& rng) {
  int steps = 1 + static_cast<int>(rng.below(3));
  for (int k = 0; k < steps; ++k) {
    std::uint32_t op = rng.below(5);
    std::size_t n = s.size();
    std::size_t at = n ? rng.below(static_cast<std::uint32_t>(n)) : 0;
    if (op == 0 && n) s[at] = static_cast<char>(rng.below(256));
    else if (op == 1 && n) s[at] = static_cast<char>(s[at] ^ (1 << rng.below(8)));
    else if (op == 2) s.insert(at, 1, static_cast<char>(rng.below(256)));
    else if (op == 3 && n) s.erase(at, 1 + rng.below(4));
    else if (op == 4 && n) s.resize(at);
  }
  return s;
}

}  // namespace

TEST_CASE("decoders over the fuzz seed corpus", "[share][corpus]") {
  int links = 0, saves = 0;
  for (const auto& f : kCorpus) {
    if (f.kind == "link") {
      ++links;
      check_expectation(f.name, run_link(f.name, f.data));
    } else if (f.kind == "save") {
      ++saves;
      check_expectation(f.name, run_save(f.data));
    }
  }
  CHECK(links >= 10);
  CHECK(saves >= 5);
}

TEST_CASE("mutation sweep over the corpus never crashes", "[share][corpus]") {
  Rng rng(1234);
  int accepted = 0, refused = 0;
  for (const auto& f : kCorpus) {
    if (f.kind.empty()) continue;
    for (int i = 0; i < 300; ++i) {
      std::string m = mutate(std::string(f.data), rng);
      ErrorCode c;
      if (f.kind == "link") {
        auto r = decode_link(m);
        c = r.error.code;
        CHECK(valid_utf8(r.error.message));
        // Behind a valid checksum: what a fuzzer reaches only with luck.
        ErrorCode inner = decode_link_payload(m).error.code;
        ErrorCode sealed = decode_link(seal_link_payload(m)).error.code;
        if (m.size() <= kMaxLinkChars * 3 / 4 - 4 && !m.empty() && m[0] == '\x01')
          CHECK(inner == sealed);
      } else {
        auto r = load_save(m);
        c = r.error.code;
        CHECK(valid_utf8(r.error.message));
      }
      (c == ErrorCode::Ok ? accepted : refused)++;
    }
  }
  CHECK(refused > 0);
}

TEST_CASE("write the fuzz seed corpus", "[.write-corpus]") {
  const std::string dir = UNO_SHARE_CORPUS_DIR;
  auto put = [&](const std::string& path, const std::string& data) {
    std::ofstream out(dir + "/" + path, std::ios::binary);
    REQUIRE(out);
    out << data;
  };
  auto payload = [](const std::string& link) {
    std::string bytes;
    bool truncated = false;
    detail::base64url_decode(link, bytes, truncated);
    return bytes.substr(0, bytes.size() - 4);
  };
  // --- links ---
  Deal d = make_deal("classic", 3, 0x5EED);
  d.seats[0].name = "Jörg";
  d.seats[1] = Seat{Player::BotHard, "Åsa"};
  std::string deal = *encode_deal_link(d);
  put("link/ok-deal-classic.txt", deal);
  put("link/ok-deal-classic.bin", payload(deal));
  Deal h = make_deal("official112", 5, 77);
  h.rules.stack_draw_two = h.rules.seven_zero = h.rules.jump_in = true;
  h.rules.custom_rule[2] = CustomRule::FreeText;
  h.rules.custom_text[2] = "Sing ä song";
  h.rules.target_score = 250;
  put("link/ok-deal-house.txt", "#" + *encode_deal_link(h));
  Deal s = make_deal("spin", 2, 99);
  Game g = start_game(s);
  auto acts = random_playout(g, 5, 150);
  std::string rep = *encode_replay_link(s, acts);
  put("link/ok-replay-spin.txt", rep);
  put("link/ok-replay-spin.bin", payload(rep));
  Deal q = make_deal("dino", 1, 3);
  Game gq = start_game(q);
  auto all = random_playout(gq, 4, 20000);
  put("link/ok-replay-dino-full.bin", payload(*encode_replay_link(q, all)));
  put("link/bad-empty.txt", "");
  put("link/bad-too-large.txt", std::string(kMaxLinkChars + 1, 'A'));
  put("link/bad-bad-characters.txt", deal.substr(0, 9) + "+" + deal.substr(10));
  put("link/bad-truncated.txt", deal.substr(0, 13));
  std::string tampered = deal;
  tampered[20] = tampered[20] == 'A' ? 'B' : 'A';
  put("link/bad-bad-checksum.txt", tampered);
  std::string p = payload(deal);
  auto variant = [&](std::size_t at, char v) {
    std::string x = p;
    x[at] = v;
    return x;
  };
  put("link/bad-unsupported-version.bin", variant(0, 2));
  put("link/bad-unknown-kind.bin", variant(1, 9));
  put("link/bad-unknown-preset.bin", variant(2, 7));
  put("link/bad-bad-seat-count.bin", variant(3, 11));
  put("link/bad-bad-seat.bin", variant(4, static_cast<char>(0xA5)));  // kind 5: unknown
  put("link/bad-trailing-data.bin", p + "x");
  put("link/bad-unknown-rule.bin", p.substr(0, p.size() - 1) + "\x01\x63\x01");
  put("link/bad-bad-rule-value.bin", p.substr(0, p.size() - 1) + "\x01\x0f\xac\x02");
  put("link/bad-invalid-rules.bin", p.substr(0, p.size() - 1) + std::string("\x01\x0f\x00", 3));
  std::string rp = payload(rep);
  put("link/bad-replay-mismatch.bin", [&] {
    // The fingerprint sits right after the move count varint (150 -> 2 bytes).
    std::string x = rp;
    std::size_t at = payload(*encode_deal_link(s)).size() + 2;
    x[at] = static_cast<char>(x[at] ^ 1);
    return x;
  }());
  put("link/bad-truncated-replay.bin", rp.substr(0, rp.size() - 3));
  // --- saves ---
  SaveData sd;
  sd.settings.language = "sv";
  sd.game = SavedGame{h, {}};
  {
    Game gh = start_game(h);
    sd.game->actions = random_playout(gh, 6, 60);
  }
  record_match(sd, make_match_record(q, gq, "2024-05-01"));
  std::string save = *write_save(sd);
  put("save/ok-full.txt", save);
  put("save/ok-default.txt", *write_save(SaveData{}));
  {  // A compact save (version 2): a settled position of a dino game, then a few moves.
    SaveData cd;
    Deal cq = make_deal("dino", 2, 0xD1);
    cq.rules.stall_turns = 0;
    Game cg = start_game(cq);
    std::size_t moves = random_playout(cg, 9, 80).size();
    for (; !cg.settled(); ++moves) random_playout(cg, moves, 1);
    cd.game = SavedGame{cq, {}};
    cd.game->from = Checkpoint{moves, cg.position()};
    cd.game->actions = random_playout(cg, 10, 12);
    put("save/ok-compact.txt", *write_save(cd));
  }
  put("save/bad-empty.txt", "");
  put("save/bad-not-a-save.txt", "{\"uno\":1}");
  put("save/bad-truncated.txt", save.substr(0, save.size() / 2));
  std::string flipped = save;
  flipped[40] = static_cast<char>(flipped[40] ^ 1);
  put("save/bad-bad-checksum.txt", flipped);
  std::string v3 = "uno-save 3\n";
  put("save/bad-unsupported-version.txt", v3 + "crc " + detail::hex(detail::crc32(v3), 8) + "\n");
  std::string dup = "uno-save 1\nlanguage en\nstats played=1\nstats played=2\n";
  put("save/bad-duplicate-field.txt", dup + "crc " + detail::hex(detail::crc32(dup), 8) + "\n");
  std::string ill =
      "uno-save 1\ngame classic 000000000000002a\nseat human -\nseat easy -\nact 0 fly\n";
  put("save/bad-illegal-action.txt", ill + "crc " + detail::hex(detail::crc32(ill), 8) + "\n");
}
