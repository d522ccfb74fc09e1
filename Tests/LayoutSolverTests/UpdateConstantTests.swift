import Testing
@_spi(Testing) import LayoutSolver

@Suite("Updating constants in place")
struct UpdateConstantTests {
    @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    func matchesSolvingAfresh(relation: Relation) throws {
        let x = Variable("x"), y = Variable("y")
        for priority in [Priority.required, 600, 200] {
            let s = SimplexSolver()
            let c = Constraint(x - y - 10, relation, priority: priority)
            let others: [Constraint] = [(x == 40) | 400, (y == 0) | 300, y >= -100]
            try addAll(s, others + [c])
            for k in [-20.0, 35, 0, -100] {
                try s.updateConstant(of: c, to: k)
                #expect(c.constant == k && c.expression.constant == k)
                let fresh = SimplexSolver()
                try addAll(fresh, others.map { $0.withPriority($0.priority) }
                    + [Constraint(x - y + k, relation, priority: priority)])
                let got = solved(s, [x, y]), want = solved(fresh, [x, y])
                #expect(zip(got, want).allSatisfy { close($0, $1) }, "\(relation) @\(priority) k=\(k)")
            }
        }
    }

    @Test func redundantRequiredEqualityCannotMoveAlone() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        let a: Constraint = x == 10
        let b: Constraint = 2 * x == 20
        try addAll(s, [a, b])
        #expect(throws: SolverError.unsatisfiable(b, conflicting: [a])) { try s.updateConstant(of: b, to: -30) }
        #expect(b.constant == -20 && solved(s, [x]) == [10])
        try s.remove(a)
        try s.updateConstant(of: b, to: -30)
        #expect(solved(s, [x]) == [15])
    }

    @Test func editVariablesAreNotConstraints() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        try s.addEditVariable(x, priority: 100)
        let internalConstraint = try #require(s.heldConstraints.first)
        #expect(!s.contains(internalConstraint))
        #expect(throws: SolverError.unknownConstraint(internalConstraint)) {
            try s.updateConstant(of: internalConstraint, to: 1)
        }
    }
}
