// The seeded generator of every randomised test: SplitMix64 is small, fast and the same on
// every platform, so a seed names one input forever.

/// SplitMix64, a deterministic `RandomNumberGenerator` for seeded tests.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's state (the seed before the first draw).
    public var state: UInt64

    /// A generator whose state starts at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// `true` with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
