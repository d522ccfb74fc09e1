import StackLayout
import TestSupport

/// `api-chain-N` (N = 100, 1000, 10 000): plain views chained by constraints a user would
/// write, `p[i].leading == p[i-1].trailing + 1` and tops equal, each view 10 × 10 by its
/// intrinsic size, the first pinned to the window's top-left corner. Metric `layout`: the first
/// layout of a fresh window (hierarchy and constraints built untimed).
enum ChainSuite {
    /// The chain lengths measured.
    static let counts = [100, 1000, 10_000]

    /// One suite per length.
    static func suites() -> [BenchmarkSuite] {
        counts.map { n in
            BenchmarkSuite(names: ["api-chain-\(n)/layout"]) { [layout(count: n)] }
        }
    }

    /// A window holding `n` chained boxes.
    static func makeChain(count n: Int) -> Window {
        let window = Window(size: Size(width: 11 * Double(n) + 10, height: 100))
        window.diagnosticHandler = nil
        var previous: View? = nil
        var constraints: [LayoutConstraint] = []
        for _ in 0..<n {
            let box = IntrinsicView(intrinsic: Size(width: 10, height: 10))
            window.addSubview(box)
            if let previous {
                constraints.append(box.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 1))
                constraints.append(box.topAnchor.constraint(equalTo: previous.topAnchor))
            } else {
                constraints.append(box.leadingAnchor.constraint(equalTo: window.leadingAnchor))
                constraints.append(box.topAnchor.constraint(equalTo: window.topAnchor))
            }
            previous = box
        }
        LayoutConstraint.activate(constraints)
        return window
    }

    /// The first layout of an `n`-view chain.
    static func layout(count n: Int) -> Benchmark {
        let fresh = Holder<Window>()
        return Benchmark(workload: "api-chain-\(n)", metric: "layout", batchable: false,
                         prepare: { fresh.value = makeChain(count: n) }) { _ in
            fresh.value?.layoutIfNeeded()
            return 1
        }
    }
}
