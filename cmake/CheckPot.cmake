# Writes the template from the rows (make_text_packs --pot) and compares it with the
# committed assets/i18n/uno.pot. Usage: cmake -DTOOL=... -DPOT=... -DOUT=... -P CheckPot.cmake
execute_process(COMMAND "${TOOL}" --pot "${OUT}" "${LEARN}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "make_text_packs --pot failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${OUT}" "${POT}" RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  message(FATAL_ERROR "assets/i18n/uno.pot is not the rows' template: run scripts/i18n pot, then "
                      "msgmerge every language (assets/i18n/README.md)")
endif()
