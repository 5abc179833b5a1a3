/* Built into SDL (cmake/ThirdParty.cmake): stand-ins for the emscripten video driver's
 * software framebuffer, which the game never uses (it draws with WebGL). With them, SDL's
 * surface and blit code is not reachable and stays out of the bundle. Same signatures as
 * SDL_emscriptenframebuffer.h (every argument is a pointer or an int). */
int uno_sdl_no_framebuffer_create(void* video, void* window, void* format, void* pixels,
                                  void* pitch) {
  (void)video, (void)window, (void)format, (void)pixels, (void)pitch;
  return -1;
}

int uno_sdl_no_framebuffer_update(void* video, void* window, const void* rects, int numrects) {
  (void)video, (void)window, (void)rects, (void)numrects;
  return -1;
}

void uno_sdl_no_framebuffer_destroy(void* video, void* window) { (void)video, (void)window; }
