// The JSON-lines protocol of `uno-cli play` (docs/protocol.md): one request object per
// line in, one reply object per line out.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "cli/json.h"
#include "engine/game.h"
#include "share/deal.h"

namespace uno::cli {

// One protocol session: at most one game, the requests that drive it.
class ProtocolSession {
 public:
  // Handles one request line and returns the reply (one line of JSON, no newline).
  std::string handle(std::string_view line);
  Json handle_json(const Json& request);
  bool quit() const { return quit_; }
  const Game* game() const { return game_ ? &*game_ : nullptr; }

 private:
  Json dispatch(const std::string& cmd, const Json& req);
  Json cmd_new(const Json& req);
  Json cmd_view(const Json& req);
  Json cmd_legal(const Json& req);
  Json cmd_apply(const Json& req);
  Json cmd_events(const Json& req);
  Json cmd_bot(const Json& req);
  Json cmd_run(const Json& req);
  Json cmd_state(const Json& req);
  // Adds phase, round, current, actors and seq; a reply for one seat (seat >= 0) lists the
  // actors that seat may know of (Game::actors_seen_by), any other reply all of them.
  Json status(Json reply, int seat = -1) const;

  std::optional<Game> game_;
  share::Deal deal_;  // of game_ (the bots' seeds derive from its seed)
  bool quit_ = false;
};

// Runs the protocol until end of input or {"cmd":"quit"}. Returns the exit code.
int run_play(std::istream& in, std::ostream& out);

}  // namespace uno::cli
