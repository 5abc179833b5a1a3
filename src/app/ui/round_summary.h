// End of a round (each hand's cards and points, scores) and end of the match.
#pragma once

#include <string>
#include <vector>

namespace app {

class Session;

enum class SummaryChoice { None, NextRound, Rematch, Menu, ShareReplay, LearnLeave };

// `review`: the coach's review of the round (a title, then a line each), shown above the
// buttons; empty: none.
SummaryChoice draw_round_summary(const Session& s, bool viewer_may_continue,
                                 const std::vector<std::string>& review = {});

}  // namespace app
