/// Command-line options of `StackLayoutBenchmarks`.
struct Options {
    /// Substrings; a benchmark runs if its `workload/metric` contains any (all run if empty).
    var filters: [String] = []
    /// Substrings; a benchmark whose `workload/metric` contains any of these is skipped.
    var skips: [String] = []
    /// Print the JSON array instead of text lines.
    var json = false
    /// Timed samples per benchmark (≥ 15 for published figures; CI smoke uses 1).
    var samples = 21
    /// Untimed warm-up samples per benchmark.
    var warmup = 2
    /// SLW1 files to replay instead of the built-in suite.
    var replay: [String] = []
    /// Replay the SLW1 files through the solver's handle API (ids) instead of objects.
    var ids = false
    /// The workloads directory (default: located automatically).
    var workloads: String?
    /// Hide/show cycles for the resident-memory run (`--memory N`), nil when not asked.
    var memoryCycles: Int?
    /// Views of each tree for the footprint run (`--footprint N`), nil when not asked.
    var footprintViews: Int?
    /// Arranged views for the scale run (`--scale N`), nil when not asked.
    var scaleViews: Int?
    /// Trees for the parallel-trees run (`--parallel-trees N`), nil when not asked.
    var parallelTrees: Int?
    /// Print the machine's random-access latency by working-set size (`--latency`) instead.
    var latency = false
    /// Time samples by the thread's CPU time instead of the wall clock (`--cpu-time`).
    var clock = SampleClock.wall
    /// Print usage and exit.
    var help = false

    /// Usage text.
    static let usage = """
        usage: StackLayoutBenchmarks [FILTER...] [--json] [--samples N] [--warmup N]
                                     [--skip PATTERN]... [--replay FILE.slw]... [--ids] [--workloads DIR] [--cpu-time]
                                     [--memory CYCLES] [--footprint VIEWS] [--scale VIEWS] [--latency] [--parallel-trees TREES]
          FILTER           run benchmarks whose "workload/metric" contains FILTER
          --json           print [{"workload", "metric", "median_us", "min_us", "max_us", "samples"}]
          --samples N      timed samples per benchmark (default 21)
          --warmup N       untimed warm-up samples (default 2)
          --skip PATTERN   skip benchmarks whose "workload/metric" contains PATTERN (repeatable)
          --cpu-time       time samples by the thread's CPU time instead of the wall clock (as
                           the kiwi driver times its replays)
          --replay FILE    replay an SLW1 file (repeatable) instead of the built-in suite
          --ids            replay SLW1 files through the solver's handle API (variables and
                           constraints by id, edit variables as soft equalities) instead of objects
          --workloads DIR  the .slw directory (default: a shared/bench/workloads folder in the
                           current directory, the executable's or one of their ancestors)
          --memory N       only print resident memory of a 100-view stack over N hide/show cycles
          --footprint N    only print the resident bytes a view and a constraint cost in a flat
                           stack, a chain and the feed of about N views, built and laid out
          --scale N        only time the scale run: a stack of N views (layout, animated hide,
                           render, remove half and re-add) and stacks nested 200 deep; medians
                           over --samples scenes (exit status 1 if the round trip changed frames)
          --latency        only print this machine's random-access latency for working sets of
                           1 to 128 MB (where the caches end: the context of the growth figures)
          --parallel-trees N  only time N independent trees laid out and animated on one thread,
                           then on every core at once: throughput of each and the speed-up,
                           medians over --samples rounds (exit status 1 if frames differ)
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var it = arguments.makeIterator()
        func value(for flag: String) throws(OptionsError) -> String {
            guard let v = it.next() else { throw OptionsError(message: "\(flag) needs a value") }
            return v
        }
        func count(for flag: String, minimum: Int) throws(OptionsError) -> Int {
            let text = try value(for: flag)
            guard let n = Int(text), n >= minimum else {
                throw OptionsError(message: "\(flag) needs an integer ≥ \(minimum), got \(text)")
            }
            return n
        }
        while let argument = it.next() {
            switch argument {
            case "--json": options.json = true
            case "--samples": options.samples = try count(for: argument, minimum: 1)
            case "--warmup": options.warmup = try count(for: argument, minimum: 0)
            case "--replay": options.replay.append(try value(for: argument))
            case "--ids": options.ids = true
            case "--cpu-time": options.clock = .threadCPU
            case "--skip": options.skips.append(try value(for: argument))
            case "--workloads": options.workloads = try value(for: argument)
            case "--memory": options.memoryCycles = try count(for: argument, minimum: 0)
            case "--footprint": options.footprintViews = try count(for: argument, minimum: 1)
            case "--scale": options.scaleViews = try count(for: argument, minimum: 10)
            case "--latency": options.latency = true
            case "--parallel-trees": options.parallelTrees = try count(for: argument, minimum: 1)
            case "-h", "--help": options.help = true
            default:
                if argument.hasPrefix("-") { throw OptionsError(message: "unknown option \(argument)") }
                options.filters.append(argument)
            }
        }
        return options
    }

    /// Whether `name` passes the filters and no skip pattern.
    func selects(_ name: String) -> Bool {
        (filters.isEmpty || filters.contains { name.contains($0) }) && !skips.contains { name.contains($0) }
    }
}

/// A command-line error.
struct OptionsError: Error {
    /// What is wrong.
    let message: String
}
