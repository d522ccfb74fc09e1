#!/usr/bin/env python3
"""Runs StackLayoutBenchmarks and its peers on the same work in one run and prints the ratios.

Peers (from PyPI: `pip install poga kiwisolver`), through the reference drivers that sit next to
the workloads (`shared/bench/peers/`, found like the workloads: in an ancestor of this folder):
  - Yoga (poga) on the row of `api-stack-N` and `api-stack-fit-N`: first layout, resize, toggle;
  - Yoga (poga) on the feed of `api-feed-N` in flexbox terms (`yoga_feed.py`): first layout, toggle;
  - kiwi (kiwisolver) replaying every SLW file: build and cycle.

Usage (from the package root):
  python3 Benchmarks/Peers/compare.py [--samples N] [--rounds R] [--sizes 10,100,1000,10000]
                                      [--feed-cells 30,300,3000] [--markdown] [FILTER...]

With FILTERs (substrings of "workload/metric", as for the benchmark) only the matching
benchmarks run, and only the peers of matching workloads.

The benchmark is built in release first. Ratios are ours ÷ peer (below 1: we are faster). Both
sides of a ratio are timed by the same clock: wall clock against Yoga (its drivers use
`perf_counter`), the thread's CPU time against kiwi (its driver uses `thread_time`; our replays
are timed again with `--cpu-time`). With
`--rounds R` everything runs R times, ours and the peers one after the other in each round; the
table then gives the median of each time and the median of the ratios taken within a round
(the speed of a shared machine drifts over minutes, and a ratio is taken from runs minutes
apart at most)."""
import statistics
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))


def find_shared_bench():
    """The `shared/bench` folder in an ancestor of the package (where the workloads live)."""
    directory = PACKAGE
    while True:
        candidate = os.path.join(directory, "shared", "bench")
        if os.path.isdir(os.path.join(candidate, "workloads")):
            return candidate
        parent = os.path.dirname(directory)
        if parent == directory:
            sys.exit("compare.py: no shared/bench/workloads in an ancestor of " + PACKAGE)
        directory = parent


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs).stdout


def ours(samples, filters, replayed):
    """Our medians by (workload, metric): wall clock, as the Yoga drivers time; the SLW
    replays compared with kiwi (`replayed`: their names) timed again by the thread's CPU time,
    as the kiwi driver times them."""
    run(["swift", "build", "-c", "release", "--product", "StackLayoutBenchmarks"], cwd=PACKAGE)
    binary = os.path.join(run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=PACKAGE).strip(),
                          "StackLayoutBenchmarks")
    rows = json.loads(run([binary, "--json", "--samples", str(samples)] + filters, cwd=PACKAGE))
    result = {(row["workload"], row["metric"]): row["median_us"] for row in rows}
    if replayed:
        kiwi_metrics = [name + "/" + metric for name in replayed for metric in ("build", "cycle")]
        rows = json.loads(run([binary, "--json", "--cpu-time", "--samples", str(samples)] + kiwi_metrics, cwd=PACKAGE))
        result.update({(row["workload"], row["metric"]): row["median_us"] for row in rows})
    return result


def yoga(drivers, sizes, fit):
    output = run([sys.executable, os.path.join(drivers, "yoga_row.py")] + (["--fit"] if fit else [])
                 + [str(n) for n in sizes])
    result = {}
    for line in output.splitlines():
        name, metric, value = line.split()
        n = name.rsplit("-", 1)[1]
        result[("api-stack-fit-" if fit else "api-stack-") + n, metric] = float(value)
    return result


def yoga_feed(drivers, cells):
    """Yoga on the feed of `api-feed-N` for each N of `cells`; nothing (with a warning) where the
    shared folder has no feed driver."""
    driver = os.path.join(drivers, "yoga_feed.py")
    if not os.path.isfile(driver):
        print("compare.py: no " + driver + "; the feed has no peer", file=sys.stderr)
        return {}
    result = {}
    for line in run([sys.executable, driver] + [str(n) for n in cells]).splitlines():
        name, metric, value = line.split()
        result[("api-feed-" + name.rsplit("-", 1)[1], metric)] = float(value)
    return result


def kiwi(drivers, workloads, samples):
    result = {}
    for file in sorted(os.listdir(workloads)):
        if not file.endswith(".slw"):
            continue
        output = run([sys.executable, os.path.join(drivers, "kiwi_slw.py"), os.path.join(workloads, file), str(samples)])
        fields = dict(re.findall(r"(\w+)=\s*(\S+)", output))
        name = file[:-4]
        result[(name, "build")] = float(fields["build_med_us"])
        result[(name, "cycle")] = float(fields["cycle_med_us"])
    return result


# The families whose first layout grows with the views: prefix, metric, the smaller and the
# larger size (10× the views; the feed's in cells: 300 cells are 1800 views; the nesting's in
# levels, twice as deep, where Yoga has no figure: its time is exponential in the depth).
GROWTH_FAMILIES = [
    ("api-stack-", "layout", "1000", "10000"),
    ("api-stack-fit-", "layout", "1000", "10000"),
    ("api-chain-", "layout", "1000", "10000"),
    ("api-feed-", "layout", "300", "3000"),
    ("api-nested-depth-", "layout", "1000", "2000"),
]


