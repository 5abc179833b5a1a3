// Saved state: round trips that resume the exact game, the v1 text format, corrupt data.
#include "helpers.h"

using namespace uno;
using namespace uno::share;
using namespace uno::share::test;

namespace {

// Appends the checksum line to a hand-written body (which must end with '\n').
std::string seal(const std::string& body) {
  return body + "crc " + detail::hex(detail::crc32(body), 8) + "\n";
}

ErrorCode save_error(const std::string& text) {
  auto r = load_save(text);
  INFO(text.substr(0, 200) << "\n-> " << r.error.message);
  CHECK_FALSE(r.ok());
  if (!r.ok()) CHECK_FALSE(r.error.message.empty());
  return r.error.code;
}

SaveData sample_save(std::uint64_t seed) {
  Rng rng(seed);
  SaveData s;
  s.settings.language = "de-CH";
  s.settings.colour_blind_marks = true;
  s.settings.animation = AnimationSpeed::Fast;
  s.settings.volume = static_cast<std::uint8_t>(seed % 101);
  s.settings.muted = seed % 2 == 0;
  s.settings.speech = seed % 3 == 0;
  Deal d = random_deal(rng);
  Game g = start_game(d);
  auto acts = random_playout(g, rng.next(), 300);
  s.game = SavedGame{d, acts};
  for (int i = 0; i < 5; ++i) {
    MatchRecord m;
    m.date = "2024-0" + std::to_string(i + 1) + "-1" + std::to_string(i);
    m.preset = preset_name_of(i);
    m.seats = {Seat{Player::Human, "Jörg"}, Seat{Player::BotHard, "Åsa äöß"},
               Seat{Player::BotEasy, ""}};
    m.scores = {520 - i, 130, -5};
    m.winners =
        i == 3 ? std::vector<int>{} : (i == 4 ? std::vector<int>{0, 2} : std::vector<int>{i % 3});
    m.rounds = 3 + i;
    s.history.push_back(m);
  }
  s.stats = Stats{12, 5, 40, 2, 4};
  return s;
}

}  // namespace

TEST_CASE("save and load round trip and resume the exact game", "[share][save]") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    SaveData s = sample_save(seed);
    auto text = write_save(s);
    INFO(text.error.message);
    REQUIRE(text);
    auto back = load_save(*text);
    INFO(back.error.message);
    REQUIRE(back);
    CHECK(*back == s);
    CHECK(back->loaded_version == kSaveVersion);
    CHECK(text->rfind("uno-save 1\n", 0) == 0);  // no checkpoint: still version 1
    // Resume: replaying the saved moves gives the identical state.
    Game original = start_game(s.game->deal);
    for (const Action& a : s.game->actions) REQUIRE(original.apply(a).ok);
    auto resumed = replay(back->game->deal, back->game->actions);
    REQUIRE(resumed);
    CHECK(resumed->state_hash() == original.state_hash());
    CHECK(*resumed == original);
    // Writing again gives the same text.
    CHECK(*write_save(*back) == *text);
  }
}

TEST_CASE("load_save keeps the game it replayed, which == ignores", "[share][save]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    SaveData s = sample_save(seed);
    CHECK(s.game->position == nullptr);
    auto back = load_save(*write_save(s));
    REQUIRE(back);
    REQUIRE(back->game->position != nullptr);
    auto replayed = replay(s.game->deal, s.game->actions);
    REQUIRE(replayed);
    CHECK(*back->game->position == *replayed);
    // A copy plays on like the replayed game.
    Game copy = *back->game->position;
    std::vector<Action> legal;
    copy.all_legal_actions(legal);
    if (!legal.empty()) {
      CHECK(copy.apply(legal.front()).ok);
      CHECK(replayed->apply(legal.front()).ok);
      CHECK(copy == *replayed);
    }
    CHECK(*back == s);  // the position is derived data
    SavedGame other = *back->game;
    other.position = nullptr;
    CHECK(other == *back->game);
  }
  auto none = load_save(*write_save(SaveData{}));
  REQUIRE(none);
  CHECK_FALSE(none->game.has_value());
}

