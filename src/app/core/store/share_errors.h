// The translated reasons of the share formats' errors (links and saves).
#pragma once

#include "app/core/text/strings.h"
#include "share/share.h"

namespace app {

// The translated one-line reason for a link or save error (the code's English message is
// shown beside it for detail).
const char* error_reason(uno::share::ErrorCode c);

}  // namespace app
