# SDL2 and Dear ImGui from the Debian source packages that scripts/setup unpacks.
# Only used by the web build; nothing here is committed third-party code.
set(UNO_SDL_DIR "${UNO_THIRD_PARTY}/SDL2-2.26.5")
set(UNO_IMGUI_DIR "${UNO_THIRD_PARTY}/imgui-1.86")
foreach(dir IN ITEMS "${UNO_SDL_DIR}" "${UNO_IMGUI_DIR}")
  if(NOT EXISTS "${dir}/.unpacked")
    message(FATAL_ERROR "Missing ${dir}: run scripts/setup first.")
  endif()
endforeach()

# SDL: static, only the subsystems the game uses (video, events, timers).
set(SDL_SHARED OFF CACHE BOOL "" FORCE)
set(SDL_STATIC ON CACHE BOOL "" FORCE)
set(SDL_TEST OFF CACHE BOOL "" FORCE)
set(SDL2_DISABLE_SDL2MAIN ON CACHE BOOL "" FORCE)
set(SDL2_DISABLE_INSTALL ON CACHE BOOL "" FORCE)
set(SDL2_DISABLE_UNINSTALL ON CACHE BOOL "" FORCE)
# No OPENGL/OPENGLES either: the platform layer creates the WebGL context through the
# browser, so SDL's EGL layer (and emscripten's EGL glue) stay out of the bundle.
foreach(sub IN ITEMS AUDIO JOYSTICK HAPTIC HIDAPI POWER SENSOR RENDER FILE LOADSO OPENGL OPENGLES)
  set(SDL_${sub} OFF CACHE BOOL "" FORCE)
endforeach()
# Only the emscripten video driver (no dummy or offscreen ones, whose software framebuffers
# would keep SDL's surface code reachable).
set(SDL_DUMMYVIDEO OFF CACHE BOOL "" FORCE)
set(SDL_OFFSCREEN OFF CACHE BOOL "" FORCE)
# SDL parses its hints with its own small number scanner (SDL's own fallback) rather than
# libc's atof/strtod.
set(HAVE_ATOF "" CACHE INTERNAL "" FORCE)
set(HAVE_STRTOD "" CACHE INTERNAL "" FORCE)
# SDL's CMake runs some 150 feature checks, one emcc try-compile each: minutes of a fresh
# configure. Their results for this toolchain are recorded in cmake/SdlChecks.cmake (our data,
# made by this configure) and preset here, so SDL's check macros find them cached.
include("${CMAKE_SOURCE_DIR}/cmake/SdlChecks.cmake")
uno_sdl_checks_before()
add_subdirectory("${UNO_SDL_DIR}" "${CMAKE_BINARY_DIR}/third_party/sdl2" EXCLUDE_FROM_ALL SYSTEM)
uno_sdl_checks_after()
# No software framebuffer or custom-image cursors either (the game draws with WebGL and uses
# the browser's cursors): stand-ins for the framebuffer functions, and a copy of the driver's
# mouse file without its surface-to-cursor hook. Nothing is committed from SDL: the copy is
# made at configure time, and a changed source fails the configure.
set(_sdl_emvideo "${UNO_SDL_DIR}/src/video/emscripten")
# (TARGET_DIRECTORY: source properties are per directory, and SDL2-static lives in its own.)
set_source_files_properties("${_sdl_emvideo}/SDL_emscriptenvideo.c" TARGET_DIRECTORY SDL2-static PROPERTIES COMPILE_DEFINITIONS
  "Emscripten_CreateWindowFramebuffer=uno_sdl_no_framebuffer_create;Emscripten_UpdateWindowFramebuffer=uno_sdl_no_framebuffer_update;Emscripten_DestroyWindowFramebuffer=uno_sdl_no_framebuffer_destroy")
