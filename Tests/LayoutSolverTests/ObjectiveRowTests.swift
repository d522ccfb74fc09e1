import Testing
import TestSupport
@testable import LayoutSolver

/// `ObjectiveRow` keeps a short row sorted and a long one (past `denseThreshold` entries) in a
/// slot table without order; both must hold exactly the coefficients of a reference map under the
/// same additions, removals and row merges.
@Suite("Objective rows")
struct ObjectiveRowTests {
    /// Applies random operations to a row and to a dictionary; checks they agree throughout.
    static let cases: [(UInt64, Int)] = [(41, 200), (42, ObjectiveRow.denseThreshold + 3000)]

    @Test(arguments: cases)
    func randomOperationsMatchAReferenceMap(seed: UInt64, symbols: Int) {
        var rng = SplitMix64(seed: seed)
        var row = ObjectiveRow()
        var reference: [Int: Double] = [:]
        var inserted: [Int] = []
        var scratchSymbols: [Int] = [], scratchCoefficients: [Double] = []
        func agree(_ label: String) -> Bool {
            guard row.symbols.count == reference.count else { return false }
            for (i, s) in row.symbols.enumerated() where reference[s] != row.coefficients[i] || row.index(of: s) != i {
                Issue.record("\(label): \(s)")
                return false
            }
            return true
        }
        // Fill past the threshold (for the long case), then mix operations.
        for s in 0..<symbols {
            let c = Double(1 + s % 5)
            let entered = row.add(s, c)
            #expect(entered)
            reference[s] = c
        }
        #expect(row.slots.isEmpty == (symbols <= ObjectiveRow.denseThreshold))
        #expect(agree("filled"))
        for step in 0..<3000 {
            switch rng.int(0...2) {
            case 0:
                let s = rng.int(0...(symbols + 49))
                let c = Double(rng.int(-3...3))
                let entered = row.add(s, c)
                let sum = (reference[s] ?? 0) + c
                #expect(entered == (reference[s] == nil && c != 0))
                reference[s] = isNearZero(sum) ? nil : sum
            case 1:
                let s = rng.int(0...(symbols + 49))
                row.remove(s)
                reference[s] = nil
            default:
                let drop = rng.int(0...(symbols - 1))
                var other = Row(constant: 1)
                for s in Set((0..<6).map { _ in rng.int(0...(symbols + 49)) }).sorted() where s != drop {
                    other.add(s, Double(rng.int(1...4)))
                }
                let factor = Double(rng.int(-2...2))
                inserted.removeAll()
                let had = Set(reference.keys)
                ObjectiveRow.add(&row, other, factor, dropping: drop, &scratchSymbols, &scratchCoefficients, &inserted)
                reference[drop] = nil
                for (s, c) in zip(other.symbols, other.coefficients) where s != drop {
                    let sum = (reference[s] ?? 0) + c * factor
                    reference[s] = isNearZero(sum) ? nil : sum
                }
                #expect(Set(inserted) == Set(reference.keys).subtracting(had), "step \(step)")
            }
            if step % 500 == 0 { #expect(agree("step \(step)")) }
        }
        #expect(agree("end"))
        let sorted = row.sorted
        #expect(sorted.symbols == reference.keys.sorted())
        #expect(sorted.coefficients == reference.keys.sorted().map { reference[$0]! })
    }
}
