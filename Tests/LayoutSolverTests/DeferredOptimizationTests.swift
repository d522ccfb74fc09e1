import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// Seeded random operation sequences give the same values with optimisation deferred (as the
/// layout engine runs the simplex) and optimising after every operation: required and soft
/// equalities on fresh variables, removals and re-adds, re-links over earlier variables, edits
/// and constant moves.
@Suite("Deferred optimisation: randomised equivalence")
struct DeferredOptimizationTests {
    static let seeds: [UInt64] = [11, 12, 13, 14, 0xDEF1]

    /// Two solvers fed the same operations: `on` defers optimisation to the next read, `off`
    /// optimises eagerly.
    struct Pair {
        let on: SimplexSolver = {
            let s = SimplexSolver()
            s.defersOptimization = true
            return s
        }()
        let off = SimplexSolver()

        /// Runs `body` on both; both must throw or both succeed. Returns whether they succeeded.
        @discardableResult
        func run(_ label: String, _ body: (SimplexSolver) throws -> Void) -> Bool {
            let a = (try? body(on)) != nil
            let b = (try? body(off)) != nil
            if a != b { Issue.record("\(label): deferred \(a), eager \(b)") }
            return a && b
        }

        func sameValues(_ variables: [Variable], _ label: String) {
            on.updateVariables()
            let got = variables.map(\.value)
            off.updateVariables()
            let want = variables.map(\.value)
            #expect(zip(got, want).allSatisfy { close($0, $1, 1e-7) }, "\(label): \(got) vs \(want)")
        }
    }

