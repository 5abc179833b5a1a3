// Conversions between the app's types (MatchConfig, Settings) and the share formats
// (uno::share::Deal, uno::share::Settings): one place, so links and saves stay valid as
// the UI grows. Pure functions, tested natively.
#pragma once

#include "app/match_config.h"
#include "app/settings.h"
#include "share/share.h"

namespace app {

// Seat names are cut to the format's 16 bytes (never inside a UTF-8 sequence).
uno::share::Deal deal_of(const MatchConfig& cfg);
// Precondition: uno::share::check_deal(d) is ok (decoders only return such deals).
MatchConfig config_of(const uno::share::Deal& d);

uno::share::Settings share_settings_of(const Settings& s);
Settings settings_of(const uno::share::Settings& s);

// The translated one-line reason for a link or save error (the code's English message is
// shown beside it for detail).
const char* error_reason(uno::share::ErrorCode c);

}  // namespace app
