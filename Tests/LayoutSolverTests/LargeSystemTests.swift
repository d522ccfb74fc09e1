import Testing
@_spi(Testing) import LayoutSolver

/// Large systems stay fast enough in debug builds (the per-operation consistency check is
/// automatically skipped above 2000 rows).
@Suite("Large systems")
struct LargeSystemTests {
    /// 1000 small chains of 10 views (10 000 variables, > 10 000 rows).
    @Test func tenThousandVariables() throws {
        let groups = 1000, length = 10
        let vars = (0..<groups).map { g in (0..<length).map { Variable("v\(g)_\($0)") } }
        let s = SimplexSolver()
        var links: [Constraint] = []
        for chain in vars {
            try s.add(chain[0] >= 0)
            try s.add((chain[0] == 100) | 300)
            for i in 1..<length { links.append(chain[i] == chain[i - 1] + 8) }
            try addAll(s, links.suffix(length - 1))
        }
        let edited = vars[groups / 2][0]
        try s.addEditVariable(edited, priority: 900)
        try s.suggestValue(5, for: edited)
        s.updateVariables()
        #expect(vars[groups / 2][length - 1].value == 5 + 8 * Double(length - 1))
        #expect(vars[0][length - 1].value == 100 + 8 * Double(length - 1))
        try s.suggestValue(-3, for: edited)
        s.updateVariables()
        #expect(edited.value == 0)
        let middle = links[links.count / 2]
        try s.remove(middle)
        try s.add(middle)
        #expect(s.summary.rows > 10_000)
        #expect(s.consistencyProblem() == nil)
    }

    @Test func manySoftLevelsAndViews() throws {
        // 150 views in a row: x[i+1] ≥ x[i] + w[i], widths want 40 at distinct levels, total ≤ 4500.
        let n = 150
        let x = (0...n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        let s = SimplexSolver()
        s.consistencyCheckLimit = nil
        try s.add(x[0] == 0)
        for i in 0..<n {
            try s.add(x[i + 1] >= x[i] + w[i])
            try s.add(w[i] >= 10)
            try s.add((w[i] == 40) | Priority(Float(100 + i)))
        }
        try s.add(x[n] <= 4500)
        s.updateVariables()
        // 4500 − 10·150 = 3000 extra: 100 highest-priority widths get 40, the rest stay at 10.
        let full = w.filter { $0.value == 40 }.count
        #expect(full == 100)
        #expect(w[n - 1].value == 40 && w[0].value == 10)
    }
}
