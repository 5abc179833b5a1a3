// The e2e tests' human (tests/e2e/variants.test.mjs policyAction), for the native tests
// that pin the seeds those tests open: the first legal play that is not a Lauf!, else
// draw, else pass, else the first legal action.
#pragma once

#include "app/core/match/session.h"

inline uno::Action human_pick(const app::Session& s) {
  const auto& legal = s.legal();
  for (const auto& a : legal)
    if (a.type == uno::ActionType::Play && s.deck()[a.card].kind != uno::Kind::Lauf) return a;
  for (const auto& a : legal)
    if (a.type == uno::ActionType::Draw) return a;
  for (const auto& a : legal)
    if (a.type == uno::ActionType::Pass) return a;
  return legal.front();
}
