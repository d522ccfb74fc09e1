import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver

/// Adds by id on the shapes the solver places without a general expansion: a constraint on a
/// variable whose definition aliases another variable, terms that repeat a variable or have a
/// zero coefficient, an equality whose first variable is fresh, and terms checked as they are
/// copied (a bad one takes back what was copied).
@Suite("Adds by id: aliases, repeated and zero terms, fresh variables")
struct AddByIDTests {
    /// `(variable, coefficient)` pairs.
    typealias Terms = [(Solver.VariableID, Double)]

    /// A solver for adds by id (they need deferred checks).
    func makeSolver() -> Solver {
        let solver = Solver()
        solver.defersChecks = true
        return solver
    }

    /// Adds `Σ terms + constant ⋈ 0` at `priority` by ids.
    @discardableResult
    func add(
        _ solver: Solver, _ terms: Terms, _ constant: Double, _ relation: Relation = .equal, _ priority: Priority = .required
    ) throws -> Solver.ConstraintID {
        let ids = terms.map { Solver.TermID($0.0, $0.1) }
        return try ids.withUnsafeBufferPointer { try solver.add($0, constant: constant, relation: relation, priority: priority) }
    }

    /// Checks the deferred constraints, solves and reads `variables`.
    func values(_ solver: Solver, _ variables: [Solver.VariableID]) -> [Double] {
        #expect(solver.checkDeferredIDs().isEmpty)
        solver.updateVariables()
        return variables.map { solver.value(of: $0) }
    }

    /// Whether `a` and `b` agree value by value within 1e-9.
    func same(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { close($0, $1, 1e-9) } }

    /// `v := b·u + β`, then `a·v + c ⋈ 0`, with `u` pinned at 10 (level 500).
    struct AliasCase: Sendable, CustomTestStringConvertible {
        var b: Double, beta: Double, a: Double, c: Double
        var relation: Relation
        var priority: Priority = .required
        /// `(u, v)` once both are added.
        var expected: (u: Double, v: Double)
        /// `c` changed to `changedC`, and `(u, v)` then.
        var changedC: Double, changed: (u: Double, v: Double)
        /// The definition replaced by `v := b·u + newBeta` (`c` changed), and `(u, v)` then.
        var newBeta: Double, redefined: (u: Double, v: Double)
        var testDescription: String { "v := \(b)·u + \(beta); \(a)·v + \(c) \(relation) 0" }
    }

    static let aliasCases: [AliasCase] = [
        // v ≥ 30 with v = u + 5: u ≥ 25.
        AliasCase(b: 1, beta: 5, a: 1, c: -30, relation: .greaterThanOrEqual, expected: (25, 30),
                  changedC: -40, changed: (35, 40), newBeta: 15, redefined: (25, 40)),
        // 2·v + 10 ≤ 0 with v = −u/2 + 3: u ≥ 16.
        AliasCase(b: -0.5, beta: 3, a: 2, c: 10, relation: .lessThanOrEqual, expected: (16, -5),
                  changedC: 6, changed: (12, -3), newBeta: 5, redefined: (16, -3)),
        // −v + 4 ≥ 0 with v = 2·u: u ≤ 2.
        AliasCase(b: 2, beta: 0, a: -1, c: 4, relation: .greaterThanOrEqual, expected: (2, 4),
                  changedC: 8, changed: (4, 8), newBeta: -4, redefined: (6, 8)),
        // v == 7 at level 750 (above u's pin) with v = u + 5: u = 2.
        AliasCase(b: 1, beta: 5, a: 1, c: -7, relation: .equal, priority: 750, expected: (2, 7),
                  changedC: -9, changed: (4, 9), newBeta: 8, redefined: (1, 9)),
    ]

    /// A constraint on an alias lands on the aliased variable, and follows it when its constant
    /// changes and when the alias is defined again with another constant (it was made stale
    /// through the definition it went through).
    @Test(arguments: aliasCases)
    func constraintOnAnAliasFollowsItsDefinition(_ t: AliasCase) throws {
        let solver = makeSolver()
        let u = solver.makeVariable(), v = solver.makeVariable()
        try add(solver, [(u, 1)], -10, .equal, 500)
        let definition = try add(solver, [(v, 1), (u, -t.b)], -t.beta)
        let aliased = try add(solver, [(v, t.a)], t.c, t.relation, t.priority)
        #expect(same(values(solver, [u, v]), [t.expected.u, t.expected.v]))
        #expect(solver.consistencyProblem() == nil)

        #expect(try solver.updateConstant(of: aliased, to: t.changedC))
        #expect(same(values(solver, [u, v]), [t.changed.u, t.changed.v]))

        #expect(solver.remove(definition))
        try add(solver, [(v, 1), (u, -t.b)], -t.newBeta)
        #expect(same(values(solver, [u, v]), [t.redefined.u, t.redefined.v]))
        #expect(solver.consistencyProblem() == nil)
    }

