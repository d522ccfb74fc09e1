import Testing
@_spi(Testing) import LayoutSolver

@Suite("Edit variables")
struct EditVariableTests {
    @Test func suggestAndUpdate() throws {
        let width = Variable("width"), half = Variable("half")
        let s = SimplexSolver()
        try s.add(half * 2 == width)
        try s.addEditVariable(width, priority: 999)
        #expect(s.hasEditVariable(width))
        for value in [400.0, 320, 1024, -8] {
            try s.suggestValue(value, for: width)
            #expect(solved(s, [width, half]) == [value, value / 2])
        }
    }

    @Test func suggestionYieldsToRequiredBounds() throws {
        let w = Variable("w")
        let s = SimplexSolver()
        try addAll(s, [w >= 50, w <= 500])
        try s.addEditVariable(w, priority: 999)
        try s.suggestValue(10, for: w)
        #expect(solved(s, [w]) == [50])
        try s.suggestValue(700, for: w)
        #expect(solved(s, [w]) == [500])
        try s.suggestValue(123, for: w)
        #expect(solved(s, [w]) == [123])
    }

    @Test func weakEditLosesToStrongerConstraint() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        try s.add((x == 10) | 700)
        try s.addEditVariable(x, priority: 300)
        try s.suggestValue(99, for: x)
        #expect(solved(s, [x]) == [10])
    }

    @Test func removeEditVariable() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        try s.add((x == 10) | 100)
        try s.addEditVariable(x, priority: 500)
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
        let s = SimplexSolver()
        try s.add(area == w + h)
        try s.addEditVariable(w, priority: 900)
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
