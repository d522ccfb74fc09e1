/// Identifies the animations of one track of one object's property, such as a view's frame.
struct AnimationTrackKey: Hashable {
    /// The animated object (a view). The owner removes its animations before it goes away.
    let object: ObjectIdentifier
    /// Which track of which property.
    let track: AnimationTrack

    /// The key of `track` on `object`.
    init(_ object: AnyObject, _ track: AnimationTrack) {
        self.object = ObjectIdentifier(object)
        self.track = track
    }
}

/// The animations and completion of one `animate` call.
///
/// Begin one with ``AnimationClock/beginTransaction(completion:)``, add animations with
/// ``AnimationClock/addAnimation(_:for:in:)`` and seal it with ``AnimationClock/commit(_:)``.
/// The completion runs once, from a clock event: at the end time of its last animation with
/// `true`, or — if an animation was removed early — with `false` as soon as none is left.
final class AnimationTransaction {
    /// Creation order.
    let sequence: UInt64
    /// Called once with whether every animation ran to its end.
    fileprivate(set) var completion: ((Bool) -> Void)?
    /// Animations of this transaction still registered on the clock.
    fileprivate(set) var liveAnimations = 0
    /// The latest end time of its animations (its creation time if it has none).
    fileprivate(set) var endTime: Double
    /// Whether an animation repeats forever (then it completes only when removed).
    fileprivate(set) var isUnbounded = false
    /// False once an animation has been removed before its end.
    fileprivate(set) var finished = true
    /// Whether ``AnimationClock/commit(_:)`` has been called.
    fileprivate(set) var isCommitted = false
    /// Whether the completion has run (or is no longer due).
    fileprivate(set) var isCompleted = false
    /// The pending completion event.
    fileprivate var completionEvent: AnimationEventID?

    fileprivate init(sequence: UInt64, startTime: Double, completion: ((Bool) -> Void)?) {
        self.sequence = sequence
        self.endTime = startTime
        self.completion = completion
    }
}

/// An animation in the clock's registry, with the transaction it belongs to.
struct RegisteredAnimation {
    /// The animation.
    var animation: AdditiveAnimation
    /// Its transaction.
    let transaction: AnimationTransaction
}

extension AnimationClock {
    /// Starts collecting the animations of one `animate` call.
    func beginTransaction(completion: ((Bool) -> Void)? = nil) -> AnimationTransaction {
        AnimationTransaction(sequence: makeSequence(), startTime: now, completion: completion)
    }

    /// Registers an additive animation of `key` in `transaction`, starting at ``now``.
    ///
    /// `startTime` and `sequence` of `animation` are replaced by ``now`` and a fresh creation
    /// number. A zero or non-finite delta adds nothing (there is nothing to show). Returns the
    /// registered animation, or `nil` if nothing was added.
    @discardableResult
    func addAnimation(_ animation: AdditiveAnimation, for key: AnimationTrackKey,
                      in transaction: AnimationTransaction) -> AdditiveAnimation? {
        guard !transaction.isCompleted, !animation.delta.isZero, animation.delta.isFinite else { return nil }
        var animation = animation
        animation.startTime = now
        animation.sequence = makeSequence()
        tracks[key, default: []].append(RegisteredAnimation(animation: animation, transaction: transaction))
        transaction.liveAnimations += 1
        if let end = animation.endTime {
            transaction.endTime = max(transaction.endTime, end)
        } else {
            transaction.isUnbounded = true
        }
        if transaction.isCommitted { scheduleCompletion(of: transaction) }
        return animation
    }

    /// Seals `transaction` and schedules its completion: at the end of its last animation,
    /// or on the next advance if it has none. Committing twice does nothing.
    func commit(_ transaction: AnimationTransaction) {
        guard !transaction.isCommitted else { return }
        transaction.isCommitted = true
        scheduleCompletion(of: transaction)
    }

    /// The sum of the offsets of every animation of `key` at ``now``; the presentation value
    /// is the model value plus this. Zero when nothing animates `key`.
    /// Offsets driven by property animators are included.
    func presentationOffset(for key: AnimationTrackKey) -> AnimationVector {
        let driven = drivenTracks.isEmpty ? .zero : drivenOffset(for: key)
        // Without animations in flight (most samples) the key is not hashed at all.
        guard !tracks.isEmpty, let entries = tracks[key] else { return driven }
        return entries.reduce(driven) { $0 + $1.animation.offset(at: now) }
    }

    /// The animations of `key` in flight, in creation order.
    func animations(for key: AnimationTrackKey) -> [AdditiveAnimation] {
        tracks[key]?.map(\.animation) ?? []
    }

    /// Removes the animations of `key` early (their transactions finish with `false`).
    func removeAnimations(for key: AnimationTrackKey) {
        guard let removed = tracks.removeValue(forKey: key) else { return }
        detach(removed)
    }

    /// Removes every animation of `object` early, e.g. when a view leaves its window
    /// (offsets driven by property animators are dropped too).
    func removeAnimations(of object: AnyObject) {
        let id = ObjectIdentifier(object)
        for key in drivenTracks.keys where key.object == id {
            drivenTracks[key] = nil
        }
        let keys = tracks.keys.filter { $0.object == id }
        var removed: [RegisteredAnimation] = []
        for key in keys {
            removed += tracks.removeValue(forKey: key) ?? []
        }
        detach(removed.sorted { $0.animation.sequence < $1.animation.sequence })
    }

    // MARK: - Completion

    private func detach(_ removed: [RegisteredAnimation]) {
        for entry in removed {
            let transaction = entry.transaction
            transaction.liveAnimations -= 1
            transaction.finished = false
            if transaction.isCommitted && transaction.liveAnimations == 0 {
                scheduleCompletion(of: transaction)
            }
        }
    }

    /// (Re)schedules the completion event of a committed transaction.
    private func scheduleCompletion(of transaction: AnimationTransaction) {
        guard !transaction.isCompleted else { return }
        if let pending = transaction.completionEvent { cancelEvent(pending) }
        transaction.completionEvent = nil
        let time: Double
        if transaction.liveAnimations == 0 {
            time = transaction.finished ? transaction.endTime : now
        } else if transaction.isUnbounded {
            return
        } else {
            time = transaction.endTime
        }
        transaction.completionEvent = schedule(at: time) { clock in
            clock.complete(transaction)
        }
    }

    private func complete(_ transaction: AnimationTransaction) {
        transaction.completionEvent = nil
        transaction.isCompleted = true
        for key in Array(tracks.keys) {
            tracks[key]?.removeAll { $0.transaction === transaction }
            if tracks[key]?.isEmpty == true { tracks[key] = nil }
        }
        transaction.liveAnimations = 0
        let completion = transaction.completion
        transaction.completion = nil
        completion?(transaction.finished)
    }
}
