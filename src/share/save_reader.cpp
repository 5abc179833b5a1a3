// Saved data, text format v1 (docs/share-format.md): one record per line, "tag args...",
// each tag read by its own small reader. The first line is "uno-save 1" (checked by
// load_save), the last "crc <8 hex digits>".
#include "share/save_reader.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "share/codec.h"
#include "share/link.h"
#include "share/rule_fields.h"
#include "share/save_checks.h"
#include "share/save_lines.h"
#include "share/save_position.h"

namespace uno::share::detail {

namespace {

using R = Result<SaveData>;

bool valid_key(std::string_view k) {
  if (k.empty() || k[0] < 'a' || k[0] > 'z') return false;
  return std::all_of(k.begin(), k.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

// Splits on single spaces; false on an empty token (two spaces, leading/trailing space).
bool split(std::string_view s, std::vector<std::string_view>& out, std::size_t max_tokens) {
  out.clear();
  if (s.empty()) return true;
  std::size_t start = 0;
  for (;;) {
    std::size_t sp = s.find(' ', start);
    std::string_view tok = s.substr(start, sp == std::string_view::npos ? sp : sp - start);
    if (tok.empty() || out.size() >= max_tokens) return false;
    out.push_back(tok);
    if (sp == std::string_view::npos) return true;
    start = sp + 1;
  }
}

std::optional<Player> player_from(std::string_view s) {
  for (int i = 0; i < kPlayerKinds; ++i)
    if (s == player_name(static_cast<Player>(i))) return static_cast<Player>(i);
  return std::nullopt;
}

Error read_act(V1State& st, const Line& l) {
  if (l.rest.empty()) return bad(ErrorCode::BadSyntax, "empty move.");
  if (st.acts.size() >= kMaxSaveActions)
    return bad(ErrorCode::TooManyActions, "the saved game has too many moves.");
  st.acts.push_back(l.rest);
  if (!st.have_game) st.act_before_game = true;
  return {};
}

Error read_game(V1State& st, const Line& l) {
  st.have_game = true;
  if (!l.args_are(2)) return bad(ErrorCode::BadSyntax, "expected \"game <preset> <seed>\".");
  if (preset_id(l.args[0]) < 0)
    return bad(ErrorCode::UnknownPreset, "unknown rule preset " + quoted(l.args[0]) + ".");
  st.deal.preset = std::string(l.args[0]);
  st.deal.rules = *format_base(l.args[0]);
  if (!parse_hex64(l.args[1], st.deal.seed))
    return bad(ErrorCode::BadNumber, "the seed must be 16 lowercase hex digits.");
  return {};
}

Error read_rule(V1State& st, const Line& l) {
  if (!st.have_game) return bad(ErrorCode::BadSyntax, "\"rule\" before \"game\".");
  if (!l.args_are(2)) return bad(ErrorCode::BadSyntax, "expected \"rule <name> <value>\".");
  const RuleField* f = rule_field(l.args[0]);
  if (f == nullptr) return bad(ErrorCode::UnknownRule, "unknown rule " + quoted(l.args[0]) + ".");
  const std::string rule = std::string("rule \"") + f->name + "\"";
  if (st.rule_seen[f->id]) return bad(ErrorCode::DuplicateField, rule + " appears twice.");
  st.rule_seen[f->id] = true;
  if (f->type == FieldType::String) {
    auto v = pct_decode(l.args[1]);
    if (!v) return bad(ErrorCode::BadSyntax, rule + ": malformed text.");
    if (Error e = check_text(*v, f->max, rule)) return e;
    f->text_mut(st.deal.rules) = std::move(*v);
    return {};
  }
  std::uint64_t v = 0;
  if (!parse_u64(l.args[1], v)) return bad(ErrorCode::BadNumber, rule + ": not a number.");
  if (v > f->max)
    return bad(ErrorCode::BadRuleValue, rule + " has value " + std::to_string(v) +
                                            "; the largest allowed is " + std::to_string(f->max) +
                                            ".");
  f->set(st.deal.rules, static_cast<std::uint32_t>(v));
  return {};
}

Error read_seat(V1State& st, const Line& l) {
  if (!st.have_game) return bad(ErrorCode::BadSyntax, "\"seat\" before \"game\".");
  if (!l.args_are(2)) return bad(ErrorCode::BadSyntax, "expected \"seat <player> <name>\".");
  if (st.deal.seats.size() >= static_cast<std::size_t>(kMaxSeatCount))
    return bad(ErrorCode::BadSeatCount, "more than 10 seats.");
  auto p = player_from(l.args[0]);
  if (!p) return bad(ErrorCode::BadSeat, "the player must be human, easy, normal, hard or expert.");
  auto name = pct_decode(l.args[1]);
  if (!name) return bad(ErrorCode::BadSyntax, "malformed name.");
  if (Error e = check_text(*name, kMaxNameBytes, "the name")) return e;
  st.deal.seats.push_back(Seat{*p, std::move(*name)});
  return {};
}

// "0,2": seat numbers below `seats`, at most `seats` of them.
Error read_winners(std::string_view w, std::size_t seats, std::vector<int>& out) {
  for (;;) {
    std::size_t comma = w.find(',');
    int v = 0;
    if (!parse_int(w.substr(0, comma), v) || v < 0 || static_cast<std::size_t>(v) >= seats ||
        out.size() >= seats)
      return bad(ErrorCode::BadNumber, "the winners must be seat numbers.");
    out.push_back(v);
    if (comma == std::string_view::npos) return {};
    w = w.substr(comma + 1);
  }
}

// "<player>:<score>:<name>"
Error read_match_seat(std::string_view t, MatchRecord& m) {
  std::size_t c1 = t.find(':');
  std::size_t c2 = c1 == std::string_view::npos ? c1 : t.find(':', c1 + 1);
  if (c2 == std::string_view::npos)
    return bad(ErrorCode::BadSyntax, "a seat must be \"<player>:<score>:<name>\".");
  auto p = player_from(t.substr(0, c1));
  if (!p) return bad(ErrorCode::BadSeat, "the player must be human, easy, normal, hard or expert.");
  int score = 0;
  if (!parse_int(t.substr(c1 + 1, c2 - c1 - 1), score))
    return bad(ErrorCode::BadNumber, "malformed score.");
  auto name = pct_decode(t.substr(c2 + 1));
  if (!name) return bad(ErrorCode::BadSyntax, "malformed name.");
  m.seats.push_back(Seat{*p, std::move(*name)});
  m.scores.push_back(score);
  return {};
}

Error read_match(V1State& st, const Line& l) {
  const auto& tok = l.args;
  if (tok.size() < 4 + 2)
    return bad(ErrorCode::BadSyntax,
               "expected \"match <date> <preset> <rounds> <winners> <seats>\".");
  if (st.d.history.size() >= 10 * kMaxHistory)
    return bad(ErrorCode::TooLarge, "too many history entries.");
  MatchRecord m;
  m.date = std::string(tok[0]);
  if (!valid_date(m.date)) return bad(ErrorCode::BadDate, "the date is not valid (yyyy-mm-dd).");
  m.preset = std::string(tok[1]);
  if (preset_id(m.preset) < 0) return bad(ErrorCode::UnknownPreset, "unknown rule preset.");
  if (!parse_int(tok[2], m.rounds) || m.rounds < 0)
    return bad(ErrorCode::BadNumber, "the number of rounds is malformed.");
  std::size_t seats = tok.size() - 4;
  if (seats > static_cast<std::size_t>(kMaxSeatCount))
    return bad(ErrorCode::BadSeatCount, "a game has at most 10 players.");
  if (tok[3] != "-")
    if (Error e = read_winners(tok[3], seats, m.winners)) return e;
  for (std::size_t i = 4; i < tok.size(); ++i)
    if (Error e = read_match_seat(tok[i], m)) return e;
  if (Error e = check_record(m, st.d.history.size())) return e;
  st.d.history.push_back(std::move(m));
  return {};
}

Error read_stats(V1State& st, const Line& l) {
  static constexpr std::array<std::string_view, 5> kKeys{"played", "won", "rounds", "streak",
                                                         "best-streak"};
  Stats& s = st.d.stats;
  std::uint32_t* const dst[5] = {&s.matches_played, &s.matches_won, &s.rounds_played,
                                 &s.current_streak, &s.best_streak};
  std::uint32_t seen = 0;
  for (std::string_view t : l.args) {
    std::size_t eq = t.find('=');
    if (eq == std::string_view::npos) return bad(ErrorCode::BadSyntax, "stats must be key=value.");
    std::uint64_t v = 0;
    if (!parse_u64(t.substr(eq + 1), v) || v > std::numeric_limits<std::uint32_t>::max())
      return bad(ErrorCode::BadNumber, "malformed number in stats.");
    for (std::size_t i = 0; i < kKeys.size(); ++i) {
      if (t.substr(0, eq) != kKeys[i]) continue;
      if (seen & (1u << i)) return bad(ErrorCode::DuplicateField, "a stat appears twice.");
      seen |= 1u << i;
      *dst[i] = static_cast<std::uint32_t>(v);
    }  // unknown stats are ignored (written by a newer v1 writer)
  }
  return {};
}

Error read_misplaced(V1State&, const Line& l) {
  return bad(ErrorCode::BadSyntax, "\"" + std::string(l.tag) + "\" in the middle of the data.");
}

// One reader per line tag. `once`: a second line with the tag is an error. `whole`: the
// text after the tag is the argument as is (moves); other lines are split on spaces first.
// `setting`: a value that cannot be read (or a repeated line) is skipped with its reason in
// SaveData::skipped and the setting keeps its default; the game and the rest still load.
struct LineReader {
  std::string_view tag;
  bool once;
  bool whole;
  Error (*read)(V1State&, const Line&);
  bool setting = false;
};
constexpr LineReader kReaders[] = {
    {"act", false, true, read_act},
    {"language", true, false, read_language, true},
    {"colour-blind", true, false, read_colour_blind, true},
    {"animation", true, false, read_animation, true},
    {"volume", false, false, read_sound},
    {"mute", false, false, read_sound},
    {"speech", false, false, read_sound},
    {"braille", true, false, read_braille, true},
    {"high-contrast", true, false, read_high_contrast, true},
    {"reduce-motion", true, false, read_reduce_motion, true},
    {"large-cards", true, false, read_large_cards, true},
    {"pace", true, false, read_pace, true},
    {"tips-seen", true, false, read_tips_seen, true},
    {"tips", true, false, read_tips, true},
    {"blank-card", false, false, read_blank_card},
    {"blank-card-penalty", false, false, read_blank_card_penalty},
    {"setup", true, false, read_setup, true},
    {"game", true, false, read_game},
    {"rule", false, false, read_rule},
    {"seat", false, false, read_seat},
    {"position", false, false, read_position},
    {"pos-scores", false, false, read_pos_numbers},
    {"pos-wins", false, false, read_pos_numbers},
    {"pos-hand", false, false, read_pos_cards},
    {"pos-draw", false, false, read_pos_cards},
    {"pos-discard", false, false, read_pos_cards},
    {"match", false, false, read_match},
    {"stats", true, false, read_stats},
    {"crc", false, false, read_misplaced},
    {"uno-save", false, false, read_misplaced},
};

// The text before the checksum line, which must match it.
Error checked_body(std::string_view text, std::string_view& body) {
  body = text;
  if (!body.empty() && body.back() == '\n') body.remove_suffix(1);
  std::size_t nl = body.rfind('\n');
  if (nl == std::string_view::npos || body.substr(nl + 1, 4) != "crc ")
    return bad(ErrorCode::Truncated, "The saved data is incomplete: its checksum line is missing.");
  std::uint32_t stored = 0;
  if (!parse_hex32(body.substr(nl + 5), stored))
    return bad(ErrorCode::BadSyntax, "The saved data has a malformed checksum line.");
  body = body.substr(0, nl + 1);
  if (crc32(body) != stored)
    return bad(ErrorCode::BadChecksum, "The saved data is damaged (checksum mismatch).");
  return {};
}

// The game in progress: its deal is checked and every move replayed.
R finish(V1State& st) {
  if (st.act_before_game)
    return R::failure(ErrorCode::MissingField, "Saved data: moves without a \"game\" line.");
  if (st.have_game) {
    if (Error e = check_deal(st.deal)) return R::failure(e.code, "Saved game: " + e.message);
    if (Error e = check_checkpoint(st)) return R::failure(std::move(e));
    Game g = start_game(st.deal);
    if (st.from) {
      const char* why = Game::from_position(st.deal.rules, static_cast<int>(st.deal.seats.size()),
                                            st.from->position, g);
      if (why)
        return R::failure(ErrorCode::BadSyntax,
                          std::string("Saved game: the position cannot be used: ") + why + ".");
    }
    SavedGame sg;
    sg.from = std::move(st.from);
    sg.actions.reserve(st.acts.size());
    for (std::size_t i = 0; i < st.acts.size(); ++i) {
      Action a;
      std::string move = "Saved game, move " + std::to_string(i + 1);
      if (g.phase() == Phase::MatchOver)
        return R::failure(ErrorCode::IllegalAction, move + " comes after the end of the match.");
      if (const char* why = g.parse(st.acts[i], a))
        return R::failure(ErrorCode::IllegalAction, move + " cannot be read: " + why + ".");
      // Not Game::apply's reason: its words stay out of the page (uno-cli says why).
      if (!g.is_legal(a))
        return R::failure(ErrorCode::IllegalAction, move + " (" + std::string(st.acts[i]) +
                                                        ") is not allowed at that point.");
      g.apply_legal(a);
      sg.actions.push_back(a);
    }
    sg.deal = std::move(st.deal);
    sg.position = std::make_shared<const Game>(std::move(g));  // replayed once, kept
    st.d.game = std::move(sg);
  }
  return R::success(std::move(st.d));
}

R load_lines(std::string_view text, int version) {
  std::string_view body;
  if (Error e = checked_body(text, body)) return R::failure(std::move(e));
  V1State st;
  // Both versions are forms write_save writes today (1 without a checkpoint): nothing to
  // migrate. An older form a later writer gives up would keep its own number here.
  st.d.loaded_version = kSaveVersion;
  st.version = version;
  std::array<bool, std::size(kReaders)> seen{};
  Line l;
  std::size_t line_no = 0;
  for (std::size_t pos = 0; pos < body.size();) {
    std::size_t end = body.find('\n', pos);  // body ends with '\n'
    std::string_view line = body.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    auto fail = [&](ErrorCode c, const std::string& m) {
      return R::failure(c, "Saved data, line " + std::to_string(line_no) + ": " + m);
    };
    if (line.size() > kMaxSaveLine) return fail(ErrorCode::TooLarge, "the line is too long.");
    if (line_no == 1) continue;  // the header, checked by load_save
    std::size_t sp = line.find(' ');
    l.tag = line.substr(0, sp);
    l.rest = sp == std::string_view::npos ? std::string_view() : line.substr(sp + 1);
    l.args.clear();
    if (!valid_key(l.tag)) return fail(ErrorCode::BadSyntax, "malformed line.");
    const LineReader* r = nullptr;
    for (const LineReader& x : kReaders)
      if (x.tag == l.tag) r = &x;
    if (r == nullptr || !r->whole) {
      if (!split(l.rest, l.args, 16)) return fail(ErrorCode::BadSyntax, "malformed line.");
      if (r == nullptr) continue;  // written by a newer version for information: ignored
    }
    Error e;
    if (r->once) {
      bool& twice = seen[static_cast<std::size_t>(r - kReaders)];
      if (twice)
        e = bad(ErrorCode::DuplicateField, "\"" + std::string(l.tag) + "\" appears twice.");
      twice = true;
    }
    if (!e) e = r->read(st, l);
    if (e && r->setting) st.d.skipped.push_back(e.message);  // the default stays
    else if (e) return fail(e.code, e.message);
  }
  return finish(st);
}

}  // namespace

R load_v1(std::string_view text) { return load_lines(text, 1); }
R load_v2(std::string_view text) { return load_lines(text, 2); }

}  // namespace uno::share::detail
