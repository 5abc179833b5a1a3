// The position lines of a compact save (format 2): written from a Checkpoint, read back
// field by field; the engine checks the whole position again (Game::from_position).
#include "share/save_position.h"

#include "share/codec.h"

namespace uno::share::detail {

namespace {

constexpr std::uint32_t kSeenPosition = 1u << 10, kSeenScores = 1u << 11, kSeenWins = 1u << 12,
                        kSeenDraw = 1u << 13, kSeenDiscard = 1u << 14;

// Two lowercase hex digits per card id; "-" for none.
std::string cards_token(const std::vector<CardId>& cards) {
  if (cards.empty()) return "-";
  std::string t;
  for (CardId id : cards) t += hex(id, 2);
  return t;
}

bool parse_cards(std::string_view t, std::vector<CardId>& out) {
  out.clear();
  if (t == "-") return true;
  if (t.empty() || t.size() % 2 != 0 || t.size() > 2 * kMaxCards) return false;
  for (std::size_t i = 0; i < t.size(); i += 2) {
    std::uint64_t v = 0;
    for (char c : t.substr(i, 2)) {
      const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) return false;
      v = v * 16 + static_cast<std::uint64_t>(d);
    }
    out.push_back(static_cast<CardId>(v));
  }
  return true;
}

// A line of the checkpoint: only after "game" and "position", and once.
Error seen_once(V1State& st, const Line& l, std::uint32_t bit) {
  if (!st.from)
    return bad(ErrorCode::BadSyntax, "\"" + std::string(l.tag) + "\" before \"position\".");
  if (st.pos_seen & bit)
    return bad(ErrorCode::DuplicateField, "\"" + std::string(l.tag) + "\" appears twice.");
  st.pos_seen |= bit;
  return {};
}

}  // namespace

std::string checkpoint_lines(const Checkpoint& c, int seats) {
  const Position& p = c.position;
  std::string out = "position " + std::to_string(c.moves);
  for (int v : {p.round, p.dealer, p.current, p.direction, static_cast<int>(p.colour),
                static_cast<int>(p.prev_colour), static_cast<int>(p.last_spin),
                static_cast<int>(p.wd4_guilty), p.stall, p.stall_total})
    out += " " + std::to_string(v);
  out += " " + hex(p.rng_state, 16) + " " + hex(p.rng_inc, 16) + "\n";
  const auto n = static_cast<std::size_t>(seats);
  out += "pos-scores";
  for (std::size_t s = 0; s < n; ++s) out += " " + std::to_string(p.scores[s]);
  out += "\npos-wins";
  for (std::size_t s = 0; s < n; ++s) out += " " + std::to_string(p.rounds_won[s]);
  out += "\n";
  for (std::size_t s = 0; s < n; ++s)
    out += "pos-hand " + std::to_string(s) + " " + cards_token(p.hands[s]) + "\n";
  return out + "pos-draw " + cards_token(p.draw) + "\npos-discard " + cards_token(p.discard) + "\n";
}

Error read_position(V1State& st, const Line& l) {
  if (st.version < 2) return {};  // unknown to version 1
  if (!st.have_game) return bad(ErrorCode::BadSyntax, "\"position\" before \"game\".");
  if (st.from) return bad(ErrorCode::DuplicateField, "\"position\" appears twice.");
  if (!l.args_are(13)) return bad(ErrorCode::BadSyntax, "malformed position.");
  Checkpoint c;
  Position& p = c.position;
  int v[10];
  for (std::size_t i = 0; i < 10; ++i)
    if (!parse_int(l.args[i + 1], v[i])) return bad(ErrorCode::BadNumber, "malformed position.");
  // Enums are range-checked before they are cast; the engine checks the rest.
  if (!parse_u64(l.args[0], c.moves) || c.moves > kMaxCheckpointMoves || v[4] < 0 ||
      v[4] > static_cast<int>(Colour::None) || v[5] < 0 || v[5] > static_cast<int>(Colour::None) ||
      v[6] < 0 || v[6] >= kSpinOutcomes || v[7] < 0 || v[7] > 1 ||
      !parse_hex64(l.args[11], p.rng_state) || !parse_hex64(l.args[12], p.rng_inc))
    return bad(ErrorCode::BadNumber, "a number of the position is out of range.");
  p.round = v[0];
  p.dealer = v[1];
  p.current = v[2];
  p.direction = v[3];
  p.colour = static_cast<Colour>(v[4]);
  p.prev_colour = static_cast<Colour>(v[5]);
  p.last_spin = static_cast<SpinOutcome>(v[6]);
  p.wd4_guilty = v[7] == 1;
  p.stall = v[8];
  p.stall_total = v[9];
  st.from = std::move(c);
  st.pos_seen |= kSeenPosition;
  return {};
}

Error read_pos_numbers(V1State& st, const Line& l) {
  if (st.version < 2) return {};
  const bool scores = l.tag == "pos-scores";
  if (Error e = seen_once(st, l, scores ? kSeenScores : kSeenWins)) return e;
  auto& dst = scores ? st.from->position.scores : st.from->position.rounds_won;
  if (l.args.size() > dst.size()) return bad(ErrorCode::BadSeatCount, "more than 10 seats.");
  for (std::size_t i = 0; i < l.args.size(); ++i)
    if (!parse_int(l.args[i], dst[i])) return bad(ErrorCode::BadNumber, "malformed number.");
  (scores ? st.scores : st.wins) = l.args.size();
  return {};
}

Error read_pos_cards(V1State& st, const Line& l) {
  if (st.version < 2) return {};
  Position* p = st.from ? &st.from->position : nullptr;
  std::vector<CardId>* dst = nullptr;
  std::uint32_t bit = 0;
  std::size_t arg = 0;
  if (l.tag == "pos-hand") {
    int seat = -1;
    if (!l.args_are(2) || !parse_int(l.args[0], seat) || seat < 0 || seat >= kMaxSeats)
      return bad(ErrorCode::BadSyntax, "expected \"pos-hand <seat> <cards>\".");
    bit = 1u << seat;
    arg = 1;
    if (p) dst = &p->hands[static_cast<std::size_t>(seat)];
  } else {
    if (!l.args_are(1)) return bad(ErrorCode::BadSyntax, "expected one list of cards.");
    const bool draw = l.tag == "pos-draw";
    bit = draw ? kSeenDraw : kSeenDiscard;
    if (p) dst = draw ? &p->draw : &p->discard;
  }
  if (Error e = seen_once(st, l, bit)) return e;
  if (!parse_cards(l.args[arg], *dst)) return bad(ErrorCode::BadSyntax, "malformed cards.");
  return {};
}

Error check_checkpoint(const V1State& st) {
  if (!st.from) return {};
  const std::size_t seats = st.deal.seats.size();
  const std::uint32_t hands = (1u << seats) - 1u;
  const std::uint32_t all =
      hands | kSeenPosition | kSeenScores | kSeenWins | kSeenDraw | kSeenDiscard;
  if (st.pos_seen != all || st.scores != seats || st.wins != seats)
    return bad(ErrorCode::MissingField,
               "Saved game: the position needs one score, win count and hand per seat, the "
               "draw and the discard pile.");
  return {};
}

}  // namespace uno::share::detail
