#!/usr/bin/env python3
"""Checks that a browser's screenshot of a plan page shows the page: the PNG
decodes (zlib and NumPy, no imaging library), is mostly not the background,
and holds each colour given (the views' fills) over at least some pixels.

usage: check_screenshot.py SHOT.png [--colour '#4e79a7' ...] [--min-pixels N]
Prints one line per check; exits non-zero on the first that fails.
"""
import argparse
import struct
import sys
import zlib

import numpy as np


def read_png(path):
    """RGB pixels of an 8-bit, non-interlaced RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat = 8, []
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {colour})")
    bpp = 3 if colour == 2 else 4
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), dtype=np.uint8)
    rows = raw.reshape(height, width * bpp + 1)
    filters = rows[:, 0].astype(np.int32)
    line = rows[:, 1:].reshape(height, width, bpp).astype(np.int32)
    # Each pixel is predicted from its left, upper and upper-left
    # neighbours (by its row's filter), so one anti-diagonal after another
    # can be undone at once. out[y + 1, x + 1] is pixel (x, y); the border
    # is zero, as the format says.
    out = np.zeros((height + 1, width + 1, bpp), dtype=np.int32)
    for d in range(width + height - 1):
        y = np.arange(max(0, d - width + 1), min(height, d + 1))
        x = d - y
        a, b, c = out[y + 1, x], out[y, x + 1], out[y, x]
        f = filters[y][:, None]
        p = a + b - c
        pa, pb, pc = np.abs(p - a), np.abs(p - b), np.abs(p - c)
        paeth = np.where((pa <= pb) & (pa <= pc), a, np.where(pb <= pc, b, c))
        pred = np.select([f == 0, f == 1, f == 2, f == 3], [0, a, b, (a + b) // 2], paeth)
        out[y + 1, x + 1] = (line[y, x] + pred) & 255
    return out[1:, 1:, :3]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("png")
    parser.add_argument("--colour", action="append", default=[])
    parser.add_argument("--min-pixels", type=int, default=200)
    a = parser.parse_args()
    pixels = read_png(a.png).astype(np.int32)
    height, width, _ = pixels.shape
    print(f"screenshot {width}x{height}")
    # The page's background is #f3f5f8, its cards white: more than a tenth
    # of the screen must be something else (text, chips, bars, curves).
    flat = pixels.reshape(-1, 3)
    background = np.array([[0xF3, 0xF5, 0xF8], [0xFF, 0xFF, 0xFF]])
    near = (np.abs(flat[:, None, :] - background[None, :, :]).max(axis=2) <= 6).any(axis=1)
    drawn = 1 - near.mean()
    if drawn < 0.1:
        sys.exit(f"blank: only {100 * drawn:.1f}% of the pixels differ from the background")
    print(f"drawn: more than 10% of the pixels")
    for colour in a.colour:
        rgb = np.array([int(colour[i:i + 2], 16) for i in (1, 3, 5)])
        count = int((np.abs(flat - rgb).max(axis=1) <= 3).sum())
        if count < a.min_pixels:
            sys.exit(f"colour {colour}: {count} pixels, fewer than {a.min_pixels}")
        print(f"colour {colour}: at least {a.min_pixels} pixels")


if __name__ == "__main__":
    main()
