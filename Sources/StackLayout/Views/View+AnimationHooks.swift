// Hooks through which every frame and alpha write passes. The animation helper owns this file
// and turns changes made inside an animation block into animations.

extension View {
    /// Called by the single frame funnel just before `frame` changes from `old` to `new`
    /// (user writes and layout passes alike).
    func frameWillChange(from old: Rect, to new: Rect) {}

    /// Called by the single alpha funnel just before `alpha` changes from `old` to `new`.
    func alphaWillChange(from old: Double, to new: Double) {}

    /// Called on the root of a tree when layout becomes pending in it (a constraint, intrinsic
    /// size, frame or hierarchy changed, or `setNeedsLayout()` was called) and it was not already.
    func layoutDidBecomePending() {}
}
