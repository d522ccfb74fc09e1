extension PositionedItems {
    /// Adds `delta` (±1) to the positioner counts of the items and calls `crossed` with each
    /// item whose count on its axis became or stopped being zero.
    func count(by delta: Int, crossed: (ItemRecord) -> Void) {
        if let first {
            let record = ItemRecord.stored(first)
            if record.countPositioner(along: firstAxis, by: delta) { crossed(record) }
        }
        if let second {
            let record = ItemRecord.stored(second)
            if record.countPositioner(along: secondAxis, by: delta) { crossed(record) }
        }
    }
}
