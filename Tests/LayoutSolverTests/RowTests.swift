import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// A tableau row keeps its cells sorted by symbol with an exact mask; it must hold exactly the
/// coefficients of a reference map under the same additions, removals and row merges.
@Suite("Rows")
struct RowTests {
    /// Applies random operations to a row and to a dictionary; checks they agree throughout.
    @Test(arguments: [(UInt64(41), 20), (42, 200)])
    func randomOperationsMatchAReferenceMap(seed: UInt64, symbols: Int) {
        var rng = SplitMix64(seed: seed)
        var row = TableauRow()
        var reference: [Int: Double] = [:]
        func agree(_ label: String) -> Bool {
            let expected = reference.keys.sorted()
            guard row.symbols == expected else {
                Issue.record("\(label): symbols \(row.symbols), expected \(expected)")
                return false
            }
            for symbol in row.symbols where reference[symbol] != row.coefficient(of: symbol) || !row.mayContain(symbol) {
                Issue.record("\(label): \(symbol)")
                return false
            }
            return true
        }
        for s in 0..<symbols { row.add(s, Double(1 + s % 5)) }
        for s in 0..<symbols { reference[s] = Double(1 + s % 5) }
        #expect(agree("filled"))
        for step in 0..<3000 {
            switch rng.int(0...2) {
            case 0:
                let s = rng.int(0...(symbols + 49))
                let c = Double(rng.int(-3...3))
                row.add(s, c)
                let sum = (reference[s] ?? 0) + c
                reference[s] = sum == 0 ? nil : sum
            case 1:
                let s = rng.int(0...(symbols + 49))
                row.remove(s)
                reference[s] = nil
            default:
                let drop = rng.int(0...(symbols - 1))
                var other = TableauRow(constant: 1)
                for s in Set((0..<6).map { _ in rng.int(0...(symbols + 49)) }).sorted() where s != drop {
                    other.add(s, Double(rng.int(1...4)))
                }
                let factor = Double(rng.int(-2...2))
                let constant = row.constant
                row.add(other, times: factor, dropping: drop)
                #expect(row.constant == constant + factor)
                reference[drop] = nil
                for symbol in other.symbols {
                    let sum = (reference[symbol] ?? 0) + other.coefficient(of: symbol) * factor
                    reference[symbol] = sum == 0 ? nil : sum
                }
            }
            if step % 100 == 0 { #expect(agree("step \(step)")) }
        }
        #expect(agree("end"))
    }

    /// A pivot solves the row for the entering symbol in place: `b = 2 + 3x − y` becomes
    /// `x = −2/3 + b/3 + y/3`, cells still sorted.
    @Test func pivotSolvesForTheEnteringSymbol() {
        var row = TableauRow(constant: 2)
        row.add(1, 3)
        row.add(7, -1)
        row.pivot(leaving: 4, entering: 1)
        #expect(row.symbols == [4, 7])
        #expect(close(row.constant, -2.0 / 3) && close(row.coefficient(of: 4), 1.0 / 3) && close(row.coefficient(of: 7), 1.0 / 3))
    }
}
