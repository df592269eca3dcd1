#!/usr/bin/env python3
"""Draws CommuteWidgets/Assets.xcassets/LineBadge.imageset/*.png: the line's roundel (a green ring with
a white bar across it, on transparency) at @2x and @3x of its 24 pt size. Standard library only:
the PNG is written with zlib and struct, edges smoothed by 4 x 4 supersampling.

    python3 Examples/Commute/Tools/make-line-badge.py

The output is committed; run this only to change the drawing. It is deterministic.
"""

import os
import struct
import zlib

POINTS = 24
GREEN = (0x1F, 0x8A, 0x4C)
WHITE = (0xFF, 0xFF, 0xFF)
SAMPLES = 4


def colour_at(x, y):
    """The badge at (x, y) in a unit square centred on (0.5, 0.5): None where transparent."""
    dx, dy = x - 0.5, y - 0.5
    r = (dx * dx + dy * dy) ** 0.5
    if abs(dy) < 0.09 and abs(dx) < 0.48:
        return WHITE            # the bar, a little wider than the ring
    if 0.27 < r < 0.44:
        return GREEN            # the ring; its middle is left clear
    return None


def pixels(size):
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            red = green = blue = alpha = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    colour = colour_at((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size)
                    if colour:
                        red, green, blue, alpha = red + colour[0], green + colour[1], blue + colour[2], alpha + 1
            count = SAMPLES * SAMPLES
            if alpha:
                # Straight (not premultiplied) alpha, as PNG stores it.
                row += bytes([red // alpha, green // alpha, blue // alpha, alpha * 255 // count])
            else:
                row += bytes(4)
        rows.append(bytes(row))
    return b"".join(rows)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(size):
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels(size), 9))
            + chunk(b"IEND", b""))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    folder = os.path.normpath(os.path.join(here, "..", "CommuteWidgets", "Assets.xcassets", "LineBadge.imageset"))
    os.makedirs(folder, exist_ok=True)
    for scale in (2, 3):
        path = os.path.join(folder, f"line-badge@{scale}x.png")
        with open(path, "wb") as file:
            file.write(png(POINTS * scale))
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