target_sources(SDL2-static PRIVATE "${CMAKE_SOURCE_DIR}/src/app/platform/sdl_no_framebuffer.c")
# No fullscreen or pointer lock either (the page never asks for them; installed, the app is
# a standalone window): the driver's calls go to stand-ins, so emscripten's JS for them
# stays out. (Set on the driver's files only: the rest of SDL keeps its compiled objects.)
set(UNO_SDL_NO_FULLSCREEN
  emscripten_request_fullscreen_strategy=uno_sdl_no_fullscreen_request
  emscripten_exit_fullscreen=uno_sdl_no_fullscreen_exit
  emscripten_set_fullscreenchange_callback_on_thread=uno_sdl_no_fullscreen_callback
  emscripten_request_pointerlock=uno_sdl_no_pointerlock_request
  emscripten_exit_pointerlock=uno_sdl_no_pointerlock_exit
  emscripten_set_pointerlockchange_callback_on_thread=uno_sdl_no_pointerlock_callback)
set_property(SOURCE "${_sdl_emvideo}/SDL_emscriptenvideo.c" "${_sdl_emvideo}/SDL_emscriptenevents.c"
  "${CMAKE_SOURCE_DIR}/src/app/platform/sdl_no_fullscreen.c" TARGET_DIRECTORY SDL2-static
  APPEND PROPERTY COMPILE_DEFINITIONS ${UNO_SDL_NO_FULLSCREEN})
target_sources(SDL2-static PRIVATE "${CMAKE_SOURCE_DIR}/src/app/platform/sdl_no_fullscreen.c")
# Its window title and screen size straight from the page (the game's frame loop is its
# own, platform.cpp), so emscripten's Browser library is not linked at all.
set_property(SOURCE "${_sdl_emvideo}/SDL_emscriptenvideo.c" TARGET_DIRECTORY SDL2-static
  APPEND PROPERTY COMPILE_DEFINITIONS emscripten_set_window_title=uno_sdl_set_window_title
  emscripten_get_screen_size=uno_sdl_get_screen_size)
target_sources(SDL2-static PRIVATE "${CMAKE_SOURCE_DIR}/src/app/platform/sdl_browser_calls.c")
# uno_sdl_cut(FILE WHY NEEDLE REPLACEMENT [NEEDLE REPLACEMENT ...]): SDL2-static builds a
# configure-time copy of SDL's src/FILE with each NEEDLE replaced (each must be found, or
# the configure fails: an SDL update must revisit the cut). Nothing from SDL is committed.
function(uno_sdl_cut file why)
  set(src "${UNO_SDL_DIR}/src/${file}")
  get_filename_component(name "${file}" NAME_WE)
  set(copy "${CMAKE_BINARY_DIR}/third_party/sdl_cut/${name}.c")
  file(READ "${src}" text)
  math(EXPR last "${ARGC} - 1")
  foreach(i RANGE 2 ${last} 2)  # ARGVn, not ARGN: needles hold semicolons
    math(EXPR j "${i} + 1")
    set(needle "${ARGV${i}}")
    set(replacement "${ARGV${j}}")
    string(FIND "${text}" "${needle}" at)
    if(at LESS 0)
      message(FATAL_ERROR "${file} changed: update the cut '${why}' in cmake/ThirdParty.cmake")
    endif()
    string(REPLACE "${needle}" "${replacement} /* uno: ${why} (cmake/ThirdParty.cmake) */" text "${text}")
  endforeach()
  file(WRITE "${copy}.new" "${text}")
  configure_file("${copy}.new" "${copy}" COPYONLY)  # rewritten only when it differs
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${src}")
  get_target_property(sources SDL2-static SOURCES)
  string(REPLACE "." "\\." pattern "${file}")
  list(TRANSFORM sources REPLACE ".*/src/${pattern}$" "${copy}")
  set_target_properties(SDL2-static PROPERTIES SOURCES "${sources}")
  get_filename_component(dir "${src}" DIRECTORY)
  # The copy's relative includes; its unused static functions are expected.
  set_source_files_properties("${copy}" TARGET_DIRECTORY SDL2-static PROPERTIES
    INCLUDE_DIRECTORIES "${dir}" COMPILE_OPTIONS "-Wno-unused-function")
