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
    /// `view.isContentOfSpannedHiddenView(along:)`, remembered for each ancestor while the
    /// views are refreshed: asking it of every view of a tree n deep then costs n, not n².
    func isContentOfSpannedHiddenView(_ view: View, along axis: Axis) -> Bool {
        guard spannedHiddenMemo != nil else { return view.isContentOfSpannedHiddenView(along: axis) }
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
