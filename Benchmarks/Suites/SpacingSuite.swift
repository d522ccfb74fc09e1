import StackLayout

/// `api-stack-1000/spacing`: change the spacing of `api-stack-1000`'s squeezed row between 8
/// and 10 and lay out (a constant-only change of every spacing constraint of the stack).
enum SpacingSuite {
    /// The one suite.
    static func suites() -> [BenchmarkSuite] {
        [BenchmarkSuite(names: ["api-stack-1000/spacing"]) { [spacing(count: 1000)] }]
    }

    /// The spacing change of an `n`-view row.
    static func spacing(count n: Int) -> Benchmark {
        let live = StackSuite.makeFlatStack(count: n)
        live.window.layoutIfNeeded()
        guard let stack = live.views.first?.superview as? Stack else { preconditionFailure("the row's stack") }
        return Benchmark(workload: "api-stack-\(n)", metric: "spacing") { iterations in
            for _ in 0..<iterations { changeSpacing(of: stack, in: live.window) }
            return iterations
        }
    }

    /// One spacing change and layout (never inlined: a profile counts its instructions per call,
    /// e.g. `valgrind --tool=callgrind --toggle-collect='*changeSpacing*'`).
    @inline(never)
    static func changeSpacing(of stack: Stack, in window: Window) {
        stack.spacing = stack.spacing == 8 ? 10 : 8
        window.layoutIfNeeded()
    }
}
