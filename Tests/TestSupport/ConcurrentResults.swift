import Dispatch

/// Values gathered by index from several threads at once, behind a serial dispatch queue:
/// ThreadSanitizer sees the ordering a queue gives (it does not see the futex under the standard
/// library's `Mutex`, and reports the writes behind one as races).
public final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    private let queue = DispatchQueue(label: "ConcurrentResults")
    private var values: [Int: Value] = [:]

    /// An empty collection.
    public init() {}

    /// Records `value` as the result of `index`.
    public func set(_ value: Value, at index: Int) {
        queue.sync { values[index] = value }
    }

    /// Every result recorded so far, by index.
    public var all: [Int: Value] {
        queue.sync { values }
    }
}
