// Seat masks (bit s stands for seat s) for the game_*.cpp files: not part of the engine's API.
#pragma once

#include <cstdint>

namespace uno {

inline constexpr std::uint16_t bit(int s) { return static_cast<std::uint16_t>(1u << s); }

}  // namespace uno
