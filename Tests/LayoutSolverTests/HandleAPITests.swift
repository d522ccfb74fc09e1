import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// A solver fed through the handle API the constraints given as objects: one variable id per
/// variable object (made on first mention) and one constraint id per constraint object.
final class IDMirror {
    /// The solver fed by ids.
    let solver = Solver()
    /// The id standing for each variable object.
    private(set) var variableIDs: [Variable: Solver.VariableID] = [:]
    /// The id of each constraint object added.
    private(set) var constraintIDs: [Constraint: Solver.ConstraintID] = [:]

    /// A mirror whose required constraints are checked by `checkDeferredIDs` (as ids require).
    init(closedForms: Bool = true) {
        solver.defersChecks = true
        solver.solvesInClosedForm = closedForms
    }

    /// The id of `variable`, made on first use.
    func id(_ variable: Variable) -> Solver.VariableID {
        if let id = variableIDs[variable] { return id }
        let id = solver.makeVariable()
        variableIDs[variable] = id
        return id
    }

    /// Adds `c` by ids and returns its id.
    @discardableResult
    func add(_ c: Constraint) throws -> Solver.ConstraintID {
        let terms = c.terms.map { Solver.TermID(id($0.variable), $0.coefficient) }
        let added = try terms.withUnsafeBufferPointer { buffer in
            try solver.add(buffer, constant: c.constant, relation: c.relation, priority: c.priority)
        }
        constraintIDs[c] = added
        return added
    }

    /// Removes `c` by its id.
    func remove(_ c: Constraint) -> Bool { constraintIDs[c].map { solver.remove($0) } ?? false }

    /// Solves and reads the values of `variables` by their ids (0 for one never mentioned).
    func values(_ variables: [Variable]) -> [Double] {
        solver.updateVariables()
        return variables.map { v in variableIDs[v].map { solver.value(of: $0) } ?? 0 }
    }

    /// The constraint objects of `ids` (in the same order).
    func objects(_ ids: [Solver.ConstraintID]) -> [Constraint] {
        ids.map { id in constraintIDs.first { $0.value == id }!.key }
    }
}

@Suite("Handle API: variables and constraints by id")
struct HandleAPITests {
    /// The seeds of the randomised tests.
    static let seeds: [UInt64] = [11, 12, 13, 0xBEEF]

    /// Whether two lists of values agree within 1e-7 relative.
    func same(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { close($0, $1, 1e-7) } }

