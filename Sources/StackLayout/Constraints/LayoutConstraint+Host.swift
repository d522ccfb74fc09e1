extension LayoutConstraint {
    /// The view whose tree the constraint belongs to: its first item's (or its second's when the
    /// first is gone).
    private var itemsHostView: View? {
        firstItem.flatMap(ResolvedItem.init)?.hostView ?? secondItem.flatMap(ResolvedItem.init)?.hostView
    }

    /// Tells the ancestors of the first item's view that a user's constraint was activated,
    /// deactivated or edited: a stack that measures the fitting size of an arranged view holding
    /// it measures again. A stack's generated constraints follow their stack, which tells its own.
    func tellAncestorsOfChange() {
        guard !isGenerated else { return }
        itemsHostView?.constraintOfViewDidChange()
    }

    /// Inside an animation block, counts the window of the constraint's items as touched, even
    /// when a setter leaves the value as it is, so that the block completes on its clock.
    func touchWindowInAnimation() {
        guard let recorder = CurrentAnimation.recorder else { return }
        if let window = itemsHostView?.window { recorder.touch(window) }
    }
}
