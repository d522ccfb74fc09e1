extension Array {
    /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does,
    /// without the generic `replaceSubrange` that one goes through (some 70 instructions even
    /// for an empty array): the scratch arrays of solves are cleared once per variable.
    @inline(__always) mutating func clearKeepingCapacity() {
        if !isEmpty { removeLast(count) }
    }
}
