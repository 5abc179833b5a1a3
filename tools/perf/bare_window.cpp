// The yardstick for tools/perf/frame_cost.mjs: a bare SDL2 + Dear ImGui window with one
// small ImGui window, rendering every animation frame, built with the game's link flags.
// Not part of the shipped bundle (target uno_perf_bare, excluded from "all").
#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

namespace {
SDL_Window* g_window = nullptr;

void frame() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) ImGui_ImplSDL2_ProcessEvent(&e);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  ImGui::Begin("Bare window");
  ImGui::Text("Frame %d", ImGui::GetFrameCount());
  ImGui::Button("A button");
  ImGui::End();
  ImGui::Render();
  int w = 0, h = 0;
  SDL_GetWindowSizeInPixels(g_window, &w, &h);
  glViewport(0, 0, w, h);
  glClearColor(0.05f, 0.22f, 0.14f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}
}  // namespace

int main() {
  SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS);
  // As the game (src/app/platform/platform.cpp): SDL window, WebGL 2 context from the browser.
  g_window = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  EmscriptenWebGLContextAttributes attrs;
  emscripten_webgl_init_context_attributes(&attrs);
  attrs.majorVersion = 2;
  attrs.alpha = attrs.depth = attrs.stencil = attrs.antialias = false;
  emscripten_webgl_make_context_current(emscripten_webgl_create_context("#canvas", &attrs));
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  ImGui::StyleColorsDark();
  ImGui_ImplSDL2_InitForOpenGL(g_window, nullptr);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
