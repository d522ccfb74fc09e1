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

/// An `Int` held in 32 bits: the slots, counts and list links of records, which stay far below
/// 2³¹ (storing a larger value traps). Halving them keeps records small, so that an engine's
/// tables grow, copy and fill in half the bytes.
@propertyWrapper
struct Int32Storage {
    private var stored: Int32

    init(wrappedValue: Int) { stored = Int32(wrappedValue) }

    var wrappedValue: Int {
        @inline(__always) get { Int(stored) }
        @inline(__always) set { stored = Int32(newValue) }
    }
}

/// A traversal mark or change stamp held in 32 bits: the engine restarts the counters these
/// marks come from before they leave 32 bits (see `Engine.restartStampsIfHigh()` and
/// `DeferredChecks.restartChangeStamps()`), and a value beyond them is stored truncated rather
/// than trapping.
@propertyWrapper
struct Int32Mark {
    private var stored: Int32

    init(wrappedValue: Int) { stored = Int32(truncatingIfNeeded: wrappedValue) }

    var wrappedValue: Int {
        @inline(__always) get { Int(stored) }
        @inline(__always) set { stored = Int32(truncatingIfNeeded: newValue) }
    }
}

/// What the engine knows about one variable (the public object of a variable registered as one
/// lives in `RecordTables.variableObjects`, so that the record holds no reference and copies
/// cheaply; its value lives in `RecordTables.values`). Fields are declared widest first, so that the
/// record has no padding: 104 bytes.
struct VariableRecord {
    /// The bounds the required items set (cached; `hardIsStale` after one of them went or
    /// moved); the items that set them are `hardLowerSlot` and `hardUpperSlot`.
    var hardLower = -Double.infinity
    var hardUpper = Double.infinity
    /// Scratch mark of the current traversal.
    @Int32Mark var stamp = 0
    /// Scratch mark of the current expansion (definitions already counted as used).
    @Int32Mark var expansionMark = 0
    /// The determinacy memo, the flags and the kept answer (see `VariableState`).
    private var state = VariableState()
    /// The slot of the constraint that defines this variable, or -1.
    @Int32Storage var definition = -1
    /// The variable's place in the evaluation order of definitions, or -1 if it was never
    /// defined. A variable keeps its key when its definition goes (it is then *vacant*), so that
    /// it can be defined again in the same place.
    @Int32Storage var key = -1
    /// Item constraints on this variable: the head of a list linked through the constraint
    /// records, and its length.
    @Int32Storage var itemHead = -1
    @Int32Storage var itemCount = 0
    /// Rows whose expanded form mentions this variable: the head of a list linked through the
    /// term pool, and its length.
    @Int32Storage var rowHead = -1
    @Int32Storage var rowCount = 0
    /// Required rows among them.
    @Int32Storage var requiredRowCount = 0
    /// Definitions whose expression mentions this variable.
    @Int32Storage var references = 0
    /// While defined: the constraints whose expanded form went through this definition (the
    /// head of a list in the use pool).
    @Int32Storage var dependentHead = -1
    @Int32Storage var hardLowerSlot = -1
    @Int32Storage var hardUpperSlot = -1
    /// The slot of the edit constraint, or -1.
    @Int32Storage var edit = -1
    /// Constraints and edits that mention the variable; the slot is released at zero.
    @Int32Storage var mentions = 0
    /// Required items and rows that increasing the variable never violates, that decreasing it
    /// never violates, and required equalities: `requiredDown == 0 && requiredEqual == 0` means
    /// nothing required stops the variable from growing.
    @Int32Storage var requiredUp = 0
    @Int32Storage var requiredDown = 0
    @Int32Storage var requiredEqual = 0
    /// Scratch count of the rows still standing while free rows are peeled off a component.
    @Int32Storage var standingRows = 0
    /// The general component it belonged to at the last solve, or -1.
    @Int32Storage var general = -1
    /// The free row the last solve met this variable by, or -1.
    @Int32Storage var freeRow = -1

    /// Memo of `isDetermined`: the determination pass it holds for (see `DeterminationPass`;
    /// 0…`VariableState.generationLimit`, or -1), and the answer (`determined`).
    var determinedGeneration: Int {
        @inline(__always) get { state.generation }
        @inline(__always) set { state.generation = newValue }
    }

    var determined: Bool {
        @inline(__always) get { state.contains(VariableState.determined) }
        @inline(__always) set { state.set(VariableState.determined, newValue) }
    }

    /// Whether `hardLower` and `hardUpper` must be found again.
    var hardIsStale: Bool {
        @inline(__always) get { state.contains(VariableState.hardIsStale) }
        @inline(__always) set { state.set(VariableState.hardIsStale, newValue) }
    }

    /// Whether its component must be solved again.
    var isDirty: Bool {
        @inline(__always) get { state.contains(VariableState.isDirty) }
        @inline(__always) set { state.set(VariableState.isDirty, newValue) }
    }

    /// The determinacy of a folded component's variable kept across passes (see
    /// `+FoldedDeterminacy`), at the threshold `ClosedForms.keptAnswersThreshold`: cleared
    /// whenever the variable's component is solved.
    var keptAnswer: KeptAnswer {
        @inline(__always) get { state.keptAnswer }
        @inline(__always) set { state.keptAnswer = newValue }
    }
}

