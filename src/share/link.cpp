// Link format v1 (docs/share-format.md):
//   version u8 | kind u8 | preset u8 | seat count u8 | seats | seed u64le |
//   rule diff count varint | (field id varint, value)* | [replay part] | CRC-32 u32le
#include "share/link.h"

#include <string>

#include "share/codec.h"
#include "share/rule_fields.h"

namespace uno::share {

namespace {

using detail::Reader;

// Payload + 4-byte CRC must fit in kMaxLinkChars of base64url.
constexpr std::size_t kMaxPayloadBytes = kMaxLinkChars * 3 / 4 - 4;

Error err(ErrorCode c, std::string m) { return Error{c, std::move(m)}; }

// Appends the deal part (everything after the kind byte up to the replay part).
void write_deal(std::string& out, const Deal& d) {
  out += static_cast<char>(preset_id(d.preset));
  out += static_cast<char>(d.seats.size());
  for (const Seat& s : d.seats) {
    out += static_cast<char>(static_cast<unsigned>(s.player) << 5 | s.name.size());
    out += s.name;
  }
  detail::put_u64le(out, d.seed);
  const RuleSet base = *format_base(d.preset);
  std::string diffs;
  std::uint64_t count = 0;
  for (const RuleField& f : rule_fields()) {
    if (same_value(f, d.rules, base)) continue;
    ++count;
    detail::put_varint(diffs, f.id);
    if (f.type == FieldType::String) {
      detail::put_varint(diffs, f.text(d.rules).size());
      diffs += f.text(d.rules);
    } else {
      detail::put_varint(diffs, f.get(d.rules));
    }
  }
  detail::put_varint(out, count);
  out += diffs;
}

Error read_deal(Reader& in, Deal& d) {
  auto cut = [](const char* what) {
    return err(ErrorCode::Truncated, std::string("The link ends too early (in the ") + what + ").");
  };
  std::uint8_t preset_byte = 0, n = 0;
  if (!in.byte(preset_byte)) return cut("preset");
  const char* pname = preset_name_of(preset_byte);
  if (pname == nullptr)
    return err(ErrorCode::UnknownPreset, "The link names rule preset #" +
                                             std::to_string(preset_byte) +
                                             ", which this version of the game does not know.");
  d.preset = pname;
  d.rules = *format_base(pname);
  if (!in.byte(n)) return cut("seat count");
  if (n < kMinSeats || n > kMaxSeatCount)
    return err(ErrorCode::BadSeatCount,
               "The link has " + std::to_string(n) + " players; a game needs 2 to 10.");
  d.seats.clear();
  d.seats.reserve(n);
  for (int i = 0; i < n; ++i) {
    std::uint8_t head = 0;
    std::string_view name;
    if (!in.byte(head)) return cut("seats");
    std::string who = "The name of seat " + std::to_string(i + 1);
    // Bits 5-7: the player kind (bit 7 was reserved until the Expert came).
    if ((head >> 5) >= kPlayerKinds)
      return err(ErrorCode::BadSeat, "Seat " + std::to_string(i + 1) +
                                         " has a player kind this version does not know.");
    std::size_t len = head & 0x1Fu;
    if (len > kMaxNameBytes)
      return err(ErrorCode::NameTooLong,
                 who + " is too long (" + std::to_string(len) + " bytes, at most 16).");
    if (!in.bytes(len, name)) return cut("seat names");
    if (Error e = check_text(name, kMaxNameBytes, who)) return e;
    d.seats.push_back(Seat{static_cast<Player>(head >> 5), std::string(name)});
  }
  if (!in.u64le(d.seed)) return cut("seed");
  std::uint64_t count = 0;
  if (!in.varint(count)) return cut("rules");
  if (count > rule_fields().size())
    return err(ErrorCode::RuleOrder,
               "The link lists more rules than exist (" + std::to_string(count) + ").");
  std::uint64_t last = 0;
  for (std::uint64_t k = 0; k < count; ++k) {
    std::uint64_t id = 0;
    if (!in.varint(id)) return cut("rules");
    const RuleField* f = id <= 0xFFFF ? rule_field(static_cast<std::uint32_t>(id)) : nullptr;
    if (f == nullptr)
      return err(ErrorCode::UnknownRule,
                 "The link uses rule #" + std::to_string(id) +
                     ", which this version of the game does not know; an update may help.");
    if (id <= last)
      return err(ErrorCode::RuleOrder,
                 std::string("The link lists rule \"") + f->name + "\" out of order or twice.");
    last = id;
    std::uint64_t v = 0;
    if (!in.varint(v)) return cut("rules");
    if (f->type == FieldType::String) {
      std::string_view text;
      if (v > f->max)
        return err(ErrorCode::NameTooLong, std::string("Rule \"") + f->name + "\" is too long (" +
                                               std::to_string(v) + " bytes, at most " +
                                               std::to_string(f->max) + ").");
      if (!in.bytes(static_cast<std::size_t>(v), text)) return cut("rules");
      if (Error e = check_text(text, f->max, std::string("Rule \"") + f->name + "\"")) return e;
      f->text_mut(d.rules) = std::string(text);
    } else {
      if (v > f->max)
        return err(ErrorCode::BadRuleValue, std::string("Rule \"") + f->name + "\" has value " +
                                                std::to_string(v) + "; the largest allowed is " +
                                                std::to_string(f->max) + ".");
      f->set(d.rules, static_cast<std::uint32_t>(v));
    }
  }
  if (const char* why = validate(d.rules, n))
    return err(ErrorCode::InvalidRules,
               std::string("The rules in this link cannot be played: ") + why + ".");
  return {};
}

std::string header(LinkKind kind) {
  std::string out;
  out += static_cast<char>(kLinkVersion);
  out += static_cast<char>(kind);
  return out;
}

Result<std::string> seal_checked(const std::string& payload) {
  std::string text = seal_link_payload(payload);
  if (text.size() > kMaxLinkChars)
    return Result<std::string>::failure(ErrorCode::LinkTooLong,
                                        "The game is too long to share as a link (" +
                                            std::to_string(text.size()) + " characters, at most " +
                                            std::to_string(kMaxLinkChars) + ").");
  return Result<std::string>::success(std::move(text));
}

}  // namespace

std::string seal_link_payload(std::string_view bytes) {
  std::string all(bytes);
  detail::put_u32le(all, detail::crc32(bytes));
  return detail::base64url_encode(all);
}

Result<std::string> encode_deal_link(const Deal& d) {
  if (Error e = check_deal(d)) return Result<std::string>::failure(std::move(e));
  std::string out = header(LinkKind::Deal);
  write_deal(out, d);
  return seal_checked(out);
}

Result<std::string> encode_replay_link(const Deal& d, const std::vector<Action>& actions) {
  if (Error e = check_deal(d)) return Result<std::string>::failure(std::move(e));
  if (actions.size() > kMaxLinkActions)
    return Result<std::string>::failure(ErrorCode::LinkTooLong,
                                        "The game is too long to share as a link (" +
                                            std::to_string(actions.size()) + " moves, at most " +
                                            std::to_string(kMaxLinkActions) + ").");
  Game g = start_game(d);
  std::vector<Action> legal;
  detail::BitWriter bits;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    legal.clear();
    if (g.phase() != Phase::MatchOver) g.all_legal_actions(legal);
    std::size_t idx = 0;
    while (idx < legal.size() && !(legal[idx] == actions[i])) ++idx;
    if (idx == legal.size())
      return Result<std::string>::failure(
          ErrorCode::IllegalAction,
          "Move " + std::to_string(i + 1) + " is not allowed at that point of the game.");
    bits.put(static_cast<std::uint32_t>(idx), detail::bits_for(legal.size()));
    g.apply_legal(actions[i]);  // one of the legal moves just listed
  }
  std::string out = header(LinkKind::Replay);
  write_deal(out, d);
  detail::put_varint(out, actions.size());
  detail::put_u32le(out, position_fingerprint(g));
  out += bits.finish();
  return seal_checked(out);
}

