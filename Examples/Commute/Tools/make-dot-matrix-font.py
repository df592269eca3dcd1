#!/usr/bin/env python3
"""Builds CommuteWidgets/Fonts/DotMatrix.ttf, the departure board's face, from the 5 x 7 design below.

Each lit pixel of a glyph's bitmap becomes one round dot (a closed contour of eight off-curve points,
which TrueType renders as a circle), so the times on the widget look like a station's LED board.
Lowercase letters map to the uppercase glyphs, as boards have no lowercase.

    pip install fonttools
    python3 Examples/Commute/Tools/make-dot-matrix-font.py
    fc-scan --format '%{family} %{style}\n' Examples/Commute/CommuteWidgets/Fonts/DotMatrix.ttf

The output is committed; run this only to change the design. It is deterministic (fixed timestamps).
"""

import math
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.timeTools import timestampFromString
from fontTools.pens.ttGlyphPen import TTGlyphPen

FAMILY = "DotMatrix"
VERSION = "1.000"
UNITS_PER_EM = 1000
CELL = 100           # one pixel of the 5 x 7 grid, in font units
DOT_RADIUS = 40      # a dot leaves a 20-unit gap to its neighbour
ROWS = 7             # rows of the grid, top first in the bitmaps; the bottom row sits on the baseline
ASCENT, DESCENT = 800, -200

