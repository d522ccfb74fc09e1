/// One timed operation of the benchmark suite, identified by a workload and a metric.
///
/// The harness calls `prepare` (untimed) before every sample, then times `run(n)`. `run` performs
/// the operation `n` times (or `n` natural batches) and returns how many operations it performed;
/// a sample is the elapsed time divided by that count. Operations cheaper than the clock's
/// resolution are therefore batched automatically, while expensive ones run once per sample.
struct Benchmark {
    /// The workload name, e.g. `enaml` or `hstack-625`.
    let workload: String
    /// The metric name, e.g. `build`, `cycle`, `churn`, `layout`.
    let metric: String
    /// Untimed work before each sample (e.g. releasing the previous sample's solver).
    let prepare: () -> Void
    /// Timed work; returns the number of operations performed for `iterations` requested.
    let run: (_ iterations: Int) -> Int
    /// Whether `run` may be asked for more than one iteration (false when `prepare` sets up
    /// exactly one operation, e.g. a fresh view hierarchy to lay out).
    let batchable: Bool

    /// Creates a benchmark; `prepare` defaults to doing nothing.
    init(workload: String, metric: String, batchable: Bool = true, prepare: @escaping () -> Void = {},
         run: @escaping (_ iterations: Int) -> Int) {
        self.workload = workload
        self.metric = metric
        self.batchable = batchable
        self.prepare = prepare
        self.run = run
    }

    /// `workload/metric`, the name the command-line filter matches against.
    var qualifiedName: String { "\(workload)/\(metric)" }
}

/// A lazily built group of benchmarks (one workload file, one Stack scenario, ...).
///
/// Suites are built only when their name passes the filter, so that parsing a large workload
/// or building a 1000-view hierarchy costs nothing when it is not selected.
struct BenchmarkSuite {
    /// The `workload/metric` names this suite may produce (used for filtering before building).
    let names: [String]
    /// Builds the suite's benchmarks; throws if its input cannot be loaded.
    let make: () throws -> [Benchmark]
}
