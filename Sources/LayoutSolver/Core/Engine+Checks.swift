/// Counts of the engine's state and work, for tests of incrementality (machine-independent,
/// unlike timings).
@_spi(Testing) public struct SolverStatistics: Equatable, Sendable {
    /// Constraints held (edit variables excluded).
    public var constraints = 0
    /// Constraints held as definitions, items, rows.
    public var definitions = 0
    public var items = 0
    public var rows = 0
    /// Terms stored in rows and definitions, plus one per item: the size of the reduced system.
    public var entries = 0
    /// Components solved by the simplex, and the constraints and edits they hold.
    public var generalComponents = 0
    public var generalConstraints = 0
    /// Simplex pivots so far.
    public var pivots = 0
    /// Elementary steps of expansion, traversal and closed forms so far.
    public var steps = 0
    /// Solves of components of two standing rows or more by folding leaves so far.
    public var foldedSolves = 0
    /// Plans of leaf folding made so far: one a solve when the first attempt folds, or when its
    /// rows hold a core that no plan folds (a center stack's), so that the attempt with the
    /// highest soft level made required is the only one planned.
    public var foldingPlans = 0
    /// Simplexes built so far to answer whether variables of folded components are determined.
    public var determinacySolvers = 0
    /// Definitions evaluated after solves so far.
    public var definitionEvaluations = 0
    /// Components solved so far to check required constraints (a check that no local test
    /// settles solves the constraint's component; that solve stands as the component's solution,
    /// which `solve()` does not compute again unless the component changes).
    public var checkSolves = 0

    public init() {}
}

/// The engine's statistics and its internal consistency check (run after every operation in
/// debug builds of small systems).
extension Engine {
    var statistics: SolverStatistics {
        var s = SolverStatistics()
        for slot in records.constraints.indices where records.constraints[slot].isLive {
            let record = records.constraints[slot]
            if !record.isEdit { s.constraints += 1 }
            switch record.role {
            case .definition: s.definitions += 1; s.entries += record.termCount
            case .item: s.items += 1; s.entries += 1
            case .row: s.rows += 1; s.entries += record.termCount
            case .constant: break
            }
            if records[generalHoldOf: slot].instance >= 0 { s.generalConstraints += 1 }
        }
        s.generalComponents = generals.liveCount
        s.definitionEvaluations = definitionEvaluations
        s.pivots = generals.pivotCount
        s.steps = steps
        s.foldedSolves = closedForms.foldedSolves
        s.foldingPlans = closedForms.foldingPlans
        s.determinacySolvers = closedForms.determinacySolvers
        s.checkSolves = deferred.checkSolves
        return s
    }

    /// A description of the first inconsistency between the records and their lists, or `nil`.
    func consistencyProblem() -> String? {
        var items = [Int](repeating: 0, count: records.variables.count)
        var rows = items, requiredRows = items, references = items
        var up = items, down = items, equal = items, mentions = items
        for slot in records.constraints.indices where records.constraints[slot].isLive {
            let record = records.constraints[slot]
            for k in records.originalRange(of: slot) { mentions[records.originals[k].variable] += 1 }
            if record.isStale != stale.contains(slot) && record.isStale { return "stale \(slot) not queued" }
            switch record.role {
            case .definition:
                guard records.variables[record.variable].definition == slot else { return "definition \(slot) not on its variable" }
                for k in record.termStart..<(record.termStart + record.termCount) {
                    references[records.terms[k].variable] += 1
                    if records.terms[k].variable == record.variable { return "definition \(slot) mentions its variable" }
                }
            case .item:
                items[record.variable] += 1
                if record.isRequired {
                    count(record.coefficient, record.relation, record.variable, &up, &down, &equal)
                }
            case .row:
                for k in record.termStart..<(record.termStart + record.termCount) {
                    let v = records.terms[k].variable
                    guard records.terms[k].owner == slot else { return "row \(slot) term \(k) owned by \(records.terms[k].owner)" }
                    if records.variables[v].definition >= 0 && !record.isStale { return "row \(slot) mentions defined \(v)" }
                    rows[v] += 1
                    if record.isRequired {
                        requiredRows[v] += 1
                        count(records.terms[k].coefficient, record.relation, v, &up, &down, &equal)
                    }
                }
            case .constant:
                break
            }
        }
        for v in records.variables.indices where records.holdsVariable(v) {
            let record = records.variables[v]
            if record.itemCount != items[v] { return "variable \(v) counts \(record.itemCount) items, has \(items[v])" }
            if record.rowCount != rows[v] { return "variable \(v) counts \(record.rowCount) rows, has \(rows[v])" }
            if record.requiredRowCount != requiredRows[v] { return "variable \(v) required rows \(record.requiredRowCount) vs \(requiredRows[v])" }
            if record.references != references[v] { return "variable \(v) references \(record.references) vs \(references[v])" }
            if record.mentions != mentions[v] { return "variable \(v) counts \(record.mentions) mentions, has \(mentions[v])" }
            if record.requiredUp != up[v] || record.requiredDown != down[v] || record.requiredEqual != equal[v] {
                return "variable \(v) senses \(record.requiredUp)/\(record.requiredDown)/\(record.requiredEqual) vs \(up[v])/\(down[v])/\(equal[v])"
            }
            if record.definition >= 0 && (record.key < 0 || evaluation.order[record.key] != v) { return "defined \(v) not in order" }
            if record.definition < 0 && record.key >= 0 && evaluation.order[record.key] != EvaluationOrder.vacantEntry(v) {
                return "vacant \(v) lost its key"
            }
        }
        return nil
    }

    private func count(_ a: Double, _ relation: Relation, _ v: Int, _ up: inout [Int], _ down: inout [Int], _ equal: inout [Int]) {
        switch relation {
        case .equal: equal[v] += 1
        case .greaterThanOrEqual: if a > 0 { up[v] += 1 } else { down[v] += 1 }
        case .lessThanOrEqual: if a > 0 { down[v] += 1 } else { up[v] += 1 }
        }
    }
}