endfunction()
uno_sdl_cut(video/emscripten/SDL_emscriptenmouse.c "no image cursors"
  "mouse->CreateCursor         = Emscripten_CreateCursor;" "")
set_property(SOURCE "${CMAKE_BINARY_DIR}/third_party/sdl_cut/SDL_emscriptenmouse.c" TARGET_DIRECTORY SDL2-static
  APPEND PROPERTY COMPILE_DEFINITIONS ${UNO_SDL_NO_FULLSCREEN})
# SDL's event logging (a hint the page never sets: a printf of every event, with its
# strings) and touch gesture recognition (SDL_MULTIGESTURE and $1 templates: ImGui reads
# neither) are never used.
uno_sdl_cut(events/SDL_events.c "no event logging, no gestures"
  "if (SDL_EventLoggingVerbosity > 0) {" "if (0) {"
  "SDL_GestureProcessEvent(event);" "")
# The page's window is never fullscreen (emscripten's fullscreen calls are stand-ins that
# refuse, platform/sdl_no_fullscreen.c), and for such a window SDL_UpdateFullscreenMode
# returns 0 at its "anything to do?" test: it does so at once, and the display-mode
# switching behind that test goes.
uno_sdl_cut(video/SDL_video.c "never fullscreen"
  "SDL_UpdateFullscreenMode(SDL_Window * window, SDL_bool fullscreen)\n{\n    SDL_VideoDisplay *display;"
  "SDL_UpdateFullscreenMode(SDL_Window * window, SDL_bool fullscreen)\n{\n    (void)window, (void)fullscreen;\n    return 0;\n}\nstatic int SDL_UpdateFullscreenMode_unused(SDL_Window * window, SDL_bool fullscreen)\n{\n    SDL_VideoDisplay *display;")
# No software blitters, RLE or software renderer: everything is drawn with WebGL.
# (SDL's surface code would otherwise stay reachable.)
target_compile_definitions(SDL2-static PRIVATE SDL_LEAN_AND_MEAN=1)

# The page draws its glyphs with the browser (src/app/ui/font_builder.cpp): ImGui's default
# font (ProggyClean, as base85 text) and its stb_truetype builder are
# reachable only as fallbacks the game never takes. 1.86 has no switch for either
# (IMGUI_DISABLE_DEFAULT_FONT came later), so the build compiles a copy of imgui_draw.cpp
# whose AddFontDefault() returns NULL and whose Build() fails without the page's builder.
# Nothing is committed: the copy is made from the unpacked source at configure time, and a
# changed source fails.
set(UNO_IMGUI_DRAW "${CMAKE_BINARY_DIR}/third_party/imgui_draw_browser_fonts.cpp")
file(READ "${UNO_IMGUI_DIR}/imgui_draw.cpp" _imgui_draw)
macro(uno_imgui_draw_cut needle replacement)
  string(FIND "${_imgui_draw}" "${needle}" _at)
  if(_at LESS 0)
    message(FATAL_ERROR "imgui_draw.cpp changed: update the font cuts in cmake/ThirdParty.cmake")
  endif()
  string(REPLACE "${needle}" "${replacement} // uno: browser fonts (cmake/ThirdParty.cmake)"
    _imgui_draw "${_imgui_draw}")
endmacro()
uno_imgui_draw_cut("const char* ttf_compressed_base85 = GetDefaultCompressedFontDataTTFBase85();"
  "const char* ttf_compressed_base85 = NULL; return NULL;")
