/// Runs benchmarks: calibration, warm-up, then timed samples.
struct Runner {
    /// Number of timed samples per benchmark.
    var samples: Int
    /// Number of untimed warm-up samples per benchmark.
    var warmup: Int
    /// A sample lasts at least this long (operations are batched to reach it).
    var targetSampleNanoseconds: UInt64 = 1_000_000
    /// The clock samples are timed by.
    var clock = SampleClock.wall

    /// Measures one benchmark and returns its summary.
    func measure(_ benchmark: Benchmark) -> Measurement {
        let iterations = calibrate(benchmark)
        for _ in 0..<warmup {
            _ = sample(benchmark, iterations: iterations)
        }
        var values: [Double] = []
        values.reserveCapacity(samples)
        for _ in 0..<Swift.max(1, samples) {
            values.append(sample(benchmark, iterations: iterations))
        }
        return Measurement(workload: benchmark.workload, metric: benchmark.metric, values: values)
    }

    /// One sample: microseconds per operation.
    private func sample(_ benchmark: Benchmark, iterations: Int) -> Double {
        benchmark.prepare()
        let start = clock.nanoseconds()
        let operations = benchmark.run(iterations)
        let elapsed = clock.nanoseconds() - start
        return Double(elapsed) / 1000 / Double(Swift.max(1, operations))
    }

    /// Runs the operation once and picks a batch size so that a sample reaches the target time.
    private func calibrate(_ benchmark: Benchmark) -> Int {
        benchmark.prepare()
        let start = clock.nanoseconds()
        _ = benchmark.run(1)
        let once = Swift.max(clock.nanoseconds() - start, 1)
        guard benchmark.batchable, once < targetSampleNanoseconds else { return 1 }
        return Int(Swift.min(targetSampleNanoseconds / once + 1, 1_000_000))
    }
}
