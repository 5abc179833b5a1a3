#include "share/codec.h"

#include <array>
#include <limits>

#include "engine/decimal.h"
#include "share/deal.h"

namespace uno::share::detail {

namespace {

constexpr std::array<std::uint32_t, 256> make_crc_table() {
  std::array<std::uint32_t, 256> t{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    t[i] = c;
  }
  return t;
}
constexpr auto kCrcTable = make_crc_table();

constexpr char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int b64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool plain_char(unsigned char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' ||
         c == '_' || c == '~';
}

}  // namespace

std::uint32_t crc32(std::string_view bytes) {
  std::uint32_t c = 0xFFFFFFFFu;
  for (char ch : bytes) c = kCrcTable[(c ^ static_cast<unsigned char>(ch)) & 0xFFu] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    std::uint32_t v = static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])) << 16 |
                      static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8 |
                      static_cast<unsigned char>(bytes[i + 2]);
    out += kB64[v >> 18 & 63];
    out += kB64[v >> 12 & 63];
    out += kB64[v >> 6 & 63];
    out += kB64[v & 63];
  }
  std::size_t rest = bytes.size() - i;
  if (rest == 1) {
    std::uint32_t v = static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])) << 16;
    out += kB64[v >> 18 & 63];
    out += kB64[v >> 12 & 63];
  } else if (rest == 2) {
    std::uint32_t v = static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])) << 16 |
                      static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8;
    out += kB64[v >> 18 & 63];
    out += kB64[v >> 12 & 63];
    out += kB64[v >> 6 & 63];
  }
  return out;
}

long base64url_decode(std::string_view text, std::string& out, bool& truncated) {
  out.clear();
  truncated = false;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    int v = b64_value(text[i]);
    if (v < 0) return static_cast<long>(i);
    acc = (acc << 6 | static_cast<std::uint32_t>(v)) & 0xFFFFFFu;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>(acc >> bits & 0xFFu);
    }
  }
  if (text.size() % 4 == 1) truncated = true;
  return -1;
}

void put_varint(std::string& out, std::uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

void put_u32le(std::string& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out += static_cast<char>(v >> (8 * i) & 0xFFu);
}

void put_u64le(std::string& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out += static_cast<char>(v >> (8 * i) & 0xFFu);
}

bool Reader::byte(std::uint8_t& v) {
  if (pos_ >= b_.size()) return false;
  v = static_cast<std::uint8_t>(b_[pos_++]);
  return true;
}

bool Reader::varint(std::uint64_t& v) {
  v = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    std::uint8_t b;
    if (!byte(b)) return false;
    std::uint64_t part = b & 0x7Fu;
    if (shift == 63 && part > 1) return false;  // over 64 bits
    v |= part << shift;
    if ((b & 0x80u) == 0) return true;
  }
  return false;
}

bool Reader::u32le(std::uint32_t& v) {
  if (left() < 4) return false;
  v = 0;
  for (int i = 0; i < 4; ++i)
    v |= static_cast<std::uint32_t>(static_cast<unsigned char>(b_[pos_++])) << (8 * i);
  return true;
}

bool Reader::u64le(std::uint64_t& v) {
  if (left() < 8) return false;
  v = 0;
  for (int i = 0; i < 8; ++i)
    v |= static_cast<std::uint64_t>(static_cast<unsigned char>(b_[pos_++])) << (8 * i);
  return true;
}

bool Reader::bytes(std::size_t n, std::string_view& v) {
  if (left() < n) return false;
  v = b_.substr(pos_, n);
  pos_ += n;
  return true;
}

void BitWriter::put(std::uint32_t v, int bits) {
  if (bits <= 0) return;
  acc_ |= static_cast<std::uint64_t>(v & ((bits >= 32) ? 0xFFFFFFFFu : ((1u << bits) - 1u))) << n_;
  n_ += bits;
  while (n_ >= 8) {
    out_ += static_cast<char>(acc_ & 0xFFu);
    acc_ >>= 8;
    n_ -= 8;
  }
}

std::string BitWriter::finish() {
  if (n_ > 0) out_ += static_cast<char>(acc_ & 0xFFu);
  acc_ = 0;
  n_ = 0;
  return std::move(out_);
}

bool BitReader::get(int bits, std::uint32_t& v) {
  v = 0;
  if (bits <= 0) return true;
  if (bits > 32 || b_.size() * 8 - bit_ < static_cast<std::size_t>(bits)) return false;
  for (int i = 0; i < bits; ++i, ++bit_) {
    unsigned byte = static_cast<unsigned char>(b_[bit_ / 8]);
    v |= static_cast<std::uint32_t>(byte >> (bit_ % 8) & 1u) << i;
  }
  return true;
}

bool BitReader::clean_end() const {
  std::size_t used = (bit_ + 7) / 8;
  if (used != b_.size()) return false;
  if (bit_ % 8 == 0) return true;
  unsigned last = static_cast<unsigned char>(b_[bit_ / 8]);
  return (last >> (bit_ % 8)) == 0;
}

int bits_for(std::size_t n) {
  int b = 0;
  while (n > (std::size_t{1} << b)) ++b;
  return b;
}

std::string pct_encode(std::string_view s) {
  if (s.empty()) return "-";
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(s.size());
  for (char ch : s) {
    auto c = static_cast<unsigned char>(ch);
    if (plain_char(c)) {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

std::optional<std::string> pct_decode(std::string_view s) {
  if (s == "-") return std::string();
  if (s.empty()) return std::nullopt;
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c == '%') {
      if (i + 2 >= s.size()) return std::nullopt;
      int hi = hex_value(s[i + 1]), lo = hex_value(s[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else if (c > 0x20 && c < 0x7F && c != ':') {
      out += static_cast<char>(c);
    } else {
      return std::nullopt;
    }
  }
  return out;
}

bool parse_u64(std::string_view s, std::uint64_t& v) {
  if (s.size() > 1 && s[0] == '0') return false;  // one spelling per number
  return uno::parse_decimal(s, v);
}

bool parse_int(std::string_view s, int& v) {
  bool neg = !s.empty() && s[0] == '-';
  if (neg) s.remove_prefix(1);
  std::uint64_t u;
  if (!parse_u64(s, u)) return false;
  if (u > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) return false;
  if (neg && u == 0) return false;  // "-0"
  v = neg ? -static_cast<int>(u) : static_cast<int>(u);
  return true;
}

namespace {
bool parse_hex(std::string_view s, std::size_t digits, std::uint64_t& v) {
  if (s.size() != digits) return false;
  v = 0;
  for (char c : s) {
    int h = hex_value(c);
    if (h < 0 || (c >= 'A' && c <= 'F')) return false;  // lowercase only: one spelling
    v = v << 4 | static_cast<std::uint64_t>(h);
  }
  return true;
}
}  // namespace

bool parse_hex64(std::string_view s, std::uint64_t& v) { return parse_hex(s, 16, v); }

bool parse_hex32(std::string_view s, std::uint32_t& v) {
  std::uint64_t w;
  if (!parse_hex(s, 8, w)) return false;
  v = static_cast<std::uint32_t>(w);
  return true;
}

std::string hex(std::uint64_t v, int digits) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, v >>= 4) out[static_cast<std::size_t>(i)] = kHex[v & 15];
  return out;
}

std::string quoted(std::string_view s) {
  if (check_text(s, 32, "text")) return "(unreadable text)";
  return "\"" + std::string(s) + "\"";
}

}  // namespace uno::share::detail
