import Testing
@_spi(Testing) import LayoutSolver

/// Definitions evaluated after a solve while the client tracks changed values: only those that
/// read a changed value, directly or through other definitions, are evaluated again.
@Suite("Definitions evaluated from changed values")
struct DefinitionEvaluationTests {
    /// A chain `a1 := a0 + 10`, `a2 := a1 + 10`, … `a6 := a5 + 10` over `a0`, which a wish at
    /// priority 500 puts at 5, and a second chain `b1 := b0 + 1` with `b0` wished at 100:
    /// seven definitions. The solver tracks changes, first solve done and its changes taken.
    struct Chains {
        let solver = Solver()
        let a: [Solver.VariableID]
        let b: [Solver.VariableID]
        var wishA = Solver.ConstraintID.none, wishB = Solver.ConstraintID.none
        var links: [Solver.ConstraintID] = []

        init() throws {
            solver.defersChecks = true
            solver.tracksValueChanges = true
            let solver = self.solver
            a = (0..<7).map { _ in solver.makeVariable() }
            b = (0..<2).map { _ in solver.makeVariable() }
            wishA = try add([(a[0], 1)], constant: -5, priority: Priority(500))
            wishB = try add([(b[0], 1)], constant: -100, priority: Priority(500))
            for i in 1..<7 { links.append(try add([(a[i], 1), (a[i - 1], -1)], constant: -10, priority: .required)) }
            _ = try add([(b[1], 1), (b[0], -1)], constant: -1, priority: .required)
            #expect(solver.checkDeferredIDs().isEmpty)
            solver.updateVariables()
            _ = solver.takeChangedVariables { _ in }
        }

        /// Adds `Σ terms + constant = 0` at `priority`.
        func add(_ terms: [(Solver.VariableID, Double)], constant: Double, priority: Priority) throws -> Solver.ConstraintID {
            try terms.map { Solver.TermID($0.0, $0.1) }.withUnsafeBufferPointer { buffer in
                try solver.add(buffer, constant: constant, relation: .equal, priority: priority)
            }
        }

        /// Solves; returns the definitions evaluated by the solve and the changed variables, in
        /// the order their values were written.
        func solve() -> (evaluations: Int, changed: [Solver.VariableID]) {
            let before = solver.statistics.definitionEvaluations
            solver.updateVariables()
            var changed: [Solver.VariableID] = []
            #expect(solver.takeChangedVariables { changed.append($0) })
            return (solver.statistics.definitionEvaluations - before, changed)
        }
    }

    @Test func theChainsAreSevenDefinitions() throws {
        let chains = try Chains()
        #expect(chains.solver.statistics.definitions == 7)
        #expect(chains.a.map { chains.solver.value(of: $0) } == [5, 15, 25, 35, 45, 55, 65])
        #expect(chains.b.map { chains.solver.value(of: $0) } == [100, 101])
    }

    /// A new value at the start of a chain evaluates the whole chain again, in order, and not
    /// the other chain.
    @Test func aChangeAtTheStartEvaluatesTheChain() throws {
        let chains = try Chains()
        #expect(try chains.solver.updateConstant(of: chains.wishA, to: -7))
        let (evaluations, changed) = chains.solve()
        #expect(evaluations == 6)
        #expect(changed == chains.a)
        #expect(chains.a.map { chains.solver.value(of: $0) } == [7, 17, 27, 37, 47, 57, 67])
        #expect(chains.b.map { chains.solver.value(of: $0) } == [100, 101])
    }

    /// A new constant in the last definition of a chain evaluates that definition alone.
    @Test func aChangeAtALeafEvaluatesTheLeafAlone() throws {
        let chains = try Chains()
        #expect(try chains.solver.updateConstant(of: chains.links[5], to: -20))
        #expect(chains.solver.checkDeferredIDs().isEmpty)
        let (evaluations, changed) = chains.solve()
        #expect(evaluations == 1)
        #expect(changed == [chains.a[6]])
        #expect(chains.a.map { chains.solver.value(of: $0) } == [5, 15, 25, 35, 45, 55, 75])
    }

    /// A change in the middle evaluates the definitions after it; one that writes the same value
    /// evaluates and lists nothing.
    @Test func aChangeInTheMiddleEvaluatesWhatFollows() throws {
        let chains = try Chains()
        #expect(try chains.solver.updateConstant(of: chains.links[2], to: -12))
        #expect(chains.solver.checkDeferredIDs().isEmpty)
        let (evaluations, changed) = chains.solve()
        #expect(evaluations == 4)
        #expect(changed == Array(chains.a[3...]))
        #expect(chains.a.map { chains.solver.value(of: $0) } == [5, 15, 25, 37, 47, 57, 67])
        #expect(try chains.solver.updateConstant(of: chains.wishB, to: -100.5))
        #expect(try chains.solver.updateConstant(of: chains.wishB, to: -100))
        let unchanged = chains.solve()
        #expect(unchanged.evaluations == 0 && unchanged.changed.isEmpty)
    }

    /// A definition dropped and made again (at its old key) before the first incremental
    /// evaluation is linked as a reader with the others when that evaluation links them: the
    /// definitions after it follow its new constant, then a change at the start of the chain
    /// evaluates all six again.
    @Test func aDefinitionMadeAgainBeforeTheFirstIncrementalEvaluationIsLinked() throws {
        var chains = try Chains()
        #expect(chains.solver.remove(chains.links[2]))
        chains.links[2] = try chains.add([(chains.a[3], 1), (chains.a[2], -1)], constant: -12, priority: .required)
        #expect(chains.solver.checkDeferredIDs().isEmpty)
        #expect(chains.solver.statistics.definitions == 7)
        let remade = chains.solve()
        #expect(remade.evaluations == 4)
        #expect(remade.changed == Array(chains.a[3...]))
        #expect(chains.a.map { chains.solver.value(of: $0) } == [5, 15, 25, 37, 47, 57, 67])
        #expect(try chains.solver.updateConstant(of: chains.wishA, to: -7))
        let (evaluations, changed) = chains.solve()
        #expect(evaluations == 6)
        #expect(changed == chains.a)
        #expect(chains.a.map { chains.solver.value(of: $0) } == [7, 17, 27, 39, 49, 59, 69])
    }

    /// Without tracking, every definition is evaluated after every solve.
    @Test func untrackedSolvesEvaluateEveryDefinition() throws {
        let chains = try Chains()
        chains.solver.tracksValueChanges = false
        #expect(try chains.solver.updateConstant(of: chains.wishB, to: -200))
        let before = chains.solver.statistics.definitionEvaluations
        chains.solver.updateVariables()
        #expect(chains.solver.statistics.definitionEvaluations - before == 7)
        #expect(chains.b.map { chains.solver.value(of: $0) } == [200, 201])
        #expect(!chains.solver.takeChangedVariables { _ in })
    }
}