# The design: one string per row, top to bottom, '#' lit. Glyphs may be narrower than five columns;
# the advance is the width plus one blank column. Digits are all five wide, so times do not shift.
GLYPHS = {
    "zero": ("0", [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."]),
    "one": ("1", ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."]),
    "two": ("2", [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"]),
    "three": ("3", ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."]),
    "four": ("4", ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."]),
    "five": ("5", ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."]),
    "six": ("6", ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."]),
    "seven": ("7", ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."]),
    "eight": ("8", [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."]),
    "nine": ("9", [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."]),
    "A": ("A", [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"]),
    "B": ("B", ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."]),
    "C": ("C", [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."]),
    "D": ("D", ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."]),
    "E": ("E", ["#####", "#....", "#....", "####.", "#....", "#....", "#####"]),
    "F": ("F", ["#####", "#....", "#....", "####.", "#....", "#....", "#...."]),
    "G": ("G", [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"]),
    "H": ("H", ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"]),
    "I": ("I", [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."]),
    "J": ("J", ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."]),
    "K": ("K", ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"]),
    "L": ("L", ["#....", "#....", "#....", "#....", "#....", "#....", "#####"]),
    "M": ("M", ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"]),
    "N": ("N", ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"]),
    "O": ("O", [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."]),
    "P": ("P", ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."]),
    "Q": ("Q", [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"]),
    "R": ("R", ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"]),
    "S": ("S", [".####", "#....", "#....", ".###.", "....#", "....#", "####."]),
    "T": ("T", ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."]),
    "U": ("U", ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."]),
    "V": ("V", ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."]),
    "W": ("W", ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."]),
    "X": ("X", ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"]),
    "Y": ("Y", ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."]),
    "Z": ("Z", ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"]),
    "space": (" ", ["...", "...", "...", "...", "...", "...", "..."]),
    "colon": (":", [".", ".", "#", ".", ".", "#", "."]),
    "period": (".", [".", ".", ".", ".", ".", ".", "#"]),
    "hyphen": ("-", ["....", "....", "....", "####", "....", "....", "...."]),
    "quotesingle": ("'", ["#", "#", ".", ".", ".", ".", "."]),
    "plus": ("+", [".....", "..#..", "..#..", "#####", "..#..", "..#..", "....."]),
    "slash": ("/", ["....#", "....#", "...#.", "..#..", ".#...", "#....", "#...."]),
    "parenleft": ("(", ["..#", ".#.", "#..", "#..", "#..", ".#.", "..#"]),
    "parenright": (")", ["#..", ".#.", "..#", "..#", "..#", ".#.", "#.."]),
}

# What the font's name table says; the full and PostScript names equal the family, so both
# `Font.custom("DotMatrix", size:)` and `UIFont(name: "DotMatrix", size:)` find it on iOS.
NAMES = {
    "copyright": "Drawn for Widgetry's Commute example.",
    "familyName": FAMILY,
    "styleName": "Regular",
    "uniqueFontIdentifier": f"{FAMILY}-Regular;{VERSION}",
    "fullName": FAMILY,
    "version": f"Version {VERSION}",
    "psName": FAMILY,
    "description": "A 5 x 7 dot-matrix face for departure times: digits, capitals (lowercase maps to them) and : . - ' + / ( )",
}


def dot(pen, cx, cy, r=DOT_RADIUS):
    """A circle as eight off-curve points (the on-curve points are implied halfway between them),
    clockwise as TrueType's outer contours are."""
    reach = r / math.cos(math.pi / 8)
    points = []
    for k in range(8):
        angle = math.pi / 8 - k * math.pi / 4  # 22.5 deg, then clockwise
        points.append((round(cx + reach * math.cos(angle)), round(cy + reach * math.sin(angle))))
    pen.qCurveTo(*points, None)
    pen.closePath()


def glyph_from_bitmap(rows):
    if len(rows) != ROWS or len({len(row) for row in rows}) != 1:
        raise ValueError(f"a glyph is {ROWS} rows of equal width: {rows}")
    pen = TTGlyphPen(None)
    for index, row in enumerate(rows):
        y = (ROWS - 1 - index) * CELL + CELL // 2
        for column, pixel in enumerate(row):
            if pixel == "#":
                dot(pen, column * CELL + CELL // 2, y)
    return pen.glyph(), (len(rows[0]) + 1) * CELL


def notdef():
    """A hollow box of dots, the glyph shown for characters the design lacks."""
    rows = ["#####"] + ["#...#"] * (ROWS - 2) + ["#####"]
    return glyph_from_bitmap(rows)


def build(path):
    glyph_order = [".notdef"] + list(GLYPHS)
    glyphs, metrics, cmap = {}, {}, {}
    glyphs[".notdef"], advance = notdef()
    metrics[".notdef"] = advance
    for name, (character, rows) in GLYPHS.items():
        glyphs[name], metrics[name] = glyph_from_bitmap(rows)
        cmap[ord(character)] = name
        if character.isalpha():
            cmap[ord(character.lower())] = name

    stamp = timestampFromString("Mon Nov 24 00:00:00 2025")
    builder = FontBuilder(UNITS_PER_EM, isTTF=True)
    builder.font.recalcTimestamp = False
    builder.setupGlyphOrder(glyph_order)
    builder.setupCharacterMap(cmap)
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (metrics[name], glyphs[name].xMin if glyphs[name].numberOfContours else 0)
                                    for name in glyph_order})
    builder.setupHorizontalHeader(ascent=ASCENT, descent=DESCENT)
    builder.setupNameTable(NAMES)
    builder.setupOS2(sTypoAscender=ASCENT, sTypoDescender=DESCENT, sTypoLineGap=0, usWinAscent=ASCENT,
                     usWinDescent=-DESCENT, sxHeight=ROWS * CELL, sCapHeight=ROWS * CELL, fsType=0,
                     achVendID="WDGT", usWeightClass=400)
    builder.setupPost()
    builder.setupHead(unitsPerEm=UNITS_PER_EM, created=stamp, modified=stamp, fontRevision=float(VERSION))
    builder.save(path)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.join(here, "..", "CommuteWidgets", "Fonts", "DotMatrix.ttf")
    path = os.path.normpath(sys.argv[1] if len(sys.argv) > 1 else default)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    build(path)
    print(f"wrote {path} ({os.path.getsize(path)} bytes, {len(GLYPHS) + 1} glyphs)")


if __name__ == "__main__":
    main()
