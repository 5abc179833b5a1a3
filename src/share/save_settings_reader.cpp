// The settings lines of a saved record (docs/share-format.md): language, look, sound,
// accessibility choices, blank cards and the start screen's setup.
#include <algorithm>
#include <optional>

#include "share/codec.h"
#include "share/link.h"
#include "share/save_checks.h"
#include "share/save_lines.h"

namespace uno::share::detail {

namespace {

std::optional<AnimationSpeed> animation_from(std::string_view s) {
  for (int i = 0; i < 4; ++i)
    if (s == animation_name(static_cast<AnimationSpeed>(i))) return static_cast<AnimationSpeed>(i);
  return std::nullopt;
}

std::optional<Preference> preference_from(std::string_view s) {
  for (int i = 0; i < 3; ++i)
    if (s == preference_name(static_cast<Preference>(i))) return static_cast<Preference>(i);
  return std::nullopt;
}

Error read_preference(const Line& l, Preference& out) {
  auto p = l.args_are(1) ? preference_from(l.args[0]) : std::nullopt;
  if (!p) return bad(ErrorCode::BadSetting, std::string(l.tag) + " must be auto, on or off.");
  out = *p;
  return {};
}

}  // namespace

Error read_language(V1State& st, const Line& l) {
  if (!l.args_are(1) || !valid_language(l.args[0]))
    return bad(ErrorCode::BadSetting, "the language must be a tag like \"en\" or \"de-CH\".");
  st.d.settings.language = std::string(l.args[0]);
  return {};
}

Error read_colour_blind(V1State& st, const Line& l) {
  if (!l.args_are(1) || (l.args[0] != "0" && l.args[0] != "1"))
    return bad(ErrorCode::BadSetting, "colour-blind must be 0 or 1.");
  st.d.settings.colour_blind_marks = l.args[0] == "1";
  return {};
}

Error read_animation(V1State& st, const Line& l) {
  auto a = l.args_are(1) ? animation_from(l.args[0]) : std::nullopt;
  if (!a) return bad(ErrorCode::BadSetting, "animation must be off, slow, normal or fast.");
  st.d.settings.animation = *a;
  return {};
}

// The sound lines (volume, mute, speech) are forgiving: a malformed or out-of-range value
// is skipped and the rest of the save loads (a lost volume must never cost the game).
Error read_sound(V1State& st, const Line& l) {
  std::uint64_t v = 0;
  if (!l.args_are(1) || !parse_u64(l.args[0], v)) return {};
  Settings& s = st.d.settings;
  if (l.tag == "volume") {
    if (v <= kMaxVolume) s.volume = static_cast<std::uint8_t>(v);
  } else if (v <= 1) {
    (l.tag == "mute" ? s.muted : s.speech) = v == 1;
  }
  return {};
}

Error read_braille(V1State& st, const Line& l) { return read_preference(l, st.d.settings.braille); }
Error read_high_contrast(V1State& st, const Line& l) {
  return read_preference(l, st.d.settings.high_contrast);
}
Error read_reduce_motion(V1State& st, const Line& l) {
  return read_preference(l, st.d.settings.reduce_motion);
}
Error read_large_cards(V1State& st, const Line& l) {
  if (!l.args_are(1) || (l.args[0] != "0" && l.args[0] != "1"))
    return bad(ErrorCode::BadSetting, "large-cards must be 0 or 1.");
  st.d.settings.large_cards = l.args[0] == "1";
  return {};
}

Error read_pace(V1State& st, const Line& l) {
  for (int i = 0; i < 2 && l.args_are(1); ++i) {
    if (l.args[0] != pace_name(static_cast<Pace>(i))) continue;
    st.d.settings.pace = static_cast<Pace>(i);
    return {};
  }
  return bad(ErrorCode::BadSetting, "pace must be relaxed or quick.");
}

Error read_tips_seen(V1State& st, const Line& l) {
  std::uint64_t v = 0;
  if (!l.args_are(1) || !parse_u64(l.args[0], v) || v > 0xffff)
    return bad(ErrorCode::BadSetting, "tips-seen must be a number from 0 to 65535.");
  st.d.settings.tips_seen = static_cast<std::uint16_t>(v);
  return {};
}

Error read_tips(V1State& st, const Line& l) {
  if (!l.args_are(1) || (l.args[0] != "0" && l.args[0] != "1"))
    return bad(ErrorCode::BadSetting, "tips must be 0 or 1.");
  st.d.settings.tips_off = l.args[0] == "0";
  return {};
}

// A blank card's rule (settings): a value that cannot be read is skipped with its reason,
// the card keeps the booklet's rule and the rest of the save loads.
Error read_blank_card(V1State& st, const Line& l) {
  auto skip = [&](const std::string& why) {
    st.d.skipped.push_back("blank card: " + why);
    return Error{};
  };
  std::uint64_t slot = 0;
  if (!l.args_are(3) || !parse_u64(l.args[0], slot) || slot < 1 || slot > 3)
    return skip("expected \"blank-card <1-3> <rule> <text>\".");
  const auto i = static_cast<std::size_t>(slot - 1);
  if (st.blank_seen[i]) return skip("card " + std::to_string(slot) + " appears twice.");
  st.blank_seen[i] = true;
  std::size_t rule = 0;
  while (rule < kCustomRuleNames.size() && l.args[1] != kCustomRuleNames[rule]) ++rule;
  if (rule == kCustomRuleNames.size())
    return skip("card " + std::to_string(slot) + ": unknown rule " + quoted(l.args[1]) + ".");
  auto text = pct_decode(l.args[2]);
  if (!text) return skip("card " + std::to_string(slot) + ": malformed text.");
  if (Error e = check_text(*text, kMaxRuleTextBytes, "the text"))
    return skip("card " + std::to_string(slot) + ": " + e.message);
  st.d.settings.blank_cards.rule[i] = static_cast<CustomRule>(rule);
  st.d.settings.blank_cards.text[i] = std::move(*text);
  return {};
}

Error read_blank_card_penalty(V1State& st, const Line& l) {
  std::uint64_t v = 0;
  if (!l.args_are(1) || !parse_u64(l.args[0], v) || v > 20) {
    st.d.skipped.push_back("blank-card-penalty must be a number from 0 to 20.");
    return {};
  }
  st.d.settings.blank_cards.penalty = static_cast<std::uint8_t>(v);
  return {};
}

// The start screen's setup (a deal link without its seed): forgiving like the blank cards,
// since a lost setup costs a few clicks, never the game or the history.
Error read_setup(V1State& st, const Line& l) {
  if (!l.args_are(1)) {
    st.d.skipped.push_back("start screen setup: expected \"setup <deal link>\".");
    return {};
  }
  auto link = decode_link(l.args[0]);
  if (!link || link->kind != LinkKind::Deal) {
    st.d.skipped.push_back("start screen setup: " +
                           (link ? std::string("not a deal link.") : link.error.message));
    return {};
  }
  link->deal.seed = 0;
  st.d.settings.setup = std::move(link->deal);
  return {};
}

}  // namespace uno::share::detail
