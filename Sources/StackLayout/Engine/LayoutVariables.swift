import LayoutSolver

/// The four unknowns of one view or guide in one engine: its alignment rect in its superview's
/// coordinates (a guide's in its owning view's). The variables are unnamed: naming four
/// variables per view would cost every first layout four strings per view, and the engine's
/// diagnostics name views and constraints, never solver variables.
final class LayoutVariables {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()

    /// The solved alignment rect (valid after `Solver.updateVariables()`).
    var rect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }

    /// The position variable along `axis`.
    func min(along axis: Axis) -> Variable { axis == .horizontal ? minX : minY }
    /// The length variable along `axis`.
    func length(along axis: Axis) -> Variable { axis == .horizontal ? width : height }

    /// All four, in a fixed order.
    var all: [Variable] { [minX, minY, width, height] }
}

/// `Σ coefficient·variable + constant`, merged by variable identity, in a stable order.
struct LinearForm: Equatable {
    /// The terms, in the solver's own type (the form becomes an expression without copying).
    private(set) var terms: [Term] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    /// Adds `coefficient·variable`, merging it with a term of the same variable.
    mutating func add(_ variable: Variable, _ coefficient: Double) {
        for index in terms.indices where terms[index].variable === variable {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
            return
        }
        if coefficient != 0 {
            if terms.isEmpty { terms.reserveCapacity(4) }
            terms.append(Term(variable, coefficient))
        }
    }

    /// `true` when both forms have the same terms (the constants may differ).
    func hasSameTerms(as other: LinearForm) -> Bool {
        terms.count == other.terms.count
            && zip(terms, other.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    var expression: Expression { Expression(terms: terms, constant: constant) }

    static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.constant == rhs.constant && lhs.hasSameTerms(as: rhs)
    }
}