    /// Required equalities on fresh variables (chains and trees over earlier ones),
    /// plus required inequalities and equalities over known variables, all holding at a hidden
    /// point; then a pin per variable at its own level so that the solution is unique.
    static func system(_ rng: inout SplitMix64, count n: Int) -> (vars: [Variable], cs: [Constraint], pins: [Constraint]) {
        let vars = (0..<n).map { Variable("v\($0)") }
        let point = (0..<n).map { _ in Double(Int.random(in: -40...40, using: &rng)) }
        var cs: [Constraint] = []
        func expression(_ rng: inout SplitMix64, over range: Range<Int>) -> (Expression, Double) {
            var e = Expression()
            var value = 0.0
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let j = Int.random(in: range, using: &rng)
                let c = RandomSystem.coefficients.randomElement(using: &rng)!
                e.terms.append(Term(vars[j], c))
                value += c * point[j]
            }
            return (e, value)
        }
        for k in 1..<n where Bool.random(using: &rng) || k < 3 {
            // v[k] fresh: equal to an expression over earlier variables.
            let (e, value) = expression(&rng, over: 0..<k)
            let a = [1.0, -1, 2, 0.5].randomElement(using: &rng)!
            cs.append(Constraint(a * vars[k] - e - (a * point[k] - value), .equal))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let (f, fv) = expression(&rng, over: 0..<(k + 1))
                let slack = Double(Int.random(in: 0...15, using: &rng))
                cs.append(Constraint(f - fv + slack, .greaterThanOrEqual))
            }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                let (f, fv) = expression(&rng, over: 0..<(k + 1))
                cs.append(Constraint(f - fv, .equal))  // over known variables: a row, maybe redundant
            }
        }
        var levels = Array(500..<1000).shuffled(using: &rng)
        let pins = vars.map { v in
            (v == Double(Int.random(in: -60...60, using: &rng))) | Priority(Float(levels.removeLast()))
        }
        return (vars, cs, pins)
    }

    @Test(arguments: seeds)
    func operationsAgreeDeferredAndEager(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for round in 0..<40 {
            let (vars, cs, pins) = Self.system(&rng, count: Int.random(in: 4...10, using: &rng))
            let pair = Pair()
            for c in cs + pins { pair.run("add") { s in try s.add(c) } }
            pair.sameValues(vars, "seed \(seed) round \(round) build")
            // Pins stay (removing one could leave a variable undetermined, and then values of a
            // free variable legitimately depend on the basis).
            var live = cs
            for step in 0..<12 {
                let label = "seed \(seed) round \(round) step \(step)"
                Self.randomStep(pair, vars: vars, pins: pins, live: &live, step: step, label: label, rng: &rng)
                pair.sameValues(vars, label)
                #expect(pair.on.consistencyProblem() == nil, "\(label)")
            }
        }
    }

    /// One random operation on both solvers of `pair`: removals and re-adds, constant moves,
    /// edits, required pins that may conflict, re-links over earlier variables, soft and chained
    /// equalities on fresh variables. `live` tracks the constraints currently added.
    static func randomStep(
        _ pair: Pair, vars: [Variable], pins: [Constraint], live: inout [Constraint], step: Int, label: String,
        rng: inout SplitMix64
    ) {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1:
            // Remove a constraint (often a link), sometimes re-add it.
            guard let i = live.indices.randomElement(using: &rng) else { break }
            let c = live.remove(at: i)
            pair.run(label) { s in try s.remove(c) }
            if Bool.random(using: &rng) {
                if pair.run(label, { s in try s.add(c) }) { live.append(c) }
            }
        case 2:
            // Move a constant (required ones may be refused by both).
            guard let c = (live + pins).randomElement(using: &rng) else { break }
            let k = c.constant + Double(Int.random(in: -20...20, using: &rng))
            pair.run(label) { s in try s.updateConstant(of: c, to: k) }
        case 3:
            // Edit a variable and suggest values.
            let v = vars.randomElement(using: &rng)!
            if !pair.on.hasEditVariable(v) {
                pair.run(label) { s in try s.addEditVariable(v, priority: 777.5) }
            }
            let value = Double(Int.random(in: -90...90, using: &rng))
            pair.run(label) { s in try s.suggestValue(value, for: v) }
        case 4:
            // A required pin that may conflict: both refuse or both accept.
            let v = vars.randomElement(using: &rng)!
            let c: Constraint = v == Double(Int.random(in: -60...60, using: &rng))
            if pair.run(label, { s in try s.add(c) }) { live.append(c) }
        case 6:
            relink(pair, vars: vars, live: &live, label: label, rng: &rng)
        case 7:
            // A soft equality on a fresh variable, sometimes bounded too.
            let m = Variable("m\(step)")
            let v = vars.randomElement(using: &rng)!
            let c: Constraint = (m == v + Double(Int.random(in: -9...9, using: &rng))) | 400
            pair.run(label) { s in try s.add(c) }
            live.append(c)
            if Bool.random(using: &rng) {
                let bound: Constraint = (m <= Double(Int.random(in: -50...50, using: &rng))) | 700.5
                pair.run(label) { s in try s.add(bound) }
                live.append(bound)
            }
        default:
            // A new link chained on a known variable (fresh variable `n`).
            let n = Variable("n\(step)")
            let c: Constraint = n == vars.randomElement(using: &rng)! + 3
            pair.run(label) { s in try s.add(c) }
            live.append(c)
        }
    }

    /// Drops a random live constraint, then links a variable again to an earlier one (required
    /// or soft), as a stack re-links the views around one it hides.
    static func relink(_ pair: Pair, vars: [Variable], live: inout [Constraint], label: String, rng: inout SplitMix64) {
        if let i = live.indices.randomElement(using: &rng) {
            let c = live.remove(at: i)
            pair.run(label) { s in try s.remove(c) }
        }
        let k = Int.random(in: 1..<vars.count, using: &rng)
        let j = Int.random(in: 0..<k, using: &rng)
        let a = RandomSystem.coefficients.randomElement(using: &rng)!
        let b = Double(Int.random(in: -30...30, using: &rng))
        var c: Constraint = vars[k] == a * vars[j] + b
        if Bool.random(using: &rng) { c = c | Priority(Float([300, 650.5, 999.5].randomElement(using: &rng)!)) }
        if pair.run(label, { s in try s.add(c) }) { live.append(c) }
    }
}
