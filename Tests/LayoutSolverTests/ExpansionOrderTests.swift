import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// A row's expansion keeps its variables in slot order (the order in which the solver first
/// met them), so that the same constraints give the same rows. An expansion down a chain of
/// definitions reaches them latest first: in descending order, which is reversed instead of
/// sorted; in any other order they are sorted. Both are checked on the row a chain's trailing
/// edge leaves, as the dump lists it, and by the values against the simplex.
@Suite("Order of a row's expanded terms")
struct ExpansionOrderTests {
    /// The order in which the widths are first mentioned (their slots), and the row expected.
    static let cases: [(label: String, order: [Int], row: String)] = [
        ("widths met in chain order: reached in descending order", [0, 1, 2, 3, 4, 5],
         "w0 + w1 + w2 + w3 + w4 + w5 - 60 == 0"),
        ("widths met out of chain order", [3, 0, 5, 1, 4, 2],
         "w3 + w0 + w5 + w1 + w4 + w2 - 60 == 0"),
        // Descending but for the last pair: not reversed, sorted.
        ("widths met in chain order but the first two", [1, 0, 2, 3, 4, 5],
         "w1 + w0 + w2 + w3 + w4 + w5 - 60 == 0"),
    ]

    @Test(arguments: cases.indices)
    func chainRowTermsFollowSlots(_ index: Int) throws {
        let (label, order, row) = Self.cases[index]
        let n = order.count
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        // Each width has items (so that none is defined by the chain), mentioned in `order`;
        // the chain x[k] = x[k−1] + w[k−1] + 8 from x0 = 0 ends at 100.
        var constraints = order.flatMap { k in [w[k] >= 0, (w[k] == 10 + Double(k)) | 250] }
        constraints.append(x[0] == 0)
        for k in 1..<n { constraints.append(x[k] == x[k - 1] + w[k - 1] + 8) }
        constraints.append(x[n - 1] + w[n - 1] == 100)
        let solver = Solver()
        try addAll(solver, constraints)
        let reference = try simplex(holding: constraints)
        let values = solved(solver, w + x), referenceValues = solved(reference, w + x)
        #expect(solver.dump().contains("Rows:\n  \(row)\n"), "\(label): \(solver.dump())")
        #expect(zip(values, referenceValues).allSatisfy { close($0, $1) }, "\(label): \(values) vs \(referenceValues)")
        #expect(solver.consistencyProblem() == nil, "\(label)")
    }
}
