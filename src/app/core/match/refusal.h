// Why a card of the viewer's hand cannot be played now, said when it is pressed (a
// tap on an unplayable card drew only an outline, and the newcomer did not know why).
// It names only what the player sees: the card, the pile's top and the colour in play.
// No ImGui.
#pragma once

#include <string>

#include "engine/card.h"

namespace app {

class Session;

// "Red 5 does not go on Blue 7. Play a card of the colour Blue, ...", "Not your turn yet:
// Bo plays now.", "Only the card you drew (Green 2) may be played now."; empty when the
// card plays (or nobody at this device may act).
std::string refusal_reason(const Session& s, uno::CardId id);
// A guided round's answer to a press its step does not ask for: read the sentence first, or
// the step's sentence again.
std::string lesson_refusal(const Session& s);

}  // namespace app
