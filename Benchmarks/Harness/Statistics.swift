/// The summary of one benchmark's samples, in microseconds per operation.
struct Measurement {
    /// The workload measured.
    let workload: String
    /// The metric measured.
    let metric: String
    /// Median over the samples.
    let median: Double
    /// Fastest sample.
    let min: Double
    /// Slowest sample.
    let max: Double
    /// Number of samples (warm-up excluded).
    let samples: Int

    /// Summarises `values` (microseconds); `values` must not be empty.
    init(workload: String, metric: String, values: [Double]) {
        precondition(!values.isEmpty, "a measurement needs at least one sample")
        let sorted = values.sorted()
        let mid = sorted.count / 2
        self.workload = workload
        self.metric = metric
        self.median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        self.min = sorted[0]
        self.max = sorted[sorted.count - 1]
        self.samples = sorted.count
    }
}
