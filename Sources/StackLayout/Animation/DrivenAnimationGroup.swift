/// The view changes made by one `() -> Void` animation block of a ``PropertyAnimator``:
/// each becomes an additive offset `Δ · (1 − progress)` whose progress the animator drives
/// (by the clock while running, by `fractionComplete` while scrubbing).
///
/// The block runs once, the first time the animator drives it (when it starts, is paused or
/// scrubbed, or at once if added to an active animator); touched windows are laid out at its
/// end, inside the recording. When the animator finishes, the offsets go away and the model
/// moves to the position it finished at: ``AnimatingPosition/end`` keeps the new values,
/// ``AnimatingPosition/start`` restores the old ones, ``AnimatingPosition/current`` keeps
/// what is on screen.
final class DrivenAnimationGroup: PendingHide {
    private let body: () -> Void
    /// The progress last driven (0 = old values on screen, 1 = new values).
    private(set) var progress = 0.0
    private var hasRun = false
    /// Whether the animator has finished (or dropped) this group.
    private(set) var isFinished = false
    private var entries: [Entry] = []

    private struct Entry {
        private let viewReference: UnownedView
        weak var clock: AnimationClock?
        let key: AnimationTrackKey

        init(view: View, clock: AnimationClock, key: AnimationTrackKey) {
            viewReference = UnownedView(view)
            self.clock = clock
            self.key = key
        }

        /// The view, `nil` once it was freed.
        var view: View? { viewReference.view }
    }

    /// Creates a group for `body`.
    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// A hide recorded in the group stays on screen until the animator finishes.
    var keepsViewVisible: Bool { !isFinished }

    /// The first window the block touched (once it has run), not retained.
    private var firstTouchedWindowReference = UnownedView(nil)
    var firstTouchedWindow: Window? { firstTouchedWindowReference.view as? Window }

    /// Shows `progress`, running the block first if it has not run yet.
    func drive(_ progress: Double) {
        guard !isFinished else { return }
        runBlockIfNeeded()
        self.progress = progress
    }

    /// Runs the block (recording its changes and the layout it causes) unless it has run.
    func runBlockIfNeeded() {
        guard !hasRun, !isFinished else { return }
        hasRun = true
        let scope = AnimationScope(mode: .driven(self), parent: AnimationScope.current)
        scope.runLayingOutTouchedWindows(body)
        firstTouchedWindowReference = UnownedView(scope.touchedWindows.first)
        scope.end()
    }

    /// Records a change of `track` of `view` on `clock` (Δ = old − new).
    func record(_ view: View, _ track: AnimationTrack, from old: AnimationVector,
                to new: AnimationVector, on clock: AnimationClock) {
        let delta = old - new
        guard !isFinished, !delta.isZero, delta.isFinite else { return }
        let key = AnimationTrackKey(view, track)
        clock.addDrivenAnimation(DrivenAnimation(delta: delta, group: self), for: key)
        if !entries.contains(where: { $0.key == key && $0.clock === clock }) {
            entries.append(Entry(view: view, clock: clock, key: key))
        }
    }

    /// Ends the group at `position`: removes its offsets and moves the model accordingly.
    func finish(at position: AnimatingPosition) {
        guard !isFinished else { return }
        isFinished = true
        let factor: Double
        switch position {
        case .end: factor = 0
        case .start: factor = 1
        case .current: factor = 1 - progress
        }
        var moves: [(view: View, track: AnimationTrack, offset: AnimationVector)] = []
        for entry in entries {
            guard let clock = entry.clock else { continue }
            let removed = clock.removeDrivenAnimations(of: self, for: entry.key)
            guard let view = entry.view, factor != 0, !removed.isZero else { continue }
            moves.append((view, entry.key.track, removed * factor))
        }
        entries = []
        guard !moves.isEmpty else { return }
        View.performWithoutAnimation {
            for move in moves { move.track.move(move.view, by: move.offset) }
        }
    }
}

/// One driven offset in a clock's registry.
struct DrivenAnimation {
    /// Old minus new model value.
    let delta: AnimationVector
    /// The group whose progress drives it.
    let group: DrivenAnimationGroup

    /// The part of the delta still on screen.
    var offset: AnimationVector { delta * (1 - group.progress) }
}

extension AnimationClock {
    /// Registers a driven offset of `key`.
    func addDrivenAnimation(_ animation: DrivenAnimation, for key: AnimationTrackKey) {
        drivenTracks[key, default: []].append(animation)
    }

    /// Removes the driven offsets of `group` on `key`; returns the sum of their deltas.
    func removeDrivenAnimations(of group: DrivenAnimationGroup, for key: AnimationTrackKey) -> AnimationVector {
        guard let entries = drivenTracks[key] else { return .zero }
        var removed = AnimationVector.zero
        var kept: [DrivenAnimation] = []
        for entry in entries {
            if entry.group === group { removed = removed + entry.delta } else { kept.append(entry) }
        }
        drivenTracks[key] = kept.isEmpty ? nil : kept
        return removed
    }

    /// The sum of the driven offsets of `key`.
    func drivenOffset(for key: AnimationTrackKey) -> AnimationVector {
        guard let entries = drivenTracks[key] else { return .zero }
        return entries.reduce(AnimationVector.zero) { $0 + $1.offset }
    }
}
