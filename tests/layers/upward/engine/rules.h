// A fixture of the layer check's test: the engine (the lowest layer) includes a bot's header.
#pragma once
#include "ai/bot.h"
