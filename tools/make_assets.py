"""Generate the card sprites into assets/ (run: python3 tools/make_assets.py).

Writes two small 4-bit indexed BMPs, pure Python (no imaging library needed):

- assets/cards.bmp: 13 x 5 tiles of CARD_W x CARD_H. Tile s*13 + (rank-2) is the card of suit s
  (0..3 = S H D C) and rank 2..14; tile 52 is the card back, 53 an empty place.
- assets/pips.bmp: 4 tiles of PIP x PIP, the suit symbols S H D C, for text lines.

Colours are palette indices, so the front end recolours cards by swapping palettes (darker for cards
that may not be played, four-colour suits, a tint for melded cards) without another bitmap.
Index 0 is the table (made transparent), 1 border, 2 face, 3..6 the ink of S H D C, 7-8 the back.
The device reads the sheets with displayio.OnDiskBitmap, so they cost flash, not RAM.
"""
import os
import struct
import sys

CARD_W, CARD_H = 20, 28
PIP = 7
COLS, ROWS = 13, 5

# the palette written into the files (the front end replaces it at run time)
PALETTE = [0x006030, 0x404040, 0xFFFFFF, 0x000000, 0xD00000, 0xD00000, 0x000000,
           0x2040B0, 0x80A8F0, 0, 0, 0, 0, 0, 0, 0]

SMALL = {
    0: ["...#...", "..###..", ".#####.", "#######", "#######", "...#...", "..###.."],
    1: [".##.##.", "#######", "#######", "#######", ".#####.", "..###..", "...#..."],
    2: ["...#...", "..###..", ".#####.", "#######", ".#####.", "..###..", "...#..."],
    3: ["..###..", "..###..", "##.#.##", "#######", "##.#.##", "...#...", "..###.."],
}

GLYPHS = {
    "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "K": ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
    "Q": [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
    "J": ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
    "10": [".#..##.", "##.#..#", ".#.#..#", ".#.#..#", ".#.#..#", ".#.#..#", ".#..##."],
    "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
    "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
    "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
    "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
    "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
    "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
    "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
    "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
}
RANK_TEXT = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}


BIG = {
    0: ["....#....", "...###...", "..#####..", ".#######.", "#########", "#########",
        ".##.#.##.", "....#....", "..#####.."],
    1: [".##...##.", "####.####", "#########", "#########", ".#######.", "..#####..",
        "...###...", "....#...."],
    2: ["....#....", "...###...", "..#####..", ".#######.", "#########", ".#######.",
        "..#####..", "...###...", "....#...."],
    3: ["...###...", "..#####..", "..#####..", "##.###.##", "#########", "##..#..##",
        "....#....", "...###..."],
}


def blit(px, ox, oy, rows, colour):
    for dy, row in enumerate(rows):
        for dx, ch in enumerate(row):
            if ch == "#":
                px[oy + dy][ox + dx] = colour


def card_face(px, ox, oy, suit, rank):
    ink = 3 + suit
    frame(px, ox, oy, 2)
    blit(px, ox + 2, oy + 2, GLYPHS[RANK_TEXT.get(rank, str(rank))], ink)
    blit(px, ox + 2, oy + 11, SMALL[suit], ink)
    blit(px, ox + 9, oy + 16, BIG[suit], ink)


def frame(px, ox, oy, fill):
    for y in range(CARD_H):
        for x in range(CARD_W):
            edge = x in (0, CARD_W - 1) or y in (0, CARD_H - 1)
            corner = (x in (0, CARD_W - 1)) and (y in (0, CARD_H - 1))
            px[oy + y][ox + x] = 0 if corner else (1 if edge else fill)


def card_back(px, ox, oy):
    frame(px, ox, oy, 2)
    for y in range(2, CARD_H - 2):
        for x in range(2, CARD_W - 2):
            px[oy + y][ox + x] = 8 if (x + y) % 4 == 0 or (x - y) % 4 == 0 else 7


def empty_place(px, ox, oy):
    for y in range(CARD_H):
        for x in range(CARD_W):
            edge = x in (0, CARD_W - 1) or y in (0, CARD_H - 1)
            px[oy + y][ox + x] = 1 if edge and (x + y) % 2 == 0 else 0


def write_bmp(path, px, palette):
    """A bottom-up 4-bit indexed BMP, rows padded to 4 bytes."""
    h, w = len(px), len(px[0])
    stride = ((w + 7) // 8) * 4
    data = bytearray()
    for row in reversed(px):
        line = bytearray(stride)
        for x, v in enumerate(row):
            line[x // 2] |= v << (4 if x % 2 == 0 else 0)
        data += line
    pal = b"".join(struct.pack("<BBBB", c & 255, (c >> 8) & 255, c >> 16, 0) for c in palette)
    offset = 14 + 40 + len(pal)
    head = struct.pack("<2sIHHI", b"BM", offset + len(data), 0, 0, offset)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 4, 0, len(data), 2835, 2835, 16, 16)
    with open(path, "wb") as f:
        f.write(head + info + pal + bytes(data))


def make(out_dir):
    px = [[0] * (CARD_W * COLS) for _ in range(CARD_H * ROWS)]
    for s in range(4):
        for r in range(2, 15):
            i = s * 13 + r - 2
            card_face(px, (i % COLS) * CARD_W, (i // COLS) * CARD_H, s, r)
    card_back(px, 0, 4 * CARD_H)
    empty_place(px, CARD_W, 4 * CARD_H)
    write_bmp(os.path.join(out_dir, "cards.bmp"), px, PALETTE)
    pips = [[0] * (PIP * 4) for _ in range(PIP)]
    for s in range(4):
        blit(pips, s * PIP, 0, SMALL[s], 3 + s)
    write_bmp(os.path.join(out_dir, "pips.bmp"), pips, PALETTE)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    make(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "assets"))
