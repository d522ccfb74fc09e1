extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without retaining it: the array, borrowed for
    /// the call, holds every element (a change of the array by `body` would copy its storage).
    func forEachUnretained(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { elements in
            for index in elements.indices {
                Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// `body` of the element at `index`, read as in `forEachUnretained(_:)`.
    func withUnretainedElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        withUnsafeBufferPointer { elements in Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body) }
    }

    /// `forEachUnretained(_:)` from the last element to the first.
    func forEachUnretainedReversed(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { elements in
            for index in elements.indices.reversed() {
                Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Whether an element satisfies `predicate`, each read as in `forEachUnretained(_:)`.
    func containsUnretained(where predicate: (Element) -> Bool) -> Bool {
        withUnsafeBufferPointer { elements in
            elements.indices.contains { Unmanaged.passUnretained(elements[$0])._withUnsafeGuaranteedRef(predicate) }
        }
    }
}
