/// Giving back the storage of the engine's queues and pass stacks after a layout that filled
/// them with an entry for every view or constraint of a large tree.
extension LayoutEngine {
    /// The storage, in bytes, that an empty queue or pass stack keeps from one layout to the
    /// next; more is given back. A first layout queues every constraint and every view (their
    /// intrinsic sizes, their stays), written pages that a later layout, which meets a few
    /// changes, never needs again.
    static let keptQueueBytes = 1 << 16

    /// The storage, in bytes, that a queue given back starts again with: room for the changes
    /// of a later layout without growing step by step.
    static let queueBytesAfterRelease = 1 << 11

    /// Installed constraints (user and direct) that make a layout count as large: the queues
    /// grow with the constraints and views a layout meets, so that only a layout after which
    /// the installed count moved by more than this since the last release reads them.
    static let largeLayoutInstalls = 1024

    /// Gives back the storage of each queue and pass stack that is empty and holds more than
    /// `keptQueueBytes`, after a layout that installed or removed more than `largeLayoutInstalls`
    /// constraints since the last release. (Called at the end of a layout, when no pass holds
    /// them.)
    func releaseEmptyQueuesIfLarge() {
        let installed = installedConstraints.count + installedDirect.count
        guard abs(installed - installedAtQueueRelease) > Self.largeLayoutInstalls else { return }
        installedAtQueueRelease = installed
        let kept = Self.keptQueueBytes, after = Self.queueBytesAfterRelease
        queued.releaseIfEmptyAndLarger(than: kept, keeping: after)
        queuedDirect.releaseIfEmptyAndLarger(than: kept, keeping: after)
        editedDirect.releaseIfEmptyAndLarger(than: kept, keeping: after)
        deferredIntrinsic.releaseIfEmptyAndLarger(than: kept, keeping: after)
        updatePassStack.releaseIfEmptyAndLarger(than: kept, keeping: after)
        layoutPassStack.releaseIfEmptyAndLarger(than: kept, keeping: after)
        editedIntrinsic.releaseIfEmptyAndLarger(than: kept, keeping: after)
        editedFrameSlots.releaseIfEmptyAndLarger(than: kept, keeping: after)
        dirtyViews.releaseIfEmptyAndLarger(than: kept, keeping: after)
        joinedSubtrees.releaseIfEmptyAndLarger(than: kept, keeping: after)
        stayCandidates.releaseIfEmptyAndLarger(than: kept, keeping: after)
    }
}

extension Array {
    /// Frees the storage when the array is empty and its storage holds more than `bytes` bytes,
    /// and takes new storage of `keptBytes` bytes.
    mutating func releaseIfEmptyAndLarger(than bytes: Int, keeping keptBytes: Int) {
        let stride = MemoryLayout<Element>.stride
        guard isEmpty && capacity * stride > bytes else { return }
        self = []
        reserveCapacity(keptBytes / stride)
    }
}
