import Testing
@testable import LayoutSolver

@Suite("Dump and debugDescription")
struct DumpTests {
    @Test func emptySolver() {
        #expect(Solver().dump() == """
            Objective:
              (none)
            Rows:
              (none)
            Definitions:
              (none)
            Infeasible:
              (none)
            Edit variables:
              (none)
            Constraints:
              (none)

            """)
    }

    @Test func singleRequiredEquality() throws {
        let x = Variable("x")
        let s = Solver()
        try s.add(x == 10)
        #expect(s.dump() == """
            Objective:
              (none)
            Rows:
              (none)
            Definitions:
              x := 10 - d1
            Infeasible:
              (none)
            Edit variables:
              (none)
            Constraints:
              x - 10 == 0  [d1]

            """)
    }

    @Test func sectionsNameVariablesLevelsAndEdits() throws {
        let width = Variable("width"), left = Variable("left")
        let s = Solver()
        try s.add(left >= 0)
        try s.add((left == 20) | 250)
        try s.add((width <= 300) | 750)
        try s.addEditVariable(width, priority: 999)
        try s.suggestValue(400, for: width)
        let text = s.dump()
        let sections = ["Objective:", "Rows:", "Definitions:", "Infeasible:", "Edit variables:", "Constraints:"]
        let positions = sections.map { label in text.ranges(of: label).first?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(text.contains("  @999: "))
        #expect(text.contains("  @750: "))
        #expect(text.contains("  @250: "))
        #expect(text.contains("  width @999 suggested 400\n"))
        #expect(text.contains("  left >= 0  [s"))
        #expect(text.contains("  left - 20 == 0 @250  [e"))
        #expect(text.contains("  width - 300 <= 0 @750  [s"))
        #expect(text.contains("\n  left = 20"))
        #expect(s.debugDescription == text)
    }
}