TEST_CASE("default and minimal saves", "[share][save]") {
  SaveData s;
  auto text = write_save(s);
  REQUIRE(text);
  CHECK(*text ==
        "uno-save 1\nlanguage en\ncolour-blind 0\nanimation normal\n"
        "stats played=0 won=0 rounds=0 streak=0 best-streak=0\ncrc " +
            detail::hex(detail::crc32(text->substr(0, text->rfind("crc "))), 8) + "\n");
  auto back = load_save(*text);
  REQUIRE(back);
  CHECK(*back == s);
  // Everything but the header and checksum is optional.
  auto bare = load_save(seal("uno-save 1\n"));
  REQUIRE(bare);
  CHECK(*bare == SaveData{});
}

TEST_CASE("a hand-written v1 save loads", "[share][save]") {
  // Written by hand from docs/share-format.md (the crc is zlib.crc32 of the lines above it).
  const std::string text =
      "uno-save 1\n"
      "language sv\n"
      "colour-blind 1\n"
      "animation slow\n"
      "game classic 000000000000002a\n"
      "rule stack_draw_two 1\n"
      "rule target_score 250\n"
      "rule custom_text_0 Sjung%20en%20s%C3%A5ng\n"
      "seat human %C3%85sa\n"
      "seat hard Stra%C3%9Fe\n"
      "seat easy -\n"
      "match 2024-05-01 braille 4 1 human:312:%C3%85sa normal:120:Bot hard:98:J%C3%B6rg\n"
      "match 2024-05-02 dino 1 - human:0:- easy:0:-\n"
      "future-key whatever a newer v1 writer added\n"
      "stats played=2 won=1 rounds=5 streak=0 best-streak=1 future-stat=3\n"
      "crc 797be262\n";
  auto r = load_save(text);
  INFO(r.error.message);
  REQUIRE(r);
  const SaveData& s = *r;
  CHECK(s.settings.language == "sv");
  CHECK(s.settings.colour_blind_marks);
  CHECK(s.settings.animation == AnimationSpeed::Slow);
  REQUIRE(s.game);
  CHECK(s.game->deal.preset == "classic");
  CHECK(s.game->deal.seed == 42);
  CHECK(s.game->deal.rules.stack_draw_two);
  CHECK(s.game->deal.rules.target_score == 250);
  CHECK(s.game->deal.rules.custom_text[0] == "Sjung en sång");
  REQUIRE(s.game->deal.seats.size() == 3);
  CHECK(s.game->deal.seats[0] == Seat{Player::Human, "Åsa"});
  CHECK(s.game->deal.seats[1] == Seat{Player::BotHard, "Straße"});
  CHECK(s.game->deal.seats[2] == Seat{Player::BotEasy, ""});
  CHECK(s.game->actions.empty());
  REQUIRE(s.history.size() == 2);
  CHECK(s.history[0].preset == "braille");
  CHECK(s.history[0].rounds == 4);
  CHECK(s.history[0].winners == std::vector<int>{1});
  CHECK(s.history[0].scores == std::vector<int>{312, 120, 98});
  CHECK(s.history[0].seats[2] == Seat{Player::BotHard, "Jörg"});
  CHECK(s.history[1].winners.empty());
  CHECK(s.stats == Stats{2, 1, 5, 0, 1});
}

TEST_CASE("a saved game with moves in text notation", "[share][save]") {
  Deal d = make_deal("classic", 1, 42);
  Game g = start_game(d);
  auto acts = random_playout(g, 1, 12);
  std::string body = "uno-save 1\ngame classic 000000000000002a\nseat human -\nseat normal -\n";
  for (const Action& a : acts) body += "act " + g.to_string(a) + "\n";
  auto r = load_save(seal(body));
  INFO(r.error.message);
  REQUIRE(r);
  REQUIRE(r->game);
  CHECK(r->game->actions == acts);
  CHECK(replay(r->game->deal, r->game->actions)->state_hash() == g.state_hash());
}

TEST_CASE("record_match keeps history and stats", "[share][save]") {
  Deal d = make_deal("dino", 2, 9);
  Game g = start_game(d);
  random_playout(g, 2, 20000);
  REQUIRE(g.phase() == Phase::MatchOver);
  MatchRecord m = make_match_record(d, g, "2024-06-01");
  CHECK(m.seats == d.seats);
  CHECK(m.scores.size() == 3);
  CHECK(m.rounds == g.round());
  CHECK_FALSE(m.winners.empty());
  SaveData s;
  MatchRecord won = m, lost = m;
  won.winners = {0};
  lost.winners = {1};
  record_match(s, won);
  record_match(s, won);
  record_match(s, lost);
  record_match(s, won);
  CHECK(s.stats.matches_played == 4);
  CHECK(s.stats.matches_won == 3);
  CHECK(s.stats.current_streak == 1);
  CHECK(s.stats.best_streak == 2);
  CHECK(s.stats.rounds_played == 4u * static_cast<std::uint32_t>(m.rounds));
  record_match(s, won, 1);  // local player in seat 1: a loss
  CHECK(s.stats.current_streak == 0);
  for (int i = 0; i < 150; ++i) record_match(s, won);
  CHECK(s.history.size() == kMaxHistory);
  CHECK(s.stats.matches_played == 155);
  auto text = write_save(s);
  REQUIRE(text);
  CHECK(*load_save(*text) == s);
}