    /// Solves `solver` and returns the values of `variables`.
    func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }

    /// The same random systems, added, changed and removed in the same order through objects
    /// and through ids, give the same values and the same determinacy.
    @Test(arguments: seeds)
    func randomSystemsGiveTheSameValuesThroughObjectsAndIDs(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for round in 0..<80 {
            let closedForms = round % 4 != 3
            let system = RandomSystem(&rng, variableCount: Int.random(in: 2...10, using: &rng))
            // The same operations in the same order: the same reduced system, the same answers.
            let objects = Solver()
            objects.solvesInClosedForm = closedForms
            objects.defersChecks = true
            try addAll(objects, system.all)
            #expect(objects.checkDeferred().isEmpty)
            let mirror = IDMirror(closedForms: closedForms)
            for c in system.all { try mirror.add(c) }
            #expect(mirror.solver.checkDeferredIDs().isEmpty, "seed \(seed) round \(round)")
            #expect(same(mirror.values(system.variables), values(objects, system.variables)), "seed \(seed) round \(round)")
            #expect(mirror.solver.consistencyProblem() == nil)
            for threshold in [Priority(0), 499, 750] {
                let byObject = system.variables.map { objects.isDetermined($0, ignoringPrioritiesUpTo: threshold) }
                let byID = system.variables.map { mirror.solver.isDetermined(mirror.id($0), ignoringPrioritiesUpTo: threshold) }
                #expect(byObject == byID, "seed \(seed) round \(round): determinacy above \(threshold)")
            }

            // Remove a random subset from both, change some constants, and add the subset back.
            let subset = system.all.filter { _ in Bool.random(using: &rng) }
            for c in subset {
                try objects.remove(c)
                #expect(mirror.remove(c))
            }
            // The variables that kept their pins are still determined.
            let left = system.variables.indices.filter { i in system.pins[i].map { !subset.contains($0) } ?? false }
                .map { system.variables[$0] }
            #expect(same(mirror.values(left), values(objects, left)), "seed \(seed) round \(round): removed")
            for c in system.soft + system.pins.compactMap({ $0 }) where !subset.contains(c) && Bool.random(using: &rng) {
                let constant = c.constant + Double(Int.random(in: -5...5, using: &rng))
                try objects.updateConstant(of: c, to: constant)
                #expect(try mirror.solver.updateConstant(of: #require(mirror.constraintIDs[c]), to: constant))
            }
            for c in subset.shuffled(using: &rng) {
                try objects.add(c)
                try mirror.add(c)
            }
            #expect(objects.checkDeferred().isEmpty)
            #expect(mirror.solver.checkDeferredIDs().isEmpty)
            #expect(same(mirror.values(system.variables), values(objects, system.variables)), "seed \(seed) round \(round): re-added")
            #expect(mirror.solver.consistencyProblem() == nil)
        }
    }

    /// A system added through objects and another through ids, interleaved in one solver, give
    /// the values each gives alone.
    @Test(arguments: seeds)
    func objectsAndIDsShareOneSolver(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 50)
        for round in 0..<60 {
            // System a through objects and system b through ids, in one solver, interleaved.
            let a = RandomSystem(&rng, variableCount: Int.random(in: 2...8, using: &rng))
            let b = RandomSystem(&rng, variableCount: Int.random(in: 2...8, using: &rng))
            let shared = IDMirror(closedForms: round % 3 != 2)
            var queue = a.all.map { (c: $0, byID: false) } + b.all.map { (c: $0, byID: true) }
            queue.shuffle(using: &rng)
            for (c, byID) in queue {
                if byID { try shared.add(c) } else { try shared.solver.add(c) }
            }
            #expect(shared.solver.checkDeferredIDs().isEmpty, "seed \(seed) round \(round)")
            let alone = (a: Solver(), b: Solver())
            try addAll(alone.a, a.all)
            try addAll(alone.b, b.all)
            #expect(same(shared.values(b.variables), values(alone.b, b.variables)), "seed \(seed) round \(round): ids")
            #expect(same(values(shared.solver, a.variables), values(alone.a, a.variables)), "seed \(seed) round \(round): objects")

            // Take half of each out and put it back: slots, pools and free lists are shared.
            let out = queue.filter { _ in Bool.random(using: &rng) }
            for (c, byID) in out {
                if byID { #expect(shared.remove(c)) } else { try shared.solver.remove(c) }
            }
            for (c, byID) in out.shuffled(using: &rng) {
                if byID { try shared.add(c) } else { try shared.solver.add(c) }
            }
            #expect(shared.solver.checkDeferredIDs().isEmpty)
            #expect(same(shared.values(b.variables), values(alone.b, b.variables)), "seed \(seed) round \(round): ids again")
            #expect(same(values(shared.solver, a.variables), values(alone.a, a.variables)), "seed \(seed) round \(round): objects again")
            #expect(shared.solver.consistencyProblem() == nil)
        }
    }

    /// A soft equality whose constant moves by id gives what an edit variable's suggestions give.
    @Test(arguments: seeds)
    func updatedConstantsByIDFollowEditVariables(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 70)
        for round in 0..<40 {
            let system = RandomSystem(&rng, variableCount: Int.random(in: 2...7, using: &rng), pinless: 1)
            let edited = system.variables[0]
            let priority = Priority(Float(Int.random(in: 1...999, using: &rng)) + 0.25)
            let objects = Solver()
            try addAll(objects, system.all)
            try objects.addEditVariable(edited, priority: priority)
            // By ids, an edit variable is a soft equality whose constant moves.
            let mirror = IDMirror()
            for c in system.all { try mirror.add(c) }
            let wish = try mirror.add((edited == 0) | priority)
            for step in 0..<4 {
                let value = Double(Int.random(in: -100...100, using: &rng))
                try objects.suggestValue(value, for: edited)
                #expect(try mirror.solver.updateConstant(of: wish, to: -value))
                #expect(mirror.solver.checkDeferredIDs().isEmpty)
                #expect(same(mirror.values(system.variables), values(objects, system.variables)), "seed \(seed) round \(round) step \(step)")
            }
        }
    }

    /// Random required and soft constraints over `variables` that may well conflict.
    func clashing(_ rng: inout SplitMix64, _ variables: [Variable]) -> [Constraint] {
        (0..<Int.random(in: 2...(2 * variables.count + 2), using: &rng)).map { _ in
            var e = Expression(constant: Double(Int.random(in: -20...20, using: &rng)))
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                e.terms.append(Term(variables.randomElement(using: &rng)!, RandomSystem.coefficients.randomElement(using: &rng)!))
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let priority = Int.random(in: 0..<10, using: &rng) < 7 ? Priority.required : Priority(Float(Int.random(in: 1...9, using: &rng) * 100))
            return Constraint(e, relation, priority: priority)
        }
    }

    /// A deferred check by ids leaves out the constraints the object check leaves out, with the
    /// same conflicting sets.
    @Test(arguments: seeds)
    func conflictsByIDsNameTheSameSets(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 90)
        var rejected = 0
        for round in 0..<80 {
            let variables = (0..<Int.random(in: 1...6, using: &rng)).map { Variable("x\($0)") }
            let constraints = clashing(&rng, variables)
            let objects = Solver()
            objects.defersChecks = true
            objects.solvesInClosedForm = round % 4 != 3
            let mirror = IDMirror(closedForms: round % 4 != 3)
            for c in constraints {
                try objects.add(c)
                try mirror.add(c)
            }
            // Alternate the default victim (the newest change) with the proof's oldest member.
            let oldest = round % 2 == 1
            let byObject = objects.checkDeferred { proof, changed in oldest ? proof.first : changed.last }
            let byID = mirror.solver.checkDeferredIDs { proof, changed in oldest ? proof.first : changed.last }
            #expect(byObject.map(\.constraint) == mirror.objects(byID.map(\.rejected)), "seed \(seed) round \(round)")
            #expect(byObject.map(\.conflicting) == byID.map { mirror.objects($0.conflicting) }, "seed \(seed) round \(round)")
            for id in byID.map(\.rejected) { #expect(!mirror.solver.contains(id)) }
            #expect(same(mirror.values(variables), values(objects, variables)), "seed \(seed) round \(round): values")
            #expect(mirror.solver.consistencyProblem() == nil)
            rejected += byID.count
        }
        #expect(rejected > 20, "the systems should conflict now and then")
    }

    /// Adds `Σ terms + constant ⋈ 0` to `solver` by ids.
    @discardableResult
    func add(_ solver: Solver, _ terms: [(Solver.VariableID, Double)], _ constant: Double, _ relation: Relation,
             _ priority: Priority = .required) throws -> Solver.ConstraintID {
        let terms = terms.map { Solver.TermID($0.0, $0.1) }
        return try terms.withUnsafeBufferPointer { try solver.add($0, constant: constant, relation: relation, priority: priority) }
    }

    /// A removed or rejected constraint's id is refused, also once its slot is taken again.
    @Test func staleIDsAreRefused() throws {
        let s = Solver()
        s.defersChecks = true
        let x = s.makeVariable()
        let first = try add(s, [(x, 1)], -5, .equal)
        #expect(s.contains(first))
        #expect(s.remove(first))
        #expect(!s.contains(first) && !s.remove(first))
        #expect(try !s.updateConstant(of: first, to: 1))
        // The next constraint takes the freed slot: the old id still names nothing.
        let second = try add(s, [(x, 1)], -7, .equal)
        #expect(second != first && s.contains(second) && !s.contains(first))
        #expect(!s.remove(first) && s.contains(second))
        #expect(try !s.updateConstant(of: first, to: 3))
        s.updateVariables()
        #expect(s.value(of: x) == 7)
        // A constraint that a deferred check leaves out is stale too.
        let third = try add(s, [(x, 2)], -30, .equal)
        let rejections = s.checkDeferredIDs()
        #expect(rejections.count == 1 && rejections.first?.rejected == third && rejections.first?.conflicting == [second])
        #expect(!s.contains(third) && !s.remove(third) && s.contains(second))
        s.updateVariables()
        #expect(s.value(of: x) == 7)
        #expect(s.consistencyProblem() == nil)
    }

    /// An add or a constant change by id with an invalid number throws and changes nothing.
    @Test func invalidNumbersChangeNothing() throws {
        let s = Solver()
        s.defersChecks = true
        let x = s.makeVariable(), y = s.makeVariable()
        let kept = try add(s, [(x, 1), (y, -1)], -8, .equal)
        let before = s.statistics
        let invalid: [(terms: [(Solver.VariableID, Double)], constant: Double, priority: Priority)] = [
            ([(x, .nan)], 0, .required), ([(x, 1e9)], 0, .required), ([(x, 1)], .infinity, .required),
            ([(x, 1)], 0, Priority(0)), ([(x, 1)], 0, Priority(1001)),
        ]
        for (terms, constant, priority) in invalid {
            #expect(throws: SolverError.self) { try add(s, terms, constant, .equal, priority) }
        }
        #expect(throws: SolverError.self) { try s.updateConstant(of: kept, to: .nan) }
        #expect(s.statistics == before)
        #expect(s.checkDeferredIDs().isEmpty)
        #expect(s.consistencyProblem() == nil)
    }

    /// A released variable's slot is freed once no constraint mentions it; a held one that no
    /// constraint mentions reads 0.
    @Test func releasedVariablesAreFreedOnceUnmentioned() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let wish = try add(s, [(x, 1), (y, 1)], -10, .equal, 500)
        let pin = try add(s, [(y, 1)], -3, .equal, 700)
        s.releaseVariable(x)
        s.updateVariables()
        #expect(s.value(of: y) == 3)
        #expect(s.consistencyProblem() == nil)
        // x is still mentioned: a new variable gets a new slot.
        let z = s.makeVariable()
        #expect(z != x && z != y)
        #expect(s.remove(wish))
        // With the wish gone x is free, and its slot is reused; y, still held, is not.
        let w = s.makeVariable()
        #expect(w == x)
        s.releaseVariable(z)
        #expect(s.makeVariable() == z)
        s.updateVariables()
        #expect(s.value(of: w) == 0 && s.consistencyProblem() == nil)
        // A held variable that no constraint mentions any more starts afresh.
        #expect(s.value(of: y) == 3)
        #expect(s.remove(pin))
        #expect(s.value(of: y) == 0)
        try add(s, [(y, 2)], -8, .equal, 700)
        s.updateVariables()
        #expect(s.value(of: y) == 4 && s.consistencyProblem() == nil)
    }

    /// The dump names id variables `v<slot>` and lists constraints added by id.
    @Test func dumpNamesVariablesAndConstraintsAddedByID() throws {
        let s = Solver()
        s.defersChecks = true
        let x = s.makeVariable(), y = s.makeVariable()
        try add(s, [(x, 1), (y, -1)], -8, .equal)
        try add(s, [(x, 1), (x, 1)], -200, .equal, 500)
        #expect(s.checkDeferredIDs().isEmpty)
        let dump = s.dump()
        #expect(dump.contains("v0 := v1 + 8"), "\(dump)")
        #expect(dump.contains("v0 = 100") && dump.contains("v1 = 92"), "\(dump)")
        #expect(dump.contains("Constraints:\n  v0 - v1 - 8 == 0\n  2 v0 - 200 == 0 @500"), "\(dump)")
    }
}
