extension View {
    /// Removes every animation of this view (UIKit's `layer.removeAllAnimations()`): what is on
    /// screen jumps to the model values (frame, alpha, transform; a view hidden inside an
    /// animation leaves the screen at once). The completions of the blocks whose animations
    /// were all removed run on the next clock advance with `finished == false`; a block that
    /// still animates other views completes when they end, also with `false`. Offsets driven
    /// by a property animator are dropped too (the animator itself goes on). Subviews keep
    /// their animations.
    public func removeAllAnimations() {
        window?.clock.removeAnimations(of: self)
        pendingHide = nil
    }
}
