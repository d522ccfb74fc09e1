import StackLayout
import TestSupport

/// Stack-level workloads through the public `StackLayout` API:
///
/// - `api-stack-N` (N = 10, 100, 1000, 10 000 arranged views, horizontal `fill`, spacing 8,
///   intrinsic widths 20 + 5·(i mod 7), heights 16 + i mod 5, the stack 30·N wide, so that it is
///   squeezed): `layout` (first layout of a fresh window, hierarchy built untimed), `resize`
///   (change the stack's width constraint between 30·N and 33·N and lay out), `toggle-hidden`
///   (toggle the middle view's `isHidden` and lay out);
/// - `api-stack-fit-N`: the same row with no width constraint (it fits its views): `layout`,
///   `toggle-hidden`;
/// - `api-grid-32x32/layout`: a vertical stack of 32 horizontal stacks of 32 views;
/// - `api-column-leading-N/layout` and `api-column-center-N/layout` (N = 100, 1000): a vertical
///   `.leading` or `.center` stack that fits its N views;
/// - `api-row-center-pinned-N/layout` (N = 10, 100, 1000): a horizontal `.center` stack of N
///   views whose height is pinned below its views' (a fixed-height toolbar's row);
/// - `api-animation-1000/tick`: 1000 arranged views animating a resize, cost per `clock.advance`
///   plus reading the 1000 presentation frames (what a renderer does each frame).
enum StackSuite {
    /// The flat stack lengths measured.
    static let counts = [10, 100, 1000, 10_000]

    /// Every Stack suite.
    static func suites() -> [BenchmarkSuite] {
        var suites = counts.map { n in
            BenchmarkSuite(names: ["layout", "resize", "toggle-hidden"].map { "api-stack-\(n)/\($0)" }) {
                flatStack(count: n)
            }
        }
        suites += counts.map { n in
            BenchmarkSuite(names: ["layout", "toggle-hidden"].map { "api-stack-fit-\(n)/\($0)" }) {
                flatStack(count: n, fits: true)
            }
        }
        suites.append(BenchmarkSuite(names: ["api-grid-32x32/layout"]) { [grid()] })
        suites += alignedCounts.map { n in
            BenchmarkSuite(names: ["api-column-leading-\(n)/layout"]) { [column(count: n, alignment: .leading)] }
        }
        suites += alignedCounts.map { n in
            BenchmarkSuite(names: ["api-column-center-\(n)/layout"]) { [column(count: n, alignment: .center)] }
        }
        suites += pinnedRowCounts.map { n in
            BenchmarkSuite(names: ["api-row-center-pinned-\(n)/layout"]) { [pinnedCenterRow(count: n)] }
        }
        suites.append(BenchmarkSuite(names: ["api-animation-1000/tick"]) { [animationTick()] })
        return suites
    }

    /// A window holding a horizontal fill stack of `n` boxes, its width constraint (inactive when
    /// the stack `fits`) and the boxes.
    static func makeFlatStack(count n: Int, fits: Bool = false) -> (window: Window, width: LayoutConstraint, views: [View]) {
        let window = Window(size: Size(width: 100_000, height: 2000))
        window.diagnosticHandler = nil
        let views = (0..<n).map { index in
            IntrinsicView(intrinsic: Size(width: ClosedFormSuite.intrinsicWidth(index), height: 16 + Double(index % 5)))
        }
        let stack = Stack(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8, arrangedSubviews: views)
        window.addSubview(stack)
        let width = stack.widthAnchor.constraint(equalToConstant: 30 * Double(n))
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        width.isActive = !fits
        return (window, width, views)
    }

    /// `layout`, `resize` and `toggle-hidden` of an `n`-view stack (`layout` and `toggle-hidden`
    /// when it `fits`).
    static func flatStack(count n: Int, fits: Bool = false) -> [Benchmark] {
        let workload = fits ? "api-stack-fit-\(n)" : "api-stack-\(n)"
        let fresh = Holder<Window>()
        let layout = Benchmark(workload: workload, metric: "layout", batchable: false,
                               prepare: { fresh.value = makeFlatStack(count: n, fits: fits).window }) { _ in
            fresh.value?.layoutIfNeeded()
            return 1
        }
        let live = makeFlatStack(count: n, fits: fits)
        live.window.layoutIfNeeded()
        var wide = false
        let resize = Benchmark(workload: workload, metric: "resize") { iterations in
            for _ in 0..<iterations {
                wide.toggle()
                live.width.constant = (wide ? 33 : 30) * Double(n)
                live.window.layoutIfNeeded()
            }
            return iterations
        }
        let middle = live.views[n / 2]
        let toggle = Benchmark(workload: workload, metric: "toggle-hidden") { iterations in
            for _ in 0..<iterations {
                middle.isHidden.toggle()
                live.window.layoutIfNeeded()
            }
            return iterations
        }
        return fits ? [layout, toggle] : [layout, resize, toggle]
    }

