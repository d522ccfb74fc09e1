extension PositionedItems {
    /// Adds `delta` (±1) to the positioner counts of the items and makes each item whose count
    /// on its axis became or stopped being zero a stay candidate of `engine`.
    @inline(__always)
    func count(by delta: Int, in engine: LayoutEngine) {
        if let first {
            let record = ItemRecord.stored(first)
            if record.countPositioner(along: firstAxis, by: delta) { engine.markStayCandidate(record) }
        }
        if let second {
            let record = ItemRecord.stored(second)
            if record.countPositioner(along: secondAxis, by: delta) { engine.markStayCandidate(record) }
        }
    }
}
