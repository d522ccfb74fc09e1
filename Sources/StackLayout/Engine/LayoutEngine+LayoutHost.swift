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
}
