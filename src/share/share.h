// uno_share: share-by-URL (deal and replay links), saved state, deal of the day.
// Standard C++ only (no I/O, no SDL). Formats: docs/share-format.md.
#pragma once

#include "share/deal.h"
#include "share/error.h"
#include "share/link.h"
#include "share/rule_fields.h"
#include "share/save.h"
