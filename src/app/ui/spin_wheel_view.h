// The UNO Spin wheel (000) over the table while it turns and shows its result: nine
// segments in the booklet's order, a pointer at the top, the outcome and its one-line
// explanation once it has landed. The motion and the outcome come from the core.
#pragma once

#include "app/core/look/layout.h"
#include "app/core/motion/wheel_motion.h"

namespace app {

class Session;

// `lit`: a guided round's sentence beside the wheel, left undimmed (w 0: none).
void draw_spin_wheel(const WheelMotion& wheel, const Session& s, const TableLayout& t, double now,
                     const Rect& lit);

}  // namespace app
