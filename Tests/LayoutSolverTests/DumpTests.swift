import Testing
import LayoutSolver

@Suite("Dump and debugDescription")
struct DumpTests {
    @Test func emptySolver() {
        #expect(Solver().dump() == """
            Definitions:
            Rows:
            Items:
            Edit variables:
            Values:
            Constraints:
            """)
    }

    @Test func aRequiredEqualityOnAFreshVariableIsADefinition() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.add(x == 10)
        try s.add(y == x + 5)
        #expect(s.dump() == """
            Definitions:
              x := 10
              y := x + 5
            Rows:
            Items:
            Edit variables:
            Values:
              x = 10
              y = 15
            Constraints:
              x - 10 == 0
              y - x - 5 == 0
            """)
    }

    @Test func sectionsNameRowsItemsAndEdits() throws {
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        let s = Solver()
        try s.add(left >= 0)
        try s.add((left == 20) | 250)
        try s.add((width <= 300) | 750)
        try s.add((right >= left + width) | 500)
        try s.addEditVariable(width, priority: 999)
        try s.suggestValue(400, for: width)
        let text = s.dump()
        let sections = ["Definitions:", "Rows:", "Items:", "Edit variables:", "Values:", "Constraints:"]
        let positions = sections.map { label in text.ranges(of: label).first?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(text.contains("Rows:\n  -left - width + right >= 0 @500\n"))
        #expect(text.contains("  left >= 0\n"))
        #expect(text.contains("  left - 20 == 0 @250\n"))
        #expect(text.contains("  width - 300 <= 0 @750\n"))
        #expect(text.contains("  width @999 → 400\n"))
        #expect(text.contains("\n  left = 20\n"))
        #expect(text.contains("\n  width = 400\n"))
        #expect(text.contains("\n  right = 420 (undetermined)\n"))
        #expect(s.debugDescription == text)
    }
}
