// Force-included into ImGui's SDL backend only (cmake/ThirdParty.cmake). The game has no
// gamepad navigation (ImGuiConfigFlags_NavEnableGamepad is never set), but the backend's
// call to SDL_GameControllerOpen would still link SDL's controller code and its mapping
// database into every first visit. SDL.h first, so the names below stay macros.
#pragma once

#include <SDL.h>

#define SDL_GameControllerOpen(index) (static_cast<SDL_GameController*>(nullptr))
#define SDL_GameControllerGetButton(controller, button) 0
#define SDL_GameControllerGetAxis(controller, axis) 0