Result<Link> decode_link_payload(std::string_view bytes) {
  using R = Result<Link>;
  if (bytes.size() > kMaxPayloadBytes)
    return R::failure(ErrorCode::TooLarge, "The link is too large.");
  Reader in(bytes);
  std::uint8_t version = 0, kind = 0;
  if (!in.byte(version)) return R::failure(ErrorCode::Truncated, "The link is incomplete.");
  if (version != kLinkVersion)
    return R::failure(ErrorCode::UnsupportedVersion,
                      version > kLinkVersion
                          ? "This link was made by a newer version of the game (link format " +
                                std::to_string(version) + "); please update the game to open it."
                          : std::string("This is not a valid game link (format version 0)."));
  if (!in.byte(kind)) return R::failure(ErrorCode::Truncated, "The link is incomplete.");
  if (kind != static_cast<std::uint8_t>(LinkKind::Deal) &&
      kind != static_cast<std::uint8_t>(LinkKind::Replay))
    return R::failure(ErrorCode::UnknownKind, "The link is of kind " + std::to_string(kind) +
                                                  ", which is neither a deal nor a replay.");
  Link link;
  link.kind = static_cast<LinkKind>(kind);
  if (Error e = read_deal(in, link.deal)) return R::failure(std::move(e));
  if (link.kind == LinkKind::Deal) {
    if (in.left() != 0)
      return R::failure(ErrorCode::TrailingData, "The link has " + std::to_string(in.left()) +
                                                     " unexpected bytes at the end.");
    return R::success(std::move(link));
  }

  std::uint64_t count = 0;
  std::uint32_t fingerprint = 0;
  if (!in.varint(count))
    return R::failure(ErrorCode::Truncated, "The link ends too early (in the move count).");
  if (count > kMaxLinkActions)
    return R::failure(ErrorCode::TooManyActions,
                      "The replay has " + std::to_string(count) + " moves; at most " +
                          std::to_string(kMaxLinkActions) + " are allowed.");
  if (!in.u32le(fingerprint))
    return R::failure(ErrorCode::Truncated, "The link ends too early (in the position check).");
  std::string_view rest;
  in.bytes(in.left(), rest);
  detail::BitReader bits(rest);
  Game g = start_game(link.deal);
  std::vector<Action> legal;
  // Moves that are the only choice take no bits, so reserve by the bits actually present.
  link.actions.reserve(static_cast<std::size_t>(count < rest.size() * 8 ? count : rest.size() * 8));
  for (std::uint64_t i = 0; i < count; ++i) {
    auto move_no = [i] { return "Move " + std::to_string(i + 1); };
    if (g.phase() == Phase::MatchOver)
      return R::failure(ErrorCode::IllegalAction, move_no() + " comes after the end of the match.");
    legal.clear();
    g.all_legal_actions(legal);
    if (legal.empty())
      return R::failure(ErrorCode::IllegalAction, move_no() + ": nobody can move at that point.");
    std::uint32_t idx = 0;
    if (!bits.get(detail::bits_for(legal.size()), idx))
      return R::failure(ErrorCode::Truncated,
                        "The link ends too early (at move " + std::to_string(i + 1) + ").");
    if (idx >= legal.size())
      return R::failure(ErrorCode::IllegalAction,
                        move_no() + " is not a legal move at that point.");
    g.apply_legal(legal[idx]);  // one of the legal moves just listed
    link.actions.push_back(legal[idx]);
  }
  if (!bits.clean_end())
    return R::failure(ErrorCode::TrailingData, "The link has unexpected data after the last move.");
  if (position_fingerprint(g) != fingerprint)
    return R::failure(ErrorCode::ReplayMismatch,
                      "The replay does not reach the recorded position; it was probably made with "
                      "a different version of the game.");
  return R::success(std::move(link));
}

