// The PyGamer's `board` module: its pins (ports/atmel-samd/boards/pygamer/pins.c) and its display, all static
// objects as on the device; and the `screen` module, which writes what the display shows to a file.
//
// board.DISPLAY stands for the board's ST7735R on a busdisplay (boards/pygamer/board.c): 160x128, rotation 0,
// RGB565 with the bytes of each pixel swapped for the bus. It keeps its root group with CircuitPython's own
// display core (shared-module/displayio/display_core.c) and refreshes as shared-module/busdisplay/BusDisplay.c
// does: the dirty areas of the root group, each filled by displayio in subrectangles of the board's 512-byte
// buffer. Where the board sends each subrectangle over SPI, this core copies it into a static frame buffer, and
// only when CARDTABLE_RENDER=1 (rendering costs time on every refresh); otherwise a refresh does all but the
// filling, so displayio's dirty tracking moves as on the board.

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "py/objproperty.h"
#include "py/runtime.h"
#include "shared-bindings/displayio/Group.h"
#include "shared-bindings/microcontroller/Pin.h"
#include "shared-module/displayio/display_core.h"

#include "cardtable_pool.h"

#define DISPLAY_WIDTH 160
#define DISPLAY_HEIGHT 128

static void pin_print(const mp_print_t *print, mp_obj_t self_in, mp_print_kind_t kind) {
    (void)kind;
    const mcu_pin_obj_t *self = MP_OBJ_TO_PTR(self_in);
    mp_printf(print, "microcontroller.pin.%q", self->name);
}

MP_DEFINE_CONST_OBJ_TYPE(mcu_pin_type, MP_QSTR_Pin, MP_TYPE_FLAG_NONE, print, pin_print);

#define PIN(p) static const mcu_pin_obj_t pin_##p = { { &mcu_pin_type }, MP_QSTR_##p }
PIN(PA00);
PIN(PA01);
PIN(PA02);
PIN(PA04);
PIN(PA05);
PIN(PA06);
PIN(PA12);
PIN(PA13);
PIN(PA14);
PIN(PA15);
PIN(PA16);
PIN(PA17);
PIN(PA18);
PIN(PA19);
PIN(PA20);
PIN(PA21);
PIN(PA22);
PIN(PA23);
PIN(PA27);
PIN(PB00);
PIN(PB01);
PIN(PB02);
PIN(PB03);
PIN(PB04);
PIN(PB05);
PIN(PB06);
PIN(PB07);
PIN(PB08);
PIN(PB09);
PIN(PB12);
PIN(PB13);
PIN(PB14);
PIN(PB15);
PIN(PB16);
PIN(PB17);
PIN(PB22);
PIN(PB23);
PIN(PB30);
PIN(PB31);

typedef struct {
    mp_obj_base_t base;
    displayio_display_core_t core;
    mp_float_t brightness;
    bool auto_refresh;
} board_display_obj_t;

// What the display shows, as the ST7735R receives it: big-endian RGB565, row by row.
static uint16_t frame[DISPLAY_HEIGHT][DISPLAY_WIDTH];
static bool render;

// The root group, reachable by the garbage collector as the board's displayio_gc_collect makes it.
MP_REGISTER_ROOT_POINTER(mp_obj_t board_display_root_group);

