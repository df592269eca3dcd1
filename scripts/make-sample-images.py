#!/usr/bin/env python3
"""Draws the trail-conditions sample's images (our own artwork) with nothing but the standard library:
an opaque "photo" of a mountain trail, and a ranger badge twice — on an opaque white square, and on a
transparent background. The pair shows what the accented rendering mode does to opaque images.

    python3 scripts/make-sample-images.py Sources/WidgetrySamples/Assets
"""
import math
import struct
import sys
import zlib


def write_png(path, width, height, pixel):
    """pixel(x, y) -> (r, g, b, a) in 0..255; writes an 8-bit RGBA PNG."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter: none
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def trail_photo(x, y, size=240):
    # Sky gradient, two ridgelines, a meadow and a pale path: every pixel opaque, like a photo.
    u, v = x / size, y / size
    sky = mix((110, 160, 220), (250, 200, 150), v / 0.55)
    far = 0.42 + 0.06 * math.sin(u * 7.0) + 0.03 * math.sin(u * 17.0)
    near = 0.55 + 0.08 * math.sin(u * 4.0 + 1.3)
    if v < far:
        color = sky
    elif v < near:
        color = mix((90, 110, 140), (70, 90, 110), (v - far) / max(near - far, 0.01))
    else:
        color = mix((80, 130, 60), (40, 90, 40), (v - near) / (1 - near))
        path_center = 0.5 + (1 - v) * 0.5 * math.sin(v * 6)
        if abs(u - path_center) < 0.02 + (v - near) * 0.12:
            color = (215, 195, 150)
    return color + (255,)


def badge(x, y, opaque, size=96):
    # A green disc with a white tent; `opaque` puts it on a white square, otherwise the tent is a hole.
    cx = cy = (size - 1) / 2
    r = math.hypot(x - cx, y - cy)
    inside = max(0.0, min(1.0, size * 0.45 - r + 0.5))
    u, v = (x - cx) / size, (y - cy) / size
    tent = -0.2 < v < 0.2 and abs(u) < (v + 0.2) * 0.9 and not (abs(u) < (v + 0.05) * 0.5 and v > -0.05)
    disc = (255, 255, 255) if tent else (46, 125, 80)
    if opaque:
        return mix((255, 255, 255), disc, inside) + (255,)
    # The transparent badge cuts the tent out of the disc, so a one-colour rendering still shows it.
    return (46, 125, 80) + (0 if tent else int(round(255 * inside)),)


def main(folder):
    write_png(f"{folder}/trail-photo.png", 240, 240, trail_photo)
    write_png(f"{folder}/ranger-badge-opaque.png", 96, 96, lambda x, y: badge(x, y, True))
    write_png(f"{folder}/ranger-badge.png", 96, 96, lambda x, y: badge(x, y, False))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Sources/WidgetrySamples/Assets")
