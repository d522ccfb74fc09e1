#!/usr/bin/env python3
"""Runs StackLayoutBenchmarks and its peers on the same work in one run and prints the ratios.

Peers (from PyPI: `pip install poga kiwisolver`), through the reference drivers that sit next to
the workloads (`shared/bench/peers/`, found like the workloads: in an ancestor of this folder):
  - Yoga (poga) on the row of `api-stack-N` and `api-stack-fit-N`: first layout, resize, toggle;
  - kiwi (kiwisolver) replaying every SLW file: build and cycle.

Usage (from the package root):
  python3 Benchmarks/Peers/compare.py [--samples N] [--rounds R] [--sizes 10,100,1000,10000] [--markdown]

The benchmark is built in release first. Ratios are ours ÷ peer (below 1: we are faster). With
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


def ours(samples, filters):
    run(["swift", "build", "-c", "release", "--product", "StackLayoutBenchmarks"], cwd=PACKAGE)
    binary = os.path.join(run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=PACKAGE).strip(),
                          "StackLayoutBenchmarks")
    rows = json.loads(run([binary, "--json", "--samples", str(samples)] + filters, cwd=PACKAGE))
    return {(row["workload"], row["metric"]): row["median_us"] for row in rows}


def yoga(drivers, sizes, fit):
    output = run([sys.executable, os.path.join(drivers, "yoga_row.py")] + (["--fit"] if fit else [])
                 + [str(n) for n in sizes])
    result = {}
    for line in output.splitlines():
        name, metric, value = line.split()
        n = name.rsplit("-", 1)[1]
        result[("api-stack-fit-" if fit else "api-stack-") + n, metric] = float(value)
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


def growths(rounds):
    """Per family, the growth of the first layout from 1000 to 10 000 views in each round, ours
    and Yoga's."""
    families = [("api-stack-", "layout"), ("api-stack-fit-", "layout"), ("api-chain-", "layout")]
    result = {}
    for prefix, metric in families:
        ours_, yoga_ = [], []
        for measured, peers in rounds:
            small, large = measured.get((prefix + "1000", metric)), measured.get((prefix + "10000", metric))
            if small and large:
                ours_.append(large / small)
            peer_small, peer_large = peers.get((prefix + "1000", metric)), peers.get((prefix + "10000", metric))
            if peer_small and peer_large:
                yoga_.append(peer_large / peer_small)
        if ours_:
            result[(prefix + "N", metric)] = (statistics.median(ours_), statistics.median(yoga_) if yoga_ else None)
    return result


def print_growth(rounds, markdown):
    """First layout at 10 000 views divided by the time at 1000, ours and Yoga's (medians)."""
    lines = [(workload, metric, growth, f"{peer:.1f}" if peer else "")
             for (workload, metric), (growth, peer) in growths(rounds).items()]
    if not lines:
        return
    print()
    if markdown:
        print("| workload | metric | growth 1000 → 10 000, ours | Yoga |")
        print("|---|---|---:|---:|")
        for workload, metric, growth, peer in lines:
            print(f"| {workload} | {metric} | {growth:.1f}× | {peer + '×' if peer else ''} |")
    else:
        for workload, metric, growth, peer in lines:
            print(f"{workload:<22} {metric:<14} growth 1000 -> 10000: ours {growth:5.1f}x  Yoga {peer or '-'}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--sizes", default="10,100,1000,10000")
    parser.add_argument("--rounds", type=int, default=1, help="run everything R times; print medians")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    options = parser.parse_args()
    sizes = [int(n) for n in options.sizes.split(",")]
    bench = find_shared_bench()
    drivers, workloads = os.path.join(bench, "peers"), os.path.join(bench, "workloads")
    rounds = []
    for _ in range(max(options.rounds, 1)):
        measured = ours(options.samples, [])
        peers = {}
        peers.update(yoga(drivers, sizes, fit=False))
        peers.update(yoga(drivers, sizes, fit=True))
        peers.update(kiwi(drivers, workloads, options.samples))
        rounds.append((measured, peers))
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
