#include "app/platform/platform.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

#include "app/core/look/theme.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#else
#include <SDL_opengl.h>
#endif

namespace app {
namespace {

struct Loop {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  FrameCallbacks game;
  int frames_to_render = 3;  // a few frames after the last event let ImGui settle
  unsigned frames = 0;
  int settling = 0;  // frames rendered in a row only because a window was still settling
  bool quit = false;
  // ImGui's renderer has made its shaders and uploaded the atlas (its first NewFrame).
  bool renderer_ready = false;
  // Key-ups that arrived in the same batch as their key-down: ImGui 1.86 has no input
  // queue, so a quick press would be lost. They are delivered one frame later.
  std::vector<SDL_Event> deferred;
};
Loop g_loop;

// A finger that moves past the slop between touching and lifting swipes (the window under
// it scrolls); that never presses the button it started or ended on. ImGui 1.86 takes a
// press when the finger lifts over the item it touched, and a quick swipe can fall between
// two frames, before drag_to_scroll sees a drag: such a lift reaches ImGui with the pointer
// nowhere, so nothing is under it (and a whole swipe within one batch is no touch at all).
// A finger that has lifted points at nothing: the frame after its lift takes the pointer
// away, so the button last tapped does not stay lit as if hovered.
struct SwipeGuard {
  static constexpr float kSlop = 12.0f;  // CSS px: a tap's wobble, well under a scroll
  float x0 = 0, y0 = 0, moved_sq = 0;
  bool down = false, down_in_batch = false, swiped = false, lifted = false, lifting = false;

  void see(const SDL_Event& e) {
    if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT &&
        e.button.which == SDL_TOUCH_MOUSEID) {
      x0 = static_cast<float>(e.button.x), y0 = static_cast<float>(e.button.y);
      moved_sq = 0, down = down_in_batch = true, lifted = false;
    } else if (e.type == SDL_MOUSEMOTION && e.motion.which != SDL_TOUCH_MOUSEID) {
      lifted = false;  // a real mouse points again
    } else if (e.type == SDL_MOUSEMOTION && down) {
      const float dx = static_cast<float>(e.motion.x) - x0,
                  dy = static_cast<float>(e.motion.y) - y0;
      moved_sq = std::max(moved_sq, dx * dx + dy * dy);
    } else if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT && down) {
      const float dx = static_cast<float>(e.button.x) - x0,
                  dy = static_cast<float>(e.button.y) - y0;
      down = false, lifting = true;
      swiped = std::max(moved_sq, dx * dx + dy * dy) > kSlop * kSlop;
    }
  }
  // After the backend's NewFrame, before ImGui's.
  void apply(ImGuiIO& io) {
    if (swiped || lifted) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    if (swiped && down_in_batch) io.MouseDown[0] = false;
    // ImGui must see the release over the item (a tap's press), so the pointer goes only
    // from the frame after the one where the button is up.
    if (lifting && !io.MouseDown[0]) lifted = true, lifting = false;
    swiped = down_in_batch = false;
  }
};
SwipeGuard g_swipe;

float device_pixel_ratio() {
#ifdef __EMSCRIPTEN__
  return static_cast<float>(emscripten_get_device_pixel_ratio());
#else
  int w = 0, dw = 0, h = 0;
  SDL_GetWindowSize(g_loop.window, &w, &h);
  SDL_GL_GetDrawableSize(g_loop.window, &dw, &h);
  return w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
#endif
}

#ifdef __EMSCRIPTEN__
// The frame loop: one requestAnimationFrame callback per frame while there is work, and
// none at all while idle (no callback on each display refresh). Every event SDL queues
// (input, resize, focus, the wake-up timer of browser.cpp, which a11y activations and
// clipboard answers use too) asks for a frame, so the next frame sees the event exactly
// as a loop polling every refresh would. (emscripten_set_main_loop would do the same but
// renders on every display refresh, which an idle table must not.)
// clang-format off
EM_JS(void, uno_js_request_frame, (), {
  if (Module.unoFramePending) return;
  Module.unoFramePending = true;
  requestAnimationFrame(function() { Module.unoFramePending = false; Module._uno_run_frame(); });
});
// clang-format on

int request_frame_on_event(void*, SDL_Event* event) {
  // SDL_PollEvent itself pushes a sentinel each time it pumps: asking a frame for it kept
  // an idle page asking for every animation frame (rendering nothing) for ever.
  if (event->type == SDL_POLLSENTINEL) return 0;
  uno_js_request_frame();
  return 0;  // ignored for watches
}
#endif

// The game's atlas (fonts and card art) follows the window and the pixel density; a new
// one goes to the GPU before the frame that uses it.
void prepare_frame() {
  int w = 0, h = 0;
  SDL_GetWindowSize(g_loop.window, &w, &h);
  // Before the first frame the renderer's own start uploads the atlas: once, not twice.
  if (g_loop.game.prepare(static_cast<float>(w), static_cast<float>(h), device_pixel_ratio()) &&
      g_loop.renderer_ready) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

// A window whose next frame will differ from this one: it appeared hidden (ImGui sizes an
// auto-resizing dialog in its first frame and shows it in the next), or its content grew
// or shrank this frame (it was sized and placed by the content it had last time it was
// drawn: a hand-over screen that came back with a shorter account stood higher until the
// next input). That next frame must come now, not at the next input or timed wake, or the
// table idles on a dialog in the wrong place.
bool window_unsettled() {
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active) continue;
    if (w->Appearing && w->Hidden) return true;
    if (!(w->Flags & ImGuiWindowFlags_AlwaysAutoResize) || w->Hidden) continue;
    const float ideal_h =
        IM_FLOOR(ImMax(w->DC.CursorMaxPos.y, w->DC.IdealMaxPos.y) - w->DC.CursorStartPos.y);
    if (w->ContentSizeExplicit.y == 0.0f && ideal_h != w->ContentSizeIdeal.y) return true;
  }
  return false;
}

