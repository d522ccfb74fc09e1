/// Giving back the storage of the engine's queues and pass stacks after a layout that filled
/// them with an entry for every view or constraint of a large tree.
extension LayoutEngine {
    /// The storage, in bytes, that an empty queue or pass stack keeps from one layout to the
    /// next; more is given back. A first layout queues every constraint and every view (their
    /// intrinsic sizes, their stays), written pages that a later layout, which meets a few
    /// changes, never needs again.
    static let keptQueueBytes = 1 << 16

    /// Gives back the storage of each queue and pass stack that is empty and holds more than
    /// `keptQueueBytes`. (Called at the end of a layout, when no pass holds them.)
    func releaseEmptyQueuesIfLarge() {
        let kept = Self.keptQueueBytes
        queued.releaseIfEmptyAndLarger(than: kept)
        queuedDirect.releaseIfEmptyAndLarger(than: kept)
        editedDirect.releaseIfEmptyAndLarger(than: kept)
        deferredIntrinsic.releaseIfEmptyAndLarger(than: kept)
        updatePassStack.releaseIfEmptyAndLarger(than: kept)
        layoutPassStack.releaseIfEmptyAndLarger(than: kept)
        editedIntrinsic.releaseIfEmptyAndLarger(than: kept)
        editedFrameSlots.releaseIfEmptyAndLarger(than: kept)
        dirtyViews.releaseIfEmptyAndLarger(than: kept)
        joinedSubtrees.releaseIfEmptyAndLarger(than: kept)
        stayCandidates.releaseIfEmptyAndLarger(than: kept)
    }
}

extension Array {
    /// Frees the storage when the array is empty and its storage holds more than `bytes` bytes.
    mutating func releaseIfEmptyAndLarger(than bytes: Int) {
        if isEmpty && capacity * MemoryLayout<Element>.stride > bytes { self = [] }
    }
}