// BusDisplay.c's _refresh_area, the bus replaced by the frame buffer.
static void refresh_area(board_display_obj_t *self, const displayio_area_t *area) {
    uint16_t buffer_size = CIRCUITPY_DISPLAY_AREA_BUFFER_SIZE / sizeof(uint32_t);
    displayio_area_t clipped;
    if (!displayio_display_core_clip_area(&self->core, area, &clipped)) {
        return;
    }
    uint16_t rows_per_buffer = displayio_area_height(&clipped);
    uint8_t pixels_per_word = (sizeof(uint32_t) * 8) / self->core.colorspace.depth;
    uint16_t pixels_per_buffer = displayio_area_size(&clipped);
    uint16_t subrectangles = 1;
    if (displayio_area_size(&clipped) > buffer_size * pixels_per_word) {
        rows_per_buffer = buffer_size * pixels_per_word / displayio_area_width(&clipped);
        if (rows_per_buffer == 0) {
            rows_per_buffer = 1;
        }
        subrectangles = displayio_area_height(&clipped) / rows_per_buffer;
        if (displayio_area_height(&clipped) % rows_per_buffer != 0) {
            subrectangles++;
        }
        pixels_per_buffer = rows_per_buffer * displayio_area_width(&clipped);
        buffer_size = pixels_per_buffer / pixels_per_word;
        if (pixels_per_buffer % pixels_per_word) {
            buffer_size += 1;
        }
    }
    uint32_t mask_length = (pixels_per_buffer / 32) + 1;
    uint32_t buffer[buffer_size];
    uint32_t mask[mask_length];
    uint16_t remaining_rows = displayio_area_height(&clipped);
    for (uint16_t j = 0; j < subrectangles; j++) {
        displayio_area_t subrectangle = {
            .x1 = clipped.x1,
            .y1 = clipped.y1 + rows_per_buffer * j,
            .x2 = clipped.x2,
            .y2 = clipped.y1 + rows_per_buffer * (j + 1)
        };
        if (remaining_rows < rows_per_buffer) {
            subrectangle.y2 = subrectangle.y1 + remaining_rows;
        }
        remaining_rows -= rows_per_buffer;
        memset(mask, 0, mask_length * sizeof(mask[0]));
        memset(buffer, 0, buffer_size * sizeof(buffer[0]));
        displayio_display_core_fill_area(&self->core, &subrectangle, mask, buffer);
        const uint16_t *pixels = (const uint16_t *)buffer;
        uint16_t width = displayio_area_width(&subrectangle);
        for (int16_t y = subrectangle.y1; y < subrectangle.y2; y++, pixels += width) {
            memcpy(&frame[y][subrectangle.x1], pixels, width * sizeof(uint16_t));
        }
    }
}

// BusDisplay.c's _refresh_display.
static void refresh_display(board_display_obj_t *self) {
    if (!displayio_display_core_start_refresh(&self->core)) {
        return;
    }
    const displayio_area_t *area = NULL;
    if (self->core.full_refresh) {
        self->core.area.next = NULL;
        area = &self->core.area;
    } else if (self->core.current_group != NULL) {
        area = displayio_group_get_refresh_areas(self->core.current_group, NULL);
    }
    for (; area != NULL && render; area = area->next) {
        refresh_area(self, area);
    }
    displayio_display_core_finish_refresh(&self->core);
}

// The board's refresh, less its pacing: its arguments are checked, and it refreshes at once.
static mp_obj_t board_display_refresh(size_t n_args, const mp_obj_t *pos_args, mp_map_t *kw_args) {
    enum { ARG_target_frames_per_second, ARG_minimum_frames_per_second };
    static const mp_arg_t allowed_args[] = {
        { MP_QSTR_target_frames_per_second, MP_ARG_OBJ | MP_ARG_KW_ONLY, {.u_obj = mp_const_none} },
        { MP_QSTR_minimum_frames_per_second, MP_ARG_KW_ONLY | MP_ARG_INT, {.u_int = 0} },
    };
    mp_arg_val_t args[MP_ARRAY_SIZE(allowed_args)];
    mp_arg_parse_all(n_args - 1, pos_args + 1, kw_args, MP_ARRAY_SIZE(allowed_args), allowed_args, args);
    if (args[ARG_target_frames_per_second].u_obj != mp_const_none) {
        mp_obj_get_int(args[ARG_target_frames_per_second].u_obj);
    }
    refresh_display(MP_OBJ_TO_PTR(pos_args[0]));
    return mp_const_true;
}
static MP_DEFINE_CONST_FUN_OBJ_KW(board_display_refresh_obj, 1, board_display_refresh);

static mp_obj_t board_display_get_root_group(mp_obj_t self_in) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    return self->core.current_group == NULL ? mp_const_none : MP_OBJ_FROM_PTR(self->core.current_group);
}
static MP_DEFINE_CONST_FUN_OBJ_1(board_display_get_root_group_obj, board_display_get_root_group);

static mp_obj_t board_display_set_root_group(mp_obj_t self_in, mp_obj_t group_in) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    displayio_group_t *group = group_in == mp_const_none ? NULL : native_group(group_in);
    if (!displayio_display_core_set_root_group(&self->core, group)) {
        mp_raise_ValueError(MP_ERROR_TEXT("Group already used"));
    }
    MP_STATE_VM(board_display_root_group) = group_in;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(board_display_set_root_group_obj, board_display_set_root_group);

