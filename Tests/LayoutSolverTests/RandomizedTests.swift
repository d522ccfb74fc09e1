import Testing
import TestSupport
import LayoutSolver

@Suite("Seeded randomised systems")
struct RandomizedTests {
    static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE]

    func values(_ system: RandomSystem, _ solver: Solver) -> [Double] {
        solver.updateVariables()
        return system.variables.map(\.value)
    }

    func same(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { close($0, $1, 1e-7) } }

    /// Runs `body` on `rounds` systems of `variables` variables drawn from a generator seeded with
    /// `seed` (the first `pinless` variables without a pin), each with a solver holding it; `body`
    /// draws from the same generator.
    func forEachSystem(
        seed: UInt64, rounds: Int, variables: ClosedRange<Int>, pinless: Int = 0,
        _ body: (_ round: Int, RandomSystem, Solver, inout SplitMix64) throws -> Void
    ) throws {
        var rng = SplitMix64(seed: seed)
        for round in 0..<rounds {
            let system = RandomSystem(&rng, variableCount: Int.random(in: variables, using: &rng), pinless: pinless)
            try body(round, system, try solver(holding: system.all), &rng)
        }
    }

    @Test(arguments: seeds)
    func requiredConstraintsHoldAndOrderDoesNotMatter(seed: UInt64) throws {
        try forEachSystem(seed: seed, rounds: 100, variables: 2...8) { round, system, s, rng in
            let reference = values(system, s)
            #expect(system.requiredHold(), "seed \(seed) round \(round)")

            let shuffled = try solver(holding: system.all.shuffled(using: &rng))
            #expect(same(values(system, shuffled), reference), "seed \(seed) round \(round): order")

            // Remove a random subset and add it back in another order.
            let subset = system.all.filter { _ in Bool.random(using: &rng) }
            for c in subset { try s.remove(c) }
            for c in subset.shuffled(using: &rng) { try s.add(c) }
            #expect(same(values(system, s), reference), "seed \(seed) round \(round): re-add")
            #expect(system.requiredHold())
        }
    }

    @Test(arguments: seeds)
    func suggestValueEqualsSolvingAfresh(seed: UInt64) throws {
        try forEachSystem(seed: seed &+ 100, rounds: 60, variables: 2...7, pinless: 1) { round, system, s, rng in
            let edited = system.variables[0]
            let priority = Priority(Float(Int.random(in: 1...999, using: &rng)) + 0.25)
            try s.addEditVariable(edited, priority: priority)
            for step in 0..<4 {
                let value = Double(Int.random(in: -100...100, using: &rng))
                try s.suggestValue(value, for: edited)
                let got = values(system, s)
                let fresh = try solver(holding: system.all + [(edited == value) | priority])
                #expect(same(got, values(system, fresh)), "seed \(seed) round \(round) step \(step)")
            }
            #expect(system.requiredHold())
        }
    }

    @Test(arguments: seeds)
    func updateConstantEqualsSolvingAfresh(seed: UInt64) throws {
        try forEachSystem(seed: seed &+ 200, rounds: 60, variables: 2...7) { round, system, s, rng in
            let soft = system.soft + system.pins.compactMap { $0 }
            guard let target = soft.randomElement(using: &rng) else { return }
            let original = target.constant
            let value = Double(Int.random(in: -100...100, using: &rng))
            try s.updateConstant(of: target, to: value)
            let got = values(system, s)
            let fresh = try solver(holding: system.all)
            #expect(same(got, values(system, fresh)), "seed \(seed) round \(round)")
            try s.updateConstant(of: target, to: original)
            let back = try solver(holding: system.all)
            #expect(same(values(system, s), values(system, back)))
        }
    }

    @Test(arguments: seeds)
    func conflictingRequiredConstraintsAreRejectedCleanly(seed: UInt64) throws {
        try forEachSystem(seed: seed &+ 300, rounds: 80, variables: 2...6) { _, system, s, rng in
            let v = system.variables.randomElement(using: &rng)!
            // Pin v twice to different values: the second pin must be rejected with a proof.
            let first: Constraint = v == 1000
            let second: Constraint = v == -1000
            do { try s.add(first) } catch { return }
            let before = s.dump()
            let result = Result { () throws(SolverError) in try s.add(second) }
            guard case let .failure(.unsatisfiable(culprit, conflicting)) = result else {
                Issue.record("conflict not detected: \(result)")
                return
            }
            #expect(culprit === second)
            #expect(conflicting.contains { $0 === first })
            #expect(conflicting.allSatisfy { $0.priority == .required && s.contains($0) })
            #expect(s.dump() == before)
        }
    }
}
