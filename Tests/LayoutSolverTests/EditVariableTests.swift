import Testing
@_spi(Testing) import LayoutSolver

@Suite("Edit variables")
struct EditVariableTests {
    /// A simplex solver holding `constraints`, with `variable` an edit variable at `priority`.
    func simplex(editing variable: Variable, at priority: Priority, holding constraints: [Constraint]) throws -> SimplexSolver {
        let s = try LayoutSolverTests.simplex(holding: constraints)
        try s.addEditVariable(variable, priority: priority)
        return s
    }

    @Test func suggestAndUpdate() throws {
        let width = Variable("width"), half = Variable("half")
        let s = try simplex(editing: width, at: 999, holding: [half * 2 == width])
        #expect(s.hasEditVariable(width))
        for value in [400.0, 320, 1024, -8] {
            try s.suggestValue(value, for: width)
            #expect(solved(s, [width, half]) == [value, value / 2])
        }
    }

    @Test func suggestionYieldsToRequiredBounds() throws {
        let w = Variable("w")
        let s = try simplex(editing: w, at: 999, holding: [w >= 50, w <= 500])
        try s.suggestValue(10, for: w)
        #expect(solved(s, [w]) == [50])
        try s.suggestValue(700, for: w)
        #expect(solved(s, [w]) == [500])
        try s.suggestValue(123, for: w)
        #expect(solved(s, [w]) == [123])
    }

    @Test func weakEditLosesToStrongerConstraint() throws {
        let x = Variable("x")
        let s = try simplex(editing: x, at: 300, holding: [(x == 10) | 700])
        try s.suggestValue(99, for: x)
        #expect(solved(s, [x]) == [10])
    }

    @Test func removeEditVariable() throws {
        let x = Variable("x")
        let s = try simplex(editing: x, at: 500, holding: [(x == 10) | 100])
        try s.suggestValue(42, for: x)
        #expect(solved(s, [x]) == [42])
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(solved(s, [x]) == [10])
        try s.addEditVariable(x, priority: 500)  // a new edit variable's suggestion starts at 0
        #expect(solved(s, [x]) == [0])
    }

    @Test func severalEditVariables() throws {
        let w = Variable("w"), h = Variable("h"), area = Variable("sum")
        let s = try simplex(editing: w, at: 900, holding: [area == w + h])
        try s.addEditVariable(h, priority: 900)
        try s.suggestValue(3, for: w)
        try s.suggestValue(4, for: h)
        #expect(solved(s, [area]) == [7])
        try s.removeEditVariable(w)
        try s.suggestValue(10, for: h)
        #expect(solved(s, [h]) == [10])
        #expect(s.summary.editVariables == 1 && s.hasEditVariable(h) && !s.hasEditVariable(w))
    }
}
