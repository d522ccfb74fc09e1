/// The buffers of a stack's update pass — its snapshot's items, the specs of a group — kept by
/// the tree's engine for every stack of the tree (`LayoutEngine.containerUpdateBuffers`): empty
/// between passes, they keep only their storage, and a tree of thousands of stacks keeps one
/// set of it instead of one a stack.
final class StackUpdateBuffers {
    @exclusivity(unchecked) var items: [ArrangedItem] = []
    @exclusivity(unchecked) var specs: [SlotSpec] = []
}

extension Stack {
    /// The update buffers of the tree whose root is `root`: its engine's, or fresh ones (kept by
    /// no one) while the tree has no engine.
    func updateBuffers(of root: View) -> StackUpdateBuffers {
        guard let engine = root.existingEngine else { return StackUpdateBuffers() }
        if let buffers = engine.containerUpdateBuffers as? StackUpdateBuffers { return buffers }
        let made = StackUpdateBuffers()
        engine.containerUpdateBuffers = made
        return made
    }
}
