// Cards: colours, kinds, point values and the compact card notation.
//
// Card notation (stable; used by the CLI protocol, transcripts and tests):
//   colour letter  R Y G B   (red, yellow, green, blue)
//   numbers        R0 .. R9             e.g. "G7"
//   Draw Two       R+2                  e.g. "B+2"
//   Reverse        RR                   e.g. "YR"
//   Skip           RS                   e.g. "GS"
//   Wild           W
//   Wild Draw Four W4
//   Shuffle Hands  WS
//   Customizable   WC1 WC2 WC3          (the digit is the card's rule slot, 1-based)
//   Lauf! joker    L
//   markers (suffix, in this order): "~" Spin card (000, e.g. "R3~"),
//                                    "^" dino symbol (003, e.g. "BS^", "W4^")
// Two physical copies share a face ("R7"); a card id ("#17") tells them apart.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace uno {

// Index into a deal's card table (Deck). Stable for the whole match.
using CardId = std::uint8_t;
inline constexpr CardId kNoCard = 0xFF;
inline constexpr int kMaxCards = 128;
inline constexpr int kMaxSeats = 10;

enum class Colour : std::uint8_t { Red = 0, Yellow = 1, Green = 2, Blue = 3, None = 4 };
inline constexpr int kColours = 4;

enum class Kind : std::uint8_t {
  Number,
  DrawTwo,
  Reverse,
  Skip,
  Wild,
  WildDrawFour,
  WildShuffle,  // official112: Wild Shuffle Hands
  WildCustom,   // official112: Wild Customizable (rule per slot)
  Lauf,         // dino: "Lauf!" joker
};

// 4 bytes, trivially copyable. mark: bit0 Spin, bit1 dino, bits4-5 custom slot (0..2).
struct Card {
  Kind kind = Kind::Number;
  Colour colour = Colour::None;
  std::uint8_t number = 0;  // 0..9 for Number cards, else 0
  std::uint8_t mark = 0;

  static constexpr std::uint8_t kSpinBit = 1;
  static constexpr std::uint8_t kDinoBit = 2;

  constexpr bool spin() const { return (mark & kSpinBit) != 0; }
  constexpr bool dino() const { return (mark & kDinoBit) != 0; }
  constexpr int custom_slot() const { return (mark >> 4) & 3; }
  // Wild-type cards have no printed colour (W, W4, WS, WC, L).
  constexpr bool is_wild() const { return colour == Colour::None; }
  constexpr bool is_action() const {
    return kind == Kind::DrawTwo || kind == Kind::Reverse || kind == Kind::Skip;
  }
  friend constexpr bool operator==(const Card&, const Card&) = default;
};

char colour_char(Colour c);        // 'R','Y','G','B', '-' for None
Colour colour_from_char(char ch);  // Colour::None when not a colour letter

std::string to_string(const Card& c);  // face, e.g. "R+2^"
// Parses a face (markers included, no "#id"). Returns false on bad text.
bool parse_card(std::string_view text, Card& out);

}  // namespace uno
