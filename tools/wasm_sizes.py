#!/usr/bin/env python3
"""Bytes of wasm code per function and per origin, from a build linked with names.

Usage: wasm_sizes.py FILE.wasm [TOP]
Link with --profiling-funcs (keeps the name section; the code is the same as the
release build's) to see names, e.g. a second link of uno_app with that flag added.
Prints the TOP largest functions (demangled by c++filt when present) and the totals by
origin (ImGui, SDL, app, engine/ai/share, libc++, libc/other).
"""
import re
import shutil
import subprocess
import sys


def leb(data, i):
    result = shift = 0
    while True:
        b = data[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, i


def sections(data):
    i = 8
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        yield sid, data[j:j + size]
        i = j + size


def main():
    data = open(sys.argv[1], 'rb').read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    imports = 0
    bodies = []
    names = {}
    for sid, body in sections(data):
        if sid == 2:  # imports: count function imports (they take the first indices)
            n, i = leb(body, 0)
            for _ in range(n):
                for _ in range(2):
                    ln, i = leb(body, i)
                    i += ln
                kind = body[i]
                i += 1
                if kind == 0:
                    _, i = leb(body, i)
                    imports += 1
                elif kind == 1:
                    i += 1
                    flags, i = leb(body, i)
                    _, i = leb(body, i)
                    if flags & 1:
                        _, i = leb(body, i)
                elif kind == 2:
                    flags, i = leb(body, i)
                    _, i = leb(body, i)
                    if flags & 1:
                        _, i = leb(body, i)
                elif kind == 3:
                    i += 2
        elif sid == 10:
            n, i = leb(body, 0)
            for _ in range(n):
                size, i = leb(body, i)
                bodies.append(size)
                i += size
        elif sid == 0:
            ln, i = leb(body, 0)
            if body[i:i + ln] != b'name':
                continue
            i += ln
            while i < len(body):
                sub = body[i]
                size, i = leb(body, i + 1)
                end = i + size
                if sub == 1:
                    n, i = leb(body, i)
                    for _ in range(n):
                        idx, i = leb(body, i)
                        ln, i = leb(body, i)
                        names[idx] = body[i:i + ln].decode('utf-8', 'replace')
                        i += ln
                i = end
    rows = [(size, names.get(imports + k, f'func{imports + k}')) for k, size in enumerate(bodies)]
    if shutil.which('c++filt'):
        out = subprocess.run(['c++filt'], input='\n'.join(n for _, n in rows), capture_output=True,
                             text=True).stdout.split('\n')
        rows = [(s, out[k] if k < len(out) and out[k] else n) for k, (s, n) in enumerate(rows)]
    groups = {}
    rules = [('ImGui', r'ImGui|ImFont|ImDraw|Im[A-Z]|stb|STB|imgui'), ('SDL', r'SDL|Emscripten_'),
             ('app', r'^app::|^main$|^uno_[a-z0-9_]+$'),  # main and the page's exports too
             ('engine/ai/share', r'^uno::'), ('libc++', r'^std::|__cxa|__cxx|operator new|operator delete')]
    for size, name in rows:
        g = next((label for label, pat in rules if re.search(pat, name)), 'libc/other')
        groups[g] = groups.get(g, 0) + size
    for size, name in sorted(rows, reverse=True)[:top]:
        print(f'{size:8d}  {name[:140]}')
    print('--')
    for g, size in sorted(groups.items(), key=lambda x: -x[1]):
        print(f'{size:8d}  {g}')
    print(f'{sum(bodies):8d}  code total ({len(bodies)} functions)')


main()
