# The layers of src/ and what each may include: a file includes its own layer's headers and
# those of the layers named after it, never a layer above (docs/architecture.md draws them).
# Run at configure time (include() from the top CMakeLists.txt) and again by the build
# whenever a source changes (-P with SRC=..., STAMP=...), so an upward include fails both.
# Includes that name no file in src/ (the standard library, third-party and generated
# headers) are not layers; ImGui, SDL and the browser's HTML5 API are allowed only in the
# views, the platform and the page's entry point.
cmake_policy(SET CMP0007 NEW)  # "engine|": an empty list element is kept
if(NOT SRC)
  set(SRC "${CMAKE_SOURCE_DIR}/src")
endif()

# layer  |  the layers it may include (lowest first)
set(_layers
  "engine|"
  "ai|engine"
  "share|engine"
  "cli|engine ai share"
  "app/core/text|engine share"
  "app/core/look|engine"
  "app/core/match|engine ai share app/core/text"
  "app/core/store|engine share app/core/text app/core/match"
  "app/core/motion|engine app/core/text app/core/look app/core/match"
  "app/core/announce|engine app/core/text app/core/match app/core/motion"
  "app/core/coach|engine ai share app/core/text app/core/match app/core/announce"
  "app/core/app|engine ai share app/core/text app/core/look app/core/match app/core/store app/core/motion app/core/announce app/core/coach"
  "app/access|engine ai share app/core"
  "app/testing|engine share app/core app/access"
  "app/advisor_worker|engine ai share app/core/text app/core/match app/core/coach"
  "app/packs|app/core/text"
  "app/platform|engine share app/core app/access app/testing"
  "app/ui|engine share app/core app/access app/testing app/platform"
  "app|engine ai share app/core app/access app/testing app/platform app/ui")
# Layers that must build without ImGui, SDL or the HTML5 API (natively tested).
set(_no_ui_layers engine ai share cli app/core app/access app/testing app/advisor_worker app/packs)

# The layer of a path relative to src/: the longest prefix in the table.
function(_uno_layer rel out)
  set(best "")
  foreach(row IN LISTS _layers)
    string(REPLACE "|" ";" parts "${row}")
    list(GET parts 0 name)
    string(LENGTH "${name}" n)
    string(SUBSTRING "${rel}" 0 ${n} head)
    string(LENGTH "${best}" nb)
    if(head STREQUAL name AND n GREATER nb)
      string(SUBSTRING "${rel}/" ${n} 1 next)
      if(next STREQUAL "/")
        set(best "${name}")
      endif()
    endif()
  endforeach()
  set(${out} "${best}" PARENT_SCOPE)
endfunction()

function(_uno_allowed layer out)
  foreach(row IN LISTS _layers)
    string(REPLACE "|" ";" parts "${row}")
    list(GET parts 0 name)
    if(name STREQUAL layer)
      list(LENGTH parts np)
      set(allowed "")
      if(np GREATER 1)
        list(GET parts 1 allowed)
        string(REPLACE " " ";" allowed "${allowed}")
      endif()
      set(${out} "${allowed}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out} "" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE _files RELATIVE "${SRC}" "${SRC}/*.h" "${SRC}/*.cpp" "${SRC}/*.inc" "${SRC}/*.c")
set(_bad "")
set(_count 0)
foreach(rel IN LISTS _files)
  _uno_layer("${rel}" layer)
  if(layer STREQUAL "")
    list(APPEND _bad "src/${rel}: in no layer (add its folder to cmake/CheckLayers.cmake)")
    continue()
  endif()
  _uno_allowed("${layer}" allowed)
  set(no_ui FALSE)
  foreach(l IN LISTS _no_ui_layers)
    string(FIND "${layer}/" "${l}/" at)
    if(at EQUAL 0)
      set(no_ui TRUE)
    endif()
  endforeach()
  get_filename_component(dir "${rel}" DIRECTORY)
  file(STRINGS "${SRC}/${rel}" lines REGEX "^[ \t]*#[ \t]*include")
  foreach(line IN LISTS lines)
    if(no_ui AND line MATCHES "imgui|SDL|emscripten/html5")
      list(APPEND _bad "src/${rel}: ${line} (no ImGui, SDL or HTML5 API in ${layer})")
    endif()
    if(NOT line MATCHES "\"([^\"]+)\"")
      continue()
    endif()
    set(inc "${CMAKE_MATCH_1}")
    if(EXISTS "${SRC}/${inc}")
      set(target "${inc}")
    elseif(EXISTS "${SRC}/${dir}/${inc}")
      get_filename_component(target "${SRC}/${dir}/${inc}" ABSOLUTE)
      file(RELATIVE_PATH target "${SRC}" "${target}")
    else()
      continue()  # not a file of src/: a generated or third-party header
    endif()
    math(EXPR _count "${_count} + 1")
    _uno_layer("${target}" to)
    if(to STREQUAL layer)
      continue()
    endif()
    set(ok FALSE)
    foreach(a IN LISTS allowed)
      string(FIND "${to}/" "${a}/" at)
      if(at EQUAL 0)
        set(ok TRUE)
      endif()
    endforeach()
    if(NOT ok)
      list(APPEND _bad "src/${rel} (${layer}) includes ${inc} (${to}): an upward include")
    endif()
  endforeach()
endforeach()

if(_bad)
  string(REPLACE ";" "\n  " _bad "${_bad}")
  message(FATAL_ERROR "layer check: src/ breaks its layers (cmake/CheckLayers.cmake):\n  ${_bad}")
endif()
list(LENGTH _files _n)
message(STATUS "layer check: ${_n} files, ${_count} includes between files of src/, none runs upward")
if(STAMP)
  file(TOUCH "${STAMP}")
endif()
