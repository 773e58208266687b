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
