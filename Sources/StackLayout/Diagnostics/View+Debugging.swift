extension View {
    /// `true` when constraints position the view on an axis but leave its position or size
    /// there undetermined (brings the engine up to date first). A view that no constraint
    /// positions keeps its frame and is not ambiguous.
    public var hasAmbiguousLayout: Bool { !ambiguousAxes.isEmpty }

    /// The axes on which `hasAmbiguousLayout` holds.
    public var ambiguousAxes: [Axis] {
        guard superview != nil else { return [] }
        return rootView.layoutEngine.ambiguousAxes(of: self)
    }

    /// The installed constraints (yours, stacks', and intrinsic-size ones) that involve the
    /// view's position or size along `axis`, in creation order.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        let engine = rootView.layoutEngine
        engine.sync()
        return engine.constraintsAffecting(self, along: axis)
    }

    /// The tree below this view, one line per view, with frames; deterministic (no addresses).
    /// Ambiguous views are marked `AMBIGUOUS LAYOUT (horizontal)`.
    public var recursiveDescription: String {
        var lines: [String] = []
        var pending: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            lines.append(view.describeLine(depth: depth))
            pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// The view's line of `recursiveDescription`, indented for `depth`.
    private func describeLine(depth: Int) -> String {
        var line = String(repeating: "   | ", count: depth)
        line += String(describing: type(of: self))
        if let debugName { line += " '\(debugName)'" }
        line += " frame=\(frame)"
        if isHidden { line += " hidden" }
        if alpha != 1 { line += " alpha=\(formatNumber(alpha))" }
        let axes = ambiguousAxes
        if !axes.isEmpty {
            line += " AMBIGUOUS LAYOUT (" + axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ") + ")"
        }
        return line
    }
}
