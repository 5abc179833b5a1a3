#include "app/core/match/match_setup.h"

#include "app/core/match/table_words.h"
#include "app/core/text/strings.h"

namespace app {

namespace sh = uno::share;

int human_count(const sh::Deal& d) {
  int n = 0;
  for (const sh::Seat& s : d.seats) n += is_human(s) ? 1 : 0;
  return n;
}

int first_human(const sh::Deal& d) {
  for (size_t s = 0; s < d.seats.size(); ++s)
    if (is_human(d.seats[s])) return static_cast<int>(s);
  return -1;
}

uno::ai::Level bot_level(sh::Player p) {
  switch (p) {
    case sh::Player::BotEasy: return uno::ai::Level::Easy;
    case sh::Player::BotHard: return uno::ai::Level::Hard;
    case sh::Player::BotExpert: return uno::ai::Level::Expert;
    default: return uno::ai::Level::Normal;
  }
}

sh::Player next_bot_level(sh::Player p) {
  switch (p) {
    case sh::Player::BotEasy: return sh::Player::BotNormal;
    case sh::Player::BotNormal: return sh::Player::BotHard;
    case sh::Player::BotHard: return sh::Player::BotExpert;
    default: return sh::Player::BotEasy;
  }
}

std::string seat_name_of(std::string_view typed) {
  std::string name = sh::clean_name(typed);
  // "You" is the table's word for the one human at this device: a seat named so (a bot, by
  // a link) would make the table say "You plays". Such a name takes the seat's default.
  return names_you(name) ? std::string() : name;
}

sh::Deal with_default_names(sh::Deal d) {
  const int humans = human_count(d);
  for (size_t k = 0; k < d.seats.size(); ++k) {
    sh::Seat& s = d.seats[k];
    s.name = seat_name_of(s.name);
    if (!s.name.empty()) continue;
    const int seat = static_cast<int>(k);
    if (is_human(s)) s.name = humans == 1 ? tr(UiText::You) : player_default_name(seat + 1);
    else s.name = bot_default_name(seat);
    s.name = sh::truncate_utf8(s.name, sh::kMaxNameBytes);
  }
  return d;
}

std::string seat_limit_note(const sh::Deal& d) {
  const int booklet = uno::booklet_max_seats(d.preset);
  if (booklet <= 0 || static_cast<int>(d.seats.size()) <= booklet) return {};
  return fmt(UiText::SeatsOverBookletFmt, booklet);
}

}  // namespace app