    /// A constraint on a variable defined as another plus a constant offset held by a definition
    /// (`v := 2·u − w + 1`, `w := 4`) lands on `u`, and follows `w` when its constant changes.
    @Test func constraintOnAnAliasWithAConstantOffsetFollowsTheOffset() throws {
        let solver = makeSolver()
        let u = solver.makeVariable(), v = solver.makeVariable(), w = solver.makeVariable()
        try add(solver, [(u, 1)], -10, .equal, 500)
        let offset = try add(solver, [(w, 1)], -4)
        try add(solver, [(v, 1), (u, -2), (w, 1)], -1)
        // 0.5·v ≥ 20: 2·u − 3 ≥ 40.
        try add(solver, [(v, 0.5)], -20, .greaterThanOrEqual)
        #expect(same(values(solver, [u, v, w]), [21.5, 40, 4]))
        #expect(solver.consistencyProblem() == nil)
        // w := 10: 2·u − 9 ≥ 40.
        #expect(try solver.updateConstant(of: offset, to: -10))
        #expect(same(values(solver, [u, v, w]), [24.5, 40, 10]))
        #expect(solver.consistencyProblem() == nil)
    }

    /// The same constraint added before the alias's definition (an item on the variable, then a
    /// row) and after it (an item on the aliased variable) gives the same values.
    @Test(arguments: aliasCases)
    func constraintOnAnAliasGivesWhatItGivesAddedFirst(_ t: AliasCase) throws {
        let after = makeSolver(), before = makeSolver()
        var results: [[Double]] = []
        for (solver, aliasFirst) in [(after, true), (before, false)] {
            let u = solver.makeVariable(), v = solver.makeVariable()
            try add(solver, [(u, 1)], -10, .equal, 500)
            if !aliasFirst { try add(solver, [(v, t.a)], t.c, t.relation, t.priority) }
            try add(solver, [(v, 1), (u, -t.b)], -t.beta)
            if aliasFirst { try add(solver, [(v, t.a)], t.c, t.relation, t.priority) }
            results.append(values(solver, [u, v]))
            #expect(solver.consistencyProblem() == nil)
        }
        #expect(same(results[0], results[1]))
        #expect(same(results[0], [t.expected.u, t.expected.v]))
    }

    /// Terms by variable index (0 is `x`, 1 is `y`), a constant, whether `x` is pinned at 2
    /// (level 600), the terms the solver holds, and `[x, y]`.
    struct MergeCase: Sendable, CustomTestStringConvertible {
        var terms: [(Int, Double)], constant: Double, pinsX: Bool
        var held: [(Int, Double)], expected: [Double]
        var testDescription: String { "\(terms) + \(constant) == 0" }
    }

    static let mergeCases: [MergeCase] = [
        // 1·x + 0·y + 2·x − 9 == 0: 3·x == 9.
        MergeCase(terms: [(0, 1), (1, 0), (0, 2)], constant: -9, pinsX: false, held: [(0, 3)], expected: [3, 0]),
        // x − x + y − 4 == 0: y == 4, x is not mentioned.
        MergeCase(terms: [(0, 1), (0, -1), (1, 1)], constant: -4, pinsX: false, held: [(1, 1)], expected: [0, 4]),
        // 0.5·y + x + 0.5·y − 6 == 0 with x pinned at 2: y == 4.
        MergeCase(terms: [(1, 0.5), (0, 1), (1, 0.5)], constant: -6, pinsX: true, held: [(1, 1), (0, 1)], expected: [2, 4]),
        // x + y − x − y == 0: no term left.
        MergeCase(terms: [(0, 1), (1, 1), (0, -1), (1, -1)], constant: 0, pinsX: true, held: [], expected: [2, 0]),
    ]

