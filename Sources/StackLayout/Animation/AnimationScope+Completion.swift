/// What a change recorded in an animation block turns into: an additive animation of a timed
/// block on the window's clock, or an offset driven by a property animator.
protocol AnimationChangeReceiver: AnyObject {
    /// Records that `track` of `view` changes from `old` to `new` model lanes on `clock`.
    func receive(_ view: View, _ track: AnimationTrack, from old: AnimationVector,
                 to new: AnimationVector, on clock: AnimationClock)
    /// What keeps a view hidden in the block on screen (in a window with `clock`).
    func pendingHide(on clock: AnimationClock) -> any PendingHide
}

extension AnimationScope: AnimationChangeReceiver {
    func receive(_ view: View, _ track: AnimationTrack, from old: AnimationVector,
                 to new: AnimationVector, on clock: AnimationClock) {
        record(view, track, from: old, to: new, on: clock)
    }

    /// A hide stays on screen until the block's animations on `clock` have completed.
    func pendingHide(on clock: AnimationClock) -> any PendingHide {
        transaction(on: clock)
    }

    /// Records that `track` of `object` changes from `old` to `new` model lanes on `clock`
    /// and registers the additive animation with this block's parameters (nothing for an
    /// unchanged value, or after commit).
    @discardableResult
    func record(_ object: AnyObject, _ track: AnimationTrack, from old: AnimationVector,
                to new: AnimationVector, on clock: AnimationClock) -> AdditiveAnimation? {
        guard !isCommitted else { return nil }
        let transaction = self.transaction(on: clock)
        return clock.addAnimation(parameters.animation(from: old, to: new),
                                  for: AnimationTrackKey(object, track), in: transaction)
    }

    /// Seals the block. Its completion runs from the touched clocks' events; if no clock was
    /// touched it runs on `fallbackClock`'s next advance. With no clock at all there is nothing
    /// to wait for: it runs now (once its nested blocks have completed), with `finished == true`.
    func commit(fallbackClock: AnimationClock?) {
        guard !isCommitted else { return }
        if transactions.isEmpty, let fallbackClock {
            _ = transaction(on: fallbackClock)
        }
        isCommitted = true
        if transactions.isEmpty {
            completeIfNothingPending()
            return
        }
        let committed = transactions
        transactions = []   // the clocks now own the transactions; no clock ↔ block cycle remains
        for entry in committed {
            entry.clock.commit(entry.transaction)
        }
    }

    /// Makes this block's completion also wait for a nested block: call the returned closure
    /// (once) from the nested block's completion. The nested block's `finished` joins ours.
    func addDependency() -> (Bool) -> Void {
        pendingTransactions += 1
        return { [self] finished in transactionDidComplete(finished: finished) }
    }

    /// The block's transaction on `clock`, begun on first use (before commit).
    func transaction(on clock: AnimationClock) -> AnimationTransaction {
        if let existing = transactions.first(where: { $0.clock === clock }) {
            return existing.transaction
        }
        pendingTransactions += 1
        let transaction = clock.beginTransaction { [self] finished in
            transactionDidComplete(finished: finished)
        }
        transactions.append((clock, transaction))
        return transaction
    }

    private func transactionDidComplete(finished: Bool) {
        pendingTransactions -= 1
        allFinished = allFinished && finished
        completeIfNothingPending()
    }

    /// Runs the completion (once) when the block is sealed and no transaction or nested block
    /// is outstanding.
    private func completeIfNothingPending() {
        guard isCommitted, pendingTransactions == 0 else { return }
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}

extension DrivenAnimationGroup: AnimationChangeReceiver {
    func receive(_ view: View, _ track: AnimationTrack, from old: AnimationVector,
                 to new: AnimationVector, on clock: AnimationClock) {
        record(view, track, from: old, to: new, on: clock)
    }

    /// A hide recorded in the group stays on screen until the animator finishes.
    func pendingHide(on clock: AnimationClock) -> any PendingHide { self }
}

extension AnimationTransaction: PendingHide {
    /// A hide stays on screen until the block's animations on this clock have completed.
    var keepsViewVisible: Bool { !isCompleted }
}
