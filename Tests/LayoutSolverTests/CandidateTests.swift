import Testing
import TestSupport
@testable import LayoutSolver

/// Entering candidates (scanning only symbols of recent rows) pick the same pivots as full scans;
/// in debug builds a missed improving symbol stops the run (see `nextEnteringSymbol()`).
@Suite("Entering candidates")
struct CandidateTests {
    @Test(arguments: [UInt64(21), 22, 23, 24])
    func randomOperationsAgreeWithFullScans(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for round in 0..<40 {
            let system = RandomSystem(&rng, variableCount: Int.random(in: 3...8, using: &rng), pinless: 1)
            let tracked = SimplexSolver(), scanned = SimplexSolver()
            tracked.tableau.candidateMinimumObjective = 0
            scanned.tableau.candidateMinimumObjective = .max
            let pair = SolverPair(first: tracked, second: scanned, label: "seed \(seed) round \(round)")
            let both = pair.both
            let edited = pair.install(system)
            var live = system.all
            for step in 0..<15 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    let value = Double(Int.random(in: -100...100, using: &rng))
                    _ = both { try $0.suggestValue(value, for: edited) }
                case 1:
                    if let c = live.randomElement(using: &rng) {
                        let k = Double(Int.random(in: -60...60, using: &rng))
                        _ = both { try $0.updateConstant(of: c, to: k) }
                    }
                case 2:
                    if let i = live.indices.randomElement(using: &rng), live[i].priority != .required {
                        let c = live.remove(at: i)
                        _ = both { try $0.remove(c) }
                        if both({ try $0.add(c) }) { live.append(c) }
                    }
                default:
                    let v = system.variables.randomElement(using: &rng)!
                    let c = Constraint(v - Double(Int.random(in: -80...80, using: &rng)),
                                       [Relation.lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!,
                                       priority: Bool.random(using: &rng) ? .required : 333)
                    if both({ try $0.add(c) }) { live.append(c) }
                }
                tracked.updateVariables()
                let got = system.variables.map(\.value)
                scanned.updateVariables()
                let want = system.variables.map(\.value)
                #expect(zip(got, want).allSatisfy { close($0, $1, 1e-7) }, "seed \(seed) round \(round) step \(step)")
            }
        }
    }
}
