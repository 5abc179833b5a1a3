# ctest (web build): the committed record of SDL's feature checks (cmake/SdlChecksRecord.cmake)
# is what the web configure made (cmake/SdlChecks.cmake).
#   cmake -DRECORD=<committed> -DMADE=<build>/sdl_checks_record.cmake -P CheckSdlChecks.cmake
if(NOT EXISTS "${RECORD}")
  message(FATAL_ERROR "No ${RECORD}: copy ${MADE} there (the web configure made it)")
endif()
file(READ "${RECORD}" committed)
file(READ "${MADE}" made)
if(NOT committed STREQUAL made)
  message(FATAL_ERROR "SDL's feature check record is stale (another emscripten, SDL or flags, "
    "or a check it lacks): fresh configures run the checks again. Configure the web build in "
    "a new folder and copy its sdl_checks_record.cmake to ${RECORD}")
endif()
message(STATUS "SDL's feature check record is current")
