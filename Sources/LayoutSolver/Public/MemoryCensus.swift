/// The bytes a solver or a layout engine holds, by owner: for each table, how many elements it
/// holds (`count`), how many fit in its storage (`capacity`) and the bytes an element takes
/// (`stride`). Machine-independent counts for tests, and the breakdown of a footprint run.
///
/// An owner made of several small buffers (scratch of a solve) is listed in bytes: its stride
/// is 1 and its count and capacity are bytes.
@_spi(Testing) public struct MemoryCensus: Equatable, Sendable {
    /// One owner's table.
    public struct Owner: Equatable, Sendable {
        /// What the table holds, as the census lists it ("variable records", "term pool", …).
        public let name: String
        /// The elements held.
        public let count: Int
        /// The elements that fit in the storage.
        public let capacity: Int
        /// The bytes an element takes.
        public let stride: Int

        /// The bytes of the storage: `capacity × stride`.
        public var bytes: Int { capacity * stride }
        /// The bytes of the storage that hold no element: `(capacity − count) × stride`.
        public var slackBytes: Int { (capacity - count) * stride }
    }

    /// The owners, in the order they were recorded.
    public private(set) var owners: [Owner] = []

    /// An empty census.
    public init() {}

    /// Records the owner `name`: `count` elements of `stride` bytes in storage for `capacity`.
    public mutating func record(_ name: String, count: Int, capacity: Int, stride: Int) {
        owners.append(Owner(name: name, count: count, capacity: Swift.max(capacity, count), stride: stride))
    }

    /// Appends the owners of `other`.
    public mutating func append(contentsOf other: MemoryCensus) {
        owners += other.owners
    }

    /// The owner named `name`, if recorded.
    public subscript(name: String) -> Owner? {
        owners.first { $0.name == name }
    }

    /// Records the owner `name`, `count` objects of `bytes` bytes in all (their stride: the
    /// bytes an object, on average).
    public mutating func recordObjects(_ name: String, count: Int, bytes: Int) {
        record(name, count: count, capacity: count, stride: count == 0 ? 0 : bytes / count)
    }

    /// Records the owner `name`, the buffers `tally` sums (in bytes: stride 1).
    public mutating func record(_ name: String, _ tally: Tally) {
        record(name, count: tally.count, capacity: tally.capacity, stride: 1)
    }

    /// The bytes of every owner's storage.
    public var bytes: Int { owners.reduce(0) { $0 + $1.bytes } }

    /// The bytes of storage that hold no element, over every owner.
    public var slackBytes: Int { owners.reduce(0) { $0 + $1.slackBytes } }
}

extension MemoryCensus {
    /// Bytes held and bytes of storage, summed over several buffers: one owner made of many
    /// small tables. A Swift array's or dictionary's storage counts its header
    /// (`storageHeaderBytes`) once it is allocated; a dictionary's or set's counts its buckets
    /// (a native one keeps a quarter of them empty).
    public struct Tally: Sendable {
        /// Bytes of the elements held.
        public var count = 0
        /// Bytes of the storage.
        public var capacity = 0

        /// The bytes of the header of a Swift array's, dictionary's or set's heap storage.
        public static let storageHeaderBytes = 32

        /// An empty tally.
        public init() {}

        /// Adds `count` elements of `stride` bytes held in storage for `capacity`.
        public mutating func add(count: Int, capacity: Int, stride: Int) {
            self.count += count * stride
            self.capacity += capacity * stride
        }

        /// Adds the elements and storage of `array`.
        public mutating func add<Element>(_ array: [Element]) {
            add(count: array.count, capacity: array.capacity, stride: MemoryLayout<Element>.stride)
            if array.capacity > 0 { capacity += Self.storageHeaderBytes }
        }

        /// Adds the entries and buckets of `dictionary`.
        public mutating func add<Key, Value>(_ dictionary: [Key: Value]) {
            addBuckets(count: dictionary.count, capacity: dictionary.capacity,
                       stride: MemoryLayout<Key>.stride + MemoryLayout<Value>.stride)
        }

        /// Adds the members and buckets of `set`.
        public mutating func add<Element>(_ set: Set<Element>) {
            addBuckets(count: set.count, capacity: set.capacity, stride: MemoryLayout<Element>.stride)
        }

        /// Adds a hashed table's `count` entries of `stride` bytes, `capacity` of them fitting
        /// in its buckets (three quarters of them).
        private mutating func addBuckets(count: Int, capacity: Int, stride: Int) {
            add(count: count, capacity: capacity * 4 / 3, stride: stride)
            if capacity > 0 { self.capacity += Self.storageHeaderBytes }
        }
    }
}