    /// The lengths of the `.leading` and `.center` columns measured.
    static let alignedCounts = [100, 1000]

    /// A vertical `.leading` or `.center` stack of `n` boxes that fits them (every box bounded
    /// by the stack's edges; `.center` puts each box's length in two rows), laid out from
    /// scratch.
    static func column(count n: Int, alignment: Stack.Alignment) -> Benchmark {
        firstLayout(of: "api-column-\(alignment)-\(n)", alignment: alignment, window: Size(width: 2000, height: 30 * Double(n))) {
            (0..<n).map { IntrinsicView(intrinsic: Size(width: ClosedFormSuite.intrinsicWidth($0), height: 16 + Double($0 % 5))) }
        }
    }

    /// The lengths of the pinned `.center` rows measured.
    static let pinnedRowCounts = [10, 100, 1000]

    /// A horizontal `.center` stack of `n` views 10 × (10 + i mod 7), spacing 2, its height
    /// pinned to 14 (the taller views compressed to it, the others centered), laid out from
    /// scratch.
    static func pinnedCenterRow(count n: Int) -> Benchmark {
        let fresh = Holder<Window>()
        return Benchmark(workload: "api-row-center-pinned-\(n)", metric: "layout", batchable: false, prepare: {
            let window = Window(size: Size(width: 12 * Double(n) + 100, height: 100))
            window.diagnosticHandler = nil
            let views = (0..<n).map { IntrinsicView(intrinsic: Size(width: 10, height: 10 + Double($0 % 7))) as View }
            let row = Stack(axis: .horizontal, alignment: .center, spacing: 2, arrangedSubviews: views)
            window.addSubview(row)
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                row.topAnchor.constraint(equalTo: window.topAnchor),
                row.heightAnchor.constraint(equalToConstant: 14),
            ])
            fresh.value = window
        }) { _ in
            fresh.value?.layoutIfNeeded()
            return 1
        }
    }

    /// A vertical stack of 32 horizontal stacks of 32 boxes, laid out from scratch.
    static func grid() -> Benchmark {
        firstLayout(of: "api-grid-32x32", alignment: .leading, window: Size(width: 4000, height: 4000)) {
            (0..<32).map { r in
                Stack(axis: .horizontal, spacing: 8, arrangedSubviews: (0..<32).map { c in
                    IntrinsicView(intrinsic: Size(width: ClosedFormSuite.intrinsicWidth(r + c),
                                                  height: 16 + Double((r + c) % 5)))
                })
            }
        }
    }

    /// The first layout of a window (built untimed) holding a vertical stack of the views
    /// `arranged` makes, aligned by `alignment` and pinned at its top leading corner.
    private static func firstLayout(of workload: String, alignment: Stack.Alignment, window size: Size,
                                    arranged: @escaping () -> [View]) -> Benchmark {
        let fresh = Holder<Window>()
        return Benchmark(workload: workload, metric: "layout", batchable: false, prepare: {
            let window = Window(size: size)
            window.diagnosticHandler = nil
            let column = Stack(axis: .vertical, alignment: alignment, spacing: 8, arrangedSubviews: arranged())
            window.addSubview(column)
            LayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                column.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            fresh.value = window
        }) { _ in
            fresh.value?.layoutIfNeeded()
            return 1
        }
    }

    /// 1000 arranged views animating a long resize; the cost of one 60 Hz `clock.advance`.
    static func animationTick() -> Benchmark {
        let live = makeFlatStack(count: 1000)
        live.window.layoutIfNeeded()
        View.animate(withDuration: 1_000_000, animations: {
            live.width.constant = 36_000
            live.window.layoutIfNeeded()
        })
        // A frame of a renderer: advance the clock, then read every animating view's
        // presentation frame (the clock alone only moves time; frames are evaluated on demand).
        return Benchmark(workload: "api-animation-1000", metric: "tick") { iterations in
            var sum = 0.0
            for _ in 0..<iterations {
                live.window.clock.advance(by: 1.0 / 60)
                for view in live.views { sum += view.presentation.frame.maxX }
            }
            return sum.isNaN ? 0 : iterations
        }
    }
}

/// A mutable reference cell for state shared between `prepare` and `run`.
final class Holder<T> {
    /// The held value.
    var value: T?
}