void one_iteration() {
  SDL_Event event;
  if (!g_loop.deferred.empty()) {
    for (SDL_Event& e : g_loop.deferred) ImGui_ImplSDL2_ProcessEvent(&e);
    g_loop.deferred.clear();
    g_loop.frames_to_render = 3;
  }
  bool down[SDL_NUM_SCANCODES] = {};
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_KEYDOWN) down[event.key.keysym.scancode] = true;
    if (event.type == SDL_KEYUP && down[event.key.keysym.scancode]) {
      g_loop.deferred.push_back(event);
      g_loop.frames_to_render = 3;
      continue;
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    g_swipe.see(event);
    if (event.type == SDL_QUIT) g_loop.quit = true;
    g_loop.frames_to_render = 3;
  }
  // Idle: nothing arrived and nothing moves, so no ImGui and no GL work at all.
  if (g_loop.frames_to_render <= 0) return;
  --g_loop.frames_to_render;

  prepare_frame();
  ImGui_ImplOpenGL3_NewFrame();
  g_loop.renderer_ready = true;
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  g_swipe.apply(io);
  if (io.DeltaTime <= 0.0f) io.DeltaTime = 1.0f / 1000.0f;  // browser timers can repeat
  ImGui::NewFrame();
  const bool animating = g_loop.game.draw();
  ImGui::Render();

  int dw = 0, dh = 0;
  SDL_GetWindowSizeInPixels(g_loop.window, &dw, &dh);
  glViewport(0, 0, dw, dh);
  const theme::Rgba bg = theme::kFeltDark;  // the table's felt
  glClearColor(bg.r / 255.0f, bg.g / 255.0f, bg.b / 255.0f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
#ifndef __EMSCRIPTEN__
  SDL_GL_SwapWindow(g_loop.window);  // the browser presents the canvas after the frame
#endif
  ++g_loop.frames;
  // A few settling frames at most: content that changes with its own window's size would
  // otherwise keep the loop awake for ever.
  g_loop.settling = window_unsettled() && g_loop.settling < 3 ? g_loop.settling + 1 : 0;
  if ((animating || g_loop.settling > 0) && g_loop.frames_to_render < 1)
    g_loop.frames_to_render = 1;
}

}  // namespace

unsigned frames_rendered() { return g_loop.frames; }

void run_main_loop(const char* title, FrameCallbacks callbacks) {
  g_loop.game = std::move(callbacks);
#ifdef __EMSCRIPTEN__
  // Keys go to the canvas only; otherwise SDL swallows typing page-wide.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
#endif
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return;
  }
#ifdef __EMSCRIPTEN__
  // SDL handles the window, input and the canvas size; the WebGL 2 context comes straight
  // from the browser (SDL is built without its EGL layer: less wasm and JS).
  g_loop.window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                   SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g_loop.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return;
  }
  EmscriptenWebGLContextAttributes attrs;
  emscripten_webgl_init_context_attributes(&attrs);
  attrs.majorVersion = 2;
  attrs.minorVersion = 0;
  attrs.alpha = attrs.depth = attrs.stencil = attrs.antialias = false;
  const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE ctx = emscripten_webgl_create_context("#canvas", &attrs);
  if (ctx <= 0 || emscripten_webgl_make_context_current(ctx) != EMSCRIPTEN_RESULT_SUCCESS) {
    std::fprintf(stderr, "WebGL 2 is not available (%d)\n", static_cast<int>(ctx));
    return;
  }
#else
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  g_loop.window =
      SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                       SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g_loop.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return;
  }
  g_loop.gl = SDL_GL_CreateContext(g_loop.window);
  if (!g_loop.gl) {
    std::fprintf(stderr, "No OpenGL ES 3 context: %s\n", SDL_GetError());
    return;
  }
  SDL_GL_SetSwapInterval(1);
#endif

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // settings live in the game's own storage
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  g_loop.game.started();
  ImGui_ImplSDL2_InitForOpenGL(g_loop.window, g_loop.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");

#ifdef __EMSCRIPTEN__
  SDL_AddEventWatch(request_frame_on_event, nullptr);
  uno_js_request_frame();
#else
  while (!g_loop.quit) {
    one_iteration();
    if (g_loop.frames_to_render <= 0) SDL_WaitEventTimeout(nullptr, 100);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(g_loop.gl);
  SDL_DestroyWindow(g_loop.window);
  SDL_Quit();
#endif
}

}  // namespace app

#ifdef __EMSCRIPTEN__
extern "C" EMSCRIPTEN_KEEPALIVE unsigned uno_frame_count() { return app::frames_rendered(); }
// One turn of the loop, from the animation-frame callback: it asks for the next frame
// while there is work left (rendering or deferred key-ups); idle, the next event does.
extern "C" EMSCRIPTEN_KEEPALIVE void uno_run_frame() {
  app::one_iteration();
  if (app::g_loop.frames_to_render > 0 || !app::g_loop.deferred.empty())
    app::uno_js_request_frame();
}
#endif
