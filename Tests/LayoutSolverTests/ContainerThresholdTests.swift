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
