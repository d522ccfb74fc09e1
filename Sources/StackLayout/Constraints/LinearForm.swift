import LayoutSolver

/// `Σ coefficient·variable + constant` over solver ids, merged by variable, in a stable order.
/// Up to four terms are stored inline (a constraint between two items has at most four), more
/// in an array: building a form allocates nothing in the common case.
struct LinearForm {
    typealias Term = Solver.TermID

    /// Four empty terms, made once (a form starts from a copy, without calls into the solver).
    private static let emptyInline = (Term(.none), Term(.none), Term(.none), Term(.none))

    private var inline = LinearForm.emptyInline
    private var spilled: [Term] = []
    /// The number of terms.
    private(set) var count = 0
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    /// Term `index` (`0..<count`).
    subscript(index: Int) -> Term {
        get {
            if count > 4 { return spilled[index] }
            switch index {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return inline.3
            }
        }
        set {
            if count > 4 { spilled[index] = newValue; return }
            switch index {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: inline.3 = newValue
            }
        }
    }

    /// Appends `coefficient·variable` for a variable the form does not hold yet.
    mutating func append(_ variable: Solver.VariableID, _ coefficient: Double) {
        let term = Term(variable, coefficient)
        switch count {
        case 0: inline.0 = term
        case 1: inline.1 = term
        case 2: inline.2 = term
        case 3: inline.3 = term
        default:
            if count == 4 { spilled = [inline.0, inline.1, inline.2, inline.3] }
            spilled.append(term)
        }
        count += 1
    }

    /// Adds `coefficient·variable`, merging it with a term of the same variable.
    mutating func add(_ variable: Solver.VariableID, _ coefficient: Double) {
        for index in 0..<count where self[index].variable == variable {
            let sum = self[index].coefficient + coefficient
            if sum == 0 { remove(at: index) } else { self[index].coefficient = sum }
            return
        }
        if coefficient != 0 { append(variable, coefficient) }
    }

    private mutating func remove(at index: Int) {
        if count > 4 {
            spilled.remove(at: index)
            count -= 1
            if count == 4 { (inline.0, inline.1, inline.2, inline.3) = (spilled[0], spilled[1], spilled[2], spilled[3]) }
            if count == 4 { spilled = [] }
            return
        }
        for i in index..<(count - 1) { self[i] = self[i + 1] }
        count -= 1
    }

    /// Calls `body` with the terms, contiguous.
    func withTerms<Result>(_ body: (UnsafeBufferPointer<Term>) throws(SolverError) -> Result) throws(SolverError) -> Result {
        if count > 4 {
            return try spilled.withUnsafeBufferPointer { (buffer) throws(SolverError) -> Result in try body(buffer) }
        }
        var terms = inline
        return try withUnsafePointer(to: &terms) { (pointer) throws(SolverError) -> Result in
            try pointer.withMemoryRebound(to: Term.self, capacity: 4) { (start) throws(SolverError) -> Result in
                try body(UnsafeBufferPointer(start: start, count: count))
            }
        }
    }

    /// Whether `solver` holds constraint `id` with this form's terms (the constant aside).
    func hasSameTerms(as id: Solver.ConstraintID, in solver: Solver) -> Bool {
        (try? withTerms { terms in solver.hasTerms(id, equalTo: terms) }) ?? false
    }

    /// Whether `solver` holds constraint `id` with this form's terms and constant.
    func isHeld(as id: Solver.ConstraintID, in solver: Solver) -> Bool {
        solver.constant(of: id) == constant && hasSameTerms(as: id, in: solver)
    }
}
