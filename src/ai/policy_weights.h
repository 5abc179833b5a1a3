// The constants of the normal/hard policy's scores, in "cards" (policy.cpp), as data: Hard
// plays kHardWeights; the Expert's own moves (its default and the candidates it searches)
// may use other values (expert.cpp). Internal to uno_ai.
#pragma once

#include <array>

namespace uno::ai {

struct PolicyWeights {
  // play_score: points shed, more so when somebody is close to going out.
  double shed_base = 0.02, shed_threat = 0.06;
  // play_score: action cards, by the threat of the seat they hit.
  double skip_base = 3.0, skip_threat = 8.0;
  double draw_two_base = 4.0, draw_two_threat = 10.0;
  double reverse_base = 1.5, reverse_threat = 8.0;
  // play_score: the cost of spending a wild (far from going out, and with two cards left).
  double wild_keep = 7.0, wild_keep_near = 2.0;
  double w4_base = -9.0, w4_threat = 12.0, w4_near = 5.0;
  // colour_value: cards and points of a colour held, and what card counting knows of the
  // next seat (a colour it lacks, one it named), weighted by its threat.
  double colour_count = 2.0, colour_points = 0.01;
  double lack = 3.0, hint = 1.5, next_weight = 0.5;
  // pending_score: added to the value of challenging a Wild Draw Four.
  double challenge_bias = 0.0;
  // main_move: drawing while holding a playable card, passing.
  double draw_with_plays = -6.0, pass = -2.5;
  // threat: how close a seat with 1, 2, ... 6 cards is to winning the round (7 or more: last).
  std::array<double, 7> threat_by_count{1.0, 0.7, 0.45, 0.3, 0.2, 0.15, 0.1};
};

inline constexpr PolicyWeights kHardWeights{};

// The Expert's own scoring (tools/probes/tune_prior.cpp: coordinate search against three
// Hards at 4 seats, classic): spend wilds later, keep the Wild Draw Four for the seat about
// to go out, weigh the next seat's voids less, challenge a +4 less often. Played plainly it
// beats Hard's constants at every table size measured (2 to 10 seats), so the Expert uses
// it at all of them.
inline constexpr PolicyWeights kExpertWeights = [] {
  PolicyWeights w;
  w.wild_keep = 10.5;
  w.w4_base = -13.5;
  w.w4_threat = 8.0;
  w.lack = 4.0 / 3.0;
  w.challenge_bias = -1.5;
  return w;
}();

}  // namespace uno::ai
