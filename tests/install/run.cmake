# ctest host.install_consumer: install the built library into a scratch prefix, then build
# consumer.c with the C compiler against that prefix, through find_package and through
# pkg-config, and run both programs.
function(run)
  execute_process(COMMAND ${ARGV} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(rc)
    message(FATAL_ERROR "failed (${rc}): ${ARGV}\n${out}")
  endif()
  message(STATUS "${out}")
endfunction()

set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})

# 1. CMake: find_package(tcgemm) in a project whose only language is C.
run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/with-cmake -DCMAKE_C_COMPILER=${C_COMPILER}
    -DCMAKE_PREFIX_PATH=${prefix})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/with-cmake)
run(${WORK_DIR}/with-cmake/consumer)

# 2. pkg-config, with the compiler driven by hand as a Makefile would.
find_program(PKG_CONFIG pkg-config REQUIRED)
file(GLOB_RECURSE pc_file ${prefix}/tcgemm.pc)
get_filename_component(pc_dir "${pc_file}" DIRECTORY)
execute_process(COMMAND ${CMAKE_COMMAND} -E env PKG_CONFIG_PATH=${pc_dir}
                        ${PKG_CONFIG} --cflags --libs tcgemm
                RESULT_VARIABLE rc OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE)
if(rc OR flags STREQUAL "")
  message(FATAL_ERROR "pkg-config found no tcgemm in ${pc_dir}")
endif()
separate_arguments(flags UNIX_COMMAND "${flags}")
run(${C_COMPILER} -std=c99 -Wall -Wextra -Werror ${SOURCE_DIR}/consumer.c -o
    ${WORK_DIR}/consumer-pkgconfig ${flags})
run(${WORK_DIR}/consumer-pkgconfig)