def growths(rounds):
    """Per family, the growth of the first layout from the smaller to the larger size in each
    round (the median over the rounds), ours and Yoga's."""
    result = {}
    for prefix, metric, small_size, large_size in GROWTH_FAMILIES:
        ours_, yoga_ = [], []
        for measured, peers in rounds:
            small, large = measured.get((prefix + small_size, metric)), measured.get((prefix + large_size, metric))
            if small and large:
                ours_.append(large / small)
            peer_small, peer_large = peers.get((prefix + small_size, metric)), peers.get((prefix + large_size, metric))
            if peer_small and peer_large:
                yoga_.append(peer_large / peer_small)
        if ours_:
            sizes = f"{int(small_size):,} → {int(large_size):,}".replace(",", " ")
            result[(prefix + "N", metric)] = (sizes, statistics.median(ours_), statistics.median(yoga_) if yoga_ else None)
    return result


def print_growth(rounds, markdown):
    """First layout at the larger size divided by the time at the smaller, ours and Yoga's
    (medians of the ratios taken within a round)."""
    lines = [(workload, metric, sizes, growth, f"{peer:.1f}" if peer else "")
             for (workload, metric), (sizes, growth, peer) in growths(rounds).items()]
    if not lines:
        return
    print()
    if markdown:
        print("| workload | metric | sizes | growth, ours | Yoga |")
        print("|---|---|---|---:|---:|")
        for workload, metric, sizes, growth, peer in lines:
            print(f"| {workload} | {metric} | {sizes} | {growth:.1f}× | {peer + '×' if peer else ''} |")
    else:
        for workload, metric, sizes, growth, peer in lines:
            print(f"{workload:<22} {metric:<14} growth {sizes}: ours {growth:5.1f}x  Yoga {peer or '-'}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--sizes", default="10,100,1000,10000")
    parser.add_argument("--feed-cells", default="30,300,3000", help="the feed's sizes in cells")
    parser.add_argument("--rounds", type=int, default=1, help="run everything R times; print medians")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("filters", nargs="*", help="run only benchmarks whose workload/metric contains one")
    options = parser.parse_args()

    def wanted(workload):
        return not options.filters or any(f in workload or workload in f for f in options.filters)

    sizes = [int(n) for n in options.sizes.split(",")]
    cells = [int(n) for n in options.feed_cells.split(",")]
    bench = find_shared_bench()
    drivers, workloads = os.path.join(bench, "peers"), os.path.join(bench, "workloads")
    replayed = sorted(file[:-4] for file in os.listdir(workloads) if file.endswith(".slw") and wanted(file[:-4]))
    rounds = []
    for _ in range(max(options.rounds, 1)):
        measured = ours(options.samples, options.filters, replayed)
        peers = {}
        if wanted("api-stack-"):
            peers.update(yoga(drivers, sizes, fit=False))
            peers.update(yoga(drivers, sizes, fit=True))
        if wanted("api-feed-"):
            peers.update(yoga_feed(drivers, cells))
        if replayed:
            peers.update(kiwi(drivers, workloads, options.samples))
        rounds.append((measured, {key: value for key, value in peers.items() if key in measured}))
    measured = {key: statistics.median(r[0][key] for r in rounds if key in r[0]) for key in rounds[0][0]}
    peers = {key: statistics.median(r[1][key] for r in rounds if key in r[1]) for key in rounds[0][1]}
    rows = []
    for (workload, metric), peer in sorted(peers.items(), key=lambda item: (item[0][0].split("-")[0], item[0])):
        value = measured.get((workload, metric))
        if value is None:
            continue
        peer_name = "Yoga" if workload.startswith("api-") else "kiwi"
        ratio = statistics.median(r[0][(workload, metric)] / r[1][(workload, metric)] for r in rounds)
        rows.append((workload, metric, value, peer_name, peer, ratio))
    if options.markdown:
        print("| workload | metric | ours (µs) | peer | peer (µs) | ours ÷ peer |")
        print("|---|---|---:|---|---:|---:|")
        for workload, metric, value, peer_name, peer, ratio in rows:
            print(f"| {workload} | {metric} | {value:,.1f} | {peer_name} | {peer:,.1f} | {ratio:.3g} |")
    else:
        for workload, metric, value, peer_name, peer, ratio in rows:
            print(f"{workload:<22} {metric:<14} ours {value:>13.1f} µs  {peer_name:<4} {peer:>13.1f} µs  ratio {ratio:7.3f}")
    others = sorted(key for key in measured if key not in peers and not key[0].startswith("closed"))
    for workload, metric in others:
        line = f"{workload:<22} {metric:<14} ours {measured[(workload, metric)]:>13.1f} µs"
        print(("| " + workload + " | " + metric + f" | {measured[(workload, metric)]:,.1f} | | | |") if options.markdown else line)
    print_growth(rounds, options.markdown)


if __name__ == "__main__":
    main()
