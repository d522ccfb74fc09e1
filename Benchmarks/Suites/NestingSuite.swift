import StackLayout
import TestSupport

/// `api-nested-depth-N` (N = 200, 1000, 2000): stacks nested N deep, each holding a 10 × 10
/// leaf and the next stack, alternating vertical and horizontal (the scale run's
/// `DeepNestingScene`). Metric `layout`: the first layout of a fresh window (hierarchy built
/// untimed); the time should grow linearly with the depth.
enum NestingSuite {
    /// The depths measured.
    static let depths = [200, 1000, 2000]

    /// One suite per depth.
    static func suites() -> [BenchmarkSuite] {
        depths.map { depth in
            BenchmarkSuite(names: ["api-nested-depth-\(depth)/layout"]) { [layout(depth: depth)] }
        }
    }

    /// The first layout of stacks nested `depth` deep.
    static func layout(depth: Int) -> Benchmark {
        let fresh = Holder<Window>()
        return Benchmark(workload: "api-nested-depth-\(depth)", metric: "layout", batchable: false,
                         prepare: { fresh.value = DeepNestingScene(depth: depth).window }) { _ in
            fresh.value?.layoutIfNeeded()
            return 1
        }
    }
}
