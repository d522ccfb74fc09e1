// Hooks through which every write of an animatable property (frame, alpha, transform,
// background colour, bounds origin) and of `isHidden`, every layout request and every removal
// from a window pass. They hand changes made inside an animation block to the block
// (`CurrentAnimation.recorder`, see ViewChangeRecorder.swift), which turns them into animations.

/// Per-view animation bookkeeping, stored in ``View``.
struct ViewAnimationState {
    /// Whether the view's frame has changed at least once; the first change of a view that
    /// still has the zero frame it was created with never animates.
    var hasHadFrame = false
}

extension View {
    /// Called by the single frame funnel just before `frame` changes from `old` to `new`
    /// (user writes and layout passes alike).
    func frameWillChange(from old: Rect, to new: Rect) {
        let isFirstFrame = !animationState.hasHadFrame && old == .zero
        animationState.hasHadFrame = true
        guard let recorder = CurrentAnimation.recorder, !isFirstFrame, let window else { return }
        recorder.record(Self.frameKeyPath, of: self, from: old, to: new, in: window)
    }

    /// The key path by which the setter reports frame changes to the animation block: made
    /// once, and returned by the animation layer's entry too, which is found by identity (a key
    /// path is immutable; it is not `Sendable` only because `View` is not).
    nonisolated(unsafe) static let frameKeyPath: ReferenceWritableKeyPath<View, Rect> = \.frame

    /// Called by the public setters of `frame`, `alpha` and `isHidden` before they compare the
    /// new value with the old one: inside an animation block the window counts as touched even
    /// when nothing changes, so the block gets the window's clock and its completion runs on
    /// that clock's next advance.
    func animatablePropertyWillBeWritten() {
        guard let recorder = CurrentAnimation.recorder, let window else { return }
        recorder.touch(window)
    }

    /// Called by the funnel of an animatable property other than the frame (see
    /// `frameWillChange(from:to:)`) just before the property, named by its key path, changes
    /// from `old` to `new`: inside an animation block, the block records the change.
    func animatablePropertyWillChange<Value>(_ property: ReferenceWritableKeyPath<View, Value>,
                                             from old: Value, to new: Value) {
        guard let recorder = CurrentAnimation.recorder, let window else { return }
        recorder.record(property, of: self, from: old, to: new, in: window)
    }

    /// Called after `isHidden` actually changed. Hiding an arranged view of a stack inside an
    /// animation keeps it on screen until that block's animations complete (its collapse is
    /// what animates); showing, hiding any other view (`isHidden` itself does not animate), or
    /// hiding outside an animation takes effect on screen at once and cancels a pending hide.
    /// Showing an off-screen view and hiding it again inside one block (nested blocks included)
    /// is no change: it stays off screen.
    func hiddenDidChange() {
        let recorder = CurrentAnimation.recorder
        if !isHidden {
            let wasOffScreen = pendingHide?.keepsViewVisible != true
            pendingHide = nil
            offScreenShowScope = wasOffScreen ? recorder?.outermostBlock : nil
            return
        }
        let hidesWhatItJustShowed = recorder != nil && offScreenShowScope === recorder?.outermostBlock
        offScreenShowScope = nil
        pendingHide = nil
        guard !hidesWhatItJustShowed, let recorder, recorder.animates, let window,
              superview?.arrangingContainer?.animatesHiding(of: self) == true
        else { return }
        pendingHide = recorder.pendingHide(of: self, in: window)
    }

    /// Called on the root of a tree whenever layout is requested in it (a constraint,
    /// intrinsic size, frame or hierarchy changed, or `setNeedsLayout()` was called), even if
    /// layout was already pending: inside an animation block the window counts as touched,
    /// so its layout runs — animated — at the end of the block.
    func layoutDidBecomePending() {
        guard let recorder = CurrentAnimation.recorder, recorder.animates, let window = self as? Window else { return }
        recorder.touch(window)
    }

    /// Called before the view (with its subtree) leaves its superview: every animation of
    /// the subtree is removed (their blocks complete with `finished == false`) and pending
    /// hides end.
    func subtreeWillLeaveSuperview() {
        let timeline = window?.timeline
        forEachInSubtree { view in
            timeline?.dropAnimations(of: view)
            view.pendingHide = nil
        }
    }

    /// Called when the window at the root of this tree goes away: every animation of the
    /// subtree is removed from `timeline` (the window's clock) (their blocks complete with `finished == false` on the
    /// next advance), so a clock shared with other windows keeps no entry of a freed view.
    func subtreeWillBeReleased(from timeline: any WindowAnimationTimeline) {
        forEachInSubtree { view in
            timeline.dropAnimations(of: view)
            view.pendingHide = nil
        }
    }
}
