#include "share/save_checks.h"

#include <algorithm>
#include <string>

namespace uno::share::detail {

bool valid_language(std::string_view s) {
  if (s.empty() || s.size() > kMaxLanguageBytes) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
  });
}

Error check_record(const MatchRecord& m, std::size_t index) {
  std::string at = "History entry " + std::to_string(index + 1) + ": ";
  if (!valid_date(m.date)) return {ErrorCode::BadDate, at + "the date is not valid (yyyy-mm-dd)."};
  if (preset_id(m.preset) < 0) return {ErrorCode::UnknownPreset, at + "unknown rule preset."};
  int n = static_cast<int>(m.seats.size());
  if (n < kMinSeats || n > kMaxSeatCount)
    return {ErrorCode::BadSeatCount, at + "a game needs 2 to 10 players."};
  for (int i = 0; i < n; ++i) {
    const Seat& s = m.seats[static_cast<std::size_t>(i)];
    if (static_cast<int>(s.player) >= kPlayerKinds)
      return {ErrorCode::BadSeat, at + "unknown player type."};
    if (Error e =
            check_text(s.name, kMaxNameBytes, at + "the name of seat " + std::to_string(i + 1)))
      return e;
  }
  if (m.scores.size() != m.seats.size())
    return {ErrorCode::BadSyntax, at + "there must be one score per seat."};
  int prev = -1;
  for (int w : m.winners) {
    if (w <= prev || w >= n)
      return {ErrorCode::BadSyntax, at + "the winners must be distinct seats in increasing order."};
    prev = w;
  }
  if (m.rounds < 0) return {ErrorCode::BadNumber, at + "the number of rounds is negative."};
  return {};
}

Error check_action(const Action& a, const Deck& deck, int seats, std::size_t index) {
  bool ok = a.seat >= 0 && a.seat < seats &&
            static_cast<int>(a.type) <= static_cast<int>(ActionType::NextRound) &&
            (a.card == kNoCard || a.card < deck.size) &&
            static_cast<int>(a.colour) <= static_cast<int>(Colour::None) && a.target >= -1 &&
            a.target < seats;
  if (ok) return {};
  return {ErrorCode::IllegalAction,
          "Move " + std::to_string(index + 1) + " of the saved game is malformed."};
}

}  // namespace uno::share::detail
