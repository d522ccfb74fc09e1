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

    /// The installed constraints that involve the view's position or size along `axis`, and
    /// those that bound the items they tie it to, in creation order (brings the engine up to
    /// date first). Besides yours and stacks', the list holds the constraints of the
    /// autoresizing mask (`autoresizing-…`), the safe area guide and the layout margins guide,
    /// the weakest wishes that keep a frame (`(keeps frame, weakest)`) and intrinsic-size constraints
    /// (`(intrinsic size)`): the view's own and those of the views tied to it, such as a label
    /// pinned inside it whose hugging decides its size. Intrinsic sizes and the constraints a
    /// stack hands to the engine directly are listed as descriptions, made when asked for:
    /// changing one changes nothing.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        let engine = rootView.layoutEngine
        engine.sync()
        return engine.constraintsAffecting(self, along: axis)
    }

    /// The active constraints naming this view that layout could not satisfy and left out of the
    /// solution (each was reported as ``LayoutDiagnostic/unsatisfiable(broken:conflicting:)``),
    /// in creation order; they come back by themselves once the conflict is gone.
    public var brokenConstraints: [LayoutConstraint] {
        let engine = rootView.layoutEngine
        engine.sync()
        return engine.broken.values
            .filter { $0.firstItem === self || $0.secondItem === self }
            .sorted { $0.sequence < $1.sequence }
    }

    /// The tree below this view, one line per view, with frames; deterministic (no addresses).
    /// A named view shows its type and `'debugName'`, an unnamed one the name diagnostics give it
    /// (`View[0/2]`: its type and its path of subview indices, see `debugName`). Non-zero layout
    /// margins show as `margins=(top, left, bottom, right)` when they were set or the margins
    /// guide is in use, non-zero safe area insets as `safeArea=(…)`. Ambiguous views are marked
    /// `AMBIGUOUS LAYOUT (horizontal)`.
    public var recursiveDescription: String {
        var lines: [String] = []
        var pending: [(view: View, depth: Int, path: ViewNamePath)] = [(self, 0, ViewNamePath(of: self))]
        while let (view, depth, path) = pending.popLast() {
            lines.append(view.describeLine(depth: depth, path: path))
            let childPath = view.debugName.map { ViewNamePath(anchor: $0) } ?? path
            pending.append(contentsOf: view.subviews.enumerated().reversed().map { index, subview in
                (subview, depth + 1, childPath.appending(index))
            })
        }
        return lines.joined(separator: "\n")
    }

    /// The view's line of `recursiveDescription`, indented for `depth`; `path` is its name path.
    private func describeLine(depth: Int, path: ViewNamePath) -> String {
        var line = String(repeating: "   | ", count: depth)
        if let debugName {
            line += String(describing: type(of: self)) + " '\(debugName)'"
        } else {
            line += path.name(of: self)
        }
        line += " frame=\(frame)"
        if isHidden { line += " hidden" }
        if alpha != 1 { line += " alpha=\(formatNumber(alpha))" }
        // Margins show where they matter: set by hand or read through the margins guide.
        let marginsSet = storedLayoutMargins != nil || extendedState.directionalMargins != nil
        if marginsSet || marginsGuideStorage != nil, layoutMargins != .zero {
            line += " margins=\(layoutMargins)"
        }
        if safeAreaInsets != .zero { line += " safeArea=\(safeAreaInsets)" }
        let axes = ambiguousAxes
        if !axes.isEmpty {
            line += " AMBIGUOUS LAYOUT (" + axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ") + ")"
        }
        return line
    }
}