static MP_PROPERTY_GETSET(board_display_root_group_obj,
    (mp_obj_t)&board_display_get_root_group_obj,
    (mp_obj_t)&board_display_set_root_group_obj);

static mp_obj_t board_display_get_auto_refresh(mp_obj_t self_in) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    return mp_obj_new_bool(self->auto_refresh);
}
static MP_DEFINE_CONST_FUN_OBJ_1(board_display_get_auto_refresh_obj, board_display_get_auto_refresh);

static mp_obj_t board_display_set_auto_refresh(mp_obj_t self_in, mp_obj_t auto_refresh) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    self->auto_refresh = mp_obj_is_true(auto_refresh);
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(board_display_set_auto_refresh_obj, board_display_set_auto_refresh);

static MP_PROPERTY_GETSET(board_display_auto_refresh_obj,
    (mp_obj_t)&board_display_get_auto_refresh_obj,
    (mp_obj_t)&board_display_set_auto_refresh_obj);

static mp_obj_t board_display_get_brightness(mp_obj_t self_in) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    return mp_obj_new_float(self->brightness);
}
static MP_DEFINE_CONST_FUN_OBJ_1(board_display_get_brightness_obj, board_display_get_brightness);

static mp_obj_t board_display_set_brightness(mp_obj_t self_in, mp_obj_t brightness_obj) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    mp_float_t brightness = mp_obj_get_float(brightness_obj);
    if (brightness < 0 || brightness > 1) {
        mp_raise_ValueError_varg(MP_ERROR_TEXT("%q must be %d-%d"), MP_QSTR_brightness, 0, 1);
    }
    self->brightness = brightness;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(board_display_set_brightness_obj, board_display_set_brightness);

static MP_PROPERTY_GETSET(board_display_brightness_obj,
    (mp_obj_t)&board_display_get_brightness_obj,
    (mp_obj_t)&board_display_set_brightness_obj);

static mp_obj_t board_display_get_width(mp_obj_t self_in) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    return MP_OBJ_NEW_SMALL_INT(displayio_display_core_get_width(&self->core));
}
static MP_DEFINE_CONST_FUN_OBJ_1(board_display_get_width_obj, board_display_get_width);
static MP_PROPERTY_GETTER(board_display_width_obj, (mp_obj_t)&board_display_get_width_obj);

static mp_obj_t board_display_get_height(mp_obj_t self_in) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    return MP_OBJ_NEW_SMALL_INT(displayio_display_core_get_height(&self->core));
}
static MP_DEFINE_CONST_FUN_OBJ_1(board_display_get_height_obj, board_display_get_height);
static MP_PROPERTY_GETTER(board_display_height_obj, (mp_obj_t)&board_display_get_height_obj);

static mp_obj_t board_display_get_rotation(mp_obj_t self_in) {
    board_display_obj_t *self = MP_OBJ_TO_PTR(self_in);
    return MP_OBJ_NEW_SMALL_INT(self->core.rotation);
}
static MP_DEFINE_CONST_FUN_OBJ_1(board_display_get_rotation_obj, board_display_get_rotation);
static MP_PROPERTY_GETTER(board_display_rotation_obj, (mp_obj_t)&board_display_get_rotation_obj);

static const mp_rom_map_elem_t board_display_locals_dict_table[] = {
    { MP_ROM_QSTR(MP_QSTR_refresh), MP_ROM_PTR(&board_display_refresh_obj) },
    { MP_ROM_QSTR(MP_QSTR_root_group), MP_ROM_PTR(&board_display_root_group_obj) },
    { MP_ROM_QSTR(MP_QSTR_auto_refresh), MP_ROM_PTR(&board_display_auto_refresh_obj) },
    { MP_ROM_QSTR(MP_QSTR_brightness), MP_ROM_PTR(&board_display_brightness_obj) },
    { MP_ROM_QSTR(MP_QSTR_width), MP_ROM_PTR(&board_display_width_obj) },
    { MP_ROM_QSTR(MP_QSTR_height), MP_ROM_PTR(&board_display_height_obj) },
    { MP_ROM_QSTR(MP_QSTR_rotation), MP_ROM_PTR(&board_display_rotation_obj) },
};
static MP_DEFINE_CONST_DICT(board_display_locals_dict, board_display_locals_dict_table);

