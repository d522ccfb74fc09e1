// A seeded random walk over the solver's operations — add, remove, add/remove edit variable,
// suggest, updateConstant, and adds or updates that fail — checking after every step that the
// tableau is consistent (`SimplexSolver.consistencyProblem()`), that a failed operation changed nothing
// (the dump is the same), and that the values equal a fresh solver's for the same active set.
//
// Uniqueness: every variable has its own stay `xᵢ == cᵢ` on its own priority level below every
// other optional level. Levels are minimised in order, and on level i the set of optimal points
// is convex, so |xᵢ − cᵢ| has one minimiser there: after the last level every variable is fixed.
import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

@Suite struct InterleavedOperationTests {
    static let variableCount = 6
    static let optionalPriorities: [Priority] = [100, 500, 750]
    static let editPriorities: [Priority] = [200, 900]

    /// A random constraint over 1–3 variables with small integer coefficients.
    static func randomConstraint(_ x: [Variable], _ rng: inout SplitMix64) -> Constraint {
        var terms: [Term] = []
        for variable in x.shuffled(using: &rng).prefix(rng.int(1...3)) {
            var coefficient = Double(rng.int(-3...3))
            if coefficient == 0 { coefficient = 1 }
            terms.append(Term(variable, coefficient))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
        let priority: Priority = rng.int(0...2) == 0 ? .required : optionalPriorities[rng.int(0...2)]
        return Constraint(Expression(terms: terms, constant: Double(rng.int(-200...200))), relation, priority: priority)
    }

    /// The stays that make every solution unique (see the file comment).
    static func stays(_ x: [Variable]) -> [Constraint] {
        x.enumerated().map { index, variable in
            Constraint(Expression(terms: [Term(variable)], constant: -Double(index * 10 + 5)), .equal,
                       priority: Priority(Float(index + 1)))
        }
    }

    /// The values a fresh solver gives for the same stays, active constraints and edits.
    static func freshValues(_ x: [Variable], active: [Constraint], edits: [(Int, Priority, Double?)]) throws -> [Double] {
        let y = x.map { Variable($0.name) }
        let map = Dictionary(uniqueKeysWithValues: zip(x.map(ObjectIdentifier.init), y))
        func copy(_ c: Constraint) -> Constraint {
            let terms = c.expression.terms.map { Term(map[ObjectIdentifier($0.variable)]!, $0.coefficient) }
            return Constraint(Expression(terms: terms, constant: c.expression.constant), c.relation, priority: c.priority)
        }
        let solver = SimplexSolver()
        for c in stays(y) + active.map(copy) { try solver.add(c) }
        for (index, priority, value) in edits {
            try solver.addEditVariable(y[index], priority: priority)
            if let value { try solver.suggestValue(value, for: y[index]) }
        }
        solver.updateVariables()
        return y.map(\.value)
    }

    /// The total violation per priority level (highest first) of `values` for the given
    /// constraints: the objective the solver minimises level by level.
    static func levelErrors(_ x: [Variable], _ values: [Double], _ constraints: [Constraint]) -> [(Float, Double)] {
        let index = Dictionary(uniqueKeysWithValues: x.enumerated().map { (ObjectIdentifier($1), $0) })
        var errors: [Float: Double] = [:]
        for c in constraints {
            let e = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * values[index[ObjectIdentifier($1.variable)]!] }
            let violation = switch c.relation {
            case .equal: abs(e)
            case .lessThanOrEqual: max(0, e)
            case .greaterThanOrEqual: max(0, -e)
            }
            errors[c.priority.value, default: 0] += violation
        }
        return errors.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    @Test(arguments: 0..<32)
    func randomWalkKeepsTheTableauConsistentAndEqualToAFreshSolve(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1)
        let x = (0..<Self.variableCount).map { Variable("x\($0)") }
        let solver = SimplexSolver()
        solver.consistencyCheckLimit = nil
        for c in Self.stays(x) { try solver.add(c) }
        var active: [Constraint] = []
        var edits: [(Int, Priority, Double?)] = []
        var failures = 0
        var log: [String] = []
        for step in 0..<60 {
            let before = solver.dump()
            let failed = try Self.randomOperation(solver, x, active: &active, edits: &edits, log: &log, rng: &rng)
            if failed {
                failures += 1
                #expect(solver.dump() == before, "seed \(seed) step \(step): a failed operation changed the solver")
            }
            #expect(solver.consistencyProblem() == nil, "seed \(seed) step \(step)")
            solver.updateVariables()
            let values = x.map(\.value)
            let fresh = try Self.freshValues(x, active: active, edits: edits)
            let mismatch = zip(values, fresh).contains { abs($0 - $1) > 1e-6 * max(1, abs($1)) }
            let all = Self.stays(x) + active + edits.map { index, priority, value in
                Constraint(Expression(terms: [Term(x[index])], constant: -(value ?? 0)), .equal, priority: priority)
            }
            #expect(!mismatch, Comment(rawValue: "seed \(seed) step \(step): \(values) vs fresh \(fresh)\n"
                + "errors by level: \(Self.levelErrors(x, values, all))\n   fresh: \(Self.levelErrors(x, fresh, all))\n"
                + log.joined(separator: "\n")))
            if mismatch { break }
        }
        #expect(failures > 0)
    }

    /// One random operation on `solver` (add, remove, edit variables, suggestions, constant
    /// changes, or operations that must fail), logged; returns whether it failed.
    static func randomOperation(
        _ solver: SimplexSolver, _ x: [Variable], active: inout [Constraint], edits: inout [(Int, Priority, Double?)],
        log: inout [String], rng: inout SplitMix64
    ) throws -> Bool {
        var failed = false
        switch rng.int(0...9) {
        case 0...2:
            let c = Self.randomConstraint(x, &rng)
            log.append("add \(c)")
            do { try solver.add(c); active.append(c) } catch { failed = true }
        case 3 where !active.isEmpty:
            let c = active.remove(at: rng.int(0...active.count - 1))
            log.append("remove \(c)")
            try solver.remove(c)
        case 4:
            let index = rng.int(0...Self.variableCount - 1)
            if let position = edits.firstIndex(where: { $0.0 == index }) {
                log.append("removeEdit x\(index)")
                try solver.removeEditVariable(x[index])
                edits.remove(at: position)
            } else {
                let priority = Self.editPriorities[rng.int(0...1)]
                log.append("addEdit x\(index) @\(priority.value)")
                try solver.addEditVariable(x[index], priority: priority)
                edits.append((index, priority, nil))
            }
        case 5...6 where !edits.isEmpty:
            let position = rng.int(0...edits.count - 1)
            let value = Double(rng.int(-300...300))
            log.append("suggest x\(edits[position].0) = \(value)")
            try solver.suggestValue(value, for: x[edits[position].0])
            edits[position].2 = value
        case 7...8 where !active.isEmpty:
            let c = active[rng.int(0...active.count - 1)]
            let constant = Double(rng.int(-200...200))
            log.append("updateConstant \(c) to \(constant)")
            do { try solver.updateConstant(of: c, to: constant) } catch { failed = true }
        default:
            // Operations that must fail and change nothing.
            if let c = active.first {
                #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
            }
            #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(x[0]), .equal, priority: 1001)) }
            #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x[0]) }
            failed = true
        }
        return failed
    }
}
