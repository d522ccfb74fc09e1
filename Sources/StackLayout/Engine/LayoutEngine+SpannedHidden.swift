/// What the engine found of one view while refreshing: whether an ancestor below the root
/// suspends its content, along each axis (`nil`: not asked yet).
struct SpannedHiddenAnswers {
    var horizontal: Bool?
    var vertical: Bool?

    subscript(axis: Axis) -> Bool? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension LayoutEngine {
    /// Up to this many ancestors, the walk is cheaper than remembering its answers.
    static let unrememberedDepth = 8

    /// `view.isContentOfSpannedHiddenView(along:)`, remembered for each ancestor while the
    /// views are refreshed: asking it of every view of a tree n deep then costs n, not n².
    func isContentOfSpannedHiddenView(_ view: View, along axis: Axis) -> Bool {
        guard spannedHiddenMemo != nil, view.hasAncestors(beyond: Self.unrememberedDepth) else {
            return view.isContentOfSpannedHiddenView(along: axis)
        }
        var unanswered: [ObjectIdentifier] = []
        var answer = false
        var ancestor = view.superview
        while let current = ancestor {
            let key = ObjectIdentifier(current)
            if let known = spannedHiddenMemo?[key]?[axis] {
                answer = known
                break
            }
            unanswered.append(key)
            guard let next = current.superview else { break }
            if current.isIntrinsicSizeSuspended(along: axis) {
                answer = true
                break
            }
            ancestor = next
        }
        for key in unanswered { spannedHiddenMemo?[key, default: SpannedHiddenAnswers()][axis] = answer }
        return answer
    }
}

extension View {
    /// `false` when no ancestor of the view is hidden, found by a walk up of at most `limit`
    /// steps that retains none of them; `true` when one is hidden or the walk stops short (a
    /// deeper view asks the engine's remembered answers instead). Only a hidden ancestor can
    /// suspend the view's content (see `isContentOfSpannedHiddenView(along:)`).
    func mayHaveHiddenAncestor(within limit: Int) -> Bool {
        walkUp(within: limit, stoppingAt: { $0.isHidden })
    }

    /// Whether the view has more than `count` ancestors (a walk of at most `count + 1` steps).
    func hasAncestors(beyond count: Int) -> Bool {
        walkUp(within: count, stoppingAt: { _ in false })
    }

    /// Walks up from the superview, reading each ancestor without retaining it (the tree holds
    /// its ancestors while it runs): `true` at the first ancestor for which `stop` is `true`, or
    /// when there are more than `limit` ancestors; `false` at the root.
    @inline(__always)
    private func walkUp(within limit: Int, stoppingAt stop: (View) -> Bool) -> Bool {
        var ancestor = unretainedSuperview
        var seen = 0
        while let current = ancestor {
            seen += 1
            if seen > limit { return true }
            let (stops, next) = current._withUnsafeGuaranteedRef { (stop($0), $0.unretainedSuperview) }
            if stops { return true }
            ancestor = next
        }
        return false
    }
}
