import Testing
@_spi(Testing) import LayoutSolver

/// Many rows that share one variable, as a stack's edge is bounded by every view: a
/// pivot on the shared variable, a ratio test or a constant change visits exactly the rows that
/// hold a symbol. The consistency check runs after every operation here, and it fails when a
/// row holds a symbol that the index of rows does not list it under.
@Suite("Rows sharing a variable")
struct SharedVariableTests {
    static let count = 120
    /// 20 … 50 pt, the widest at every index i with i mod 7 == 6.
    static func intrinsic(_ i: Int) -> Double { 20 + 5 * Double(i % 7) }

    /// Widths that want their intrinsic length at 750 under a hub (`width ≤ hub`, required)
    /// that wants to be 0 at 51.
    func star() throws -> (solver: SimplexSolver, hub: Variable, widths: [Variable], bounds: [Constraint]) {
        let hub = Variable("hub")
        let widths = (0..<Self.count).map { Variable("w\($0)") }
        let s = SimplexSolver()
        s.consistencyCheckLimit = nil
        try s.add((hub == 0) | 51)
        var bounds: [Constraint] = []
        for (i, w) in widths.enumerated() {
            try s.add(w >= 0)
            try s.add((w == Self.intrinsic(i)) | 750)
            bounds.append(w <= hub)
            try s.add(bounds[i])
        }
        return (s, hub, widths, bounds)
    }

    @Test func hubFitsTheWidest() throws {
        let (s, hub, widths, _) = try star()
        s.updateVariables()
        #expect(hub.value == 50)
        for (i, w) in widths.enumerated() { #expect(w.value == Self.intrinsic(i)) }
    }

    /// The hub held by an edit at 900: widths wider than it are compressed to it, the others
    /// keep their length; the detour through 10 first makes the dual simplex pivot back.
    @Test(arguments: [30.0, 45.0, 80.0])
    func editedHub(suggestion: Double) throws {
        let (s, hub, widths, _) = try star()
        try s.addEditVariable(hub, priority: 900)
        try s.suggestValue(10, for: hub)
        try s.suggestValue(suggestion, for: hub)
        s.updateVariables()
        #expect(hub.value == suggestion)
        for (i, w) in widths.enumerated() { #expect(w.value == min(Self.intrinsic(i), suggestion)) }
    }

    /// Removing the bounds of the widest views lets the hub fit the next widest (45); adding
    /// them back restores 50. A conflicting required bound is refused and changes nothing.
    @Test func boundsRemovedAndAddedBack() throws {
        let (s, hub, widths, bounds) = try star()
        let widest = Array(stride(from: 6, to: Self.count, by: 7))
        for i in widest { try s.remove(bounds[i]) }
        s.updateVariables()
        #expect(hub.value == 45)
        #expect(widest.allSatisfy { widths[$0].value == 50 })
        for i in widest { try s.add(bounds[i]) }
        #expect(throws: SolverError.self) { try s.add(hub <= -1) }
        s.updateVariables()
        #expect(hub.value == 50)
        #expect(s.consistencyProblem() == nil)
    }
}
