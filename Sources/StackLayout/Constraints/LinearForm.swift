import LayoutSolver

/// `Σ coefficient·variable + constant`, merged by variable identity, in a stable order.
struct LinearForm: Equatable {
    /// The terms, in the solver's own type (the form becomes an expression without copying).
    private(set) var terms: [Term] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    /// An empty form with room for `capacity` terms.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        terms.reserveCapacity(capacity)
    }

    /// Appends `coefficient·variable` for a variable the form does not hold yet.
    mutating func append(_ variable: Variable, _ coefficient: Double) {
        terms.append(Term(variable, coefficient))
    }

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
