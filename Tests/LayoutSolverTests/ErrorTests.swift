import Testing
@_spi(Testing) import LayoutSolver

/// Every error case leaves the solver exactly as it was: its dump and its solution are unchanged.
@Suite("Errors leave the solver unchanged")
struct ErrorTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    /// A solver with some state: constraints at several levels and an edit variable.
    func populated() throws -> (SimplexSolver, [Constraint]) {
        let s = SimplexSolver()
        let cs: [Constraint] = [x == y + 10, y >= 0, (y == 5) | 300, (z <= x) | 200, x <= 100]
        try addAll(s, cs)
        try s.addEditVariable(z, priority: 500)
        try s.suggestValue(40, for: z)
        return (s, cs)
    }

    func expectUnchanged(
        _ s: SimplexSolver, _ expected: SolverError, _ body: (SimplexSolver) throws(SolverError) -> Void
    ) {
        let before = s.dump()
        let values = solved(s, [x, y, z])
        #expect(throws: expected) { try body(s) }
        #expect(s.dump() == before)
        #expect(solved(s, [x, y, z]) == values)
        #expect(s.consistencyProblem() == nil)
    }

    /// Expects `body` to throw `.invalidValue` with a message that contains every one of `words`.
    func expectInvalidValue(
        mentioning words: [String], sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) {
        #expect(sourceLocation: sourceLocation) {
            try body()
        } throws: { error in
            guard case let .invalidValue(message) = error as? SolverError else { return false }
            return words.allSatisfy { message.contains($0) }
        }
    }

    @Test func duplicateConstraint() throws {
        let (s, cs) = try populated()
        expectUnchanged(s, .duplicateConstraint(cs[1])) { s throws(SolverError) in try s.add(cs[1]) }
    }

    @Test func unknownConstraint() throws {
        let (s, _) = try populated()
        let stranger: Constraint = x == 1
        expectUnchanged(s, .unknownConstraint(stranger)) { s throws(SolverError) in try s.remove(stranger) }
        expectUnchanged(s, .unknownConstraint(stranger)) { s throws(SolverError) in
            try s.updateConstant(of: stranger, to: 3)
        }
        #expect(!s.contains(stranger))
    }

    @Test func editVariableErrors() throws {
        let (s, _) = try populated()
        let w = Variable("w")
        expectUnchanged(s, .duplicateEditVariable(z)) { s throws(SolverError) in try s.addEditVariable(z, priority: 100) }
        expectUnchanged(s, .unknownEditVariable(w)) { s throws(SolverError) in try s.removeEditVariable(w) }
        expectUnchanged(s, .unknownEditVariable(w)) { s throws(SolverError) in try s.suggestValue(1, for: w) }
        expectUnchanged(s, .requiredEditVariable(w)) { s throws(SolverError) in try s.addEditVariable(w, priority: .required) }
        #expect(!s.hasEditVariable(w))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbers(bad: Double) throws {
        let (s, _) = try populated()
        let coefficient = Constraint(Expression(terms: [Term(x, bad)], constant: 1), .equal)
        let constant = Constraint(Expression(terms: [Term(x)], constant: bad), .lessThanOrEqual)
        for c in [coefficient, constant] {
            let before = s.dump()
            expectInvalidValue(mentioning: ["x", "not finite"]) { try s.add(c) }
            #expect(s.dump() == before && !s.contains(c))
        }
        #expect(throws: SolverError.self) { try s.suggestValue(bad, for: z) }
        #expect(throws: SolverError.self) { try s.updateConstant(of: (try populated()).1[0], to: bad) }
        #expect(s.consistencyProblem() == nil)
    }

    /// Finite values too large for the tableau (it would overflow while pivoting) are refused
    /// by `suggestValue` and `updateConstant` as by `add`, and change nothing.
    @Test(arguments: [1e13, -1e13, 1e300, -1.7e308])
    func hugeFiniteValues(bad: Double) throws {
        let (s, constraints) = try populated()
        let before = s.dump()
        expectInvalidValue(mentioning: ["too large"]) { try s.suggestValue(bad, for: z) }
        expectInvalidValue(mentioning: ["too large"]) { try s.updateConstant(of: constraints[0], to: bad) }
        #expect(s.dump() == before)
        try s.suggestValue(1e12, for: z)
        #expect(s.consistencyProblem() == nil)
    }

    @Test(arguments: [Float(0), -5, 1000.5, 5000, .nan, .infinity])
    func priorityOutOfRange(value: Float) throws {
        let (s, _) = try populated()
        let c = Constraint(x - 3, .equal, priority: Priority(value))
        let before = s.dump()
        expectInvalidValue(mentioning: ["priority", "(0, 1000]"]) { try s.add(c) }
        #expect(throws: SolverError.self) { try s.addEditVariable(Variable("w"), priority: Priority(value)) }
        #expect(s.dump() == before)
    }

    @Test func conflictingEqualities() throws {
        let s = SimplexSolver()
        let first: Constraint = x == 10
        let second: Constraint = x == 20
        try s.add(first)
        expectUnchanged(s, .unsatisfiable(second, conflicting: [first])) { s throws(SolverError) in try s.add(second) }
    }

    @Test func conflictThroughAChainNamesTheChainOnly() throws {
        let s = SimplexSolver()
        let link: Constraint = x == y
        let unrelated: Constraint = z == 3
        let pin: Constraint = y == 10
        let bad: Constraint = x == 20
        try addAll(s, [link, unrelated, (x == 1) | 500, pin])
        expectUnchanged(s, .unsatisfiable(bad, conflicting: [link, pin])) { s throws(SolverError) in try s.add(bad) }
    }

    @Test func conflictingInequalities() throws {
        let s = SimplexSolver()
        let gap: Constraint = x >= y + 10
        let floor: Constraint = y >= 0
        let other: Constraint = z >= 0
        let ceiling: Constraint = x <= 5
        try addAll(s, [gap, other, floor, (x == 3) | 750])
        expectUnchanged(s, .unsatisfiable(ceiling, conflicting: [gap, floor])) { s throws(SolverError) in
            try s.add(ceiling)
        }
    }

    @Test func failedAddCanBeFixedAndReAdded() throws {
        let s = SimplexSolver()
        let first: Constraint = x >= 10
        let second: Constraint = x <= 5
        try addAll(s, [first, (x == 7) | 500])
        #expect(throws: SolverError.unsatisfiable(second, conflicting: [first])) { try s.add(second) }
        #expect(solved(s, [x]) == [10])
        try s.add((y == x * 2) | 900)
        #expect(solved(s, [y]) == [20])
        try s.remove(first)
        try s.add(second)
        #expect(s.contains(second))
        #expect(solved(s, [x, y]) == [5, 10])
    }

    @Test func unsatisfiableUpdateConstantRollsBack() throws {
        let s = SimplexSolver()
        let floor: Constraint = x >= 10
        let ceiling: Constraint = x <= 50
        try addAll(s, [floor, ceiling, (x == 30) | 500])
        expectUnchanged(s, .unsatisfiable(ceiling, conflicting: [floor])) { s throws(SolverError) in
            try s.updateConstant(of: ceiling, to: -5)  // x − 5 ≤ 0
        }
        #expect(ceiling.constant == -50)
        try s.updateConstant(of: ceiling, to: -20)
        #expect(solved(s, [x]) == [20])
    }

    @Test func errorDescriptionsNameTheCulprit() {
        let c: Constraint = x == 20
        let d: Constraint = x == 10
        #expect(SolverError.unsatisfiable(c, conflicting: [d]).description
            == "unsatisfiable constraint x - 20 == 0; it conflicts with:\n  x - 10 == 0")
        #expect(SolverError.requiredEditVariable(y).description == "edit variable y cannot be required")
        #expect(SolverError.duplicateConstraint(d).description == "duplicate constraint x - 10 == 0")
    }
}
