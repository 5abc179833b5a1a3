// What a screen reader hears: every event of the table in words, in turn order, from the
// same texts as the visual ticker (describe_events). One batch of events (one move and its
// effects) becomes one announcement, so a live region never floods; only the newest few
// are kept. Anything that speaks or sounds (the DOM live region, speech synthesis, sound
// cues) reads the same stream by sequence number. No ImGui.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "app/core/match/moments.h"
#include "app/core/match/table_words.h"
#include "engine/event.h"

namespace uno {
struct Deck;
}

namespace app {

struct Announcement {
  std::uint32_t seq = 0;  // 1, 2, ... for the whole page's life (never reused)
  std::string text;
  // A prompt that lasts seconds (a catch, a late UNO call): the page says it at once, ahead
  // of lines still being read (blind play-test: at 180 words a minute the prompt came after
  // its window had closed).
  bool urgent = false;
};

// A batch's lines in the order of the events they tell, the table's words and the variants'
// moments merged (a moment's line after its event's own); `drop_your_turn`: without the plain
// "Your turn." (a fuller turn line comes instead).
std::vector<std::string> lines_in_order(const std::vector<uno::Event>& events,
                                        const std::function<Who(int)>& who, const uno::Deck* deck,
                                        const Explained& moments, bool drop_your_turn);

class Announcer {
 public:
  static constexpr size_t kKept = 8;
  static constexpr size_t kHistory = 30;  // moves kept for "What happened" (history())

  // `moments`: the variants' special moments of the same events (explain_events), each
  // spoken where its event is, so a cause comes before its effect ("Spin: Draw Red. Cleo
  // draws until a red card." before "Cleo draws 7."). `tail`: lines after all of them (the
  // viewer's new hand size); `turn`: the viewer's turn line, said last in place of the plain
  // "Your turn." (empty: the plain one stays).
  // `lead`: said first, as it is (the hot-seat recap's "Since your last turn:").
  void on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                 const uno::Deck* deck, const Explained& moments = {},
                 const std::vector<std::string>& tail = {}, const std::string& turn = {},
                 const std::string& lead = {});
  // The game's last few lines said again (L; not T's or S's answers), or a word that
  // there are none yet.
  void repeat_last(size_t lines);
  // A line of its own (the table summary asked for with T, a notice's title); `urgent`: see
  // Announcement.
  void say(std::string text, bool urgent = false);
  // The newest announcements, oldest first.
  const std::vector<Announcement>& recent() const { return recent_; }
  std::uint32_t last_seq() const { return seq_; }
  // Hot-seat: the device changes hands, and what was said may name the last player's cards.
  // Forgets every line; `clears()` counts it, so the page empties its log and stops speech.
  void clear();
  std::uint32_t clears() const { return clears_; }
  // The table's moves in words, oldest first (the last kHistory batches of on_events, not
  // the lines said with say()): the help card's "What happened", read at the player's own
  // pace. Forgotten with clear() (a hot-seat hand-over) and at a new match.
  const std::vector<std::string>& history() const { return history_; }
  void new_match() { history_.clear(); }

 private:
  std::vector<Announcement> recent_;  // kKept at most: no deque code in the bundle
  std::vector<std::string> history_;  // kHistory at most
  std::uint32_t seq_ = 0;
  std::uint32_t clears_ = 0;
};

}  // namespace app
