extension LayoutEngine {
    /// The default `layoutSubviews()` of `view`: syncs the engine (so a second call after an
    /// intrinsic size change sees the new solution) and gives each subview its solved frame.
    func applySolvedFrames(toSubviewsOf view: View) {
        sync()
        view.subviews.forEachUnretained { subview in
            guard let frame = solvedFrame(of: subview), !frame.isClose(to: subview.frame) else { return }
            subview.setFrame(frame, byLayout: true)
        }
    }

    /// The `LayoutHost` form of `constraintDidChange(_:constantOnly:)`: `constraint` is a
    /// `LayoutConstraint`, stored opaquely by the layers below.
    func constraintDidChange(_ constraint: StoredConstraint, constantOnly: Bool) {
        constraintDidChange(unsafeDowncast(constraint, to: LayoutConstraint.self), constantOnly: constantOnly)
    }
}
