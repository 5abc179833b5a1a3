// Round end, scoring and the match target.
#include "engine/game.h"

namespace uno {

// 004: "Der Spieler, der als Erster seine kompletten Karten ablegen konnte, erhält die
// Punkte. Der erste Spieler mit insgesamt 500 Punkten ist der Gewinner des Spiels."
// 002: "Wenn der Punktestand eines Mitspielers 500 Punkte überschreitet, ist das Spiel zu
// Ende, und der Spieler mit dem niedrigsten Punktestand hat gewonnen."
void Game::end_round() {
  const int w = round_.winner;
  round_.exposed = 0;
  round_.pending = {};
  round_.disc = {};
  round_.drew = false;
  round_.drawn = kNoCard;
  round_.lauf_window = round_.draw_three_seat = -1;
  if (round_.open_hands_until >= 0) {
    round_.open_hands_until = -1;
    emit(EventType::OpenHands, -1, -1, kNoCard, Colour::None, 0);
  }
  emit(EventType::RoundOver, w, -1, kNoCard, Colour::None, round_.blocked ? 1 : 0);
  if (w >= 0 && w < seats_) ++rounds_won_[static_cast<std::size_t>(w)];
  round_.points.fill(0);
  for (int s = 0; s < seats_; ++s) {
    int p = hand_points(s);
    if (rules_.scoring == ScoringMethod::WinnerCollects) {
      if (s != w) round_.points[static_cast<std::size_t>(w)] += p;
    } else {
      round_.points[s] = p;
    }
  }
  for (int s = 0; s < seats_; ++s) {
    scores_[s] += round_.points[s];
    emit(EventType::Score, s, -1, kNoCard, Colour::None, round_.points[s]);
  }
  match_winners_.clear();
  const int t = rules_.target_score;
  auto reached = [&](int v) { return rules_.target_must_exceed ? v > t : v >= t; };
  if (t == 0) {
    // 000: "ohne Punkte aufzuschreiben, sodass der erste Spieler, der all seine Karten
    // abgelegt hat, der Gewinner ist." (round_wins 1). 003: "Dann werden die Karten neu
    // gemischt, und die nächste Runde beginnt." (round_wins > 1). The rounds won so far,
    // this one included.
    if (rules_.round_wins <= 1 ||
        (w >= 0 && rounds_won_[static_cast<std::size_t>(w)] >= rules_.round_wins))
      match_winners_.push_back(w);
  } else if (rules_.scoring == ScoringMethod::WinnerCollects) {
    if (reached(scores_[w])) match_winners_.push_back(w);
  } else {
    bool over = false;
    int low = scores_[0];
    for (int s = 0; s < seats_; ++s) {
      over = over || reached(scores_[s]);
      if (scores_[s] < low) low = scores_[s];
    }
    if (over)
      for (int s = 0; s < seats_; ++s)
        if (scores_[s] == low) match_winners_.push_back(s);
  }
  if (match_winners_.empty()) {
    phase_ = Phase::RoundOver;
    return;
  }
  phase_ = Phase::MatchOver;
  for (int s : match_winners_) emit(EventType::MatchOver, s);
}

// RuleSet::stall_turns: the fewest points in hand wins (ties: first in play order).
void Game::block_round() {
  int best = -1;
  int best_points = 0;
  for (int k = 0; k < seats_; ++k) {
    int s = next_seat(current_, k);
    int p = hand_points(s);
    if (best < 0 || p < best_points) {
      best = s;
      best_points = p;
    }
  }
  round_.winner = best;
  round_.blocked = true;
  end_round();
}

// Later rounds: the deal passes to the left (docs/rules.md).
void Game::next_round() {
  dealer_ = (dealer_ + 1) % seats_;
  deal_random_round();
}

}  // namespace uno
