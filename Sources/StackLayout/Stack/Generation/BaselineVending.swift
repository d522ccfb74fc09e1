extension Stack {
    /// Chooses the arranged views whose baselines the stack vends ("Stack semantics": Across the axis) and tells the
    /// engine when they change. A vertical stack vends its first / last visible view's
    /// baselines. A horizontal one vends the tallest visible view's (by fitting height, ties to
    /// the lowest index) as its first baseline when aligned center, bottom or lastBaseline, and as
    /// its last baseline when aligned top, firstBaseline or center; otherwise the first / last
    /// visible view's. Nothing visible: the stack's own.
    ///
    /// The choice is made when a constraint reads the stack's baseline (measuring the tallest view
    /// can take a fitting pass per view): a change only marks it stale, and tells the engine
    /// when it holds constraints on baselines. The choice depends on the stack's state alone,
    /// not on when it is made: while it measures, the stack vends its own baselines (a fitting
    /// pass of an arranged view may follow a constraint to them), as in a tree built afresh.
    func invalidateVendedBaselines() {
        vendedBaselinesAreStale = true
        rootView.existingEngine?.baselinesDidChange()
    }

    /// `invalidateVendedBaselines()` in `engine`, the engine of the stack's tree.
    func invalidateVendedBaselines(in engine: LayoutEngine) {
        vendedBaselinesAreStale = true
        engine.baselinesDidChange()
    }

    /// The views whose baselines the stack vends, chosen again if stale.
    var vendedBaselines: (first: View?, last: View?) {
        if vendedBaselinesAreStale {
            vendedBaselinesAreStale = false
            vendedBaselineViews = chooseVendedBaselines()
        }
        return vendedBaselineViews
    }

    private func chooseVendedBaselines() -> (first: View?, last: View?) {
        vendedBaselineViews = (nil, nil)
        let items = arrangedSubviews
        guard let first = items.first(where: { !$0.isHidden }), let last = items.last(where: { !$0.isHidden }) else {
            return (nil, nil)
        }
        var chosen: (first: View?, last: View?) = (first, last)
        if vendsTallestViewBaselines {
            let (tallestFirst, tallestLast) = CrossAlignment(alignment, axis: axis).vendsTallestView
            let tallest = tallestVisible(items)
            if tallestFirst { chosen.first = tallest }
            if tallestLast { chosen.last = tallest }
        }
        return chosen
    }

    /// Whether the stack may vend the tallest visible view's baselines (a horizontal stack whose
    /// alignment picks it for its first or last baseline): then its choice depends on the
    /// arranged views' fitting heights.
    var vendsTallestViewBaselines: Bool {
        guard axis == .horizontal else { return false }
        let (first, last) = CrossAlignment(alignment, axis: axis).vendsTallestView
        return first || last
    }

    private func tallestVisible(_ items: [View]) -> View? {
        var best: (view: View, height: Double)?
        for view in items where !view.isHidden {
            let height = measuredHeight(of: view)
            if best == nil || height > best!.height { best = (view, height) }
        }
        return best?.view
    }
}
