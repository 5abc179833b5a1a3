// The page's sound (web/sound.js): the cues the core decided are played there with Web
// Audio, and the sound and speech settings go along when they change. Speech itself reads
// the announcer's lines where the page already gets them (web/a11y.js hands each new line
// to web/sound.js), so no text is sent twice.
#pragma once

#include <cstdint>

#include "app/core/announce/sound_cues.h"
#include "app/core/store/settings.h"

namespace app {

// Once a frame: the frame's cues (SoundCues::take: bit c for Cue c), and the volume, mute
// and speech settings when changed. `wheel_ms`: how long the wheel turns (WheelMotion::
// turn_ms), so its ticking follows the animation speed and stops as the wheel lands.
void sound_publish(std::uint16_t cues, const Settings& settings, double wheel_ms);

}  // namespace app
