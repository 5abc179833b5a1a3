/* Built into SDL (cmake/ThirdParty.cmake), which renames the emscripten video driver's two
 * calls into emscripten's Browser library (window title, screen size) to these: the same
 * work done directly, so that library (there for emscripten_set_main_loop, which
 * the game does not use) stays out of the bundle. */
#include <emscripten.h>

EM_JS(void, uno_js_set_title, (const char* title), { document.title = UTF8ToString(title); });
EM_JS(int, uno_js_screen_width, (void), { return screen.width; });
EM_JS(int, uno_js_screen_height, (void), { return screen.height; });

void uno_sdl_set_window_title(const char* title) { uno_js_set_title(title); }

void uno_sdl_get_screen_size(int* width, int* height) {
  *width = uno_js_screen_width();
  *height = uno_js_screen_height();
}
