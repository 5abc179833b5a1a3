// Internal building blocks of the formats: CRC-32, base64url, LEB128 varints, a bounded
// byte reader, a bit packer, percent-encoding. Not part of the public API.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace uno::share::detail {

// CRC-32 (IEEE 802.3, reflected, poly 0xEDB88320; the one zlib.crc32 computes).
std::uint32_t crc32(std::string_view bytes);

// base64url alphabet A-Z a-z 0-9 - _, no padding.
std::string base64url_encode(std::string_view bytes);
// Returns the position of the first bad character, or -1 when ok. A length of 1 mod 4 sets
// `truncated`. Unused low bits of the last character are ignored.
long base64url_decode(std::string_view text, std::string& out, bool& truncated);

void put_varint(std::string& out, std::uint64_t v);
void put_u32le(std::string& out, std::uint32_t v);
void put_u64le(std::string& out, std::uint64_t v);

// Reads from a byte string; every read checks the bounds.
class Reader {
 public:
  explicit Reader(std::string_view b) : b_(b) {}
  std::size_t pos() const { return pos_; }
  std::size_t left() const { return b_.size() - pos_; }
  bool byte(std::uint8_t& v);
  // Unsigned LEB128 of at most 10 bytes; false when truncated or over 64 bits.
  bool varint(std::uint64_t& v);
  bool u32le(std::uint32_t& v);
  bool u64le(std::uint64_t& v);
  bool bytes(std::size_t n, std::string_view& v);

 private:
  std::string_view b_;
  std::size_t pos_ = 0;
};

// LSB-first bit packing.
class BitWriter {
 public:
  void put(std::uint32_t v, int bits);
  std::string finish();  // pads the last byte with zero bits

 private:
  std::string out_;
  std::uint64_t acc_ = 0;
  int n_ = 0;
};

class BitReader {
 public:
  explicit BitReader(std::string_view b) : b_(b) {}
  bool get(int bits, std::uint32_t& v);
  // True when every bit after the ones read is zero and no whole byte is left unread.
  bool clean_end() const;

 private:
  std::string_view b_;
  std::size_t bit_ = 0;
};

// Bits needed to store an index below n (0 for n <= 1).
int bits_for(std::size_t n);

// Percent-encoding for save tokens: [A-Za-z0-9._~] stay, other bytes become %XX; the empty
// string is "-" (a literal "-" is "%2D").
std::string pct_encode(std::string_view s);
// Accepts %XX (either case) and printable ASCII except '%', ':' and space.
std::optional<std::string> pct_decode(std::string_view s);

// Decimal parsing (no sign for unsigned, no leading '+', at most 20 digits, overflow-checked).
bool parse_u64(std::string_view s, std::uint64_t& v);
bool parse_int(std::string_view s, int& v);
bool parse_hex64(std::string_view s, std::uint64_t& v);  // exactly 16 hex digits
bool parse_hex32(std::string_view s, std::uint32_t& v);  // exactly 8 hex digits
std::string hex(std::uint64_t v, int digits);

// For error messages: the text in double quotes when it is short, valid UTF-8 without
// control characters; otherwise "(unreadable text)". Messages never echo raw bytes.
std::string quoted(std::string_view s);

}  // namespace uno::share::detail
