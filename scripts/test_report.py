#!/usr/bin/env python3
"""The end of scripts/test's output: each stage's wall time and the ten slowest tests.

  scripts/test_report.py [--stage NAME=SECONDS]... [--ctest LABEL=LOG]... [--e2e LOG]...

Stages are given in the order they ran. Test times come from the logs: ctest's per-test
lines ("12/419 Test #122: name ....   Passed  351.46 sec") and the e2e runner's
("  ok    file: name (1234 ms)", "  FAIL  file: name (1234 ms)"). A log that is missing (a
stage that did not run) is skipped. Prints nothing else and always exits 0: scripts/test's
last line stays its "N passed, N failed" summary.
"""
import argparse
import os
import re
import sys

CTEST_LINE = re.compile(
    r"^\s*\d+/\d+\s+Test\s+#\d+:\s+(?P<name>.*?)\s+\.+\s*(?P<status>\S.*?)\s+(?P<secs>\d+(?:\.\d+)?)\s+sec\s*$")
E2E_LINE = re.compile(r"^\s*(?P<status>ok|FAIL)\s+(?P<name>.*\S)\s+\((?P<ms>\d+(?:\.\d+)?)\s*ms\)\s*$")


def ctest_times(label, path):
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = CTEST_LINE.match(line)
            if m:
                status = m["status"].lstrip("*")
                out.append((float(m["secs"]), label, m["name"], "" if status == "Passed" else status))
    return out


def e2e_times(path):
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = E2E_LINE.match(line)
            if m:
                out.append((float(m["ms"]) / 1000.0, "e2e", m["name"], "" if m["status"] == "ok" else "FAIL"))
    return out


def duration(secs):
    secs = int(round(secs))
    return f"{secs // 60} min {secs % 60:02d} s" if secs >= 60 else f"{secs} s"


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--stage", action="append", default=[], metavar="NAME=SECONDS")
    p.add_argument("--ctest", action="append", default=[], metavar="LABEL=LOG")
    p.add_argument("--e2e", action="append", default=[], metavar="LOG")
    p.add_argument("--top", type=int, default=10)
    a = p.parse_args()

    stages = []
    for s in a.stage:
        name, _, secs = s.rpartition("=")
        try:
            stages.append((name, float(secs)))
        except ValueError:
            continue
    if stages:
        width = max(len(n) for n, _ in stages + [("total", 0)])
        print("== time by stage (wall)")
        for name, secs in stages:
            print(f"   {name:<{width}}  {duration(secs):>12}")
        print(f"   {'total':<{width}}  {duration(sum(s for _, s in stages)):>12}")

    tests = []
    for c in a.ctest:
        label, _, path = c.partition("=")
        if os.path.isfile(path):
            tests += ctest_times(label, path)
    for path in a.e2e:
        if os.path.isfile(path):
            tests += e2e_times(path)
    if tests:
        tests.sort(key=lambda t: -t[0])
        lw = max(len(t[1]) for t in tests[: a.top])
        print(f"== the {min(a.top, len(tests))} slowest tests (of {len(tests)})")
        for secs, label, name, status in tests[: a.top]:
            flag = f"  [{status}]" if status else ""
            print(f"   {secs:8.1f} s  {label:<{lw}}  {name}{flag}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as e:  # the report must never cost the summary line
        print(f"   (test report failed: {e})")
        sys.exit(0)
