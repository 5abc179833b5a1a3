#!/usr/bin/env python3
"""Draws the app icons (a red UNO card on the table green) as PNGs, standard library only.

Usage: assets/icons/make_icons.py assets/icons   -> icon-32.png, icon-192.png, icon-512.png, icon-maskable-512.png
The icons are committed; rerun this only when the design changes.
"""
import math
import struct
import sys
import zlib

GREEN = (13, 56, 35)
WHITE = (255, 255, 255)
RED = (215, 38, 45)
YELLOW = (250, 210, 40)


def inside_round_rect(x, y, x0, y0, x1, y1, r):
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and x0 <= x <= x1 and y0 <= y <= y1


def inside_oval(x, y, cx, cy, rx, ry, tilt):
    dx, dy = x - cx, y - cy
    c, s = math.cos(tilt), math.sin(tilt)
    u, v = dx * c - dy * s, dx * s + dy * c
    return (u / rx) ** 2 + (v / ry) ** 2 <= 1.0


def pixel(x, y, n, maskable):
    # Maskable icons keep everything inside the central 80% safe zone and fill the square.
    scale = 0.62 if maskable else 0.86
    w, h = n * scale * 0.68, n * scale
    x0, y0 = (n - w) / 2, (n - h) / 2
    x1, y1 = x0 + w, y0 + h
    bg = GREEN if maskable or inside_round_rect(x, y, 0, 0, n, n, n * 0.18) else None
    if not inside_round_rect(x, y, x0, y0, x1, y1, w * 0.1):
        return bg
    inset = w * 0.07
    if not inside_round_rect(x, y, x0 + inset, y0 + inset, x1 - inset, y1 - inset, w * 0.07):
        return WHITE
    cx, cy = n / 2, n / 2
    if inside_oval(x, y, cx, cy, w * 0.22, h * 0.30, 0.45):
        return YELLOW
    if inside_oval(x, y, cx, cy, w * 0.38, h * 0.42, 0.45):
        return WHITE
    return RED


def png(n, maskable):
    rows = []
    ss = 3  # supersampling for smooth edges
    for y in range(n):
        row = bytearray([0])
        for x in range(n):
            acc = [0, 0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    p = pixel(x + (sx + 0.5) / ss, y + (sy + 0.5) / ss, n, maskable)
                    if p is not None:
                        acc[0] += p[0]; acc[1] += p[1]; acc[2] += p[2]; acc[3] += 255
            k = ss * ss
            a = acc[3] // k
            if a:
                row += bytes([acc[0] * 255 // acc[3], acc[1] * 255 // acc[3], acc[2] * 255 // acc[3], a])
            else:
                row += bytes(4)
        rows.append(bytes(row))
    # The icons have a few dozen colours: an indexed PNG (one byte a pixel, with a palette
    # and its alpha) is about half the size of RGBA, and Chromium fetches them on first visit.
    palette = {}
    indexed = []
    for row in rows:
        out = bytearray([0])
        for x in range(1, len(row), 4):
            out.append(palette.setdefault(row[x:x + 4], len(palette)))
        indexed.append(bytes(out))
    assert len(palette) <= 256, f"{len(palette)} colours"
    entries = sorted(palette, key=palette.get)
    plte = b"".join(e[:3] for e in entries)
    trns = bytes(e[3] for e in entries)
    raw = zlib.compress(b"".join(indexed), 9)

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 3, 0, 0, 0))
            + chunk(b"PLTE", plte) + chunk(b"tRNS", trns) + chunk(b"IDAT", raw) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1]
    # icon-32: the page's favicon (the browser fetches it with every first visit; the 192
    # px icon there cost 1.7 KB of the first visit's budget, and was fetched a second time
    # for the manifest).
    for name, n, maskable in (("icon-32.png", 32, False), ("icon-192.png", 192, False),
                              ("icon-512.png", 512, False), ("icon-maskable-512.png", 512, True)):
        with open(f"{out}/{name}", "wb") as f:
            f.write(png(n, maskable))


if __name__ == "__main__":
    main()
