/// A map from hashes to indices, for the lookups of one fold: open
/// addressing in a power-of-two table, emptied by visiting only the slots it filled. It answers
/// as a `[Int: Int]` would, for a fraction of the cost: no hasher runs and nothing is allocated
/// once the table has grown to a component's size. (Its tables are owned arrays: a write checks
/// no uniqueness.)
struct IndexByHash: ~Copyable {
    private var keys = OwnedArray<Int>()
    /// Per slot: the index stored (-1: empty).
    private var values = OwnedArray<Int32>()
    /// The slots filled, to empty them.
    private var filled = OwnedArray<Int32>()
    /// `values.count − 1` (the table's size is a power of two).
    private var mask = -1

    /// The index stored under `key`, or `nil`.
    subscript(key: Int) -> Int? {
        guard mask >= 0 else { return nil }
        var slot = Self.start(of: key, mask)
        while values[slot] >= 0 {
            if keys[slot] == key { return Int(values[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value` under `key`, replacing what was there.
    mutating func set(_ value: Int, for key: Int) {
        if 2 * (filled.count + 1) > mask + 1 { grow() }
        var slot = Self.start(of: key, mask)
        while values[slot] >= 0 {
            if keys[slot] == key { return values[slot] = Int32(value) }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = Int32(value)
        filled.append(Int32(slot))
    }

    /// Empties the map, keeping its table.
    mutating func removeAll() {
        for k in filled.indices { values[Int(filled[k])] = -1 }
        filled.removeAll()
    }

    /// The slot where the search for `key` starts: its bits after a full 64-bit mix (MurmurHash3's
    /// finaliser), since the keys of a fold can differ in their high bits only (a sum of slots
    /// times the bit patterns of coefficients such as 1 or 0.5, whose low bits are zero).
    @inline(__always) private static func start(of key: Int, _ mask: Int) -> Int {
        var x = UInt64(UInt(bitPattern: key))
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x) & mask
    }

    /// Doubles the table (16 slots at first) and stores the entries again.
    private mutating func grow() {
        let entries = filled.indices.map { (keys[Int(filled[$0])], values[Int(filled[$0])]) }
        let size = max(16, 2 * (mask + 1))
        keys = OwnedArray(repeating: 0, count: size)
        values = OwnedArray(repeating: -1, count: size)
        mask = size - 1
        filled.removeAll()
        for (key, value) in entries { set(Int(value), for: key) }
    }
}
