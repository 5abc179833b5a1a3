#!/usr/bin/env python3
"""Finishes the static bundle: stamps the service worker with the build's content hash
and file list, writes each text and wasm file's gzip twin (`<file>.gz`, by zopfli), then
prints each file's raw and gzip size and the gzip total.

Usage: stamp_bundle.py BUNDLE_DIR [ZOPFLI]
"""
import gzip
import hashlib
import json
import os
import re
import subprocess
import sys


def served(bundle):
    """The bundle's files as the page asks for them (not the gzip twins)."""
    return sorted(f for f in os.listdir(bundle)
                  if os.path.isfile(os.path.join(bundle, f)) and not f.endswith(".gz"))


def write_gzip_twins(bundle, zopfli):
    """Each file but the PNGs (compressed already) gzipped once, by zopfli: the same gzip
    format any browser reads, about 4% smaller than gzip -9 (uno.wasm: 10.9 KB less). A
    host that serves precompressed files (scripts/serve.mjs; nginx `gzip_static on`; Caddy
    `precompressed gzip`) sends these; one that compresses on the fly sends its own."""
    for f in served(bundle):
        if f.endswith(".png"):
            continue
        src = os.path.join(bundle, f)
        gz = subprocess.run([zopfli, "-c", src], check=True, capture_output=True).stdout
        with open(src + ".gz", "wb") as out:
            out.write(gz)


def strip_css_comments(path):
    """The page's style without its comments (they explain the source, not the page): part
    of the first visit, which is at its 260 KB budget (docs/log/bundle-size.md)."""
    if not os.path.exists(path):
        return
    css = re.sub(r"/\*.*?\*/", "", open(path).read(), flags=re.S)
    open(path, "w").write("\n".join(line for line in css.splitlines() if line.strip()) + "\n")


def main():
    bundle = sys.argv[1]
    zopfli = sys.argv[2] if len(sys.argv) > 2 else None
    strip_css_comments(os.path.join(bundle, "page.css"))
    files = [f for f in served(bundle) if f != "sw.js"]
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.encode())
        digest.update(open(os.path.join(bundle, f), "rb").read())
    version = digest.hexdigest()[:16]
    sw_path = os.path.join(bundle, "sw.js")
    if os.path.exists(sw_path):
        sw = open(sw_path).read()
        # The large icons are only read when the app is installed (online, by the browser),
        # so the first visit does not download them for the offline copy; the favicon and
        # the 192 px icon the browser reads with every load (offline too) are precached.
        # The coach's advisor (its worker and wasm) is fetched only when a seat is Expert
        # or the player asks for a hint: cached when first used, not precached. So are the
        # language packs (lang-<tag>.pack): fetched when a player chooses the language (or the
        # page starts in it), never on an English first visit; and the guided rounds
        # (learn-<preset>.<tag>.txt), fetched when a player asks to learn.
        lazy_prefixes = ["advisor", "lang-", "learn-"]
        lazy = [f for f in files if any(f.startswith(p) for p in lazy_prefixes)]
        # The page itself is precached as "./" (the manifest's start_url, the address the
        # visit loaded): "index.html" beside it was a second download of the same page.
        precache = [f for f in files if not (f.startswith("icon-") and "512" in f)
                    and f not in lazy and f != "index.html"]
        sw = sw.replace("__UNO_BUILD_HASH__", version).replace("__UNO_PRECACHE__", json.dumps(["./"] + precache))
        sw = sw.replace("__UNO_LAZY__", json.dumps(lazy_prefixes))
        open(sw_path, "w").write(sw)
    # boot.js learns which languages have a pack (the page's start language) from the bundle.
    boot_path = os.path.join(bundle, "boot.js")
    if os.path.exists(boot_path):
        boot = open(boot_path).read()
        tags = [f[len("lang-"):-len(".pack")] for f in files if f.startswith("lang-") and f.endswith(".pack")]
        open(boot_path, "w").write(boot.replace("__UNO_LANGS__", json.dumps(tags)))
    with open(os.path.join(bundle, "version.txt"), "w") as f:
        f.write(version + "\n")
    if zopfli:
        write_gzip_twins(bundle, zopfli)
    print(size_report(bundle))


def size_report(bundle):
    lines = [f"{'bundle file':<28}{'raw':>10}{'gzip':>10}"]
    total_raw = total_gz = 0
    for f in served(bundle):
        p = os.path.join(bundle, f)
        data = open(p, "rb").read()
        # As sent: its zopfli twin where there is one, else gzip -9 (a server's best).
        gz = os.path.getsize(p + ".gz") if os.path.exists(p + ".gz") else len(gzip.compress(data, 9))
        total_raw += len(data)
        total_gz += gz
        lines.append(f"{f:<28}{len(data):>10}{gz:>10}")
    lines.append(f"{'total':<28}{total_raw:>10}{total_gz:>10}")
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--report":
        print(size_report(sys.argv[2]))
    else:
        main()
