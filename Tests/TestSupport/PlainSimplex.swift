// The plain reference solver of the differential tests: a textbook simplex over one dense
// tableau, with strict priority levels solved one after the other (preemptive goal
// programming). It has none of the production solver's shortcuts: every constraint is one row
// of the same tableau, every wish has its own error columns, and nothing is reduced, folded,
// indexed or solved in closed form.

/// A dense two-phase simplex with lexicographic objectives.
///
/// Every constraint `a·x + c ⋈ 0` becomes a row `a·x + (slack and error columns) = −c`:
/// a required inequality gets a slack `s ≥ 0`, a wish gets error columns `e ≥ 0` that measure
/// its violation (both signs for an equality). The unknowns `x` are free: they enter the basis
/// first (Gauss–Jordan) and never leave it. Phase one finds a basis where every restricted basic
/// column is non-negative, with artificial columns for the rows that need one. Phase two then
/// minimises the total error of each level, highest first; once a level is optimal, every
/// column whose reduced cost there is positive is fixed at zero, so that no lower level can
/// give back any of it. Bland's rule (smallest index entering and leaving) rules out cycling.
public final class PlainSimplex {
    private enum ColumnKind { case free, slack, error, artificial }

    /// Coefficients and right-hand sides below this are zero.
    private static let epsilon = 1e-9

    private let rowCount: Int
    private let columnCount: Int
    private var cells: [Double]
    private var rhs: [Double]
    private var basis: [Int]
    private var basicRow: [Int]
    private let kinds: [ColumnKind]
    /// Per column, the level index whose error it measures, or -1.
    private let levelOf: [Int]
    private var banned: [Bool] = []
    /// The reduced costs of the objective being minimised, and its value.
    private var reduced: [Double] = []
    private var objective = 0.0
    /// Per constraint, its own slack and error columns.
    private let ownColumns: [[Int]]

    private init(variableCount n: Int, constraints: [PlainConstraint], levels: [Double]) {
        rowCount = constraints.count
        var kinds = Array(repeating: ColumnKind.free, count: n)
        var levelOf = Array(repeating: -1, count: n)
        var ownColumns: [[Int]] = []
        for c in constraints {
            let level = c.isRequired ? -1 : levels.firstIndex(of: c.priority)!
            let own: [ColumnKind] = switch (c.isRequired, c.relation) {
            case (true, .equal): []
            case (true, _): [.slack]
            case (false, .equal): [.error, .error]
            case (false, _): [.slack, .error]
            }
            ownColumns.append(Array(kinds.count..<(kinds.count + own.count)))
            kinds += own
            levelOf += own.map { $0 == .error ? level : -1 }
        }
        kinds += repeatElement(.artificial, count: rowCount)
        levelOf += repeatElement(-1, count: rowCount)
        self.kinds = kinds
        self.levelOf = levelOf
        self.ownColumns = ownColumns
        columnCount = kinds.count
        cells = Array(repeating: 0, count: rowCount * columnCount)
        rhs = constraints.map { -$0.constant }
        basis = Array(repeating: -1, count: rowCount)
        basicRow = Array(repeating: -1, count: columnCount)
        banned = Array(repeating: false, count: columnCount)
        for (r, c) in constraints.enumerated() {
            for term in c.terms { cells[r * columnCount + term.variable] += term.coefficient }
            // `a·x + c + s = 0` (≤), `a·x + c − s = 0` (≥); wishes: `a·x + c = e⁺ − e⁻` (=),
            // `a·x + c + s − e⁺ = 0` (≤), `a·x + c − s + e⁻ = 0` (≥).
            let signs: [Double] = switch (c.isRequired, c.relation) {
            case (true, .equal): []
            case (true, .lessThanOrEqual): [1]
            case (true, .greaterThanOrEqual): [-1]
            case (false, .equal): [-1, 1]
            case (false, .lessThanOrEqual): [1, -1]
            case (false, .greaterThanOrEqual): [-1, 1]
            }
            for (column, sign) in zip(ownColumns[r], signs) { cells[r * columnCount + column] = sign }
        }
    }

    /// The lexicographic optimum of `constraints` over unknowns `0..<variableCount`.
    public static func solve(variableCount: Int, constraints: [PlainConstraint]) -> PlainOutcome {
        let levels = Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
        let simplex = PlainSimplex(variableCount: variableCount, constraints: constraints, levels: levels)
        simplex.enterFreeColumns(variableCount)
        guard simplex.findFeasibleBasis() else { return .infeasible }
        for level in levels.indices { simplex.minimise(level: level) }
        var values = Array(repeating: 0.0, count: variableCount)
        var determined = Array(repeating: false, count: variableCount)
        for v in 0..<variableCount where simplex.basicRow[v] >= 0 {
            values[v] = simplex.rhs[simplex.basicRow[v]]
            determined[v] = simplex.isFixed(row: simplex.basicRow[v])
        }
        return .solved(PlainSolution(values: values, determined: determined, levelErrors: constraints.levelErrors(at: values)))
    }

    // MARK: Pivots

    /// Makes `column` basic in `row`: the row is divided by the pivot, then subtracted from every
    /// other row and from the objective until the column is zero there.
    private func pivot(row r: Int, column q: Int) {
        let width = columnCount
        cells.withUnsafeMutableBufferPointer { t in
            let p = t[r * width + q]
            var nonzero: [Int] = []
            for j in 0..<width where t[r * width + j] != 0 {
                t[r * width + j] /= p
                nonzero.append(j)
            }
            rhs[r] /= p
            for i in 0..<rowCount where i != r {
                let f = t[i * width + q]
                if f == 0 { continue }
                for j in nonzero {
                    let updated = t[i * width + j] - f * t[r * width + j]
                    t[i * width + j] = abs(updated) < 1e-13 ? 0 : updated
                }
                t[i * width + q] = 0
                rhs[i] -= f * rhs[r]
            }
            let f = reduced.isEmpty ? 0 : reduced[q]
            if f != 0 {
                for j in nonzero { reduced[j] -= f * t[r * width + j] }
                reduced[q] = 0
                objective += f * rhs[r]
            }
        }
        if basis[r] >= 0 { basicRow[basis[r]] = -1 }
        basis[r] = q
        basicRow[q] = r
    }

