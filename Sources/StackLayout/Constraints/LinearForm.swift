import LayoutSolver

/// `Σ coefficient·variable + constant` over solver ids, merged by variable (a form holds each
/// variable at most once, which lets the solver skip its search for repeats), in a stable order.
/// Up to four terms are stored inline (a constraint between two items has at most four), more
/// in an array: building a form allocates nothing in the common case, and a form that is reset
/// and built again (the engine's scratch form) keeps its array's storage.
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

    /// Empties the form (its array keeps its storage) and sets its constant.
    mutating func reset(constant: Double = 0) {
        count = 0
        self.constant = constant
    }

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
    @inline(__always)
    mutating func append(_ variable: Solver.VariableID, _ coefficient: Double) {
        let index = count
        if index < 4 {
            // The inline terms, one type in a tuple, lie contiguous: the term is written at its
            // index, field by field (a term's initialiser lives in the solver's module).
            withUnsafeMutablePointer(to: &inline) { pointer in
                pointer.withMemoryRebound(to: Term.self, capacity: 4) { terms in
                    terms[index].variable = variable
                    terms[index].coefficient = coefficient
                }
            }
        } else {
            spill(Term(variable, coefficient))
        }
        count = index + 1
    }

    /// Appends `term` as the fifth or a later term: the terms move to the array.
    @inline(never)
    private mutating func spill(_ term: Term) {
        if count == 4 {
            spilled.removeAll(keepingCapacity: true)
            for index in 0..<4 { spilled.append(self[index]) }
        }
        spilled.append(term)
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
        var form = self
        return try form.withTermsInPlace(body)
    }

    /// `withTerms(_:)` on the form where it is stored: mutating (though it changes nothing) so
    /// that a form kept in a class, the engine's scratch form, is read without a copy.
    mutating func withTermsInPlace<Result>(
        _ body: (UnsafeBufferPointer<Term>) throws(SolverError) -> Result
    ) throws(SolverError) -> Result {
        if count > 4 {
            return try spilled.withUnsafeBufferPointer { (buffer) throws(SolverError) -> Result in try body(buffer) }
        }
        let count = count
        return try withUnsafePointer(to: &inline) { (pointer) throws(SolverError) -> Result in
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
