import Testing
@_spi(Testing) import LayoutSolver

/// Determinacy of the variables of folded components across solves: the answers are kept until
/// the component is solved again or the threshold changes, so they must stay those of a fresh
/// solver holding the same system after every kind of change, in the component or elsewhere.
@Suite("Determinacy of folded components across solves")
struct FoldedDeterminacyTests {
    /// Two guides `a` and `b`, each a component solved by folding: three leaves, the first
    /// wishing to be 24 wide, the other two tied (free between 0 and the guide's width). Keeps
    /// what was added since, so that a fresh solver can hold the same system.
    final class TwoGuides {
        var a = LeafFoldingTests.Guide(leafCount: 3), b = LeafFoldingTests.Guide(leafCount: 3)
        /// A variable outside both guides.
        let z = Variable("z")
        let solver = Solver()
        var added: [Constraint] = []
        var edits: [(variable: Variable, priority: Priority, suggestion: Double)] = []

        init() throws {
            for i in 0..<3 {
                a.bound(i, .lessThanOrEqual)
                b.bound(i, .lessThanOrEqual)
            }
            a.intrinsic(0, 24)
            b.intrinsic(0, 24)
            try addAll(solver, a.constraints + b.constraints)
        }

        var variables: [Variable] { a.variables + b.variables + [z] }

        func add(_ c: Constraint) throws {
            try solver.add(c)
            added.append(c)
        }

        func remove(_ c: Constraint) throws {
            try solver.remove(c)
            added.removeAll { $0 === c }
        }

        func edit(_ v: Variable, priority: Priority, suggesting value: Double) throws {
            if !solver.hasEditVariable(v) { try solver.addEditVariable(v, priority: priority) }
            try solver.suggestValue(value, for: v)
            edits.removeAll { $0.variable === v }
            edits.append((v, priority, value))
        }

        /// A new solver holding the same system (constants as updated).
        func fresh() throws -> Solver {
            let fresh = Solver()
            try addAll(fresh, a.constraints + b.constraints + added)
            for (v, priority, value) in edits {
                try fresh.addEditVariable(v, priority: priority)
                try fresh.suggestValue(value, for: v)
            }
            return fresh
        }
    }

    /// The thresholds asked, in this order: each change of threshold starts anew.
    static let thresholds: [Priority] = [0, 300, 0, 800]

    /// `solver`'s answers for every variable at each threshold (all variables at one threshold,
    /// then the next).
    static func answers(_ solver: Solver, _ variables: [Variable]) -> [[Bool]] {
        thresholds.map { t in variables.map { solver.isDetermined($0, ignoringPrioritiesUpTo: t) } }
    }

    /// A change made after the first answers: what is set up before them, the change, and a
    /// variable whose answer at threshold 0 it turns from `before` to `after`.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let setUp: @Sendable (TwoGuides) throws -> Void
        let change: @Sendable (TwoGuides) throws -> Void
        let watched: @Sendable (TwoGuides) -> Variable
        let before: Bool, after: Bool
        var testDescription: String { name }
    }

    /// `(a.w1 == 10) @300`: fixes a tied leaf.
    static func wish(_ g: TwoGuides) -> Constraint { (g.a.leaves[1] == 10) | 300 }

    /// `(a.w1 == z) @300`: holds a tied leaf to `z`.
    static func link(_ g: TwoGuides) -> Constraint { (g.a.leaves[1] == g.z) | 300 }

    static let changes: [Change] = [
        Change(name: "constraint added in the component", setUp: { _ in },
               change: { g in try g.add(wish(g)) }, watched: { $0.a.leaves[1] }, before: false, after: true),
        Change(name: "constraint removed from the component", setUp: { g in try g.add(wish(g)) },
               change: { g in try g.remove(g.added[0]) }, watched: { $0.a.leaves[1] }, before: true, after: false),
        Change(name: "constant changed in the component", setUp: { g in try g.add(g.a.leaves[1] >= 5) },
               change: { g in try g.solver.updateConstant(of: g.added[0], to: -24) },
               watched: { $0.a.leaves[1] }, before: false, after: true),
        Change(name: "edit suggested in the component",
               setUp: { g in try g.edit(g.a.width, priority: 800, suggesting: 0) },
               change: { g in try g.edit(g.a.width, priority: 800, suggesting: 30) },
               watched: { $0.a.leaves[1] }, before: true, after: false),
        Change(name: "a variable joins the component", setUp: { g in try g.add((g.z == 10) | 300) },
               change: { g in try g.add(link(g)) }, watched: { $0.a.leaves[1] }, before: false, after: true),
        Change(name: "a variable leaves the component", setUp: { g in try g.add((g.z == 10) | 300); try g.add(link(g)) },
               change: { g in try g.remove(g.added[1]) }, watched: { $0.a.leaves[1] }, before: true, after: false),
        Change(name: "the component merges with another", setUp: { _ in },
               change: { g in try g.add((g.a.leaves[1] == g.b.leaves[0]) | 300) },
               watched: { $0.a.leaves[1] }, before: false, after: true),
        Change(name: "constraint added in another component", setUp: { _ in },
               change: { g in try g.add((g.b.leaves[1] == 10) | 300) }, watched: { $0.b.leaves[1] }, before: false, after: true),
    ]

    /// Asks, changes, asks again: the answers are a fresh solver's, before and after, and the
    /// watched variable's answer turns.
    @Test(arguments: changes)
    func answersAfterAChangeAreAFreshSolversAnswers(_ change: Change) throws {
        let guides = try TwoGuides()
        try change.setUp(guides)
        guides.solver.updateVariables()
        #expect(guides.solver.statistics.foldedSolves > 0)
        let watched = change.watched(guides)
        #expect(Self.answers(guides.solver, guides.variables) == Self.answers(try guides.fresh(), guides.variables))
        // Asked last at threshold 0, the answer is kept for the same question after the change.
        #expect(guides.solver.isDetermined(watched, ignoringPrioritiesUpTo: 0) == change.before)
        try change.change(guides)
        guides.solver.updateVariables()
        #expect(guides.solver.isDetermined(watched, ignoringPrioritiesUpTo: 0) == change.after)
        #expect(Self.answers(guides.solver, guides.variables) == Self.answers(try guides.fresh(), guides.variables))
    }

    /// Answers kept across solves: asking again after a solve of another component builds no
    /// simplex; asking the changed component builds one, a new threshold one per component
    /// asked, and asking again at that threshold none.
    @Test func askingAgainAfterAnUnrelatedSolveBuildsNothing() throws {
        let guides = try TwoGuides()
        let a = guides.a.variables, b = guides.b.variables
        func built(asking variables: [Variable], at threshold: Priority = 0) -> Int {
            let before = guides.solver.statistics.determinacySolvers
            for v in variables { _ = guides.solver.isDetermined(v, ignoringPrioritiesUpTo: threshold) }
            return guides.solver.statistics.determinacySolvers - before
        }
        #expect(built(asking: a + b) == 2)
        #expect(built(asking: a + b) == 0)
        try guides.add((guides.b.leaves[1] == 10) | 300)
        guides.solver.updateVariables()
        #expect(built(asking: a) == 0)
        #expect(built(asking: b) == 1)
        #expect(built(asking: a, at: 300) == 1)
        #expect(built(asking: a, at: 300) == 0)
        #expect(built(asking: a) == 1)
        #expect(!guides.solver.isDetermined(guides.a.leaves[1], ignoringPrioritiesUpTo: 0))
        #expect(guides.solver.isDetermined(guides.b.leaves[1], ignoringPrioritiesUpTo: 0))
    }
}
