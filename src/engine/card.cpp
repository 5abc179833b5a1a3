// Card faces <-> text.
#include "engine/card.h"

namespace uno {

char colour_char(Colour c) {
  switch (c) {
    case Colour::Red: return 'R';
    case Colour::Yellow: return 'Y';
    case Colour::Green: return 'G';
    case Colour::Blue: return 'B';
    case Colour::None: break;
  }
  return '-';
}

Colour colour_from_char(char ch) {
  switch (ch) {
    case 'R': return Colour::Red;
    case 'Y': return Colour::Yellow;
    case 'G': return Colour::Green;
    case 'B': return Colour::Blue;
    default: return Colour::None;
  }
}

std::string to_string(const Card& c) {
  std::string s;
  switch (c.kind) {
    case Kind::Number:
      s += colour_char(c.colour);
      s += static_cast<char>('0' + c.number);
      break;
    case Kind::DrawTwo:
      s += colour_char(c.colour);
      s += "+2";
      break;
    case Kind::Reverse:
      s += colour_char(c.colour);
      s += 'R';
      break;
    case Kind::Skip:
      s += colour_char(c.colour);
      s += 'S';
      break;
    case Kind::Wild: s += 'W'; break;
    case Kind::WildDrawFour: s += "W4"; break;
    case Kind::WildShuffle: s += "WS"; break;
    case Kind::WildCustom:
      s += "WC";
      s += static_cast<char>('1' + c.custom_slot());
      break;
    case Kind::Lauf: s += 'L'; break;
  }
  if (c.spin()) s += '~';
  if (c.dino()) s += '^';
  return s;
}

bool parse_card(std::string_view t, Card& out) {
  Card c;
  // Markers come last, spin before dino.
  if (!t.empty() && t.back() == '^') {
    c.mark |= Card::kDinoBit;
    t.remove_suffix(1);
  }
  if (!t.empty() && t.back() == '~') {
    c.mark |= Card::kSpinBit;
    t.remove_suffix(1);
  }
  if (t.empty()) return false;
  if (t == "W") {
    c.kind = Kind::Wild;
  } else if (t == "W4") {
    c.kind = Kind::WildDrawFour;
  } else if (t == "WS") {
    c.kind = Kind::WildShuffle;
  } else if (t.size() == 3 && t[0] == 'W' && t[1] == 'C' && t[2] >= '1' && t[2] <= '3') {
    c.kind = Kind::WildCustom;
    c.mark = static_cast<std::uint8_t>(c.mark | ((t[2] - '1') << 4));
  } else if (t == "L") {
    c.kind = Kind::Lauf;
  } else {
    c.colour = colour_from_char(t[0]);
    if (c.colour == Colour::None) return false;
    std::string_view r = t.substr(1);
    if (r.size() == 1 && r[0] >= '0' && r[0] <= '9') {
      c.kind = Kind::Number;
      c.number = static_cast<std::uint8_t>(r[0] - '0');
    } else if (r == "+2") {
      c.kind = Kind::DrawTwo;
    } else if (r == "R") {
      c.kind = Kind::Reverse;
    } else if (r == "S") {
      c.kind = Kind::Skip;
    } else {
      return false;
    }
  }
  if (c.spin() && c.kind != Kind::Number) return false;
  out = c;
  return true;
}

}  // namespace uno