TEST_CASE("sound settings: saved, and a damaged value falls back without losing the save",
          "[share][save]") {
  SaveData d;
  d.settings.volume = 35;
  d.settings.muted = true;
  d.settings.speech = true;
  const std::string text = *write_save(d);
  CHECK(text.find("\nvolume 35\nmute 1\nspeech 1\n") != std::string::npos);
  CHECK(*load_save(text) == d);
  // A save from before the sound settings: the defaults.
  const std::string head = "uno-save 1\nlanguage de\n";
  auto old = load_save(seal(head));
  REQUIRE(old);
  CHECK(old->settings.volume == kDefaultVolume);
  CHECK_FALSE(old->settings.muted);
  CHECK_FALSE(old->settings.speech);
  // Damaged values: the default, and everything else still loads (the game in progress).
  const std::string game = "game classic 000000000000002a\nseat human -\nseat easy -\n";
  for (const char* bad : {"volume 101\n", "volume -1\n", "volume loud\n", "volume\n",
                          "volume 5 6\n", "mute yes\n", "mute\n", "speech 2\n"}) {
    INFO(bad);
    auto r = load_save(seal(head + bad + game));
    REQUIRE(r);
    CHECK(r->settings.language == "de");
    CHECK(r->settings.volume == kDefaultVolume);
    CHECK_FALSE(r->settings.muted);
    CHECK_FALSE(r->settings.speech);
    CHECK(r->game);
  }
  // A repeated line: the last one counts.
  auto twice = load_save(seal(head + "volume 10\nvolume 90\nspeech 1\n"));
  REQUIRE(twice);
  CHECK(twice->settings.volume == 90);
  CHECK(twice->settings.speech);
}

TEST_CASE("write_save refuses what load_save would refuse", "[share][save]") {
  SaveData s;
  s.settings.volume = 101;
  CHECK(write_save(s).error.code == ErrorCode::BadSetting);
  s.settings.volume = kDefaultVolume;
  s.settings.language = "e n";
  CHECK(write_save(s).error.code == ErrorCode::BadSetting);
  s.settings.language = "";
  CHECK(write_save(s).error.code == ErrorCode::BadSetting);
  s = sample_save(3);
  s.game->deal.seats[0].name = "\xC3";
  CHECK(write_save(s).error.code == ErrorCode::BadUtf8);
  s = sample_save(3);
  s.game->actions.push_back(Action::play(0, 200));
  CHECK(write_save(s).error.code == ErrorCode::IllegalAction);
  s = sample_save(3);
  s.history[0].date = "2024-02-30";
  CHECK(write_save(s).error.code == ErrorCode::BadDate);
  s = sample_save(3);
  s.history[0].scores.pop_back();
  CHECK(write_save(s).error.code == ErrorCode::BadSyntax);
  s = sample_save(3);
  s.history[0].winners = {2, 1};
  CHECK(write_save(s).error.code == ErrorCode::BadSyntax);
}

