#include "app/ui/input.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include "app/ui/notice_view.h"

namespace app {

Keys read_keys() {
  Keys k;
  if (ImGui::GetIO().WantTextInput || modal_open()) return k;  // a notice has the keys
  auto pressed = [](SDL_Scancode sc) { return ImGui::IsKeyPressed(static_cast<int>(sc), true); };
  k.left = pressed(SDL_SCANCODE_LEFT) || pressed(SDL_SCANCODE_UP);
  k.right = pressed(SDL_SCANCODE_RIGHT) || pressed(SDL_SCANCODE_DOWN);
  k.enter =
      pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_SPACE);
  k.draw = pressed(SDL_SCANCODE_D);
  k.uno = pressed(SDL_SCANCODE_U);
  k.hint = pressed(SDL_SCANCODE_H);
  k.escape = pressed(SDL_SCANCODE_ESCAPE);
  k.challenge = pressed(SDL_SCANCODE_C);
  k.accept = pressed(SDL_SCANCODE_A);
  if (pressed(SDL_SCANCODE_R)) k.colour = 0;
  if (pressed(SDL_SCANCODE_Y)) k.colour = 1;
  if (pressed(SDL_SCANCODE_G)) k.colour = 2;
  if (pressed(SDL_SCANCODE_B)) k.colour = 3;
  return k;
}

}  // namespace app