uno_imgui_draw_cut("        builder_io = ImFontAtlasGetBuilderForStbTruetype();" "        return false;")
# ImGui's software mouse cursors (pixel art) are never drawn (the browser shows the
# cursor): the page's atlas sets ImFontAtlasFlags_NoMouseCursors, and their painting goes.
uno_imgui_draw_cut("    if (!(atlas->Flags & ImFontAtlasFlags_NoMouseCursors))\n    {" "    if (false)\n    {")
file(WRITE "${UNO_IMGUI_DRAW}.new" "${_imgui_draw}")
configure_file("${UNO_IMGUI_DRAW}.new" "${UNO_IMGUI_DRAW}" COPYONLY)  # rewritten only when it differs
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${UNO_IMGUI_DIR}/imgui_draw.cpp")
set_source_files_properties("${UNO_IMGUI_DRAW}" PROPERTIES COMPILE_OPTIONS "-Wno-unused-function")

# The game never reads or writes imgui.ini (io.IniFilename = nullptr, set right after
# CreateContext, before the first NewFrame): a copy of imgui.cpp without the settings
# handlers (window and table) and without the ini load/save calls, so their code is not
# linked. Made at configure time like the copy above; a changed source fails.
set(UNO_IMGUI_CORE "${CMAKE_BINARY_DIR}/third_party/imgui_no_ini.cpp")
file(READ "${UNO_IMGUI_DIR}/imgui.cpp" _imgui_core)
macro(uno_imgui_core_cut needle replacement)
  string(FIND "${_imgui_core}" "${needle}" _at)
  if(_at LESS 0)
    message(FATAL_ERROR "imgui.cpp changed: update the no-ini cut in cmake/ThirdParty.cmake")
  endif()
  string(REPLACE "${needle}" "${replacement} /* uno: cut (cmake/ThirdParty.cmake) */"
    _imgui_core "${_imgui_core}")
