/// A map from object identities to small integers (slots, indices): open addressing with
/// linear probing over a power-of-two table, hashed by one multiplication of the address.
///
/// It replaces `[ObjectIdentifier: Int]` where lookups are hot (the objects a solver registers
/// whose slot hint another solver holds): no `Hasher`, no per-entry allocation, and growing
/// rehashes two flat arrays. A removal shifts the entries after it back, so no tombstones pile up.
struct IdentityMap: ~Copyable {
    /// Addresses by bucket (0: empty).
    private var keys = OwnedArray<UInt>()
    private var values = OwnedArray<Int>()
    /// `64 − log2(keys.count)`: the hash keeps the top bits of the product.
    private var shift: UInt = 64
    /// The number of entries.
    private(set) var count = 0

    /// An empty map (allocates on the first insertion).
    init() {}

    /// The number of buckets (a key and a value each).
    var bucketCount: Int { keys.count }

    /// The bytes of a bucket.
    static var bucketStride: Int { MemoryLayout<UInt>.stride + MemoryLayout<Int>.stride }

    /// Whether the map has no entry.
    var isEmpty: Bool { count == 0 }

    /// The home bucket of `key`.
    @inline(__always) private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The bucket holding `key`, or the empty bucket where it would go.
    @inline(__always) private func bucket(_ key: UInt) -> Int {
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key || k == 0 { return i }
            i = (i + 1) & mask
        }
    }

    /// The value of `id`; assigning `nil` removes it.
    subscript(id: ObjectIdentifier) -> Int? {
        get {
            guard count > 0 else { return nil }
            let i = bucket(UInt(bitPattern: id))
            return keys[i] == 0 ? nil : values[i]
        }
        set {
            if let newValue { insert(UInt(bitPattern: id), newValue) } else { _ = removeValue(forKey: id) }
        }
    }

    /// Removes `id`; returns its value, or `nil` when it was absent.
    mutating func removeValue(forKey id: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        var i = bucket(UInt(bitPattern: id))
        guard keys[i] != 0 else { return nil }
        let removed = values[i]
        count -= 1
        // Backward shift: move up every later entry of the run whose home is not after the hole.
        let mask = keys.count - 1
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == 0 { break }
            let h = home(k)
            let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
            if stays { continue }
            keys[i] = k
            values[i] = values[j]
            i = j
        }
        keys[i] = 0
        return removed
    }

    /// Sets `key`'s value, growing the table to keep it at most half full.
    private mutating func insert(_ key: UInt, _ value: Int) {
        if 2 * (count + 1) > keys.count { grow() }
        let i = bucket(key)
        if keys[i] == 0 {
            keys[i] = key
            count += 1
        }
        values[i] = value
    }

    /// Doubles the table (64 buckets at first: a small system fits without rehashing) and
    /// rehashes every entry.
    private mutating func grow() {
        let capacity = Swift.max(64, 2 * keys.count)
        var oldKeys = OwnedArray<UInt>(repeating: 0, count: capacity)
        var oldValues = OwnedArray<Int>(repeating: 0, count: capacity)
        // The new (empty) tables take the place of the old ones, which are rehashed into them.
        swap(&oldKeys, &keys)
        swap(&oldValues, &values)
        shift = UInt(64 - capacity.trailingZeroBitCount)
        for i in oldKeys.indices where oldKeys[i] != 0 {
            let k = oldKeys[i], v = oldValues[i]
            let i = bucket(k)
            keys[i] = k
            values[i] = v
        }
    }
}
