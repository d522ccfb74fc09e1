/// The buffers of a stack's update pass — its snapshot (with the storage of its items), the
/// specs of a group — kept by the tree's engine for every stack of the tree
/// (`LayoutEngine.containerUpdateBuffers`): between passes they hold only storage (the next
/// pass writes the snapshot's items over), and a tree of thousands of stacks keeps one set of
/// it instead of one a stack.
final class StackUpdateBuffers {
    /// The snapshot between passes; a pass takes it out (`takeSnapshot(for:)`), so that a pass
    /// that runs inside another (a fitting measurement) fills one of its own.
    @exclusivity(unchecked) var snapshot: StackSnapshot?
    @exclusivity(unchecked) var specs: [SlotSpec] = []

    /// The snapshot kept between passes, taken out for a pass of `stack`; a new one when a pass
    /// holds it.
    func takeSnapshot(for stack: Stack) -> StackSnapshot {
        guard let kept = snapshot else { return StackSnapshot(for: stack) }
        snapshot = nil
        return kept
    }

    /// Keeps `snapshot` for the next pass, which writes its items over.
    func keep(_ snapshot: StackSnapshot) {
        self.snapshot = snapshot
    }
}

extension Stack {
    /// The update buffers of the tree whose root is `root`: its engine's, or fresh ones (kept by
    /// no one) while the tree has no engine.
    func updateBuffers(of root: View) -> StackUpdateBuffers {
        guard let engine = root.existingEngine else { return StackUpdateBuffers() }
        // Only stacks keep buffers there: read without a dynamic cast.
        if let buffers = engine.containerUpdateBuffers { return unsafeDowncast(buffers, to: StackUpdateBuffers.self) }
        let made = StackUpdateBuffers()
        engine.containerUpdateBuffers = made
        return made
    }
}
