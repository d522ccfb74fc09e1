import Testing
import LayoutSolver
import TestSupport

/// A random system that is satisfiable (all required constraints hold at a hidden point) and
/// whose solution is unique: every variable has its own "pin" `v == target` at a level no other
/// constraint uses, so the lexicographic optimum fixes the variables one by one.
struct RandomSystem {
    var variables: [Variable]
    var required: [Constraint]
    var soft: [Constraint]
    /// Pins, one per variable (the first `pinless` variables may have none).
    var pins: [Constraint?]
    var all: [Constraint] { required + soft + pins.compactMap { $0 } }

    static let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2, 3]

    init(_ rng: inout SplitMix64, variableCount n: Int, pinless: Int = 0) {
        let variables = (0..<n).map { Variable("v\($0)") }
        self.variables = variables
        let point = (0..<n).map { _ in Double(Int.random(in: -50...50, using: &rng)) }
        func randomExpression(_ rng: inout SplitMix64) -> (Expression, Double) {
            var e = Expression()
            var valueAtPoint = 0.0
            let picks = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0..<n, using: &rng) }
            for i in picks {
                let c = Self.coefficients.randomElement(using: &rng)!
                e.terms.append(Term(variables[i], c))
                valueAtPoint += c * point[i]
            }
            return (e, valueAtPoint)
        }
        var required: [Constraint] = []
        for _ in 0..<Int.random(in: 0...(n / 2), using: &rng) {
            let (e, v) = randomExpression(&rng)
            required.append(Constraint(e - v, .equal))
        }
        for _ in 0..<Int.random(in: 0...n, using: &rng) {
            let (e, v) = randomExpression(&rng)
            let slack = Double(Int.random(in: 0...20, using: &rng))
            required.append(Bool.random(using: &rng)
                ? Constraint(e - v + slack, .greaterThanOrEqual)
                : Constraint(e - v - slack, .lessThanOrEqual))
        }
        // Soft constraints on levels 1..<500 (shared freely); pins on distinct levels ≥ 500.
        self.required = required
        var soft: [Constraint] = []
        for _ in 0..<Int.random(in: 0...n, using: &rng) {
            let (e, _) = randomExpression(&rng)
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let target = Double(Int.random(in: -80...80, using: &rng))
            let level = Priority(Float(Int.random(in: 1...5, using: &rng) * 100) - 0.5)
            soft.append(Constraint(e - target, relation, priority: level))
        }
        self.soft = soft
        var levels = Array(500..<1000).shuffled(using: &rng)
        pins = variables.enumerated().map { i, v in
            if i < pinless { return nil }
            let target = Double(Int.random(in: -80...80, using: &rng))
            return Constraint(v - target, .equal, priority: Priority(Float(levels.removeLast())))
        }
    }

    /// Whether every required constraint holds at the variables' values within 1e-9 relative.
    func requiredHold() -> Bool {
        required.allSatisfy { c in
            var sum = c.constant
            var scale = abs(c.constant)
            for t in c.terms {
                sum += t.coefficient * t.variable.value
                scale = max(scale, abs(t.coefficient * t.variable.value))
            }
            let tolerance = 1e-9 * max(1, scale)
            switch c.relation {
            case .equal: return abs(sum) <= tolerance
            case .lessThanOrEqual: return sum <= tolerance
            case .greaterThanOrEqual: return sum >= -tolerance
            }
        }
    }
}

/// Two solvers fed the same operations by the randomised comparison suites.
struct SolverPair {
    let first: any TestedSolver
    let second: any TestedSolver
    /// Names the case in recorded issues.
    let label: String

    /// Runs `body` on both; both must throw or both succeed. Returns whether both succeeded.
    @discardableResult
    func both(_ body: (any TestedSolver) throws -> Void) -> Bool {
        let a = (try? body(first)) != nil
        let b = (try? body(second)) != nil
        #expect(a == b, "\(label)")
        return a && b
    }

    /// One random change on both, to a constraint of `constraints`: removed and added again,
    /// its constant shifted by a whole number in `shifts`, removed, or (with `edit`) a whole
    /// value in its range suggested for the edit variable instead.
    func randomStep(
        over constraints: [Constraint], shifts: ClosedRange<Int>, edit: (variable: Variable, values: ClosedRange<Int>)?,
        _ rng: inout SplitMix64
    ) {
        guard let c = constraints.randomElement(using: &rng) else { return }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            both { try $0.remove(c) }
            both { try $0.add(c) }
        case 1:
            let constant = c.constant + Double(Int.random(in: shifts, using: &rng))
            both { try $0.updateConstant(of: c, to: constant) }
        case 2 where edit != nil:
            guard let edit else { return }
            let value = Double(Int.random(in: edit.values, using: &rng))
            both { try $0.suggestValue(value, for: edit.variable) }
        default: both { try $0.remove(c) }
        }
    }

    /// Adds every constraint of `system` to both and makes its first variable an edit variable
    /// at 650.5; returns that variable.
    func install(_ system: RandomSystem) -> Variable {
        for c in system.all { both { try $0.add(c) } }
        let edited = system.variables[0]
        both { try $0.addEditVariable(edited, priority: 650.5) }
        return edited
    }
}
