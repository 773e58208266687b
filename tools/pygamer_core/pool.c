// The Python stack and the GC heap of the PyGamer's core, in one of two modes.
//
// Contiguous (what the lanes have always used): one GC area of `-X heapsize` bytes that never grows, and a
// Python stack of CIRCUITPY_PYSTACK_SIZE bytes (environment) else CARDTABLE_PYSTACK_SIZE.
//
// Pool (the board's memory), chosen by the environment variable CARDTABLE_POOL=<bytes>: that many bytes become a
// TLSF pool as supervisor/shared/port.c makes the board's port heap; the display takes its terminal's tiles from it
// as board_init does (board.c), then the Python stack and the first GC area are taken from it as main.c's start_mp
// takes them, sized by ./settings.toml. The GC heap then grows by areas taken from the pool
// (MICROPY_GC_SPLIT_HEAP_AUTO), so gc.mem_free() counts as the board counts it.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "py/gc.h"
#include "py/pystack.h"
#include "py/runtime.h"
#include "lib/tlsf/tlsf.h"

#include "cardtable_pool.h"

static tlsf_t heap;             // the pool, or NULL in contiguous mode
static size_t heap_bytes;       // the pool's size, or the contiguous heap's
static size_t first_area_bytes; // the first GC area's (gc_init's), which the area list does not keep

// The board's port heap (supervisor/shared/port.c), over a block of this process's memory.
void *port_malloc(size_t size, bool dma_capable) {
    (void)dma_capable;
    return heap == NULL ? NULL : tlsf_malloc(heap, size);
}

void port_free(void *ptr) {
    tlsf_free(heap, ptr);
}

static bool max_size_walker(void *ptr, size_t size, int used, void *user) {
    (void)ptr;
    size_t *max_size = (size_t *)user;
    if (!used && *max_size < size) {
        *max_size = size;
    }
    return true;
}

size_t port_heap_get_largest_free_size(void) {
    size_t max_size = 0;
    tlsf_walk_pool(tlsf_get_pool(heap), max_size_walker, &max_size);
    return tlsf_fit_size(heap, max_size);
}

// What the GC may still add as a new area: 0 in contiguous mode, so that heap never grows.
size_t gc_get_max_new_split(void) {
    return heap == NULL ? 0 : port_heap_get_largest_free_size();
}

// The integer value of `key` in ./settings.toml, read as supervisor/shared/settings.c reads it (a bare value on
// a line `key = value`, up to a comment; a [section] ends the search); false when the file, the key or a valid
// integer is not there. The supervisor's reader needs the VM, which does not exist yet.
static bool settings_get_int(const char *key, long *value) {
    FILE *f = fopen("settings.toml", "r");
    if (f == NULL) {
        return false;
    }
    char line[256];
    bool found = false;
    while (!found && fgets(line, sizeof(line), f) != NULL) {
        char *p = line + strspn(line, " \t");
        if (*p == '[') {
            break;
        }
        size_t n = strlen(key);
        if (strncmp(p, key, n) != 0) {
            continue;
        }
        p += n;
        p += strspn(p, " \t");
        if (*p != '=') {
            continue;
        }
        p += 1 + strspn(p + 1, " \t");
        char *end = p + strcspn(p, "#\r\n");
        while (end > p && (end[-1] == ' ' || end[-1] == '\t')) {
            end--;
        }
        *end = '\0';
        char *rest;
        *value = strtol(p, &rest, 0);
        found = rest != p && *rest == '\0';
        if (!found) {
            fprintf(stderr, "An error occurred while retrieving '%s':\nInvalid format\n", key);
        }
        break;
    }
    fclose(f);
    return found;
}

// main.c's _allocate_memory: settings.toml's size if it says one and the pool has it, else the default.
static void *allocate_memory(const char *key, size_t default_size, size_t *final_size) {
    long size;
    *final_size = default_size;
    if (settings_get_int(key, &size) && size > 0) {
        *final_size = size;
    }
    void *ptr = port_malloc(*final_size, false);
    if (ptr == NULL) {
        *final_size = default_size;
        ptr = port_malloc(default_size, false);
    }
    if (ptr == NULL) {
        fprintf(stderr, "CARDTABLE_POOL has no room for %s (%u bytes)\n", key, (unsigned)default_size);
        exit(2);
    }
    return ptr;
}

