#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A growable array that exactly one owner holds: noncopyable, so a write needs no
/// copy-on-write check and reading an element (`a[i].field`) copies nothing.
///
/// The engine keeps its per-slot records and its pools in such arrays: an operation reads and
/// writes dozens of their fields, and a Swift `Array` in a struct checks that its buffer is
/// unique before every write. Indices are checked (an out-of-range index traps, as with
/// `Array`); growth doubles the capacity with `realloc`, which moves a large block by remapping
/// its pages instead of copying it (Swift values move bitwise).
struct OwnedArray<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// The number of elements.
    private(set) var count = 0
    /// The number of elements that fit before the storage grows.
    private(set) var capacity: Int

    /// An empty array with room for `capacity` elements (none allocated for 0: an engine has
    /// dozens of tables, and many stay empty).
    init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 0)
        base = capacity > 0 ? Self.reallocate(nil, capacity: capacity) : Self.unallocated
    }

    /// The base of an array with no storage: aligned, never read (the count is 0) or freed.
    private static var unallocated: UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    /// An array of `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        self.init(capacity: count)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    deinit {
        base.deinitialize(count: count)
        if capacity > 0 { free(base) }
    }

    /// Whether the array has no element.
    var isEmpty: Bool { count == 0 }

    /// `0..<count`.
    var indices: Range<Int> { 0..<count }

    /// The element at `i` (`0 ≤ i < count`), read and written in place.
    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            return UnsafePointer(base + i)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            return base + i
        }
    }

    /// Appends `element`.
    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the last element, or `nil` when empty.
    @inline(__always) mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Removes and returns the last element (the array must not be empty).
    @discardableResult
    @inline(__always) mutating func removeLast() -> Element {
        precondition(count > 0, "removing the last element of an empty array")
        count -= 1
        return (base + count).move()
    }

    /// The last element, or `nil` when empty.
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Removes the last `k` elements.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more elements than the array holds")
        count -= k
        (base + count).deinitialize(count: k)
    }

    /// Removes every element, keeping the storage (whatever `keepingCapacity` says: the
    /// storage is never shrunk).
    @inline(__always) mutating func removeAll(keepingCapacity: Bool = true) {
        base.deinitialize(count: count)
        count = 0
    }

    /// Appends the elements that `body` initializes from the pointer it gets, where room for
    /// `limit` of them is made first; `body` returns how many it initialized (at most `limit`).
    /// One reservation and one count update for a batch, instead of a check per element.
    @inline(__always) mutating func append(upTo limit: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        reserveCapacity(count + limit)
        let written = body(base + count)
        precondition(written >= 0 && written <= limit, "initialized more elements than room was made for")
        count += written
    }

    /// Appends `count` copies of `value` (inlined: the few copies of a small batch are
    /// written in place, without a call per array).
    @inline(__always) mutating func append(repeating value: Element, count added: Int) {
        if count + added > capacity { grow(toAtLeast: count + added) }
        let end = base + count
        for offset in 0..<added { (end + offset).initialize(to: value) }
        count += added
    }

    /// Appends the elements of `elements`.
    mutating func append(contentsOf elements: [Element]) {
        reserveCapacity(count + elements.count)
        for element in elements { append(element) }
    }

    /// Appends copies of the elements of `elements` (which lie outside this array).
    mutating func append(contentsOf elements: UnsafeMutableBufferPointer<Element>) {
        guard let source = elements.baseAddress, elements.count > 0 else { return }
        reserveCapacity(count + elements.count)
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// The last `k` elements (or all of them, when fewer), as an `Array`.
    func suffix(_ k: Int) -> [Element] {
        let n = Swift.min(k, count)
        return Array(UnsafeBufferPointer(start: base + (count - n), count: n))
    }

    /// Where element `i` is stored, without an index check: for a caller that checked `i`
    /// against a count it keeps equal to this array's (a pool of two arrays side by side).
    @inline(__always) func uncheckedPointer(to i: Int) -> UnsafeMutablePointer<Element> { base + i }

    /// Counts the `k` elements the caller initialized past the last one, where it made room
    /// for them (`reserveCapacity`) and `uncheckedPointer(to: count)` pointed: unchecked, as
    /// the caller checks `k` against the room it made (see `OriginalTermPool.append(upTo:_:)`).
    @inline(__always) mutating func countAppended(_ k: Int) {
        count += k
    }

    /// Makes room for `minimumCapacity` elements.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(toAtLeast: minimumCapacity) }
    }

    /// Whether some element satisfies `predicate`.
    func contains(where predicate: (Element) -> Bool) -> Bool {
        for i in 0..<count where predicate(base[i]) { return true }
        return false
    }

    /// The elements, as an `Array`.
    var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the elements as a buffer (no index checks inside).
    func withUnsafeBufferPointer<R, Failure: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> R
    ) throws(Failure) -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the elements as a mutable buffer (no index checks inside).
    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    /// Elements `start..<start + count` as a mutable buffer, without index checks inside: valid
    /// until the array grows or is freed (the caller keeps it no longer).
    @inline(__always) func unsafeSlice(from start: Int, count k: Int) -> UnsafeMutableBufferPointer<Element> {
        precondition(start >= 0 && k >= 0 && start + k <= count, "slice out of range")
        return UnsafeMutableBufferPointer(start: base + start, count: k)
    }

    /// Grows the storage to at least twice the capacity (and at least `needed`).
    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        let old = capacity
        capacity = Swift.max(needed, 2 * capacity, 16)
        base = Self.reallocate(old > 0 ? base : nil, capacity: capacity)
    }

    /// `realloc` of `pointer` (`nil`: a new block) to `capacity` elements; traps when out of memory.
    private static func reallocate(_ pointer: UnsafeMutablePointer<Element>?, capacity: Int) -> UnsafeMutablePointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= 16, "elements aligned beyond what malloc guarantees")
        let (bytes, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        precondition(!overflow, "capacity too large")
        guard let raw = realloc(pointer, Swift.max(bytes, 1)) else { fatalError("out of memory") }
        return raw.assumingMemoryBound(to: Element.self)
    }
}

extension OwnedArray where Element: Equatable {
    /// Whether the array holds `element`.
    func contains(_ element: Element) -> Bool { contains { $0 == element } }
}

extension OwnedArray where Element: Comparable {
    /// Sorts the elements in ascending order: by insertion while they are a handful (the
    /// scratch lists of a solve usually are), else with the library sort (which allocates a
    /// buffer and costs several hundred instructions even for two elements). Up to
    /// `insertionLimit` elements count as a handful.
    mutating func sort(insertionLimit: Int = 32) {
        withUnsafeMutableBufferPointer { buffer in
            guard buffer.count > insertionLimit else { return Self.insertionSort(buffer) }
            var sorted = buffer
            sorted.sort()
        }
    }

    private static func insertionSort(_ elements: UnsafeMutableBufferPointer<Element>) {
        guard elements.count > 1 else { return }
        for i in 1..<elements.count {
            let element = elements[i]
            var j = i
            while j > 0 && elements[j - 1] > element {
                elements[j] = elements[j - 1]
                j -= 1
            }
            elements[j] = element
        }
    }
}
