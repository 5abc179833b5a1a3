// Share-by-URL: a deal or a whole replay as a URL fragment (base64url, no padding).
//   std::string frag = *uno::share::encode_deal_link(deal);      // "AQEC..."
//   location = ".../#" + frag;
//   auto r = uno::share::decode_link(location_hash);             // leading '#' is ignored
//   if (!r) show(r.error.code, r.error.message); else start(r->deal) / replay(r->actions)
// Byte layout, versioning and error codes: docs/share-format.md.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "share/deal.h"

namespace uno::share {

inline constexpr int kLinkVersion = 1;
inline constexpr std::size_t kMaxLinkChars = 8192;  // decoder refuses longer input
inline constexpr std::size_t kMaxLinkActions = 65535;

enum class LinkKind : std::uint8_t { Deal = 1, Replay = 2 };

struct Link {
  LinkKind kind = LinkKind::Deal;
  Deal deal;
  std::vector<Action> actions;  // Replay only; every one was checked legal by replaying
  friend bool operator==(const Link&, const Link&) = default;
};

// Deal link. Errors: those of check_deal.
Result<std::string> encode_deal_link(const Deal& d);
// Replay link: replays `actions` (IllegalAction if one is not legal) and stores each as its
// index in Game::all_legal_actions at that point. LinkTooLong when over kMaxLinkChars.
Result<std::string> encode_replay_link(const Deal& d, const std::vector<Action>& actions);
// Decodes either kind. Never throws; work and memory are bounded by kMaxLinkChars and
// kMaxLinkActions. A replay is verified by replaying it on a Game.
Result<Link> decode_link(std::string_view fragment);

// Link payload without base64 and checksum (for tools and the fuzzers): `bytes` is the
// binary from the version byte up to, not including, the CRC.
Result<Link> decode_link_payload(std::string_view bytes);
// base64url(payload + CRC-32): the inverse of decode_link_payload (no validation).
std::string seal_link_payload(std::string_view bytes);

}  // namespace uno::share
