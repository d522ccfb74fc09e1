import LayoutSolver

/// What a stack keeps for one arranged view: its index and the constraints generated for it,
/// grouped by concern so that a change replaces only its own group.
///
/// One per arranged view, so the object is kept small (72 bytes, an 80-byte block): the index
/// is stored in 32 bits beside the one-byte values, the view's groups share one storage, and
/// the two measurements are plain doubles with a bit each saying whether they are set.
final class ArrangedRecord {
    /// The arranged view (arranged views are subviews, so the stack keeps them anyway).
    let view: View
    /// `index` (a stack holds far fewer than 2³¹ views).
    @exclusivity(unchecked) private var storedIndex: Int32
    /// The axis on which the engine was last told that the view's intrinsic size is suspended.
    @exclusivity(unchecked) var suspendedAxis: Axis?
    /// What the next update pass must do for this view (it then sits in the matching lists of
    /// the stack's `StackChanges`).
    @exclusivity(unchecked) var marks: StackChanges.Marks = []
    /// Whether the view is still arranged (a record in pending changes may have left).
    @exclusivity(unchecked) var isArranged = true
    /// Which measurements are cached: 1 `measuredLength`, 2 `measuredHeight`.
    @exclusivity(unchecked) private var measured: UInt8 = 0
    /// The view's three groups, in one storage: along the axis (`alongSlots`: the link to the
    /// previous visible view or the canvas, equal lengths, gap-guide edges, tie-break,
    /// `length ≥ 0`, and the hiding constraints while hidden), the fillProportionally share
    /// (`[.proportional]`: it depends on every visible view, so it is a group of its own), and
    /// across the axis (`crossSlots`: alignment, the canvas' boundaries, and the hidden placement
    /// while hidden).
    @exclusivity(unchecked) var generated = GeneratedConstraints()
    /// The gap guide between the previous visible view and this one (equal distributions).
    @exclusivity(unchecked) var gapGuide: LayoutGuide?
    @exclusivity(unchecked) private var storedMeasuredLength = 0.0
    @exclusivity(unchecked) private var storedMeasuredHeight = 0.0

    init(view: View, index: Int) {
        self.view = view
        storedIndex = Int32(index)
    }

    /// The index in `arrangedSubviews`.
    var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = Int32(newValue) }
    }

    /// The length measured for fillProportionally, cached until the view's size may change.
    var measuredLength: Double? {
        get { measured & 1 != 0 ? storedMeasuredLength : nil }
        set {
            if let newValue { storedMeasuredLength = newValue }
            measured = newValue == nil ? measured & ~1 : measured | 1
        }
    }

    /// The height measured to find the tallest view (vended baselines), cached likewise.
    var measuredHeight: Double? {
        get { measured & 2 != 0 ? storedMeasuredHeight : nil }
        set {
            if let newValue { storedMeasuredHeight = newValue }
            measured = newValue == nil ? measured & ~2 : measured | 2
        }
    }

    /// Every generated constraint of the view, group after group (descriptions of those held
    /// directly).
    var allConstraints: [LayoutConstraint] {
        generated.all(in: alongSlots) + generated.all(in: proportionalSlots) + generated.all(in: crossSlots)
    }

    /// Calls `body` with every active constraint of the view held directly, group after group.
    func forEachActiveDirect(_ body: (DirectConstraint) -> Void) {
        for slots in recordGroups { generated.forEachActiveDirect(in: slots, body) }
    }

    /// Calls `body` with every active constraint of the view, as it stands, group after group.
    func forEachActive(_ body: (GeneratedConstraint) -> Void) {
        for slots in recordGroups { generated.forEachActive(in: slots, body) }
    }

    /// Deactivates and forgets every constraint of the view, group after group; `engine` is the
    /// engine of the stack's tree, if it has one.
    func removeAllConstraints(in engine: LayoutEngine?) {
        generated.removeAll(groups: recordGroups, in: engine)
    }
}

/// What the next update-constraints pass of a stack must regenerate. Views are marked on their
/// records (no hashing): each list holds a record once.
struct StackChanges {
    /// What is marked on one record.
    struct Marks: OptionSet {
        let rawValue: UInt8
        /// Its along-axis group must be recomputed.
        static let along = Marks(rawValue: 1)
        /// Its across-axis group must be recomputed.
        static let cross = Marks(rawValue: 2)
        /// Its fillProportionally measurement must be redone.
        static let remeasure = Marks(rawValue: 4)
    }

    /// Views whose along-axis group must be recomputed.
    private(set) var along: [ArrangedRecord] = []
    /// Views whose across-axis group must be recomputed.
    private(set) var cross: [ArrangedRecord] = []
    /// Views whose fillProportionally measurement must be redone.
    private(set) var remeasure: [ArrangedRecord] = []
    /// Every arranged view from this index on must recompute its along-axis group too (their
    /// indices, hence their tie-break priorities, moved); `Int.max` when none.
    var alongFrom = Int.max
    /// Every view's along-axis group.
    var allAlong = true
    /// Every view's across-axis group.
    var allCross = true
    /// The fillProportionally shares (they depend on every visible view).
    var proportional = true
    /// The stack-level constraints and the vended baselines.
    var stackLevel = true

    /// Nothing to do.
    static var none: StackChanges {
        var changes = StackChanges()
        changes.allAlong = false
        changes.allCross = false
        changes.proportional = false
        changes.stackLevel = false
        return changes
    }

    /// Becomes `none`, keeping the storage of the lists (for the next pass to mark into).
    mutating func removeAll() {
        along.clearKeepingCapacity()
        cross.clearKeepingCapacity()
        remeasure.clearKeepingCapacity()
        alongFrom = .max
        allAlong = false
        allCross = false
        proportional = false
        stackLevel = false
    }

    var isEmpty: Bool {
        along.isEmpty && alongFrom == .max && cross.isEmpty && !allAlong && !allCross && !proportional
            && remeasure.isEmpty && !stackLevel
    }

    /// Marks `record` for `marks`. While every view's along (or cross) group is marked, the
    /// record is not listed for that group: the pass reconciles them all anyway.
    mutating func mark(_ record: ArrangedRecord, _ marks: Marks) {
        var new = marks.subtracting(record.marks)
        if allAlong { new.remove(.along) }
        if allCross { new.remove(.cross) }
        guard !new.isEmpty else { return }
        record.marks.formUnion(new)
        if new.contains(.along) { along.append(record) }
        if new.contains(.cross) { cross.append(record) }
        if new.contains(.remeasure) { remeasure.append(record) }
    }

    /// Clears the marks of every listed record (the lists stay: the changes are being applied).
    func clearMarks() {
        for record in along { record.marks = [] }
        for record in cross { record.marks = [] }
        for record in remeasure { record.marks = [] }
    }
}

/// Which properties changed (what they invalidate is decided in one place, `invalidate(_:)`).
enum StackProperty {
    case axis, distribution, alignment, spacing, canvas, baselineRelative
}
