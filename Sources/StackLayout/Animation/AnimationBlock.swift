/// Collects the changes made while one animation block runs and turns each into an
/// additive animation on the clock of the window it happened in.
///
/// The view integration creates one per `animate` call (resolving nested parameters with
/// ``AnimationParameters/resolving(nested:)``), routes every frame/alpha change recorded by
/// the view hooks to ``record(_:_:from:to:on:)`` and calls ``commit(fallbackClock:)`` after
/// the block (and its layout pass). The completion runs once, after the transactions on all
/// touched clocks have completed, with `true` only if all of them finished.
final class AnimationBlock {
    /// The timing every recorded change gets.
    let parameters: AnimationParameters
    private var completion: ((Bool) -> Void)?
    private var transactions: [(clock: AnimationClock, transaction: AnimationTransaction)] = []
    private var pendingTransactions = 0
    private var allFinished = true
    private(set) var isCommitted = false

    /// Creates a block with `parameters` and an optional completion.
    init(parameters: AnimationParameters, completion: ((Bool) -> Void)? = nil) {
        self.parameters = parameters
        self.completion = completion
    }

    /// The clocks this block has recorded changes on, in first-touch order (until commit).
    var clocks: [AnimationClock] { transactions.map(\.clock) }

    /// Records that `property` of `object` changes from `old` to `new` model value on `clock`
    /// and registers the additive animation (nothing for an unchanged value, or after commit).
    @discardableResult
    func record(_ object: AnyObject, _ property: AnimatedProperty, from old: AnimationVector,
                to new: AnimationVector, on clock: AnimationClock) -> AdditiveAnimation? {
        guard !isCommitted else { return nil }
        let transaction = self.transaction(on: clock)
        return clock.addAnimation(parameters.animation(from: old, to: new),
                                  for: AnimationTrackKey(object, property), in: transaction)
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
