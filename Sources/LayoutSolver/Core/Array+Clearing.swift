extension Array {
    /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does.
    /// That one (like `removeLast(_:)`) goes through the generic `replaceSubrange`, some 80
    /// instructions whatever the count, while the scratch arrays of a solve (and the buffers of
    /// a layout pass) are cleared once per variable (per pass) and usually hold a few elements:
    /// those are popped one by one instead, up to `popLimit` of them.
    @inlinable @inline(__always) package mutating func clearKeepingCapacity(popLimit: Int = 8) {
        if count > popLimit {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
