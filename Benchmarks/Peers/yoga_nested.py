#!/usr/bin/env python3
"""Yoga (C++ core, through PyPI `poga`) on the tree of `api-nested-depth-N`: containers nested
N deep, alternating column (even levels) and row, each holding a 10 x 10 leaf with a 1 pt
margin after it (the stack's spacing) and then the next container; no sizes on the
containers, as the stacks have none.

Prints the median time of the first YGNodeCalculateLayout of a fresh tree (built untimed) for
each depth, in µs, and stops before a depth whose previous one took longer than `--limit`
seconds (Yoga's time on this tree grows exponentially with the depth).

Usage: yoga_nested.py [--samples N] [--limit SECONDS] [DEPTH ...]   (default 5 10 15 20 25 30)"""
import argparse
import statistics
import sys
import time

from poga import libpoga_capi as c
import poga

COLUMN, ROW = poga.YGFlexDirection.Column, poga.YGFlexDirection.Row
BOTTOM, RIGHT = poga.YGEdge.Bottom, poga.YGEdge.Right
LTR = poga.YGDirection.LTR
UNDEFINED = float("nan")


def tree(depth):
    """The root of containers nested `depth` deep."""
    root = parent = None
    for level in range(depth):
        node = c.YGNodeNew()
        vertical = level % 2 == 0
        c.YGNodeStyleSetFlexDirection(node, COLUMN if vertical else ROW)
        leaf = c.YGNodeNew()
        c.YGNodeStyleSetWidth(leaf, 10.0)
        c.YGNodeStyleSetHeight(leaf, 10.0)
        c.YGNodeStyleSetMargin(leaf, BOTTOM if vertical else RIGHT, 1.0)
        c.YGNodeInsertChild(node, leaf, 0)
        if parent is None:
            root = node
        else:
            c.YGNodeInsertChild(parent, node, 1)
        parent = node
    return root


def first_layout_seconds(depth, samples):
    """The median time of the first layout of `samples` fresh trees."""
    times = []
    for _ in range(samples):
        root = tree(depth)
        start = time.perf_counter()
        c.YGNodeCalculateLayout(root, UNDEFINED, UNDEFINED, LTR)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--limit", type=float, default=1.0)
    parser.add_argument("depths", type=int, nargs="*", default=[5, 10, 15, 20, 25, 30])
    arguments = parser.parse_args()
    previous = 0.0
    for depth in arguments.depths:
        if previous > arguments.limit:
            print(f"yoga-nested-depth-{depth} layout  skipped (the previous depth took {previous:.2f} s)")
            continue
        previous = first_layout_seconds(depth, arguments.samples)
        print(f"yoga-nested-depth-{depth} layout  {previous * 1e6:12.1f} µs")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
