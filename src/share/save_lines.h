// The save reader's shared pieces (save_reader.cpp reads the lines of the game and the
// history, save_settings_reader.cpp those of the settings): what has been read so far, one
// line split into its parts, and the settings' line readers.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "share/rule_fields.h"
#include "share/save.h"

namespace uno::share::detail {

inline Error bad(ErrorCode c, std::string message) { return Error{c, std::move(message)}; }

// Everything read so far.
struct V1State {
  SaveData d;
  Deal deal;  // the "game" line with its "rule" and "seat" lines
  bool have_game = false;
  bool act_before_game = false;
  std::vector<std::string_view> acts;  // replayed once every line is read
  std::vector<bool> rule_seen = std::vector<bool>(rule_fields().size() + 1, false);
  std::array<bool, 3> blank_seen{};
  int version = 1;  // the version line's (2: a checkpoint's lines may follow the seats)
  std::optional<Checkpoint> from;
  std::size_t scores = 0, wins = 0;  // numbers on the pos-scores and pos-wins lines
  std::uint32_t pos_seen = 0;        // bit 0..9: pos-hand of that seat, then the other lines
};

// One line: its tag, the text after "tag ", and that text split on single spaces.
struct Line {
  std::string_view tag;
  std::string_view rest;
  std::vector<std::string_view> args;
  bool args_are(std::size_t n) const { return args.size() == n; }
};

// The settings lines (save_settings_reader.cpp).
Error read_language(V1State& st, const Line& l);
Error read_colour_blind(V1State& st, const Line& l);
Error read_animation(V1State& st, const Line& l);
Error read_sound(V1State& st, const Line& l);
Error read_braille(V1State& st, const Line& l);
Error read_high_contrast(V1State& st, const Line& l);
Error read_reduce_motion(V1State& st, const Line& l);
Error read_large_cards(V1State& st, const Line& l);
Error read_pace(V1State& st, const Line& l);
Error read_tips_seen(V1State& st, const Line& l);
Error read_tips(V1State& st, const Line& l);
Error read_blank_card(V1State& st, const Line& l);
Error read_blank_card_penalty(V1State& st, const Line& l);
Error read_setup(V1State& st, const Line& l);

}  // namespace uno::share::detail
