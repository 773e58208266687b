// The PyGamer's core: where its Python stack and GC heap come from (pool.c).
#pragma once

#include <stddef.h>

// Takes the Python stack and the first GC area: from the pool CARDTABLE_POOL names, else as one contiguous heap
// of heap_size bytes (`-X heapsize`).
void cardtable_memory_init(size_t heap_size);

// The board's board_init (board.c): its display, constructed before the VM starts.
void cardtable_board_init(void);
