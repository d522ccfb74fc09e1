import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver

/// Adds by id whose caller guarantees distinct variables (`distinct: true`, as the layout
/// engine's forms are added) against the same adds searched for repeats: fresh definitions,
/// rows through one and two levels of definitions, soft equalities and inequalities, four-term
/// constraints, a zero coefficient and a constraint with no term. Both solvers must hold the same
/// terms and constants and solve to the same values, bit for bit.
@Suite("Adds by id with distinct terms: the same system as adds searched for repeats")
struct DistinctTermsAddTests {
    /// One constraint: `Σ terms + constant ⋈ 0` at `priority`, its terms as
    /// `(variable index, coefficient)`.
    struct Add: Sendable {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation = .equal
        var priority: Priority = .required
    }

    /// A system over `variables` variables, added in order.
    struct System: Sendable, CustomTestStringConvertible {
        var name: String
        var variables: Int
        var adds: [Add]
        var testDescription: String { name }
    }

    static let systems: [System] = [
        System(name: "a chain of fresh definitions", variables: 4, adds: [
            Add(terms: [(0, 1)], constant: -10),
            Add(terms: [(1, 1), (0, -1)], constant: -5),
            Add(terms: [(2, 1), (1, -1), (3, -0.5)], constant: 0),
            Add(terms: [(3, 1)], constant: -40, relation: .greaterThanOrEqual),
            Add(terms: [(3, 1)], constant: -60, priority: Priority(250)),
        ]),
        System(name: "rows through one and two levels of definitions", variables: 6, adds: [
            Add(terms: [(0, 1), (1, -1), (2, -1)], constant: -8),
            Add(terms: [(3, 1), (0, -1), (4, -0.5)], constant: 0),
            Add(terms: [(3, 1), (5, -1)], constant: 0, relation: .lessThanOrEqual),
            Add(terms: [(0, 1), (5, -1)], constant: 12, relation: .greaterThanOrEqual),
            Add(terms: [(1, 1)], constant: -20, priority: Priority(500)),
            Add(terms: [(2, 1)], constant: -30, priority: Priority(500)),
            Add(terms: [(4, 1)], constant: -16, priority: Priority(750)),
            Add(terms: [(5, 1)], constant: -100, relation: .lessThanOrEqual),
        ]),
        System(name: "soft equalities and four-term centers", variables: 8, adds: [
            Add(terms: [(0, 1)], constant: 0),
            Add(terms: [(1, 1)], constant: -300),
            Add(terms: [(2, 1), (3, 0.5), (0, -1), (1, -0.5)], constant: 0),
            Add(terms: [(4, 1), (5, 0.5), (0, -1), (1, -0.5)], constant: 0, priority: Priority(750)),
            Add(terms: [(3, 1)], constant: -40, priority: Priority(250)),
            Add(terms: [(5, 1)], constant: -60, relation: .greaterThanOrEqual),
            Add(terms: [(6, 1), (7, -2)], constant: 3, priority: Priority(100)),
            Add(terms: [(7, 1), (2, -1)], constant: 0, relation: .greaterThanOrEqual, priority: Priority(900)),
        ]),
        System(name: "a zero coefficient and an empty constraint", variables: 3, adds: [
            Add(terms: [(0, 1), (1, 0)], constant: -7),
            Add(terms: [(1, 1), (0, -2), (2, 0)], constant: 0),
            Add(terms: [], constant: 0),
            Add(terms: [(2, 1), (1, -1)], constant: 4, relation: .lessThanOrEqual, priority: Priority(500)),
        ]),
    ]

    /// The solver after adding `system` by ids, told the terms are distinct or not; its
    /// variables and constraint ids, in order.
    func build(_ system: System, distinct: Bool) throws -> (Solver, [Solver.VariableID], [Solver.ConstraintID]) {
        let solver = Solver()
        solver.defersChecks = true
        let variables = (0..<system.variables).map { _ in solver.makeVariable() }
        var ids: [Solver.ConstraintID] = []
        for add in system.adds {
            let terms = add.terms.map { Solver.TermID(variables[$0.0], $0.1) }
            ids.append(try terms.withUnsafeBufferPointer {
                try solver.add($0, constant: add.constant, relation: add.relation, priority: add.priority, distinct: distinct)
            })
        }
        #expect(solver.checkDeferredIDs().isEmpty)
        solver.updateVariables()
        return (solver, variables, ids)
    }

    @Test("distinct adds hold the same terms and solve to the same values", arguments: systems)
    func sameSystem(_ system: System) throws {
        let (searched, searchedVariables, searchedIDs) = try build(system, distinct: false)
        let (distinct, distinctVariables, distinctIDs) = try build(system, distinct: true)
        for (index, add) in system.adds.enumerated() {
            let terms = add.terms.filter { $0.1 != 0 }.map { Solver.TermID(distinctVariables[$0.0], $0.1) }
            #expect(terms.withUnsafeBufferPointer { distinct.hasTerms(distinctIDs[index], equalTo: $0) })
            #expect(distinct.constant(of: distinctIDs[index]) == searched.constant(of: searchedIDs[index]))
        }
        let searchedValues = searchedVariables.map { searched.value(of: $0) }
        let distinctValues = distinctVariables.map { distinct.value(of: $0) }
        #expect(distinctValues == searchedValues)
        #expect(distinct.dump() == searched.dump())
    }

    /// Values the first system must reach (within 1e-9), so that the comparison above compares a
    /// solved system: `x0 = 10`, `x1 = 15`, `x3` pulled to 60 above its bound 40, `x2 = x1 + x3/2`.
    @Test("the chain of fresh definitions solves to its values")
    func chainValues() throws {
        let (solver, variables, _) = try build(Self.systems[0], distinct: true)
        let values = variables.map { solver.value(of: $0) }
        #expect(zip(values, [10.0, 15, 45, 60]).allSatisfy { close($0, $1, 1e-9) })
    }
}