Result<Link> decode_link(std::string_view text) {
  using R = Result<Link>;
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  // Trim before checking the size only when the input is small enough to be a link.
  if (text.size() > kMaxLinkChars + 64)
    return R::failure(ErrorCode::TooLarge, "The link is too long (" + std::to_string(text.size()) +
                                               " characters, at most " +
                                               std::to_string(kMaxLinkChars) + ").");
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  if (text.empty()) return R::failure(ErrorCode::Empty, "The link is empty.");
  if (text.size() > kMaxLinkChars)
    return R::failure(ErrorCode::TooLarge, "The link is too long (" + std::to_string(text.size()) +
                                               " characters, at most " +
                                               std::to_string(kMaxLinkChars) + ").");
  std::string bytes;
  bool truncated = false;
  long bad = detail::base64url_decode(text, bytes, truncated);
  if (bad >= 0) {
    auto c = static_cast<unsigned char>(text[static_cast<std::size_t>(bad)]);
    std::string shown = c >= 0x21 && c < 0x7F ? std::string("'") + static_cast<char>(c) + "'"
                                              : "byte " + std::to_string(c);
    return R::failure(ErrorCode::BadCharacters, "The link contains " + shown + " at position " +
                                                    std::to_string(bad + 1) +
                                                    ", which does not belong in a game link.");
  }
  if (truncated || bytes.size() < 5)
    return R::failure(ErrorCode::Truncated, "The link is incomplete: it was probably cut off.");
  std::string_view payload(bytes.data(), bytes.size() - 4);
  // The version comes first: a newer format may check itself differently.
  auto version = static_cast<std::uint8_t>(payload[0]);
  if (version != kLinkVersion) return decode_link_payload(payload);
  Reader crc_in(std::string_view(bytes).substr(bytes.size() - 4));
  std::uint32_t stored = 0;
  crc_in.u32le(stored);
  if (stored != detail::crc32(payload))
    return R::failure(ErrorCode::BadChecksum,
                      "The link is damaged (checksum mismatch): it was probably changed or cut "
                      "off while being copied.");
  return decode_link_payload(payload);
}

}  // namespace uno::share
