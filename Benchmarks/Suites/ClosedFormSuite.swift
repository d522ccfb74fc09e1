/// The physical reference: a flat horizontal `fill` stack (spacing 8, every view at its
/// intrinsic width except the last, which absorbs the slack) computed by direct arithmetic.
///
/// Workloads `closed-form-N` (N = 10, 100, 1000) have metric `layout` (all N frames from
/// scratch, intrinsic widths 20, 25, 30, ... cycling) — the lower bound any constraint-based
/// layout of the same stack is compared with.
enum ClosedFormSuite {
    /// The stack lengths measured.
    static let counts = [10, 100, 1000]

    /// One frame: origin and size along both axes.
    struct Frame {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    }

    /// The suite for every count.
    static func suites() -> [BenchmarkSuite] {
        counts.map { n in
            BenchmarkSuite(names: ["closed-form-\(n)/layout"]) { [benchmark(count: n)] }
        }
    }

    /// Intrinsic width of view `i` (the same widths as the `hstack-N` workloads use: 20 + 5·(i mod 7)).
    static func intrinsicWidth(_ i: Int) -> Double { 20 + 5 * Double(i % 7) }

    /// Lays out `widths` in a container of `containerWidth` × `height` with `spacing` into `frames`.
    @inline(never)
    static func layout(widths: [Double], spacing: Double, containerWidth: Double, height: Double,
                       into frames: inout [Frame]) {
        var total = spacing * Double(Swift.max(widths.count - 1, 0))
        for w in widths { total += w }
        let slack = containerWidth - total
        var x = 0.0
        for i in widths.indices {
            var w = widths[i]
            if i == widths.count - 1 { w = Swift.max(0, w + slack) }
            frames[i] = Frame(x: x, y: 0, width: w, height: height)
            x += w + spacing
        }
    }

    /// The `layout` benchmark of an `n`-view stack; container sizes cycle like a resize.
    static func benchmark(count n: Int) -> Benchmark {
        let widths = (0..<n).map(intrinsicWidth)
        let containerWidths = [583.0, 473.0, 883.0, 483.0, 468.0, 520.0].map { $0 * Double(n) / 12 }
        var frames = [Frame](repeating: Frame(), count: n)
        var k = 0
        return Benchmark(workload: "closed-form-\(n)", metric: "layout") { iterations in
            for _ in 0..<iterations {
                layout(widths: widths, spacing: 8, containerWidth: containerWidths[k], height: 26, into: &frames)
                k = k == containerWidths.count - 1 ? 0 : k + 1
            }
            blackHole(frames)
            return iterations
        }
    }
}
