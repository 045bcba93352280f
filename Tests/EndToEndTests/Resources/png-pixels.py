#!/usr/bin/env python3
"""Count pixels of a colour class in rectangles of a PNG, for the picture tests.

    png-pixels.py FILE.png size
    png-pixels.py FILE.png count CLASS X0 Y0 X1 Y1 [CLASS X0 Y0 X1 Y1 ...]

CLASS is red (r > 180, g < 90, b < 90), blue (r < 90, 90 < g < 170, b > 200: the constraint
blue and iOS's #007aff) or title (r < 60, 100 < g < 150, b > 235: #007aff alone). Prints the width and height, or one count per rectangle. Reads 8-bit
RGB or RGBA PNGs as rsvg-convert writes them, with the standard library only.
"""
import struct
import sys
import zlib


def read(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, "unsupported PNG"
    bpp = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, bpp, rows


def matches(kind, r, g, b):
    if kind == "red":
        return r > 180 and g < 90 and b < 90
    if kind == "blue":
        return r < 90 and 90 < g < 170 and b > 200
    if kind == "title":
        return r < 60 and 100 < g < 150 and b > 235
    raise SystemExit("unknown class " + kind)


width, height, bpp, rows = read(sys.argv[1])
if sys.argv[2] == "size":
    print(width, height)
else:
    args = sys.argv[3:]
    counts = []
    for k in range(0, len(args), 5):
        kind, x0, y0, x1, y1 = args[k], *map(int, args[k + 1:k + 5])
        n = 0
        for y in range(max(y0, 0), min(y1, height)):
            row = rows[y]
            for x in range(max(x0, 0), min(x1, width)):
                r, g, b = row[x * bpp], row[x * bpp + 1], row[x * bpp + 2]
                n += matches(kind, r, g, b)
        counts.append(str(n))
    print(" ".join(counts))