TEST_CASE("corrupted saves give errors", "[share][save]") {
  const std::string good = *write_save(sample_save(7));
  const std::string head = "uno-save 1\n";

  SECTION("not a save / versions") {
    CHECK(save_error("") == ErrorCode::Empty);
    CHECK(save_error("{\"json\": true}") == ErrorCode::NotASave);
    CHECK(save_error("uno-save\n") == ErrorCode::NotASave);
    CHECK(save_error("uno-save x\n") == ErrorCode::NotASave);
    CHECK(save_error(seal("uno-save 3\n")) == ErrorCode::UnsupportedVersion);
    CHECK(save_error(seal("uno-save 0\n")) == ErrorCode::UnsupportedVersion);
    CHECK(save_error(seal("uno-save 12345\n")) == ErrorCode::UnsupportedVersion);
    CHECK(save_error(std::string(kMaxSaveBytes + 1, 'x')) == ErrorCode::TooLarge);
  }
  SECTION("truncated and damaged") {
    CHECK(save_error(head) == ErrorCode::Truncated);
    CHECK(save_error("uno-save 1") == ErrorCode::Truncated);
    for (std::size_t n = 0; n + 10 < good.size(); n += 7) {
      auto r = load_save(good.substr(0, n));
      CHECK_FALSE(r.ok());
    }
    CHECK(save_error(good.substr(0, good.size() - 2)) == ErrorCode::BadSyntax);
    for (std::size_t i = 11; i + 14 < good.size(); i += 5) {
      std::string t = good;
      t[i] = static_cast<char>(t[i] ^ 0x20);
      CHECK(save_error(t) == ErrorCode::BadChecksum);
    }
    CHECK(save_error(seal(head) + "x\n") == ErrorCode::Truncated);
    std::string bad_crc = seal(head);
    bad_crc[bad_crc.size() - 3] = 'X';
    CHECK(save_error(bad_crc) == ErrorCode::BadSyntax);
  }
  SECTION("malformed lines (valid checksum)") {
    CHECK(save_error(seal(head + "\n")) == ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "Language en\n")) == ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "language  en\n")) == ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "crc 00000000\n")) == ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "language " + std::string(kMaxSaveLine, 'a') + "\n")) ==
          ErrorCode::TooLarge);
  }
  SECTION("settings") {
    // A setting that cannot be read (or a repeated one) is skipped with its reason: the
    // default (or the first line) stays and everything else loads (issue 39).
    for (const std::string lines :
         {"language en\nlanguage de\n", "language en_US\n", "colour-blind yes\n",
          "animation warp\n", "braille yes\n", "high-contrast\n", "reduce-motion on off\n",
          "large-cards 2\n", "braille on\nbraille off\n", "tips off\n", "tips-seen 65536\n",
          "tips-seen -1\n", "tips 1\ntips 0\n"}) {
      auto r = load_save(seal(head + lines + "stats played=3\n"));
      INFO(lines);
      REQUIRE(r);
      CHECK(r->skipped.size() == 1);
      CHECK(r->stats.matches_played == 3);
      CHECK(r->settings.language == "en");
      CHECK(r->settings.large_cards == false);
      CHECK(r->settings.braille ==
            (lines.rfind("braille on", 0) == 0 ? Preference::On : Preference::Auto));
    }
    auto prefs = load_save(
        seal(head + "braille off\nhigh-contrast on\nreduce-motion auto\n" + "large-cards 1\n"));
    REQUIRE(prefs);
    CHECK(prefs.value->settings.braille == Preference::Off);
    CHECK(prefs.value->settings.high_contrast == Preference::On);
    CHECK(prefs.value->settings.reduce_motion == Preference::Auto);
    CHECK(prefs.value->settings.large_cards);
    CHECK_FALSE(prefs.value->settings.tips_off);  // tips by default (issue 42)
    CHECK(prefs.value->settings.tips_seen == 0);
    // Tips: the tips seen and "No more tips" (issue 42), written only when set.
    SaveData tips;
    tips.settings.tips_seen = 0x85;
    tips.settings.tips_off = true;
    auto tips_text = write_save(tips);
    REQUIRE(tips_text);
    CHECK(tips_text->find("tips-seen 133\ntips 0\n") != std::string::npos);
    auto tips_back = load_save(*tips_text);
    REQUIRE(tips_back);
    CHECK(tips_back->settings == tips.settings);
    CHECK(write_save(SaveData{})->find("tips") == std::string::npos);
    CHECK(save_error(seal(head + "stats played=x\n")) == ErrorCode::BadNumber);
    CHECK(save_error(seal(head + "stats played=4294967296\n")) == ErrorCode::BadNumber);
    CHECK(save_error(seal(head + "stats won=1 won=2\n")) == ErrorCode::DuplicateField);
    CHECK(save_error(seal(head + "stats won\n")) == ErrorCode::BadSyntax);
  }
  SECTION("game") {
    const std::string g = head + "game classic 000000000000002a\n";
    const std::string two = "seat human -\nseat normal -\n";
    CHECK(load_save(seal(g + two)));
    CHECK(save_error(seal(g + "game dino 0000000000000001\n" + two)) == ErrorCode::DuplicateField);
    CHECK(save_error(seal(head + "game house 000000000000002a\n" + two)) ==
          ErrorCode::UnknownPreset);
    CHECK(save_error(seal(head + "game classic 2a\n" + two)) == ErrorCode::BadNumber);
    auto raw = load_save(seal(head + "game \xff\x01 000000000000002a\n" + two));
    CHECK(raw.error.code == ErrorCode::UnknownPreset);
    CHECK(raw.error.message.find("(unreadable text)") != std::string::npos);
    CHECK(valid_utf8(raw.error.message));
    CHECK(save_error(seal(head + two)) == ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "act 0 draw\n")) == ErrorCode::MissingField);
    CHECK(save_error(seal(g + "seat human -\n")) == ErrorCode::BadSeatCount);
    CHECK(save_error(seal(g)) == ErrorCode::BadSeatCount);
    std::string eleven = g;
    for (int i = 0; i < 11; ++i) eleven += "seat easy -\n";
    CHECK(save_error(seal(eleven)) == ErrorCode::BadSeatCount);
    CHECK(save_error(seal(g + "seat robot -\nseat human -\n")) == ErrorCode::BadSeat);
    CHECK(save_error(seal(g + "seat human %C3\nseat human -\n")) == ErrorCode::BadUtf8);
    CHECK(save_error(seal(g + "seat human %01\nseat human -\n")) == ErrorCode::BadName);
    CHECK(save_error(seal(g + "seat human " + std::string(17, 'a') + "\n" + two)) ==
          ErrorCode::NameTooLong);
    CHECK(save_error(seal(g + "seat human a%zz\n" + two)) == ErrorCode::BadSyntax);
    CHECK(save_error(seal(g + "rule warp_drive 1\n" + two)) == ErrorCode::UnknownRule);
    CHECK(save_error(seal(g + "rule hand_size 256\n" + two)) == ErrorCode::BadRuleValue);
    CHECK(save_error(seal(g + "rule hand_size -1\n" + two)) == ErrorCode::BadNumber);
    CHECK(save_error(seal(g + "rule hand_size 0\n" + two)) == ErrorCode::InvalidRules);
    CHECK(save_error(seal(g + "rule jump_in 1\nrule jump_in 1\n" + two)) ==
          ErrorCode::DuplicateField);
    CHECK(save_error(seal(g + two + "act 0 fly\n")) == ErrorCode::IllegalAction);
    CHECK(save_error(seal(g + two + "act 7 draw\n")) == ErrorCode::IllegalAction);
    CHECK(save_error(seal(g + two + "act\n")) == ErrorCode::BadSyntax);
    // A move that is well-formed but not legal there: seat 1 cannot draw on seat 0's turn
    // (or vice versa); one of the two is refused.
    auto a = load_save(seal(g + two + "act 0 draw\n"));
    auto b = load_save(seal(g + two + "act 1 draw\n"));
    CHECK((a.ok() != b.ok()));
    CHECK((a.error.code == ErrorCode::IllegalAction || b.error.code == ErrorCode::IllegalAction));
  }
  SECTION("history") {
    const std::string ok = "match 2024-05-01 classic 1 0 human:10:A easy:0:B\n";
    CHECK(load_save(seal(head + ok)));
    CHECK(save_error(seal(head + "match 2024-13-01 classic 1 0 human:10:A easy:0:B\n")) ==
          ErrorCode::BadDate);
    CHECK(save_error(seal(head + "match 2024-05-01 uno 1 0 human:10:A easy:0:B\n")) ==
          ErrorCode::UnknownPreset);
    CHECK(save_error(seal(head + "match 2024-05-01 classic x 0 human:10:A easy:0:B\n")) ==
          ErrorCode::BadNumber);
    CHECK(save_error(seal(head + "match 2024-05-01 classic 1 2 human:10:A easy:0:B\n")) ==
          ErrorCode::BadNumber);
    CHECK(save_error(seal(head + "match 2024-05-01 classic 1 1,0 human:10:A easy:0:B\n")) ==
          ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "match 2024-05-01 classic 1 0 human:10:A\n")) ==
          ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "match 2024-05-01 classic 1 0 human:10 easy:0:B\n")) ==
          ErrorCode::BadSyntax);
    CHECK(save_error(seal(head + "match 2024-05-01 classic 1 0 human:1x:A easy:0:B\n")) ==
          ErrorCode::BadNumber);
    CHECK(save_error(seal(head + "match 2024-05-01 classic 1 0 alien:1:A easy:0:B\n")) ==
          ErrorCode::BadSeat);
  }
}

