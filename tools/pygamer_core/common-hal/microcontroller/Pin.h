// The microcontroller's pin type, which shared-bindings/microcontroller/Pin.h expects of a port (fontio includes
// it): a pin here is a static object that knows its name (board.c), and does nothing.
#pragma once

#include "py/obj.h"
#include "py/qstr.h"

typedef struct {
    mp_obj_base_t base;
    qstr name;
} mcu_pin_obj_t;
