import Testing
@_spi(Testing) import LayoutSolver

/// `isDetermined(_:ignoringPrioritiesUpTo:)`: whether the constraints above a priority fix a
/// variable, read from the last solve without changing it, on every path the solver takes
/// (closed forms alone and with one row, free rows, definitions, general components, and the
/// plain simplex).
@Suite("Determinacy above a priority")
struct DeterminacyThresholdTests {
    /// `x == 10 @1`: the only thing holding `x`.
    @Test func aVariableHeldOnlyByAWeakWishIsFreeWhenThatLevelIsIgnored() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10) | 1)
        try solver.add(x >= 0)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.isDetermined(x, ignoringPrioritiesUpTo: 0))
        #expect(solver.isDetermined(x, ignoringPrioritiesUpTo: 0.5))
        #expect(!solver.isDetermined(x, ignoringPrioritiesUpTo: 1))
        #expect(!solver.isDetermined(x, ignoringPrioritiesUpTo: 2))
        #expect(x.value == 10, "asking solves nothing again")
    }

    /// `x + y == 100` with both bounded below (one standing row, closed form), `x == 30 @10`.
    @Test func moversOfARowTradeFreelyWhenTheirOnlyWishIsIgnored() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        for c in [x + y == 100, x >= 0, y >= 0, (x == 30) | 10] { try solver.add(c) }
        solver.updateVariables()
        #expect([x.value, y.value] == [30, 70])
        #expect(solver.statistics.generalComponents == 0)
        #expect(solver.isDetermined(x, ignoringPrioritiesUpTo: 5) && solver.isDetermined(y, ignoringPrioritiesUpTo: 5))
        #expect(!solver.isDetermined(x, ignoringPrioritiesUpTo: 10) && !solver.isDetermined(y, ignoringPrioritiesUpTo: 10))
        // A stronger wish on `y` fixes both again, whatever is ignored below it.
        try solver.add((y == 60) | 500)
        #expect(solver.isDetermined(x, ignoringPrioritiesUpTo: 10) && solver.isDetermined(y, ignoringPrioritiesUpTo: 10))
        #expect(!solver.isDetermined(x, ignoringPrioritiesUpTo: 500))
        solver.updateVariables()
        #expect([x.value, y.value] == [40, 60])
    }

    /// `x == y + 5` defines `x`; `y == 3 @5` is all that holds `y`.
    @Test func aDefinedVariableFollowsWhatItReads() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == y + 5)
        try solver.add((y == 3) | 5)
        #expect(solver.statistics.definitions == 1)
        #expect(solver.isDetermined(x, ignoringPrioritiesUpTo: 4))
        #expect(!solver.isDetermined(x, ignoringPrioritiesUpTo: 5))
        solver.updateVariables()
        #expect(x.value == 8)
    }

    /// A variable that no constraint mentions is free; the plain query keeps reading it as fixed.
    @Test func aVariableNoConstraintMentionsIsUndetermined() {
        let solver = Solver()
        let x = Variable("x")
        #expect(!solver.isDetermined(x, ignoringPrioritiesUpTo: 0))
        #expect(solver.isDetermined(x))
    }

    /// A variable read only by a definition is never solved, and nothing fixes it.
    @Test func aVariableOnlyADefinitionReadsIsUndetermined() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == y + 5)
        #expect(!solver.isDetermined(y, ignoringPrioritiesUpTo: 0))
        #expect(!solver.isDetermined(x, ignoringPrioritiesUpTo: 0))
    }

    /// `a + b == 100`, `b + c == 80` (two standing rows: a general component, or with leaves
    /// folded, `b` alone with the costs of `a` and `c`), `a == 30 @10`.
    @Test(arguments: [false, true])
    func aGeneralComponentReadsItsTableauAboveTheThreshold(foldsLeaves: Bool) throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        solver.foldsLeaves = foldsLeaves
        for k in [a >= 0, b >= 0, c >= 0, (a == 30) | 10, a + b == 100, b + c == 80] { try solver.add(k) }
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [30, 70, 10])
        #expect(solver.statistics.generalComponents == (foldsLeaves ? 0 : 1))
        for v in [a, b, c] {
            #expect(solver.isDetermined(v, ignoringPrioritiesUpTo: 0))
            #expect(solver.isDetermined(v, ignoringPrioritiesUpTo: 9))
            #expect(!solver.isDetermined(v, ignoringPrioritiesUpTo: 10))
        }
        // Alternating thresholds within one solve keeps each answer.
        #expect(solver.isDetermined(a, ignoringPrioritiesUpTo: 0) && !solver.isDetermined(a, ignoringPrioritiesUpTo: 10))
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [30, 70, 10])
    }

    /// The plain simplex: the same general system, and a variable basic in its own row
    /// (`x == y + 5` with `x` fresh) that reads a free symbol.
    @Test func theSimplexAnswersAboveTheThreshold() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let simplex = SimplexSolver()
        for k in [a + b == 100, b + c == 80, a >= 0, b >= 0, c >= 0, (a == 30) | 10] { try simplex.add(k) }
        simplex.updateVariables()
        #expect(simplex.isDetermined(b, ignoringPrioritiesUpTo: 9))
        #expect(!simplex.isDetermined(b, ignoringPrioritiesUpTo: 10))
        let x = Variable("x"), y = Variable("y")
        let rows = simplex.summary.rows
        try simplex.add(x == y + 5)
        #expect(simplex.summary.rows == rows + 1)
        #expect(!simplex.isDetermined(x), "y is free, so is x")
        try simplex.add((y == 1) | 3)
        #expect(simplex.isDetermined(x) && simplex.isDetermined(x, ignoringPrioritiesUpTo: 2))
        #expect(!simplex.isDetermined(x, ignoringPrioritiesUpTo: 3))
    }
}