TEST_CASE("the blank cards' rules are saved with the settings, only where they differ",
          "[share][save]") {
  // 001: "Använd en blyertspenna (HB) och skriv en ny regel på ett kort." The house's rules
  // for the three blank cards stay with the settings for the next match.
  SaveData s;
  s.settings.blank_cards.rule[1] = CustomRule::FreeText;
  s.settings.blank_cards.text[1] = "Hüpf auf einem Bein";
  s.settings.blank_cards.rule[2] = CustomRule::Rooster;
  s.settings.blank_cards.penalty = 5;
  auto text = write_save(s);
  REQUIRE(text);
  CHECK(text->find("blank-card 1 ") == std::string::npos);  // card 1 keeps the default
  CHECK(text->find("blank-card 2 free-text H%C3%BCpf%20auf%20einem%20Bein\n") != std::string::npos);
  CHECK(text->find("blank-card 3 rooster -\n") != std::string::npos);
  CHECK(text->find("blank-card-penalty 5\n") != std::string::npos);
  auto back = load_save(*text);
  REQUIRE(back);
  CHECK(back->skipped.empty());
  CHECK(back->settings.blank_cards == s.settings.blank_cards);
  // Defaults write nothing: an old save and a new one of the same settings are the same.
  CHECK(write_save(SaveData{})->find("blank-card") == std::string::npos);
}