endmacro()
uno_imgui_core_cut("g.SettingsHandlers.push_back(ini_handler);" "")
uno_imgui_core_cut("TableSettingsInstallHandler(context);" "")
uno_imgui_core_cut("LoadIniSettingsFromDisk(g.IO.IniFilename)" "(void)0")
uno_imgui_core_cut("SaveIniSettingsToDisk(g.IO.IniFilename)" "(void)0")
# ImGuiStyle's colours are set by the game's style (ui/style.cpp: ImGui's dark colours as a
# byte table), not by StyleColorsDark's float stores.
uno_imgui_core_cut("    ImGui::StyleColorsDark(this);" "")
# Every window of the game is ImGuiWindowFlags_NoDecoration (ui/ui_common.cpp, notices):
# none is resized by the mouse, so the resize borders and grips' logic goes.
uno_imgui_core_cut("if (UpdateWindowManualResize(window, size_auto_fit, &border_held, resize_grip_count, &resize_grip_col[0], visibility_rect))" "if (false)")
# ...nor has a title bar (its text, collapse and close buttons)...
uno_imgui_core_cut("            RenderWindowTitleBarContents(window, ImRect(title_bar_rect.Min.x + window->WindowBorderSize, title_bar_rect.Min.y, title_bar_rect.Max.x - window->WindowBorderSize, title_bar_rect.Max.y), name, p_open);" "            ;")
# ...and the game moves focus itself: no CTRL+TAB window switcher or keyboard window moving
# (the browser keeps CTRL+TAB for its tabs anyway).
uno_imgui_core_cut("    // Update CTRL+TAB and Windowing features (hold Square to move/resize/etc.)\n    NavUpdateWindowing();" "")
uno_imgui_core_cut("    if (g.NavWindowingTarget != NULL)\n        NavUpdateWindowingOverlay();" "")
file(WRITE "${UNO_IMGUI_CORE}.new" "${_imgui_core}")
configure_file("${UNO_IMGUI_CORE}.new" "${UNO_IMGUI_CORE}" COPYONLY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${UNO_IMGUI_DIR}/imgui.cpp")
set_source_files_properties("${UNO_IMGUI_CORE}" PROPERTIES COMPILE_OPTIONS "-Wno-unused-function")

# The game's text is edited by the page (a browser dialog, web/text_edit.js: phone keyboards,
# input methods, paste), never by ImGui, and its sliders take no typed-in numbers: a copy of
# imgui_widgets.cpp whose sliders and drags never open a text input, so ImGui's text editor
# (InputTextEx, stb_textedit) is not linked: the page's text box edits text. Made at configure time; a
# changed source fails.
set(UNO_IMGUI_WIDGETS "${CMAKE_BINARY_DIR}/third_party/imgui_widgets_no_text_input.cpp")
file(READ "${UNO_IMGUI_DIR}/imgui_widgets.cpp" _imgui_widgets)
set(_needle "const bool temp_input_allowed = (flags & ImGuiSliderFlags_NoInput) == 0;")
string(FIND "${_imgui_widgets}" "${_needle}" _at)
if(_at LESS 0)
  message(FATAL_ERROR "imgui_widgets.cpp changed: update the no-text-input cut in cmake/ThirdParty.cmake")
endif()
string(REPLACE "${_needle}" "const bool temp_input_allowed = false; (void)flags; /* uno: no typed-in numbers (cmake/ThirdParty.cmake) */"
  _imgui_widgets "${_imgui_widgets}")
file(WRITE "${UNO_IMGUI_WIDGETS}.new" "${_imgui_widgets}")
configure_file("${UNO_IMGUI_WIDGETS}.new" "${UNO_IMGUI_WIDGETS}" COPYONLY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${UNO_IMGUI_DIR}/imgui_widgets.cpp")
set_source_files_properties("${UNO_IMGUI_WIDGETS}" PROPERTIES COMPILE_OPTIONS "-Wno-unused-function")

# The page always asks the OpenGL3 backend for WebGL 2's "#version 300 es"
# (platform/platform.cpp): a copy of the backend that knows it, so the compiler drops the
# other GLSL variants' shaders and the sscanf that picked one. Made at configure time; a
# changed source fails.
set(UNO_IMGUI_GL3 "${CMAKE_BINARY_DIR}/third_party/imgui_impl_opengl3_es3.cpp")
file(READ "${UNO_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp" _imgui_gl3)
set(_needle "sscanf(bd->GlslVersionString, \"#version %d\", &glsl_version);")
string(FIND "${_imgui_gl3}" "${_needle}" _at)
if(_at LESS 0)
  message(FATAL_ERROR "imgui_impl_opengl3.cpp changed: update the GLSL cut in cmake/ThirdParty.cmake")
endif()
string(REPLACE "${_needle}" "glsl_version = 300; /* uno: WebGL 2 only (cmake/ThirdParty.cmake) */"
  _imgui_gl3 "${_imgui_gl3}")
file(WRITE "${UNO_IMGUI_GL3}.new" "${_imgui_gl3}")
configure_file("${UNO_IMGUI_GL3}.new" "${UNO_IMGUI_GL3}" COPYONLY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${UNO_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp")

add_library(imgui STATIC
  "${UNO_IMGUI_CORE}"
  "${UNO_IMGUI_DRAW}"
  "${UNO_IMGUI_DIR}/imgui_tables.cpp"
  "${UNO_IMGUI_WIDGETS}"
  "${UNO_IMGUI_DIR}/backends/imgui_impl_sdl.cpp"
  "${UNO_IMGUI_GL3}")
target_include_directories(imgui SYSTEM PUBLIC "${UNO_IMGUI_DIR}" "${UNO_IMGUI_DIR}/backends")
# No demo or metrics windows in the shipped bundle.
# No file functions either: settings and fonts never touch a file system (-sFILESYSTEM=0).
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_METRICS_WINDOW
  IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_FILE_FUNCTIONS)
target_link_libraries(imgui PUBLIC SDL2::SDL2-static)
target_include_directories(imgui PRIVATE "${CMAKE_SOURCE_DIR}/src")
# No gamepad code from the SDL backend (see the header).
set_source_files_properties("${UNO_IMGUI_DIR}/backends/imgui_impl_sdl.cpp" PROPERTIES COMPILE_OPTIONS
  "-include;${CMAKE_SOURCE_DIR}/src/app/platform/imgui_sdl_no_gamepad.h")
