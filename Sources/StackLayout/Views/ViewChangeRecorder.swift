import Synchronization

// The protocols through which animation plugs into the view funnels. Views call them; the
// Animation layer implements them (`AnimationScope`, `AnimationClock`) and installs the
// innermost animation block as `CurrentAnimation.recorder` while the block runs.

/// The animation block (an `animate` call, a property animator's block or a
/// `performWithoutAnimation` call) that changes made on the current task belong to.
protocol ViewChangeRecorder: AnyObject, Sendable {
    /// Whether changes in this block become animations at all.
    var animates: Bool { get }
    /// The outermost block of the current task that this block is nested in (itself when it is
    /// not nested), compared by identity.
    var outermostBlock: any ViewChangeRecorder { get }
    /// Notes that something changed in `window`: its layout runs at the end of the block and
    /// the block completes on its clock.
    func touch(_ window: Window)
    /// Records that `property` of `view` (in `window`) changes from `old` to `new`, which turns
    /// into an animation or applies at once. The key path names the property to the animation
    /// layer, whose table of animatable properties says how it animates.
    func record<Value>(_ property: ReferenceWritableKeyPath<View, Value>, of view: View,
                       from old: Value, to new: Value, in window: Window)
    /// What keeps `view` on screen after it was hidden in this block (in `window`), or `nil`
    /// when the hide shows at once. Only called when the block ``animates``.
    func pendingHide(of view: View, in window: Window) -> (any PendingHide)?
}

/// Where the view funnels find the animation block of the current task.
///
/// The value is task-local: tests that run in parallel (each on its own task) never see each
/// other's blocks.
enum CurrentAnimation {
    /// The innermost block of the task that runs one.
    @TaskLocal private static var installed: (any ViewChangeRecorder)?
    /// How many blocks run now, on any task: while none does, nothing reads the task-local
    /// value (the funnels ask on every frame and constraint change).
    private static let runningBlocks = Atomic<Int>(0)

    /// The innermost block of the current task, or `nil` outside every animation block.
    static var recorder: (any ViewChangeRecorder)? {
        runningBlocks.load(ordering: .relaxed) == 0 ? nil : installed
    }

    /// Runs `body` with `recorder` as the current task's innermost block.
    static func run<Result>(with recorder: any ViewChangeRecorder, _ body: () throws -> Result) rethrows -> Result {
        runningBlocks.add(1, ordering: .relaxed)
        defer { runningBlocks.subtract(1, ordering: .relaxed) }
        return try $installed.withValue(recorder, operation: body)
    }
}

/// Something that keeps a hidden view on screen until it ends: the animation block (or
/// property animator) in which the view was hidden.
protocol PendingHide: AnyObject {
    /// Whether the view must still be shown.
    var keepsViewVisible: Bool { get }
}

/// The clock of a window, as its views see it: animations of a view that leaves the window
/// (or is freed with it) are dropped from it.
protocol WindowAnimationTimeline: AnyObject {
    /// Removes every animation of `view`; the blocks they belong to complete with
    /// `finished == false`.
    func dropAnimations(of view: View)
}
