// Seeds of new games. A seed deals every hidden card, so it must not be guessable: it comes
// from the platform's cryptographic source (getentropy: crypto.getRandomValues in the
// browser, the kernel's generator natively), never from a clock or an earlier seed.
#pragma once

#include <cstdint>

namespace app {

std::uint64_t fresh_seed();

}  // namespace app
