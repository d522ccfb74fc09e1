/// `--latency`: the machine's random-access latency by working-set size, the context the
/// growth figures need. A layout's passes read every view, record and constraint of the tree;
/// once the tree outgrows the caches, each read waits for memory, so time grows faster than
/// the instructions do. The probe chases pointers through a random cycle of cache lines (each
/// load depends on the previous one) in buffers of 1 MB to 128 MB.
enum LatencySuite {
    /// Cache-line-sized slots: one `Int` used per 64 bytes.
    private static let slotsPerLine = 8
    /// Loads timed per size.
    private static let loads = 10_000_000

    /// Prints one line per size: `latency <MB> MB <ns> ns/load`.
    static func run() {
        var generator = SplitMix(seed: 0x5EED)
        var megabytes = 1
        while megabytes <= 128 {
            let nanoseconds = probe(lines: megabytes * 1024 * 1024 / 64, using: &generator)
            print("latency \(megabytes) MB \(formatted(nanoseconds)) ns/load")
            megabytes *= 2
        }
    }

    /// Nanoseconds per dependent load through a random cycle over `lines` cache lines.
    private static func probe(lines: Int, using generator: inout SplitMix) -> Double {
        var order = Array(0..<lines)
        for i in stride(from: lines - 1, to: 0, by: -1) {
            order.swapAt(i, Int(generator.next() % UInt64(i + 1)))
        }
        var next = [Int](repeating: 0, count: lines * Self.slotsPerLine)
        for i in 0..<lines {
            next[order[i] * Self.slotsPerLine] = order[(i + 1) % lines] * Self.slotsPerLine
        }
        return next.withUnsafeBufferPointer { slots in
            var position = 0
            for _ in 0..<lines { position = slots[position] }  // warm the cycle once
            let start = MonotonicClock.nanoseconds()
            for _ in 0..<Self.loads { position = slots[position] }
            let elapsed = MonotonicClock.nanoseconds() - start
            blackHole(position)
            return Double(elapsed) / Double(Self.loads)
        }
    }

    /// `value` with one decimal.
    private static func formatted(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// A small deterministic generator (SplitMix64) for the probe's permutation.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
