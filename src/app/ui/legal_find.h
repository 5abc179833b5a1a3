// Looks up a legal action of a given type (and target) in the viewer's legal actions.
#pragma once

#include <vector>

#include "engine/action.h"

namespace app {

inline const uno::Action* find(const std::vector<uno::Action>& legal, uno::ActionType type,
                               int target = -2) {
  for (const uno::Action& a : legal)
    if (a.type == type && (target == -2 || a.target == target)) return &a;
  return nullptr;
}

}  // namespace app
