// The microcontroller's pin type, which shared-bindings/microcontroller/Pin.h expects of a port (fontio includes
// it): the board module's pins (board.c) are their own static objects.
#pragma once

#include "py/obj.h"

typedef struct {
    mp_obj_base_t base;
} mcu_pin_obj_t;
