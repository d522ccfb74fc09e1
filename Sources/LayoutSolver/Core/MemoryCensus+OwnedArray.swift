extension MemoryCensus {
    /// Records the owner `name`, the table `array`.
    mutating func record<Element>(_ name: String, _ array: borrowing OwnedArray<Element>) {
        record(name, count: array.count, capacity: array.capacity, stride: MemoryLayout<Element>.stride)
    }
}

extension MemoryCensus.Tally {
    /// Adds the elements and storage of `array`.
    mutating func add<Element>(_ array: borrowing OwnedArray<Element>) {
        add(count: array.count, capacity: array.capacity, stride: MemoryLayout<Element>.stride)
    }
}
