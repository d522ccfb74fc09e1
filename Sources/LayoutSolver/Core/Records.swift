/// How the engine holds a constraint once it is reduced (see <doc:HowTheSolverWorks>).
enum ConstraintRole: UInt8 {
    /// A required equality that defines one of its variables: `v := Σ b·u + β`, evaluated after
    /// the solve, never part of a component.
    case definition
    /// After expanding definitions, one variable is left: a bound or a cost on it.
    case item
    /// After expanding definitions, two or more variables are left: a row of a component.
    case row
    /// After expanding definitions, nothing is left (`0 ⋈ constant`): it holds or it does not.
    case constant
}

/// What the engine knows about one variable (its public object lives in
/// `Engine.variableObjects`, so that the record holds no reference and copies cheaply).
struct VariableRecord {
    /// The value of the last solve.
    var value = 0.0
    /// The slot of the constraint that defines this variable, or -1.
    var definition = -1
    /// The variable's place in the evaluation order of definitions, or -1 if it was never
    /// defined. A variable keeps its key when its definition goes (it is then *vacant*), so that
    /// it can be defined again in the same place.
    var key = -1
    /// Item constraints on this variable: the head of a list linked through the constraint
    /// records, and its length.
    var itemHead = -1
    var itemCount = 0
    /// Rows whose expanded form mentions this variable: the head of a list linked through the
    /// term pool, and its length.
    var rowHead = -1
    var rowCount = 0
    /// Required rows among them.
    var requiredRowCount = 0
    /// Definitions whose expression mentions this variable.
    var references = 0
    /// While defined: the constraints whose expanded form went through this definition (the
    /// head of a list in the use pool).
    var dependentHead = -1
    /// The bounds the required items set (cached; `hardIsStale` after one of them went or
    /// moved), and the items that set them.
    var hardLower = -Double.infinity
    var hardUpper = Double.infinity
    var hardLowerSlot = -1
    var hardUpperSlot = -1
    var hardIsStale = false
    /// The slot of the edit constraint, or -1.
    var edit = -1
    /// Constraints and edits that mention the variable; the slot is released at zero.
    var mentions = 0
    /// Required items and rows that increasing the variable never violates, that decreasing it
    /// never violates, and required equalities: `requiredDown == 0 && requiredEqual == 0` means
    /// nothing required stops the variable from growing.
    var requiredUp = 0
    var requiredDown = 0
    var requiredEqual = 0
    /// Scratch mark of the current traversal.
    var stamp = 0
    /// Scratch mark of the current expansion (definitions already counted as used).
    var expansionMark = 0
    /// Scratch count of the rows still standing while free rows are peeled off a component.
    var standingRows = 0
    /// Whether its component must be solved again.
    var isDirty = false
    /// The general component it belonged to at the last solve, or -1.
    var general = -1
    /// Whether the last solve left the value undetermined (another optimum moves it), for a
    /// variable solved in closed form (see `+Ambiguity` for the others).
    var isAmbiguous = false
    /// The free row the last solve met this variable by, or -1.
    var freeRow = -1
    /// Memo of `isDetermined`: the determination pass it holds for (see `DeterminationPass`),
    /// and the answer.
    var determinedGeneration = -1
    var determined = false
}

/// What the engine knows about one constraint, edit constraints included (its public object
/// lives in `Engine.objects`, so that the record holds no reference and copies cheaply).
struct ConstraintRecord {
    var relation = Relation.equal
    /// The priority level (1000 is required).
    var priority: Float = 1000
    /// The constraint's own constant, as last added or updated.
    var constant = 0.0
    /// Increases with every add: orders conflict sets and rebuilds.
    var sequence = 0
    var role = ConstraintRole.item
    var isEdit = false
    /// Whether the expanded form is out of date (a definition it went through changed).
    var isStale = false
    /// Whether a deferred check of this (required) constraint is pending.
    var awaitsCheck = false
    /// When the constraint itself last changed (added, new constant) while checks are deferred,
    /// 0 otherwise: the newest change is the one a conflict leaves out.
    var changeStamp = 0
    /// The item's variable, or the defined variable of a definition.
    var variable = -1
    /// The item's coefficient, or the defined variable's coefficient in the original equality.
    var coefficient = 0.0
    /// The expanded constant (items, rows, constants), or `β` of a definition.
    var reducedConstant = 0.0
    /// Row: its expanded terms in the term pool (linked per variable). Definition: its
    /// expression `Σ b·u` in the term pool (not linked).
    var termStart = 0
    var termCount = 0
    /// The definitions the expanded form went through, in the use pool.
    var useStart = 0
    var useCount = 0
    /// The item list of `variable`.
    var itemPrevious = -1
    var itemNext = -1
    /// The general component instance holding the reduced form (as `Engine.heldObjects[slot]`),
    /// or -1.
    var simplexInstance = -1
    /// The constant (or suggested value, for an edit) the general component holds.
    var heldConstant = 0.0
    /// Scratch mark of the current traversal.
    var stamp = 0

    var isRequired: Bool { priority >= 1000 }
}

/// An edit variable: the variable, its edit constraint and the last suggested value.
struct EditRecord {
    var variable: Int
    var constraint: Int
    var suggestion = 0.0
}

/// Edit variables by variable slot, in an array indexed by the slot (no hashing).
struct EditTable {
    private var records: [EditRecord?] = []

    /// The edit record of variable slot `v`, or `nil`; assigning `nil` removes it.
    subscript(v: Int) -> EditRecord? {
        get { v < records.count ? records[v] : nil }
        set {
            if v >= records.count {
                guard newValue != nil else { return }
                records.append(contentsOf: repeatElement(nil, count: v + 1 - records.count))
            }
            records[v] = newValue
        }
    }

    /// The slots of the edit variables, in ascending order.
    var keys: [Int] { records.indices.filter { records[$0] != nil } }
}
