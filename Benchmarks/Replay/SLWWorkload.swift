/// An engine-neutral constraint workload in the SLW1 text format, one item a line (`#` starts a
/// comment): `workload <name>`, `var <name>`, `edit <var> <strength>`,
/// `c EQ|GE|LE <strength> <constant> [<coef> <var>]...` and `step <var> <value> ...`.
///
/// Variables are numbered in order of appearance; constraints read `Σ coef·var + constant op 0`
/// with kiwi strengths (required = 1001001000, strong = 1e6, medium = 1e3, weak = 1).
struct SLWWorkload {
    /// The relation of a constraint.
    enum Operator: String { case eq = "EQ", ge = "GE", le = "LE" }

    /// One `c` line.
    struct ConstraintSpec {
        /// The relation to zero.
        var op: Operator
        /// kiwi strength.
        var strength: Double
        /// The expression's constant.
        var constant: Double
        /// `(variable index, coefficient)` pairs.
        var terms: [(variable: Int, coefficient: Double)]
    }

    /// One `edit` line.
    struct Edit {
        /// Variable index.
        var variable: Int
        /// kiwi strength.
        var strength: Double
    }

    /// One `step` line: suggestions in order, then one update.
    struct Step {
        /// `(variable index, value)` pairs.
        var suggestions: [(variable: Int, value: Double)]
    }

    /// The `workload` name (or the file name when absent).
    var name: String
    /// Variable names by index.
    var variables: [String] = []
    /// Edit variables in file order.
    var edits: [Edit] = []
    /// Constraints in file order.
    var constraints: [ConstraintSpec] = []
    /// Steps in file order.
    var steps: [Step] = []
}

/// A malformed SLW1 file: the line number and what is wrong.
struct SLWError: Error, CustomStringConvertible {
    /// 1-based line number.
    let line: Int
    /// What is wrong.
    let message: String
    /// `line N: message`.
    var description: String { "line \(line): \(message)" }
}

extension SLWWorkload {
    /// Parses SLW1 text; `defaultName` names a workload without a `workload` line.
    static func parse(_ text: String, defaultName: String) throws(SLWError) -> SLWWorkload {
        var workload = SLWWorkload(name: defaultName)
        var index: [Substring: Int] = [:]
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let keyword = fields.first else { continue }
            let args = fields.dropFirst()
            func fail(_ message: String) -> SLWError { SLWError(line: lineNumber, message: message) }
            func number(_ s: Substring) throws(SLWError) -> Double {
                guard let value = Double(s), value.isFinite else { throw fail("not a finite number: \(s)") }
                return value
            }
            func variable(_ s: Substring) throws(SLWError) -> Int {
                guard let i = index[s] else { throw fail("undeclared variable: \(s)") }
                return i
            }
            switch keyword {
            case "workload":
                guard args.count == 1, let name = args.first else { throw fail("expected: workload <name>") }
                workload.name = String(name)
            case "var":
                guard args.count == 1, let name = args.first else { throw fail("expected: var <name>") }
                guard index[name] == nil else { throw fail("duplicate variable: \(name)") }
                index[name] = workload.variables.count
                workload.variables.append(String(name))
            case "edit":
                guard args.count == 2 else { throw fail("expected: edit <var> <strength>") }
                let a = Array(args)
                workload.edits.append(Edit(variable: try variable(a[0]), strength: try number(a[1])))
            case "c":
                let a = Array(args)
                guard a.count >= 3, a.count % 2 == 1, let op = Operator(rawValue: String(a[0])) else {
                    throw fail("expected: c EQ|GE|LE <strength> <constant> [<coef> <var>]...")
                }
                var spec = ConstraintSpec(op: op, strength: try number(a[1]), constant: try number(a[2]), terms: [])
                var k = 3
                while k < a.count {
                    spec.terms.append((variable: try variable(a[k + 1]), coefficient: try number(a[k])))
                    k += 2
                }
                workload.constraints.append(spec)
            case "step":
                let a = Array(args)
                guard !a.isEmpty, a.count % 2 == 0 else { throw fail("expected: step <var> <value> ...") }
                var step = Step(suggestions: [])
                var k = 0
                while k < a.count {
                    step.suggestions.append((variable: try variable(a[k]), value: try number(a[k + 1])))
                    k += 2
                }
                workload.steps.append(step)
            default:
                throw fail("unknown item: \(keyword)")
            }
        }
        return workload
    }
}
