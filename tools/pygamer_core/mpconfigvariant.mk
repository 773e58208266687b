# The PyGamer's core (tools/circuitpython.py copies this folder to ports/unix/variants/pygamer): the standard
# variant with the board's memory (pool.c), CircuitPython's own display modules and a board module (board.c).

# The board's port heap: CircuitPython's TLSF allocator.
SRC_C += lib/tlsf/tlsf.c

# The display modules, compiled from CircuitPython's own sources; display.c has the few lines of glue they need.
SRC_C += \
	shared/runtime/context_manager_helpers.c \
	shared-bindings/util.c \
	shared-bindings/bitmaptools/__init__.c \
	shared-bindings/displayio/Bitmap.c \
	shared-bindings/displayio/ColorConverter.c \
	shared-bindings/displayio/Colorspace.c \
	shared-bindings/displayio/Group.c \
	shared-bindings/displayio/OnDiskBitmap.c \
	shared-bindings/displayio/Palette.c \
	shared-bindings/displayio/TileGrid.c \
	shared-bindings/fontio/__init__.c \
	shared-bindings/fontio/BuiltinFont.c \
	shared-bindings/fontio/Glyph.c \
	shared-bindings/vectorio/__init__.c \
	shared-bindings/vectorio/Circle.c \
	shared-bindings/vectorio/Polygon.c \
	shared-bindings/vectorio/Rectangle.c \
	shared-bindings/vectorio/VectorShape.c \
	shared-module/bitmaptools/__init__.c \
	shared-module/displayio/area.c \
	shared-module/displayio/Bitmap.c \
	shared-module/displayio/ColorConverter.c \
	shared-module/displayio/display_core.c \
	shared-module/displayio/Group.c \
	shared-module/displayio/OnDiskBitmap.c \
	shared-module/displayio/Palette.c \
	shared-module/displayio/TileGrid.c \
	shared-module/fontio/BuiltinFont.c \
	shared-module/vectorio/__init__.c \
	shared-module/vectorio/Circle.c \
	shared-module/vectorio/Polygon.c \
	shared-module/vectorio/Rectangle.c \
	shared-module/vectorio/VectorShape.c \

CFLAGS += \
	-DCIRCUITPY_BITMAPTOOLS=1 \
	-DCIRCUITPY_DISPLAYIO=1 \
	-DCIRCUITPY_DISPLAYIO_UNIX=1 \
	-DCIRCUITPY_FONTIO=1 \
	-DCIRCUITPY_REPL_LOGO=0 \
	-DCIRCUITPY_TERMINALIO=1 \
	-DCIRCUITPY_VECTORIO=1 \

# py/gc.c's split heap and lib/tlsf add to void pointers, as the board's build allows.
$(BUILD)/py/gc.o $(BUILD)/lib/tlsf/tlsf.o: CFLAGS += -Wno-pointer-arith

# OnDiskBitmap reads the board's FAT file object: here it is given the unix port's posix one, which display.c
# reads and seeks.
$(BUILD)/shared-bindings/displayio/OnDiskBitmap.o: CFLAGS += -include extmod/vfs_posix.h \
	-Dmp_type_fileio=mp_type_vfs_posix_fileio
$(BUILD)/shared-module/displayio/OnDiskBitmap.o: CFLAGS += -Df_read=posix_f_read -Df_lseek=posix_f_lseek

# terminalio.FONT, generated as the board's build generates it (supervisor/supervisor.mk).
SRC_C += $(BUILD)/autogen_display_resources.c
$(BUILD)/autogen_display_resources.c: $(TOP)/tools/gen_display_resources.py $(TOP)/locale/en_US.po | $(HEADER_BUILD)
	$(ECHO) "GEN $@"
	$(Q)$(PYTHON) $(TOP)/tools/gen_display_resources.py \
		--font $(TOP)/tools/fonts/ter-u12n.bdf \
		--sample_file $(TOP)/locale/en_US.po \
		--extra_characters "" \
		--output_c_file $@