TEST_CASE("a blank card's unreadable saved rule is skipped with its reason; the rest loads",
          "[share][save]") {
  const std::string text = seal(
      "uno-save 1\n"
      "language de\n"
      "blank-card 1 free-text Sing%20a%20song\n"
      "blank-card 2 no-such-rule -\n"
      "blank-card 7 elbows -\n"
      "blank-card-penalty 99\n"
      "stats played=3 won=1 rounds=4 streak=1 best-streak=1\n");
  auto r = load_save(text);
  INFO(r.error.message);
  REQUIRE(r);
  CHECK(r->settings.language == "de");
  CHECK(r->stats.matches_played == 3);
  CHECK(r->settings.blank_cards.rule[0] == CustomRule::FreeText);
  CHECK(r->settings.blank_cards.text[0] == "Sing a song");
  CHECK(r->settings.blank_cards.rule[1] == BlankCards{}.rule[1]);  // the booklet's again
  CHECK(r->settings.blank_cards.penalty == BlankCards{}.penalty);
  REQUIRE(r->skipped.size() == 3);
  CHECK(r->skipped[0] == "blank card: card 2: unknown rule \"no-such-rule\".");
  CHECK(r->skipped[1].find("<1-3>") != std::string::npos);
  CHECK(r->skipped[2].find("0 to 20") != std::string::npos);
}

TEST_CASE("the start screen's setup is saved as a deal link without its seed; a bad one is skipped",
          "[share][save]") {
  SaveData s;
  Deal setup = make_deal("spin", 2, 0x1234);
  setup.seats[1].player = Player::BotExpert;
  setup.seats[2].name = "Zoë";
  setup.rules.target_score = 250;
  s.settings.setup = setup;
  auto text = write_save(s);
  REQUIRE(text);
  REQUIRE(text->find("\nsetup ") != std::string::npos);
  auto back = load_save(*text);
  REQUIRE(back);
  CHECK(back->skipped.empty());
  REQUIRE(back->settings.setup);
  setup.seed = 0;  // a setup, not a deal: the next match gets its own seed
  CHECK(*back->settings.setup == setup);
  CHECK(write_save(SaveData{})->find("setup") == std::string::npos);  // none: no line

  // A damaged link (a hand edit) or a replay link: skipped with the reason, the rest loads.
  for (const std::string bad : {"setup AQEC-nonsense\n", "setup a b\n"}) {
    auto r = load_save(seal("uno-save 1\nlanguage sv\n" + bad));
    INFO(bad);
    REQUIRE(r);
    CHECK(r->settings.language == "sv");
    CHECK_FALSE(r->settings.setup);
    REQUIRE(r->skipped.size() == 1);
    CHECK(r->skipped[0].rfind("start screen setup: ", 0) == 0);
  }
}