/// A variable record's determinacy memo generation, its flags and its kept answer in 32 bits,
/// so that the record stays 104 bytes: bits 0–2 are flags, bits 3–4 the kept answer, and the
/// 27 bits above hold the generation plus one (the engine starts the generations again before
/// they pass `generationLimit`; see `Engine.beginDeterminationPass`).
struct VariableState {
    private var rawValue: UInt32 = 0

    /// The largest memo generation stored exactly.
    static let generationLimit = 1 << 26

    static let determined = UInt32(1)
    static let hardIsStale = UInt32(2)
    static let isDirty = UInt32(4)
    private static let keptAnswerShift: UInt32 = 3
    private static let generationShift: UInt32 = 5

    @inline(__always) func contains(_ flag: UInt32) -> Bool { rawValue & flag != 0 }

    @inline(__always) mutating func set(_ flag: UInt32, _ value: Bool) {
        if value { rawValue |= flag } else { rawValue &= ~flag }
    }

    /// -1 (no pass) until set.
    var generation: Int {
        @inline(__always) get { Int(rawValue >> Self.generationShift) - 1 }
        @inline(__always) set {
            let low = rawValue & (1 << Self.generationShift - 1)
            rawValue = UInt32(truncatingIfNeeded: newValue + 1) << Self.generationShift | low
        }
    }

    var keptAnswer: KeptAnswer {
        @inline(__always) get { KeptAnswer(rawValue: UInt8(truncatingIfNeeded: rawValue >> Self.keptAnswerShift) & 3) ?? .none }
        @inline(__always) set {
            rawValue = rawValue & ~(3 << Self.keptAnswerShift) | UInt32(newValue.rawValue) << Self.keptAnswerShift
        }
    }
}

/// A determinacy answer kept for a variable of a folded component, or none.
enum KeptAnswer: UInt8 {
    case none, free, determined
}

/// What the engine knows about one constraint, edit constraints included (the public object of
/// a constraint added as one lives in `RecordTables.objects`, so that the record holds no reference
/// and copies cheaply). Fields are declared widest first, so that the record has no padding: 88
/// bytes.
struct ConstraintRecord {
    /// The constraint's own constant, as last added or updated.
    var constant = 0.0
    /// The item's coefficient, or the defined variable's coefficient in the original equality.
    var coefficient = 0.0
    /// The expanded constant (items, rows, constants), or `β` of a definition.
    var reducedConstant = 0.0
    /// Increases with every add: orders conflict sets and rebuilds.
    var sequence = 0
    /// When the constraint itself last changed (added, new constant) while checks are deferred,
    /// 0 otherwise: the newest change is the one a conflict leaves out. The stamps count from 1
    /// again after each deferred check, which clears them all (`DeferredChecks`); past 2³¹ − 1
    /// changes without a check they are stored truncated, which can only change which change a
    /// conflict leaves out.
    @Int32Mark var changeStamp = 0
    /// Scratch mark of the current traversal.
    @Int32Mark var stamp = 0
    /// The item's variable, or the defined variable of a definition.
    @Int32Storage var variable = -1
    /// Row: its expanded terms in the term pool (linked per variable). Definition: its
    /// expression `Σ b·u` in the term pool (not linked).
    @Int32Storage var termStart = 0
    @Int32Storage var termCount = 0
    /// The definitions the expanded form went through, in the use pool.
    @Int32Storage var useStart = 0
    @Int32Storage var useCount = 0
    /// Its original terms (distinct variables with summed coefficients, in order of first
    /// appearance) in the original-term pool.
    @Int32Storage var originalStart = 0
    @Int32Storage var originalCount = 0
    /// The item list of `variable`.
    @Int32Storage var itemPrevious = -1
    @Int32Storage var itemNext = -1
    /// The priority level (1000 is required).
    var priority: Float = 1000
    var relation = Relation.equal
    var role = ConstraintRole.item
    /// `isEdit`, `isStale` and `awaitsCheck`, one bit each (the record stays 88 bytes).
    private var flags: ConstraintFlags = []

    var isEdit: Bool {
        @inline(__always) get { flags.contains(.isEdit) }
        @inline(__always) set { flags.set(.isEdit, newValue) }
    }

    /// Whether the expanded form is out of date (a definition it went through changed).
    var isStale: Bool {
        @inline(__always) get { flags.contains(.isStale) }
        @inline(__always) set { flags.set(.isStale, newValue) }
    }

    /// Whether a deferred check of this (required) constraint is pending.
    var awaitsCheck: Bool {
        @inline(__always) get { flags.contains(.awaitsCheck) }
        @inline(__always) set { flags.set(.awaitsCheck, newValue) }
    }

    var isRequired: Bool { priority >= 1000 }

    /// Whether the record holds a constraint (a free slot's record has sequence 0).
    var isLive: Bool { sequence > 0 }
}

/// The yes-or-no state of a constraint record, one bit each.
struct ConstraintFlags: OptionSet {
    var rawValue: UInt8
    static let isEdit = ConstraintFlags(rawValue: 1)
    static let isStale = ConstraintFlags(rawValue: 2)
    static let awaitsCheck = ConstraintFlags(rawValue: 4)

    @inline(__always) mutating func set(_ flag: ConstraintFlags, _ value: Bool) {
        if value { insert(flag) } else { remove(flag) }
    }
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
