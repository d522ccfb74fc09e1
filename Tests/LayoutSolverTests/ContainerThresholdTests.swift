@_spi(Testing) import LayoutSolver
import Testing
import TestSupport

@Suite("Container thresholds at both extremes")
struct ContainerThresholdTests {
    /// Lengths on both sides of the solver's limits (32 for sorting, 8 for clearing).
    static let lengths = [0, 1, 2, 7, 8, 9, 31, 32, 33, 100]

    @Test("an owned array sorts as the library does, by insertion always, never or up to 32", arguments: [0, 32, Int.max])
    func sorting(insertionLimit: Int) {
        var random = SplitMix64(seed: 0x5EED_50A7)
        for length in Self.lengths {
            // Few distinct values, so that ties are common.
            let values = (0..<length).map { _ in Double(random.next() % 7) - 3 }
            #expect(ContainerThresholds.sorted(values, insertionLimit: insertionLimit) == values.sorted(),
                "length \(length)")
        }
    }

    @Test("a scratch array is emptied and keeps its storage, popped always, never or up to 8", arguments: [0, 8, Int.max])
    func clearing(popLimit: Int) {
        for length in Self.lengths {
            let values = (0..<length).map(Double.init)
            let (remaining, keptCapacity) = ContainerThresholds.cleared(values, popLimit: popLimit)
            #expect(remaining.isEmpty, "length \(length)")
            #expect(keptCapacity, "length \(length)")
        }
    }
}

@Suite("The order of a sweep over a cost's pieces")
struct SweepOrderTests {
    /// The order's definition: by bound (ascending or descending), equal bounds by index.
    static func expected(_ bounds: [Double], ascending: Bool) -> [Int] {
        bounds.indices.sorted { a, b in
            if bounds[a] != bounds[b] { return ascending ? bounds[a] < bounds[b] : bounds[a] > bounds[b] }
            return a < b
        }
    }

    /// Shapes of piece lists: a folded cost's (a run up, then a run down, then a few of its own),
    /// runs of ties, and shuffles of few distinct values.
    static func shapes(length: Int, _ random: inout SplitMix64) -> [[Double]] {
        let up = (0..<length).map { Double($0 / 2) }
        let down = (0..<length).map { Double(length - $0) * 0.5 }
        let folded = up.prefix(length / 2) + down.prefix(length - length / 2 - min(3, length / 2)) + [7, -1, 7].prefix(min(3, length / 2))
        let few = (0..<length).map { _ in Double(random.next() % 5) - 2 }
        let signedZeros = (0..<length).map { $0 % 3 == 0 ? -0.0 : $0 % 3 == 1 ? 0.0 : -Double.infinity }
        return [up, down, Array(folded), few, signedZeros, up.reversed(), down.reversed()]
    }

    @Test("a sweep up orders by ascending bound and down by descending, ties in their order", arguments: [true, false])
    func order(ascending: Bool) {
        var random = SplitMix64(seed: 0x50_47ED)
        for length in [0, 1, 2, 3, 5, 16, 17, 40, 100] {
            for (shape, bounds) in Self.shapes(length: length, &random).enumerated() {
                #expect(SweepOrder.indices(of: bounds, ascending: ascending) == Self.expected(bounds, ascending: ascending),
                    "length \(length), shape \(shape)")
            }
        }
    }
}