static MP_DEFINE_CONST_OBJ_TYPE(
    board_display_type,
    MP_QSTR_BusDisplay,
    MP_TYPE_FLAG_HAS_SPECIAL_ACCESSORS,
    locals_dict, &board_display_locals_dict
    );

static board_display_obj_t display = { .base = { &board_display_type } };

// The board's board_init: its display, constructed before the VM starts (taking the terminal's tiles from the
// pool), with the board's settings: 16-bit colour, bytes swapped in each pixel, brightness 1, auto-refresh on.
void cardtable_board_init(void) {
    displayio_display_core_construct(&display.core, DISPLAY_WIDTH, DISPLAY_HEIGHT, 0, 16, false, false, 1, false,
        true);
    display.brightness = 1;
    display.auto_refresh = true;
    const char *render_env = getenv("CARDTABLE_RENDER");
    render = render_env != NULL && strcmp(render_env, "1") == 0;
}

static const mp_rom_map_elem_t board_module_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_board) },
    { MP_ROM_QSTR(MP_QSTR_board_id), MP_ROM_QSTR(MP_QSTR_pygamer) },

    { MP_ROM_QSTR(MP_QSTR_A0), MP_ROM_PTR(&pin_PA02) },
    { MP_ROM_QSTR(MP_QSTR_A1), MP_ROM_PTR(&pin_PA05) },
    { MP_ROM_QSTR(MP_QSTR_A2), MP_ROM_PTR(&pin_PB08) },
    { MP_ROM_QSTR(MP_QSTR_A3), MP_ROM_PTR(&pin_PB09) },
    { MP_ROM_QSTR(MP_QSTR_A4), MP_ROM_PTR(&pin_PA04) },
    { MP_ROM_QSTR(MP_QSTR_A5), MP_ROM_PTR(&pin_PA06) },
    { MP_ROM_QSTR(MP_QSTR_A6), MP_ROM_PTR(&pin_PB01) },
    { MP_ROM_QSTR(MP_QSTR_A7), MP_ROM_PTR(&pin_PB04) },
    { MP_ROM_QSTR(MP_QSTR_A8), MP_ROM_PTR(&pin_PB03) },
    { MP_ROM_QSTR(MP_QSTR_A9), MP_ROM_PTR(&pin_PB02) },

    { MP_ROM_QSTR(MP_QSTR_D0), MP_ROM_PTR(&pin_PB17) },
    { MP_ROM_QSTR(MP_QSTR_D1), MP_ROM_PTR(&pin_PB16) },
    { MP_ROM_QSTR(MP_QSTR_D2), MP_ROM_PTR(&pin_PB03) },
    { MP_ROM_QSTR(MP_QSTR_D3), MP_ROM_PTR(&pin_PB02) },
    { MP_ROM_QSTR(MP_QSTR_D4), MP_ROM_PTR(&pin_PA14) },
    { MP_ROM_QSTR(MP_QSTR_D5), MP_ROM_PTR(&pin_PA16) },
    { MP_ROM_QSTR(MP_QSTR_D6), MP_ROM_PTR(&pin_PA18) },
    { MP_ROM_QSTR(MP_QSTR_D7), MP_ROM_PTR(&pin_PB14) },
    { MP_ROM_QSTR(MP_QSTR_D8), MP_ROM_PTR(&pin_PA15) },
    { MP_ROM_QSTR(MP_QSTR_D9), MP_ROM_PTR(&pin_PA19) },
    { MP_ROM_QSTR(MP_QSTR_D10), MP_ROM_PTR(&pin_PA20) },
    { MP_ROM_QSTR(MP_QSTR_D11), MP_ROM_PTR(&pin_PA21) },
    { MP_ROM_QSTR(MP_QSTR_D12), MP_ROM_PTR(&pin_PA22) },

    { MP_ROM_QSTR(MP_QSTR_LED), MP_ROM_PTR(&pin_PA23) },
    { MP_ROM_QSTR(MP_QSTR_D13), MP_ROM_PTR(&pin_PA23) },

    { MP_ROM_QSTR(MP_QSTR_RX), MP_ROM_PTR(&pin_PB17) },
    { MP_ROM_QSTR(MP_QSTR_TX), MP_ROM_PTR(&pin_PB16) },
    { MP_ROM_QSTR(MP_QSTR_SDA), MP_ROM_PTR(&pin_PA12) },
    { MP_ROM_QSTR(MP_QSTR_SCL), MP_ROM_PTR(&pin_PA13) },
    { MP_ROM_QSTR(MP_QSTR_SCK), MP_ROM_PTR(&pin_PA17) },
    { MP_ROM_QSTR(MP_QSTR_MISO), MP_ROM_PTR(&pin_PB22) },
    { MP_ROM_QSTR(MP_QSTR_MOSI), MP_ROM_PTR(&pin_PB23) },
    { MP_ROM_QSTR(MP_QSTR_SD_CS), MP_ROM_PTR(&pin_PA14) },

    { MP_ROM_QSTR(MP_QSTR_NEOPIXEL), MP_ROM_PTR(&pin_PA15) },
    { MP_ROM_QSTR(MP_QSTR_LIGHT), MP_ROM_PTR(&pin_PB04) },
    { MP_ROM_QSTR(MP_QSTR_ACCELEROMETER_INTERRUPT), MP_ROM_PTR(&pin_PB14) },
    { MP_ROM_QSTR(MP_QSTR_SPEAKER), MP_ROM_PTR(&pin_PA02) },
    { MP_ROM_QSTR(MP_QSTR_SPEAKER_ENABLE), MP_ROM_PTR(&pin_PA27) },
    { MP_ROM_QSTR(MP_QSTR_BUTTON_LATCH), MP_ROM_PTR(&pin_PB00) },
    { MP_ROM_QSTR(MP_QSTR_BUTTON_OUT), MP_ROM_PTR(&pin_PB30) },
    { MP_ROM_QSTR(MP_QSTR_BUTTON_CLOCK), MP_ROM_PTR(&pin_PB31) },

    { MP_ROM_QSTR(MP_QSTR_TFT_LITE), MP_ROM_PTR(&pin_PA01) },
    { MP_ROM_QSTR(MP_QSTR_TFT_MOSI), MP_ROM_PTR(&pin_PB15) },
    { MP_ROM_QSTR(MP_QSTR_TFT_SCK), MP_ROM_PTR(&pin_PB13) },
    { MP_ROM_QSTR(MP_QSTR_TFT_RST), MP_ROM_PTR(&pin_PA00) },
    { MP_ROM_QSTR(MP_QSTR_TFT_CS), MP_ROM_PTR(&pin_PB12) },
    { MP_ROM_QSTR(MP_QSTR_TFT_DC), MP_ROM_PTR(&pin_PB05) },
    { MP_ROM_QSTR(MP_QSTR_JOYSTICK_X), MP_ROM_PTR(&pin_PB07) },
    { MP_ROM_QSTR(MP_QSTR_JOYSTICK_Y), MP_ROM_PTR(&pin_PB06) },

    { MP_ROM_QSTR(MP_QSTR_DISPLAY), MP_ROM_PTR(&display) },
};
static MP_DEFINE_CONST_DICT(board_module_globals, board_module_globals_table);

