/* Built into SDL (cmake/ThirdParty.cmake), which renames emscripten's fullscreen and
 * pointer-lock calls to these stand-ins: the game never makes its window fullscreen or
 * locks the pointer, so emscripten's JS for both stays out of the bundle. The header is
 * read with the same renames, so each stand-in has the real signature. */
#include <emscripten/html5.h>

EMSCRIPTEN_RESULT emscripten_request_fullscreen_strategy(
    const char* target, EM_BOOL defer, const EmscriptenFullscreenStrategy* strategy) {
  (void)target, (void)defer, (void)strategy;
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}

EMSCRIPTEN_RESULT emscripten_exit_fullscreen(void) { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }

EMSCRIPTEN_RESULT emscripten_set_fullscreenchange_callback_on_thread(
    const char* target, void* user_data, EM_BOOL use_capture,
    em_fullscreenchange_callback_func callback, pthread_t thread) {
  (void)target, (void)user_data, (void)use_capture, (void)callback, (void)thread;
  return EMSCRIPTEN_RESULT_SUCCESS; /* no request is ever made, so no change to report */
}

EMSCRIPTEN_RESULT emscripten_request_pointerlock(const char* target, EM_BOOL defer) {
  (void)target, (void)defer;
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}

EMSCRIPTEN_RESULT emscripten_exit_pointerlock(void) { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }

EMSCRIPTEN_RESULT emscripten_set_pointerlockchange_callback_on_thread(
    const char* target, void* user_data, EM_BOOL use_capture,
    em_pointerlockchange_callback_func callback, pthread_t thread) {
  (void)target, (void)user_data, (void)use_capture, (void)callback, (void)thread;
  return EMSCRIPTEN_RESULT_SUCCESS;
}
