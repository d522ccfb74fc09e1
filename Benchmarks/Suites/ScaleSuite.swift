import StackLayout

/// `--scale N`: issue 8's scale run in release, `N` arranged views (10 000 for the report).
///
/// A vertical stack of `N` leaves that fits its content (as the scale tests build it): first
/// layout, an animated hide of every tenth leaf with a new spacing (clock advanced to the
/// middle and the end), SVG and text rendering, and removing the second half of the leaves and
/// appending them again (the frames must come back identical, else the run exits with status
/// 1); then stacks nested 200 deep. Each phase is timed over `samples` fresh scenes and its median printed in
/// milliseconds. Both use fill alignment: `.leading` (a spanning guide) is still superlinear at
/// this size (see `Benchmarks/README.md`).
enum ScaleSuite {
    /// A leaf with a fixed intrinsic size.
    final class Leaf: View {
        let size: Size
        init(_ size: Size) {
            self.size = size
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: Size { size }
    }

    /// Milliseconds since `start`.
    static func milliseconds(since start: UInt64) -> Double {
        Double(MonotonicClock.nanoseconds() - start) / 1e6
    }

    /// Runs every phase `samples` times; returns whether every round trip gave identical frames.
    static func run(views count: Int, samples: Int) -> Bool {
        var phases: [String: [Double]] = [:]
        var identical = true
        for _ in 0..<samples {
            var start = MonotonicClock.nanoseconds()
            var leaves: [Leaf] = []
            for index in 0..<count {
                let size = Size(width: Double(20 + index % 50), height: Double(4 + index % 7))
                let leaf = Leaf(size)
                leaf.debugName = "leaf\(index)"
                leaves.append(leaf)
            }
            let window = Window(size: Size(width: 320, height: Double(count) * 12))
            window.diagnosticHandler = nil
            let stack = Stack(axis: .vertical, distribution: .fill, alignment: .fill, spacing: 2, arrangedSubviews: leaves)
            window.addSubview(stack)
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: window.topAnchor),
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ])
            window.layoutIfNeeded()
            phases["layout", default: []].append(milliseconds(since: start))

            start = MonotonicClock.nanoseconds()
            View.animate(withDuration: 0.3) {
                for index in stride(from: 0, to: count, by: 10) { leaves[index].isHidden = true }
                stack.spacing = 4
            }
            window.clock.advance(by: 0.15)
            blackHole(leaves[1].presentation.frame)
            window.clock.advance(by: 0.15)
            blackHole(leaves[1].presentation.frame)
            phases["animated hide of every 10th + spacing", default: []].append(milliseconds(since: start))

            start = MonotonicClock.nanoseconds()
            let svg = SVGRenderer().render(window)
            let text = TextRenderer().render(window)
            blackHole(svg.utf8.count + text.utf8.count)
            phases["render SVG + text", default: []].append(milliseconds(since: start))

            for index in stride(from: 0, to: count, by: 10) { leaves[index].isHidden = false }
            stack.spacing = 2
            window.layoutIfNeeded()
            let before: [Rect] = leaves.map { $0.frame }
            start = MonotonicClock.nanoseconds()
            let removed = Array(leaves[(count / 2)...])
            for leaf in removed {
                stack.removeArrangedSubview(leaf)
                leaf.removeFromSuperview()
            }
            window.layoutIfNeeded()
            for leaf in removed { stack.addArrangedSubview(leaf) }
            window.layoutIfNeeded()
            phases["remove half, re-add", default: []].append(milliseconds(since: start))
            let after: [Rect] = leaves.map { $0.frame }
            identical = identical && before == after

            start = MonotonicClock.nanoseconds()
            let nested = nestedScene(depth: 200)
            nested.window.layoutIfNeeded()
            View.animate(withDuration: 0.2) { for stack in nested.stacks { stack.spacing = 2 } }
            nested.window.clock.advance(by: 0.2)
            blackHole(SVGRenderer().render(nested.window).utf8.count + TextRenderer().render(nested.window).utf8.count)
            phases["nested 200 deep: layout, animate, render", default: []].append(milliseconds(since: start))
        }
        let order = ["layout", "animated hide of every 10th + spacing", "render SVG + text", "remove half, re-add",
                     "nested 200 deep: layout, animate, render"]
        for phase in order {
            let values = (phases[phase] ?? []).sorted()
            let median = values.isEmpty ? 0 : values[values.count / 2]
            print("scale  \(count) views  \(phase): median \(Report.fixed(median, 1)) ms over \(values.count)")
        }
        print("scale  \(count) views  frames after remove half, re-add: \(identical ? "identical" : "DIFFERENT")")
        return identical
    }

    /// Stacks nested `depth` deep, alternating axes, each holding a 10×10 leaf and the next one.
    static func nestedScene(depth: Int) -> (window: Window, stacks: [Stack]) {
        let window = Window(size: Size(width: Double(depth) * 4 + 200, height: Double(depth) * 12 + 200))
        window.diagnosticHandler = nil
        var stacks: [Stack] = []
        for level in 0..<depth {
            let stack = Stack(axis: level % 2 == 0 ? .vertical : .horizontal, distribution: .fill,
                              alignment: .fill, spacing: 1, arrangedSubviews: [Leaf(Size(width: 10, height: 10))])
            stacks.last?.addArrangedSubview(stack)
            stacks.append(stack)
        }
        if let root = stacks.first { window.addSubview(root) }
        return (window, stacks)
    }
}
