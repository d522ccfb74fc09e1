// StackLayoutBenchmarks: a dependency-free performance harness (calibration, warm-up, ≥ 15
// samples, median/min/max) for LayoutSolver and StackLayout. See README.md.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("error: \(error.message)\n\(Options.usage)")
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

for warning in BuildMode.warnings {
    printError(warning)
    if !options.json { print(warning) }
}
if let cycles = options.memoryCycles {
    MemorySuite.run(cycles: cycles)
    exit(0)
}
if let views = options.footprintViews {
    exit(FootprintSuite.run(views: views) ? 0 : 1)
}
if options.latency {
    LatencySuite.run()
    exit(0)
}
if let trees = options.parallelTrees {
    exit(ParallelTreesSuite.run(trees: trees, samples: options.samples) ? 0 : 1)
}
if let views = options.scaleViews {
    exit(ScaleSuite.run(views: views, samples: options.samples) ? 0 : 1)
}

let workloadsDirectory = options.workloads ?? WorkloadLocator.find()
if options.replay.isEmpty {
    if let dir = workloadsDirectory, Files.isDirectory(dir) {
        if !options.json { print("# workloads: \(dir)") }
    } else {
        printError("warning: no workloads directory (\(workloadsDirectory ?? "no shared/bench/workloads folder found")); "
            + "pass --workloads DIR. Running built-in workloads only.")
    }
}

let runner = Runner(samples: options.samples, warmup: options.warmup, clock: options.clock)
var measurements: [Measurement] = []
var failed = false
if options.ids && !options.json { print("# SLW1 replays through the handle API (ids)") }
for suite in Registry.suites(replay: options.replay, workloadsDirectory: workloadsDirectory, ids: options.ids) {
    guard suite.names.contains(where: options.selects) else { continue }
    let benchmarks: [Benchmark]
    do {
        benchmarks = try suite.make()
    } catch {
        printError("error: \(error)")
        failed = true
        continue
    }
    for benchmark in benchmarks where options.selects(benchmark.qualifiedName) {
        let measurement = runner.measure(benchmark)
        measurements.append(measurement)
        if !options.json {
            print(Report.line(measurement))
            fflush(nil)
        }
    }
}
if options.json {
    print(Report.json(measurements))
}
exit(failed ? 1 : 0)
