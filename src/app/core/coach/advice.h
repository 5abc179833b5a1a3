// What the coach asks the Expert and what comes back, as plain data and as a short text
// (the web app's advisor runs in a Web Worker, a separate wasm: only text crosses).
//
// A request names a position by the match's deal and action log (a game is a pure
// function of them), so the advisor rebuilds the game and asks for the seat's own view,
// the same view a bot gets (ai::bot_view): the Expert never sees another hand.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/move_reason.h"
#include "engine/action.h"
#include "share/deal.h"

namespace app {

enum class AdviceKind : std::uint8_t {
  Move = 0,    // a computer Expert seat's decision
  Hint = 1,    // the human's best move, with estimates for the reason
  Review = 2,  // one of the human's past decisions, re-estimated (the round review)
};

struct AdviceRequest {
  std::uint32_t id = 0;
  AdviceKind kind = AdviceKind::Move;
  uno::share::Deal deal;
  std::vector<uno::Action> actions;  // the position: the deal after these actions
  int seat = 0;                      // whose decision
  // False when the session's moves start at a compact save's checkpoint, not the deal: the
  // request cannot say where it is, so it is not sent (answered as failed, as a match too
  // long for a replay link is).
  bool from_deal = true;
};

// An estimated chance (0-100) that `seat` wins the round after `action`.
struct ChanceOf {
  uno::Action action{};
  int pct = 0;
};

struct AdviceReply {
  std::uint32_t id = 0;
  AdviceKind kind = AdviceKind::Move;
  bool ok = false;             // false: the advisor could not answer (the caller falls back)
  uno::Action choice{};        // Move, Hint: the Expert's choice
  std::vector<ChanceOf> est;   // Hint, Review: every candidate's estimate
  uno::ai::MoveReason reason;  // Hint: why, in table terms (ai/move_reason.h), if any
};

// Whether two actions play the same way (the two copies of a face count as one).
bool same_move(const uno::Deck& d, const uno::Action& a, const uno::Action& b);
// The estimate of `a` among `est`; -1 when it is not there.
int estimate_of(const uno::Deck& d, const std::vector<ChanceOf>& est, const uno::Action& a);

// "<id> <kind> <seat> <replay link>" (the link: share::encode_replay_link).
std::optional<std::string> encode_request(const AdviceRequest& r);
std::optional<AdviceRequest> decode_request(std::string_view text);
// "<id> <kind> <ok> <choice> <n> <action pct>... <reason kind seat colour cards>" with an
// action as five numbers (a reply without the reason reads as none).
std::string encode_reply(const AdviceReply& r);
std::optional<AdviceReply> decode_reply(std::string_view text);

}  // namespace app
