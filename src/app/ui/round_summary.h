// End of a round (each hand's cards and points, scores) and end of the match.
#pragma once

namespace app {

class Session;

enum class SummaryChoice { None, NextRound, Rematch, Menu, ShareReplay };

SummaryChoice draw_round_summary(const Session& s, bool viewer_may_continue);

}  // namespace app
