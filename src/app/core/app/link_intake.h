// What the page's URL fragment asks for: nothing, the test/options parameters
// ("#seed=5&lang=de"), a shared deal, a replay, or a link that cannot be opened (with the
// notice that says why). Share links are base64url, which never contains '='.
#pragma once

#include <string_view>
#include <vector>

#include "app/core/app/notice.h"
#include "app/core/app/url_params.h"
#include "share/deal.h"

namespace app {

struct LinkIntake {
  enum class Kind { None, Params, Deal, Replay, Bad } kind = Kind::None;
  UrlParams params;                  // Params; a Deal's or Replay's options after the link
  uno::share::Deal deal;             // Deal, Replay (empty names filled in)
  std::vector<uno::Action> actions;  // Replay
  Notice notice;                     // Bad: what to tell the player
};

LinkIntake take_link(std::string_view fragment);

}  // namespace app
