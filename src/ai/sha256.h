// SHA-256 of a message of at most 55 bytes (one block), for the bot-seed rule (bot.cpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace uno::ai {

// The 32-byte digest; all zero bytes when len > 55 (a longer message needs more blocks).
std::array<std::uint8_t, 32> sha256_short(const std::uint8_t* msg, std::size_t len);

}  // namespace uno::ai