    /// Repeated variables are summed into their first appearance and zero coefficients (given
    /// or summed) are dropped, both in the terms held and in the values.
    @Test(arguments: mergeCases)
    func repeatedAndZeroTermsAreMerged(_ t: MergeCase) throws {
        let solver = makeSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let ids = [x, y]
        let pin = t.pinsX ? try add(solver, [(x, 1)], -2, .equal, 600) : nil
        let c = try add(solver, t.terms.map { (ids[$0.0], $0.1) }, t.constant)
        let held = t.held.map { Solver.TermID(ids[$0.0], $0.1) }
        #expect(held.withUnsafeBufferPointer { solver.hasTerms(c, equalTo: $0) })
        #expect(same(values(solver, ids), t.expected))
        #expect(solver.consistencyProblem() == nil)
        // Removed, it leaves the pin alone.
        #expect(solver.remove(c))
        #expect(solver.consistencyProblem() == nil)
        #expect(pin.map { solver.contains($0) } ?? true)
    }

    /// A bad coefficient after good terms, or a bad constant, throws and takes back every term
    /// copied and every mention counted: the first variable is still fresh afterwards (an
    /// equality defines it), and the error names the first bad part.
    @Test(arguments: [
        ([1.0, .nan], 0.0, "coefficient nan"),
        ([1.0, 2.0, 1e7], 0.0, "coefficient 10000000.0"),
        ([1.0, 1e-7], Double.infinity, "coefficient 1e-07"),
        ([1.0, 2.0], Double.infinity, "constant inf"),
        ([1.0, 2.0], 1e13, "constant 10000000000000.0"),
    ])
    func badNumbersChangeNothing(coefficients: [Double], constant: Double, named: String) throws {
        let solver = makeSolver()
        let variables = coefficients.map { _ in solver.makeVariable() }
        let slots = solver.variableSlotCount
        var message = ""
        do {
            try add(solver, Array(zip(variables, coefficients)), constant)
        } catch {
            if case .invalidValue(let text)? = error as? SolverError { message = text }
        }
        #expect(message.contains(named), "\(message)")
        #expect(solver.consistencyProblem() == nil)
        #expect(solver.variableSlotCount == slots)
        try add(solver, [(variables[0], 1)], -5)
        #expect(same(values(solver, [variables[0]]), [5]))
        #expect(solver.consistencyProblem() == nil)
    }

    /// Random small systems by ids whose terms repeat variables and have zero coefficients meet
    /// the plain reference, through removals, constant changes and adds again.
    @Test(arguments: [0xADD_01, 0xADD_02, 0xADD_03] as [UInt64])
    func randomSystemsWithRepeatedAndZeroTermsAreOptimal(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for round in 0..<40 {
            let solver = makeSolver()
            let variables = (0..<rng.int(2...6)).map { _ in solver.makeVariable() }
            var added: [Solver.ConstraintID] = []
            // A pin per variable on its own level keeps the optimum unique.
            for (i, v) in variables.enumerated() {
                added.append(try add(solver, [(v, 1)], Double(rng.int(-20...20)), .equal, Priority(Float(500 + 10 * i))))
            }
            for _ in 0..<rng.int(2...10) {
                let terms: Terms = (0..<rng.int(1...4)).map { _ in
                    (rng.pick(variables), rng.pick([0, 0, -2, -1, -0.5, 0.5, 1, 2]))
                }
                let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let priority = rng.int(0...2) == 0 ? Priority(Float(100 * rng.int(1...4))) : Priority.required
                added.append(try add(solver, terms, Double(rng.int(-30...30)), relation, priority))
            }
            _ = solver.checkDeferredIDs()
            expectOptimal(solver, "seed \(seed) round \(round)")
            for step in 0..<4 {
                let c = rng.pick(added)
                if rng.int(0...1) == 0 {
                    _ = try solver.updateConstant(of: c, to: Double(rng.int(-30...30)))
                } else if solver.remove(c) {
                    let v = rng.pick(variables)
                    added.append(try add(solver, [(v, 1), (rng.pick(variables), -1), (v, 0)], Double(rng.int(-5...5)), .lessThanOrEqual))
                }
                _ = solver.checkDeferredIDs()
                expectOptimal(solver, "seed \(seed) round \(round) step \(step)")
            }
        }
    }

    /// Expects the plain reference to accept the solver's solution and the records to be
    /// consistent.
    func expectOptimal(_ solver: Solver, _ label: String) {
        solver.updateVariables()
        let check = PlainReferenceCheck(solver.heldSystem)
        #expect(check.problems.isEmpty, "\(label): \(check.problems.prefix(3))")
        #expect(solver.consistencyProblem() == nil, "\(label)")
    }
}
