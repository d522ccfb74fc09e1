/// The keyframes an `animateKeyframes` block adds, in order, while its block runs.
final class KeyframeList: @unchecked Sendable {
    /// A keyframe: its relative start time and duration, and its changes.
    struct Keyframe {
        let start: Double
        let duration: Double
        let animations: () -> Void
    }

    /// The list that `addKeyframe` appends to on the current task, while a keyframe block runs.
    @TaskLocal static var current: KeyframeList?

    private(set) var keyframes: [Keyframe] = []

    func add(_ keyframe: Keyframe) {
        keyframes.append(keyframe)
    }
}

/// Runs a keyframe's changes without animating them and records what each changed (frames,
/// alpha, transforms, background colours — layout included), so that they can be animated
/// once every keyframe's timing is known.
///
/// `@unchecked Sendable` only so that it can be a task-local value (see ``AnimationScope``).
final class KeyframeCapture: ViewChangeRecorder, @unchecked Sendable {
    /// A recorded change: how far it moves, and how to hand it to another block.
    struct Change {
        let distance: Double
        let replay: (any ViewChangeRecorder) -> Void
    }

    private(set) var changes: [Change] = []
    private var touchedWindows: [Window] = []
    let outermostBlock: any ViewChangeRecorder

    /// Runs `animations`, then lays out every window they touched, recording the changes.
    init(running animations: () -> Void, in block: any ViewChangeRecorder) {
        outermostBlock = block
        CurrentAnimation.run(with: self) {
            animations()
            var index = 0
            while index < touchedWindows.count {
                touchedWindows[index].layoutIfNeeded()
                index += 1
            }
        }
    }

    var animates: Bool { true }

    func touch(_ window: Window) {
        guard !touchedWindows.contains(where: { $0 === window }) else { return }
        touchedWindows.append(window)
    }

    func record<Value>(_ property: ReferenceWritableKeyPath<View, Value>, of view: View,
                       from old: Value, to new: Value, in window: Window) {
        touch(window)
        let distance = AnimatableViewProperties.entry(for: property)?.distance(ofChangeFrom: old, to: new) ?? 0
        changes.append(Change(distance: distance) { recorder in
            recorder.record(property, of: view, from: old, to: new, in: window)
        })
    }

    /// A view hidden in a keyframe leaves the screen at once.
    func pendingHide(of view: View, in window: Window) -> (any PendingHide)? { nil }

    /// How far the changes move, each by its property's measure (frames and bounds origins in
    /// points, alpha and colours in their 0…1 units, transforms by their entries): the paced
    /// calculation mode shares time by it.
    var distance: Double {
        changes.reduce(0) { $0 + $1.distance }
    }

    /// Hands every recorded change to `recorder` (an animation block with the keyframe's timing).
    func replay(into recorder: any ViewChangeRecorder) {
        for recorded in changes { recorded.replay(recorder) }
    }
}