    /// Makes each unknown basic in a row that holds it and has no basic column yet; unknowns
    /// that no such row holds stay out (no constraint fixes them).
    private func enterFreeColumns(_ n: Int) {
        for q in 0..<n {
            var best = -1, largest = Self.epsilon
            for r in 0..<rowCount where basis[r] < 0 && abs(cells[r * columnCount + q]) > largest {
                best = r
                largest = abs(cells[r * columnCount + q])
            }
            if best >= 0 { pivot(row: best, column: q) }
        }
    }

    // MARK: Phase one

    /// Gives every row without a basic column one that is non-negative there (its own slack or
    /// error column, else its artificial one) and minimises the sum of the artificial columns;
    /// `false` when it stays positive (the required constraints conflict).
    private func findFeasibleBasis() -> Bool {
        reduced = Array(repeating: 0, count: columnCount)
        objective = 0
        var artificialRows: [Int] = []
        for r in 0..<rowCount where basis[r] < 0 {
            if rhs[r] < 0 {
                for j in 0..<columnCount { cells[r * columnCount + j] = -cells[r * columnCount + j] }
                rhs[r] = -rhs[r]
            }
            if let own = ownColumns[r].first(where: { cells[r * columnCount + $0] > 0 }) {
                pivot(row: r, column: own)
            } else {
                let artificial = columnCount - rowCount + r
                cells[r * columnCount + artificial] = 1
                basis[r] = artificial
                basicRow[artificial] = r
                artificialRows.append(r)
            }
        }
        for r in artificialRows { price(cost: 1, row: r) }
        iterate()
        let scale = rhs.reduce(1) { max($0, abs($1)) }
        guard objective <= 1e-7 * scale else { return false }
        for r in artificialRows where kinds[basis[r]] == .artificial { driveOutArtificial(row: r) }
        for j in 0..<columnCount where kinds[j] == .artificial { banned[j] = true }
        return true
    }

    /// Replaces the artificial basic column of `row` (at zero) by another column of the row,
    /// if it has one; otherwise the row is redundant and its artificial column stays at zero.
    private func driveOutArtificial(row r: Int) {
        rhs[r] = 0
        var best = -1, largest = Self.epsilon
        for j in 0..<columnCount where kinds[j] != .artificial && basicRow[j] < 0 && !banned[j] {
            if abs(cells[r * columnCount + j]) > largest {
                best = j
                largest = abs(cells[r * columnCount + j])
            }
        }
        if best >= 0 { pivot(row: r, column: best) }
    }

    // MARK: Phase two

    /// Adds `cost` times the basic column of `row`, written in the non-basic columns, to the
    /// objective.
    private func price(cost: Double, row r: Int) {
        objective += cost * rhs[r]
        for j in 0..<columnCount where j != basis[r] { reduced[j] -= cost * cells[r * columnCount + j] }
    }

    /// Minimises the total error of level `level` without giving back any of the levels above
    /// (their positive-cost columns are banned), then bans its own positive-cost columns.
    private func minimise(level: Int) {
        reduced = (0..<columnCount).map { levelOf[$0] == level ? 1 : 0 }
        objective = 0
        for r in 0..<rowCount where basis[r] >= 0 && levelOf[basis[r]] == level {
            reduced[basis[r]] = 0
            price(cost: 1, row: r)
        }
        iterate()
        for j in 0..<columnCount where basicRow[j] < 0 && reduced[j] > Self.epsilon { banned[j] = true }
    }

    /// Pivots until no column lowers the objective (Bland's rule).
    private func iterate() {
        var steps = 0
        while let q = (0..<columnCount).first(where: { isCandidate($0) && reduced[$0] < -Self.epsilon }) {
            guard let r = leavingRow(for: q) else { preconditionFailure("plain simplex: unbounded objective") }
            pivot(row: r, column: q)
            steps += 1
            precondition(steps < 100_000, "plain simplex: no convergence")
        }
    }

    /// Whether column `j` may enter: non-basic, not banned, not a free unknown.
    private func isCandidate(_ j: Int) -> Bool { basicRow[j] < 0 && !banned[j] && kinds[j] != .free }

    /// The row that leaves when column `q` grows: the smallest ratio among rows whose basic
    /// column is restricted, ties to the smallest basic column.
    private func leavingRow(for q: Int) -> Int? {
        var best: Int?, bestRatio = Double.infinity
        for r in 0..<rowCount where basis[r] >= 0 && kinds[basis[r]] != .free {
            let a = cells[r * columnCount + q]
            guard a > Self.epsilon else { continue }
            let ratio = max(0, rhs[r]) / a
            if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && basis[r] < basis[best!]) {
                best = r
                bestRatio = ratio
            }
        }
        return best
    }

    /// Whether the basic column of `row` is the same in every optimum: no column that may
    /// still move (not banned, non-basic) has a coefficient in the row.
    private func isFixed(row r: Int) -> Bool {
        for j in 0..<columnCount where j != basis[r] && basicRow[j] < 0 && !banned[j] {
            if abs(cells[r * columnCount + j]) > Self.epsilon { return false }
        }
        return true
    }
}
