// The PyGamer's core: where its Python stack and GC heap come from (pool.c).
#pragma once

#include <stdbool.h>
#include <stddef.h>

// Takes the Python stack and the first GC area: from the pool CARDTABLE_POOL names, else as one contiguous heap
// of heap_size bytes (`-X heapsize`).
void cardtable_memory_init(size_t heap_size);

// True when the memory is a pool, as on the board: the current folder is then mounted as the root "/".
bool cardtable_pool_mode(void);

// The board's board_init (board.c): its display, constructed before the VM starts.
void cardtable_board_init(void);
