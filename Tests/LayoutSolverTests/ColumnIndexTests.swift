import Testing
import TestSupport
@testable import LayoutSolver

/// The column index (symbol → rows and levels, kept for large tableaux) makes exactly the choices
/// of the full scans: the same pivots in the same order, hence bit-identical values. In debug
/// builds the consistency check also verifies that the index lists every occurrence.
@Suite("Column index")
struct ColumnIndexTests {
    /// One solver with the index from the first row on, one that never builds it; both track
    /// entering candidates from the start (a heap with the index, a list scan without).
    static func pair(deferred: Bool, scanRatio: Int = 0) -> (indexed: SimplexSolver, scanned: SimplexSolver) {
        let indexed = SimplexSolver(), scanned = SimplexSolver()
        indexed.tableau.columnIndexMinimumRows = 0
        indexed.tableau.columnScanRatio = scanRatio
        scanned.tableau.columnIndexMinimumRows = .max
        indexed.tableau.candidateMinimumObjective = 0
        scanned.tableau.candidateMinimumObjective = 0
        indexed.defersOptimization = deferred
        scanned.defersOptimization = deferred
        return (indexed, scanned)
    }

    /// Scan ratio 0 always reads the lists; 4 mixes lists and mask scans (long columns).
    @Test(arguments: [(UInt64(31), false, 0), (32, false, 4), (33, true, 0), (34, true, 4)])
    func randomOperationsMatchFullScans(seed: UInt64, deferred: Bool, scanRatio: Int) throws {
        var rng = SplitMix64(seed: seed)
        for round in 0..<30 {
            let system = RandomSystem(&rng, variableCount: Int.random(in: 3...9, using: &rng), pinless: 1)
            let (indexed, scanned) = Self.pair(deferred: deferred, scanRatio: scanRatio)
            #expect(indexed.tableau.columnsEnabled == false)
            let pair = SolverPair(first: indexed, second: scanned, label: "seed \(seed) round \(round)")
            let both = pair.both
            let edited = pair.install(system)
            var live = system.all
            for step in 0..<20 {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:
                    let value = Double(Int.random(in: -100...100, using: &rng))
                    _ = both { try $0.suggestValue(value, for: edited) }
                case 1:
                    if let c = live.randomElement(using: &rng) {
                        let k = Double(Int.random(in: -60...60, using: &rng))
                        _ = both { try $0.updateConstant(of: c, to: k) }
                    }
                case 2:
                    if let i = live.indices.randomElement(using: &rng) {
                        let c = live.remove(at: i)
                        _ = both { try $0.remove(c) }
                        if c.priority != .required, both({ try $0.add(c) }) { live.append(c) }
                    }
                default:
                    let v = system.variables.randomElement(using: &rng)!
                    let w = system.variables.randomElement(using: &rng)!
                    let c = Constraint(v - w * 0.5 - Double(Int.random(in: -80...80, using: &rng)),
                                       [Relation.lessThanOrEqual, .greaterThanOrEqual, .equal].randomElement(using: &rng)!,
                                       priority: [.required, 333, Priority(0.001 * Float(Int.random(in: 1...9, using: &rng)))].randomElement(using: &rng)!)
                    if both({ try $0.add(c) }) { live.append(c) }
                }
                #expect(indexed.tableau.columnsEnabled)
                #expect(!scanned.tableau.columnsEnabled)
                indexed.updateVariables()
                let got = system.variables.map(\.value)
                scanned.updateVariables()
                let want = system.variables.map(\.value)
                #expect(got == want, "seed \(seed) round \(round) step \(step): \(got) vs \(want)")
                #expect(indexed.tableau.pivotCount == scanned.tableau.pivotCount, "seed \(seed) round \(round) step \(step)")
            }
        }
    }

    /// The index is built once the tableau reaches the threshold and dropped when it shrinks to
    /// a quarter of it; the values stay those of a solver that never had it.
    @Test func switchesOnAndOffWithTheTableauSize() throws {
        let (indexed, scanned) = Self.pair(deferred: true)
        indexed.tableau.columnIndexMinimumRows = 44
        let xs = (0..<60).map { Variable("x\($0)") }
        var links: [Constraint] = [Constraint(xs[0] - 0, .equal, priority: .required)]
        for i in 1..<xs.count {
            links.append(Constraint(xs[i] - xs[i - 1], .greaterThanOrEqual, priority: .required))
            links.append(Constraint(xs[i] - xs[i - 1] - Double(i % 7), .equal, priority: Priority(0.001 * Float(i))))
        }
        var enabledAt = -1
        for (n, c) in links.enumerated() {
            try indexed.add(c)
            try scanned.add(c)
            if enabledAt < 0 && indexed.tableau.columnsEnabled { enabledAt = n }
        }
        #expect(enabledAt > 0 && indexed.tableau.rows.count >= 44)
        indexed.updateVariables()
        let before = xs.map(\.value)
        scanned.updateVariables()
        #expect(before == xs.map(\.value))
        // x[i] = Σ j % 7 over 1...i: every soft link holds.
        let sums = (0..<60).map { i in Double((0...i).reduce(0) { $0 + $1 % 7 }) }
        #expect(before == sums)
        for c in links.dropFirst(11) {
            try indexed.remove(c)
            try scanned.remove(c)
        }
        let enabledAfter = indexed.tableau.columnsEnabled
        #expect(!enabledAfter)
        #expect(indexed.tableau.rows.count == 10)
        indexed.updateVariables()
        let after = xs.prefix(6).map(\.value)
        #expect(after == Array(sums.prefix(6)))
        scanned.updateVariables()
        #expect(after == xs.prefix(6).map(\.value))
    }
}
