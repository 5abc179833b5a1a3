// Conversions between the app's settings and the share formats' (uno::share::Settings),
// and the translated reasons of the formats' errors: one place, so saves stay valid as
// the UI grows. Pure functions, tested natively. (Matches travel as uno::share::Deal.)
#pragma once

#include "app/core/store/settings.h"
#include "share/share.h"

namespace app {

uno::share::Settings share_settings_of(const Settings& s);
Settings settings_of(const uno::share::Settings& s);

// The translated one-line reason for a link or save error (the code's English message is
// shown beside it for detail).
const char* error_reason(uno::share::ErrorCode c);

}  // namespace app