const mp_obj_module_t board_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&board_module_globals,
};

MP_REGISTER_MODULE(MP_QSTR_board, board_module);

// screen.save(path) writes the frame buffer, DISPLAY_HEIGHT rows of DISPLAY_WIDTH big-endian RGB565 pixels, to
// the file at path with the C library alone (no heap); screen.WIDTH and screen.HEIGHT are its size.
static mp_obj_t screen_save(mp_obj_t path_in) {
    int fd = open(mp_obj_str_get_str(path_in), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        mp_raise_OSError(errno);
    }
    bool written = write(fd, frame, sizeof(frame)) == (ssize_t)sizeof(frame);
    int err = errno;
    close(fd);
    if (!written) {
        mp_raise_OSError(err);
    }
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(screen_save_obj, screen_save);

static const mp_rom_map_elem_t screen_module_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_screen) },
    { MP_ROM_QSTR(MP_QSTR_save), MP_ROM_PTR(&screen_save_obj) },
    { MP_ROM_QSTR(MP_QSTR_WIDTH), MP_ROM_INT(DISPLAY_WIDTH) },
    { MP_ROM_QSTR(MP_QSTR_HEIGHT), MP_ROM_INT(DISPLAY_HEIGHT) },
};
static MP_DEFINE_CONST_DICT(screen_module_globals, screen_module_globals_table);

const mp_obj_module_t screen_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&screen_module_globals,
};

MP_REGISTER_MODULE(MP_QSTR_screen, screen_module);
