// What CircuitPython's display modules need of the board beyond their own sources: the module tables of
// displayio and terminalio (the board's __init__.c files also hold its displays and its terminal), the
// supervisor's terminal tiles and clock, and FAT-style reads of the unix port's posix file object.

#include <stddef.h>

#include "py/mphal.h"
#include "py/runtime.h"
#include "py/stream.h"
#include "extmod/vfs_fat.h"
#include "shared-bindings/displayio/__init__.h"
#include "shared-bindings/displayio/Bitmap.h"
#include "shared-bindings/displayio/ColorConverter.h"
#include "shared-bindings/displayio/Group.h"
#include "shared-bindings/displayio/OnDiskBitmap.h"
#include "shared-bindings/displayio/Palette.h"
#include "shared-bindings/displayio/TileGrid.h"
#include "supervisor/port_heap.h"
#include "supervisor/shared/display.h"
#include "supervisor/shared/tick.h"

static const mp_rom_map_elem_t displayio_module_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_displayio) },
    { MP_ROM_QSTR(MP_QSTR_Bitmap), MP_ROM_PTR(&displayio_bitmap_type) },
    { MP_ROM_QSTR(MP_QSTR_ColorConverter), MP_ROM_PTR(&displayio_colorconverter_type) },
    { MP_ROM_QSTR(MP_QSTR_Colorspace), MP_ROM_PTR(&displayio_colorspace_type) },
    { MP_ROM_QSTR(MP_QSTR_Group), MP_ROM_PTR(&displayio_group_type) },
    { MP_ROM_QSTR(MP_QSTR_OnDiskBitmap), MP_ROM_PTR(&displayio_ondiskbitmap_type) },
    { MP_ROM_QSTR(MP_QSTR_Palette), MP_ROM_PTR(&displayio_palette_type) },
    { MP_ROM_QSTR(MP_QSTR_TileGrid), MP_ROM_PTR(&displayio_tilegrid_type) },
};
static MP_DEFINE_CONST_DICT(displayio_module_globals, displayio_module_globals_table);

const mp_obj_module_t displayio_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&displayio_module_globals,
};

MP_REGISTER_MODULE(MP_QSTR_displayio, displayio_module);

// The transform of an object outside any group (shared-module/displayio/__init__.c).
displayio_buffer_transform_t null_transform = {
    .x = 0,
    .y = 0,
    .dx = 1,
    .dy = 1,
    .scale = 1,
    .width = 0,
    .height = 0,
    .mirror_x = false,
    .mirror_y = false,
    .transpose_xy = false
};

static const mp_rom_map_elem_t terminalio_module_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_terminalio) },
    { MP_ROM_QSTR(MP_QSTR_FONT), MP_ROM_PTR(&supervisor_terminal_font) },
};
static MP_DEFINE_CONST_DICT(terminalio_module_globals, terminalio_module_globals_table);

const mp_obj_module_t terminalio_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&terminalio_module_globals,
};

MP_REGISTER_MODULE(MP_QSTR_terminalio, terminalio_module);

// The board's display, as it is constructed, has the supervisor take its terminal's tiles from the pool
// (supervisor/shared/display.c): a tile of the built-in font for each cell, at scale 1 on a display fewer than
// 121 cells wide, and two bytes a tile past 255 tiles. The same block is taken here; the terminal is left out.
void supervisor_start_terminal(uint16_t width_px, uint16_t height_px) {
    static uint8_t *tiles;
    if (tiles != NULL) {
        return;
    }
    size_t width_in_tiles = MAX(1, width_px / supervisor_terminal_font.width);
    size_t height_in_tiles = MAX(2, height_px / supervisor_terminal_font.height);
    size_t total_tiles = width_in_tiles * height_in_tiles;
    tiles = port_malloc(total_tiles * (total_tiles > 255 ? 2 : 1), false);
}

uint64_t supervisor_ticks_ms64(void) {
    return mp_hal_ticks_ms();
}

// OnDiskBitmap reads `&file->fp` of the board's FAT file object; the unix port hands it its posix file object,
// which these read and seek through its stream protocol.
static mp_obj_t file_of(FIL *fp) {
    return MP_OBJ_FROM_PTR((byte *)fp - offsetof(pyb_file_obj_t, fp));
}

FRESULT posix_f_read(FIL *fp, void *buff, UINT btr, UINT *br) {
    int errcode;
    *br = mp_stream_rw(file_of(fp), buff, btr, &errcode, MP_STREAM_RW_READ);
    return errcode == 0 ? FR_OK : FR_DISK_ERR;
}

FRESULT posix_f_lseek(FIL *fp, FSIZE_t ofs) {
    int errcode;
    mp_stream_seek(file_of(fp), ofs, MP_SEEK_SET, &errcode);
    return errcode == 0 ? FR_OK : FR_DISK_ERR;
}
