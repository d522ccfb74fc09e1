import LayoutSolver

/// The four unknowns of one view or guide in one engine: its alignment rect in the coordinates
/// of the engine's root (the root's bounds).
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

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
    private(set) var terms: [(variable: Variable, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(_ variable: Variable, _ coefficient: Double = 1) {
        terms = [(variable, coefficient)]
    }

    mutating func add(_ other: LinearForm, times factor: Double = 1) {
        for term in other.terms { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append((variable, coefficient))
        }
    }

    /// `true` when both forms have the same terms (the constants may differ).
    func hasSameTerms(as other: LinearForm) -> Bool {
        terms.count == other.terms.count
            && zip(terms, other.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    var expression: Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient) }, constant: constant)
    }

    static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.constant == rhs.constant && lhs.hasSameTerms(as: rhs)
    }
}
