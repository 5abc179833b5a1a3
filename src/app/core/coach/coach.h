// The coach: a computer Expert's moves, the human's Hint and the review after a round, all
// answered by an Advisor (advisor.h) while the table waits with no frame work; the answers
// wake the loop. The review runs after each round of a match with an Expert seat, and after
// every round once the player has asked for a hint on this page. Without an advisor (or when it
// fails or takes too long) the Expert plays as Hard and the hint says the coach is not available.
// No ImGui.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/coach/advice.h"
#include "app/core/coach/advisor.h"

namespace app {

class Announcer;
class Session;

// How long a computer Expert's answer may take before Hard moves instead.
inline constexpr double kExpertTimeoutMs = 4000;

struct Hint {
  std::uint32_t generation = 0;
  std::size_t at = 0;  // the position: the action log's size
  bool ready = false;
  bool ok = false;
  AdviceReply reply;  // the choice and the estimates (hint_text words them)
};

// One of the human's moves the Expert rates clearly worse than another.
struct ReviewMark {
  int move = 0;  // the human's n-th decision of the round, from 1
  uno::Action played{}, better{};
  int played_pct = 0, better_pct = 0;  // review_text words it
};

struct Review {
  std::uint32_t generation = 0;
  std::size_t round_end = 0;  // the log's size when the round ended
  bool done = false;
  int checked = 0, total = 0;     // decisions estimated so far, of all to look at
  std::vector<ReviewMark> marks;  // the worst kReviewMarks, in the order played
};

inline constexpr std::size_t kReviewMarks = 3;
inline constexpr std::size_t kReviewMaxPoints = 24;  // the round's last decisions
inline constexpr int kReviewMinDrop = 10;            // percentage points: less is within the noise
// A review question unanswered this long is skipped (a worker that never answers must not
// hold the review up forever).
inline constexpr double kReviewTimeoutMs = 20000;

class Coach {
 public:
  void set_advisor(Advisor* a) { advisor_ = a; }
  bool available() const { return advisor_ != nullptr; }

  // Each frame: takes the advisor's answers, asks for a computer Expert's move when the
  // session waits for one, starts and continues the round review. Returns true when
  // something changed on screen.
  bool frame(Session& s, Announcer& announcer, double now);
  // Once after the Expert was too slow and the computer seats went on as Hard: the app
  // tells the player why (the coach shows nothing itself).
  bool take_expert_slow();
  // Whether the viewer may ask for a hint: the game waits for their decision.
  bool may_hint(const Session& s) const;
  // The human at the table asks what the Expert would do.
  void ask_hint(const Session& s, double now);
  // The hint of the position on the table (none after a move).
  const Hint* hint(const Session& s) const;
  // The review of the round that just ended (none during play).
  const Review* review(const Session& s) const;
  // When the loop must wake for the coach: at once for an Expert not asked yet (its turn
  // came with a move made this frame: 0) and for the review's next question (the last
  // answer came within a frame: nothing else would wake the loop), then when an answer is
  // overdue; -1: never.
  double next_wake(const Session& s) const;
  void reset();
  // Hot-seat: the device changes hands. The hint and the review spoke of the last player's
  // cards: they go, and an answer still on its way for them is dropped.
  void forget_private();

 private:
  bool take_answers(Session& s, Announcer& announcer, double now);
  void expert_fallback(Session& s, double now);
  void start_review(const Session& s);
  // Whether the coach is on for this match: an Expert seat, or the player has asked for a
  // hint on this page (the review then follows every round, later matches too).
  bool in_use(const Session& s) const;
  bool review_due(const Session& s) const;     // a round just ended: its review starts now
  bool review_to_ask(const Session& s) const;  // the review's next question may go
  void on_review_answer(const Session& s, const AdviceReply& r, Announcer& announcer);
  std::uint32_t send(AdviceKind kind, const Session& s, std::size_t at, int seat);

  Advisor* advisor_ = nullptr;
  bool expert_slow_ = false;  // take_expert_slow() has news
  std::uint32_t next_id_ = 1;
  // The Expert's move asked for: its request id and position.
  std::uint32_t move_id_ = 0;
  std::uint32_t move_gen_ = 0;
  std::size_t move_at_ = 0;
  double move_deadline_ = -1;
  std::uint32_t hint_id_ = 0;
  bool hinted_ = false;  // the player asked for a hint on this page
  std::optional<Hint> hint_;
  std::optional<Review> review_;
  struct Point {
    std::size_t at;  // the decision: actions()[at], made in the position before it
    int move;        // the human's n-th decision of the round
  };
  std::vector<Point> review_left_;  // still to ask, in order
  std::uint32_t review_id_ = 0;     // the review request in flight (0: none)
  double review_deadline_ = -1;     // when it is given up
  Point review_point_{0, 0};
  int review_seat_ = -1;
};

}  // namespace app