static void pool_init(const char *pool_env) {
    heap_bytes = strtoul(pool_env, NULL, 0);
    void *mem = malloc(heap_bytes);
    if (heap_bytes < 4096 || mem == NULL) {
        fprintf(stderr, "CARDTABLE_POOL must be at least 4096 bytes\n");
        exit(2);
    }
    heap = tlsf_create_with_pool(mem, heap_bytes, heap_bytes);
    cardtable_board_init();
    size_t pystack_bytes;
    byte *pystack = allocate_memory("CIRCUITPY_PYSTACK_SIZE", CIRCUITPY_PYSTACK_SIZE, &pystack_bytes);
    mp_pystack_init(pystack, pystack + pystack_bytes);
    byte *area = allocate_memory("CIRCUITPY_HEAP_START_SIZE", CIRCUITPY_HEAP_START_SIZE, &first_area_bytes);
    gc_init(area, area + first_area_bytes);
}

static void contiguous_init(size_t heap_size) {
    static mp_obj_t pystack[CARDTABLE_PYSTACK_MAX / sizeof(mp_obj_t)];
    size_t pystack_bytes = CARDTABLE_PYSTACK_SIZE;
    const char *pystack_env = getenv("CIRCUITPY_PYSTACK_SIZE");
    if (pystack_env != NULL) {
        pystack_bytes = strtoul(pystack_env, NULL, 0);
    }
    if (pystack_bytes < 256 || pystack_bytes > sizeof(pystack)) {
        fprintf(stderr, "CIRCUITPY_PYSTACK_SIZE must be 256 to %u bytes\n", (unsigned)sizeof(pystack));
        exit(2);
    }
    mp_pystack_init(pystack, &pystack[pystack_bytes / sizeof(mp_obj_t)]);
    cardtable_board_init();
    byte *area = malloc(heap_size);
    gc_init(area, area + heap_size);
    heap_bytes = first_area_bytes = heap_size;
}

bool cardtable_pool_mode(void) {
    return heap != NULL;
}

void cardtable_memory_init(size_t heap_size) {
    const char *pool_env = getenv("CARDTABLE_POOL");
    if (pool_env != NULL) {
        pool_init(pool_env);
    } else {
        contiguous_init(heap_size);
    }
}

static bool free_walker(void *ptr, size_t size, int used, void *user) {
    (void)ptr;
    if (!used) {
        *(size_t *)user += size;
    }
    return true;
}

static size_t area_count(void) {
    size_t n = 0;
    for (mp_state_mem_area_t *area = &MP_STATE_MEM(area); area != NULL; area = area->next) {
        n++;
    }
    return n;
}

// pool.info() -> (pool bytes, free bytes in the pool, largest free block as the GC may take it, (each GC area's
// bytes, the first first)). In contiguous mode the pool is the one area, with nothing free. Allocates only the
// tuples it returns, before it looks (an allocation may add or free an area).
static mp_obj_t pool_info(void) {
    mp_obj_tuple_t *info = MP_OBJ_TO_PTR(mp_obj_new_tuple(4, NULL));
    mp_obj_tuple_t *areas;
    size_t n;
    do {
        n = area_count();
        areas = MP_OBJ_TO_PTR(mp_obj_new_tuple(n, NULL));
    } while (area_count() != n);
    size_t i = 0;
    for (mp_state_mem_area_t *area = &MP_STATE_MEM(area); area != NULL; area = area->next, i++) {
        // a later area starts with its own mp_state_mem_area_t: the block the pool gave it starts there
        size_t bytes = i == 0 ? first_area_bytes : tlsf_block_size(area);
        areas->items[i] = mp_obj_new_int_from_uint(bytes);
    }
    size_t free_bytes = 0;
    if (heap != NULL) {
        tlsf_walk_pool(tlsf_get_pool(heap), free_walker, &free_bytes);
    }
    info->items[0] = mp_obj_new_int_from_uint(heap_bytes);
    info->items[1] = mp_obj_new_int_from_uint(free_bytes);
    info->items[2] = mp_obj_new_int_from_uint(gc_get_max_new_split());
    info->items[3] = MP_OBJ_FROM_PTR(areas);
    return MP_OBJ_FROM_PTR(info);
}
static MP_DEFINE_CONST_FUN_OBJ_0(pool_info_obj, pool_info);

static const mp_rom_map_elem_t pool_module_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_pool) },
    { MP_ROM_QSTR(MP_QSTR_info), MP_ROM_PTR(&pool_info_obj) },
};
static MP_DEFINE_CONST_DICT(pool_module_globals, pool_module_globals_table);

const mp_obj_module_t pool_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&pool_module_globals,
};

MP_REGISTER_MODULE(MP_QSTR_pool, pool_module);
