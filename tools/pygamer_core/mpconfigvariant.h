// The PyGamer's core: the unix port's standard variant, with the board's memory (pool.c) and its display modules.

#define MICROPY_CONFIG_ROM_LEVEL (MICROPY_CONFIG_ROM_LEVEL_EXTRA_FEATURES)

#include "../mpconfigvariant_common.h"

// The board's GC heap (py/circuitpy_mpconfig.h): areas added from the port heap as it fills, in pool mode.
#define MICROPY_GC_SPLIT_HEAP            (1)
#define MICROPY_GC_SPLIT_HEAP_AUTO       (1)
#define MP_PLAT_ALLOC_HEAP(size) port_malloc(size, false)
#define MP_PLAT_FREE_HEAP(ptr) port_free(ptr)
#include "supervisor/port_heap.h"

// What the board's main.c takes from the pool when settings.toml does not say (py/circuitpy_mpconfig.h).
#define CIRCUITPY_PYSTACK_SIZE 2048
#define CIRCUITPY_HEAP_START_SIZE (8 * 1024)

// The board's display settings (py/circuitpy_mpconfig.h): one display, refreshed through a 512-byte buffer.
#define CIRCUITPY_DISPLAY_LIMIT (1)
#define CIRCUITPY_DISPLAY_AREA_BUFFER_SIZE (512)

// Settings in which the board's build (py/circuitpy_mpconfig.h, ports/atmel-samd, boards/pygamer) differs from
// the unix port's, set as the board's (docs/lanes.md has the whole comparison):
// a runtime qstr's hash is 1 byte, not 2;
#define MICROPY_QSTR_BYTES_IN_HASH       (1)
// an exception keeps its __cause__ and __context__ (32 bytes, not 16), and closing a generator makes a new
// GeneratorExit;
#define MICROPY_CPYTHON_EXCEPTION_CHAIN  (1)
// source compiled on the device builds a tuple for `a, b, c = x, y, z`, and its `return x if c else y` is 2 bytes
// longer (mpy-cross compiles the .mpy files alike for both);
#define MICROPY_COMP_TRIPLE_TUPLE_ASSIGN (0)
#define MICROPY_COMP_RETURN_IF_EXPR      (0)
// error messages are worded as the board's (../mpconfigvariant_common.h sets detailed ones).
#undef MICROPY_ERROR_REPORTING
#define MICROPY_ERROR_REPORTING          (MICROPY_ERROR_REPORTING_NORMAL)
// Not the board's MICROPY_ALLOC_PARSE_CHUNK_INIT (16 where the unix port has 128): compiling from source, which
// the device does for code.py only, then needs 1.6K more heap, past what the referee's lane gives (docs/lanes.md).
