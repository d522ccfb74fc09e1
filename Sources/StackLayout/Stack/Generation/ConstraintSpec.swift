@_spi(Testing) import LayoutSolver

/// One attribute of one item, as a side of a constraint to generate (the item by its own
/// reference, as constraints hold it).
///
/// Specs live for one update pass, while the stack keeps the items they name: a side holds the
/// item's reference without retaining it, so that specs are copied and dropped without
/// reference counting.
struct AnchorSide {
    unowned(unsafe) let reference: ItemReference
    let attribute: LayoutAttribute

    init(_ reference: ItemReference, _ attribute: LayoutAttribute) {
        self.reference = reference
        self.attribute = attribute
    }

    init(_ view: View, _ attribute: LayoutAttribute) { self.init(view.itemReference, attribute) }

    init(_ guide: LayoutGuide, _ attribute: LayoutAttribute) { self.init(guide.itemReference, attribute) }
}

/// A generated constraint and the slot of its group it goes to.
struct SlotSpec {
    let slot: ConstraintSlot
    let spec: ConstraintSpec

    init(_ slot: ConstraintSlot, _ spec: ConstraintSpec) {
        self.slot = slot
        self.spec = spec
    }
}

/// The description of a constraint a generator wants: compared with the constraint in place so
/// that only changed constraints are replaced (or, for a new constant, multiplier or priority,
/// updated in place).
struct ConstraintSpec {
    let first: AnchorSide
    let relation: LayoutRelation
    let second: AnchorSide?
    let multiplier: Double
    let constant: Double
    let priority: LayoutPriority
    let identifier: StackConstraintID

    /// `first ⋈ second × multiplier + constant @priority`.
    init(
        _ first: AnchorSide, _ relation: LayoutRelation, _ second: AnchorSide?, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, _ identifier: StackConstraintID
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    /// `true` when `constraint` relates the same attributes of the same items the same way.
    func hasSameShape(as constraint: some GeneratedValues) -> Bool {
        // References are compared by identity (the spec's are read without retaining them).
        guard ObjectIdentifier(constraint.firstReference) == ObjectIdentifier(first.reference),
              constraint.firstAttribute == first.attribute, constraint.relation == relation
        else { return false }
        if let second {
            guard let other = constraint.secondReference, ObjectIdentifier(other) == ObjectIdentifier(second.reference),
                  constraint.secondAttribute == second.attribute
            else { return false }
        } else if constraint.secondReference != nil || constraint.secondAttribute != .notAnAttribute {
            return false
        }
        return constraint.hasKind(identifier)
    }

    /// `true` when `constraint` has this spec's shape and numbers.
    private func hasSameShapeAndNumbers(as constraint: some GeneratedValues) -> Bool {
        constraint.storedMultiplier == multiplier && constraint.storedConstant == constant
            && constraint.storedPriority == priority && hasSameShape(as: constraint)
    }

    /// `true` when `constraint`, inactive, well-formed and made by `generator`, is the one this
    /// spec would make: same shape and numbers (it may then be activated again instead).
    func isMatched(byInactive constraint: LayoutConstraint, madeBy generator: ItemReference) -> Bool {
        !constraint.storedIsActive && constraint.malformation == nil && constraint.generator === generator
            && constraint.isGenerated && hasSameShapeAndNumbers(as: constraint)
    }

    /// `true` when `constraint`, inactive and still held directly, is the one this spec would
    /// make (the group holds only its own stack's).
    func isMatched(byInactive constraint: DirectConstraint) -> Bool {
        !constraint.isActive && constraint.object == nil && hasSameShapeAndNumbers(as: constraint)
    }

    /// A new constraint, active in the engine of `target` (the engine of the stack's tree, which
    /// holds every item a stack generates constraints for): held directly unless the stack makes
    /// objects or the spec is one the public API would refuse (an object reports it). Inlined
    /// into the loops that make a group's constraints, where it runs once for each.
    @inline(__always)
    func makeConstraint(for target: GenerationTarget) -> GeneratedConstraint {
        // Multiplier 1 and constant 0, the numbers of most generated constraints, are accepted.
        guard !target.makesObjects, priority.isValid,
              (multiplier == 1 && constant == 0)
                || (LayoutValueLimits.acceptsMultiplier(multiplier) && LayoutValueLimits.accepts(constant))
        else { return .object(makeObject(in: target.engine, by: target.generator)) }
        let constraint = DirectConstraint.make(
            first.reference, first.attribute, relation, second?.reference, second?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, priority: priority, kind: identifier,
            generator: target.generator)
        constraint.isActive = true
        target.engine.enqueue(constraint)
        return .direct(constraint)
    }

    /// A new constraint object, active in `engine`.
    private func makeObject(in engine: LayoutEngine, by generator: ItemReference) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            role: .user, first: first.reference, attribute: first.attribute, relatedBy: relation,
            second: second?.reference, attribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant, priority: priority, callSite: LayoutConstraint.generatedCallSite, generator: generator)
        constraint.identifier = identifier.rawValue
        constraint.isGenerated = true
        constraint.activateGenerated(in: engine)
        return constraint
    }

    /// Brings `constraint` (of the same shape) to this spec's numbers. Returns whether only the
    /// constant changed, for the engine that holds it to be told; `nil` when nothing changed, or
    /// when the numbers are ones the public setters refuse: those go through the setters of the
    /// constraint (or of its description), with their diagnostics.
    func update(_ constraint: some GeneratedValues) -> Bool? {
        let multiplierChanges = constraint.storedMultiplier != multiplier
        let priorityChanges = constraint.storedPriority != priority
        guard multiplierChanges || priorityChanges || constraint.storedConstant != constant else { return nil }
        guard LayoutValueLimits.acceptsMultiplier(multiplier), priority.isValid, LayoutValueLimits.accepts(constant) else {
            let setters = constraint.setterTarget
            if multiplierChanges { setters.multiplier = multiplier }
            if priorityChanges { setters.priority = priority }
            if constraint.storedConstant != constant { setters.constant = constant }
            return nil
        }
        constraint.storedMultiplier = multiplier
        constraint.storedPriority = priority
        constraint.storedConstant = constant
        constraint.touchWindowInAnimation()
        return !multiplierChanges && !priorityChanges
    }
}

/// Where a generated constraint sits in its group: each slot holds at most one constraint.
enum ConstraintSlot: Int, Sendable {
    // Along the axis, per arranged view.
    case link, fillEqually, gapStart, gapEnd, gapEqual, tieBreak, nonNegative, proportional
    case hidingLength, hidingHang, collapse
    // Across the axis, per arranged view.
    case crossLeading, crossTrailing, crossSize, boundaryLeading, boundaryTrailing, alignedEdge, alignChain
    case hidingCrossPosition, hidingCrossSize
    // Per stack.
    case trailingConnection, equalFit, emptyFitAlong, emptyFitCross
    case spanningFit, baselinePlacement
}

/// A set of slots, one bit each.
struct ConstraintSlots: ExpressibleByArrayLiteral, Sendable {
    private var bits: UInt64 = 0

    init(arrayLiteral slots: ConstraintSlot...) {
        for slot in slots { insert(slot) }
    }

    /// Every slot.
    static let all = ConstraintSlots(bits: ~0)

    /// No slot.
    static var none: ConstraintSlots { ConstraintSlots(bits: 0) }

    private init(bits: UInt64) { self.bits = bits }

    mutating func insert(_ slot: ConstraintSlot) { bits |= 1 << UInt64(slot.rawValue) }

    /// Adds the slots of `other`.
    mutating func formUnion(_ other: ConstraintSlots) { bits |= other.bits }

    func contains(_ slot: ConstraintSlot) -> Bool { bits & (1 << UInt64(slot.rawValue)) != 0 }
}

/// Groups of generated constraints, one per slot, each in the order they were made. The groups
/// of one holder share its storage: a group is the set of slots a call names (`managing`,
/// `in`), and slots are unique across the groups (an arranged view's along, share and cross
/// groups), so that a view's constraints take one allocation.
struct GeneratedConstraints {
    /// One slot and its constraint.
    private struct Entry {
        let slot: ConstraintSlot
        var constraint: GeneratedConstraint
    }

    private var entries: [Entry] = []
    /// The constraint each slot held before the last reconcile that deactivated it: when a later
    /// reconcile wants exactly that constraint again (a view hidden and shown), it is activated
    /// again, as the newest constraint, instead of made anew.
    private var parked: [Entry] = []

    /// Adds the group's two arrays to `tally` (see `MemoryCensus`).
    func addStorage(to tally: inout MemoryCensus.Tally) {
        tally.add(entries)
        tally.add(parked)
    }

    /// Descriptions of every constraint of the group of `slots`, in order (objects for those that
    /// are objects).
    func all(in slots: ConstraintSlots = .all) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for entry in entries where slots.contains(entry.slot) { result.append(entry.constraint.describedConstraint) }
        return result
    }

    /// Whether no constraint sits in any of `slots`.
    func holdsNone(of slots: ConstraintSlots) -> Bool {
        !entries.contains { slots.contains($0.slot) }
    }

    /// The constraint the group holds in `slot`, if any (a constant-only change sets it in place).
    subscript(slot: ConstraintSlot) -> GeneratedConstraint? {
        entries.first { $0.slot == slot }?.constraint.current
    }

    /// Calls `body` with every active constraint of the group of `slots` held directly.
    func forEachActiveDirect(in slots: ConstraintSlots = .all, _ body: (DirectConstraint) -> Void) {
        for entry in entries where slots.contains(entry.slot) {
            if case .direct(let constraint) = entry.constraint, constraint.isActive { body(constraint) }
        }
    }

    /// Calls `body` with every active constraint of the group of `slots`, as it stands.
    func forEachActive(in slots: ConstraintSlots = .all, _ body: (GeneratedConstraint) -> Void) {
        for entry in entries where slots.contains(entry.slot) {
            let constraint = entry.constraint.current
            if constraint.isActive { body(constraint) }
        }
    }

    /// Makes the group hold exactly `desired` for the slots in `managed`: unchanged constraints
    /// stay, changed numbers are updated in place, changed shapes are replaced (new constraints
    /// are activated in the engine of `target`), and slots `managed` but not desired are
    /// deactivated. The stack's update pass, the caller, asks the engine for a layout once, at
    /// its end: the constraints deactivated here do not.
    mutating func reconcile(_ desired: [SlotSpec], managing managed: ConstraintSlots, for target: GenerationTarget) {
        // The entries of the group, counted and their slots noted in one pass over the holder's.
        var held = 0
        var heldSlots = ConstraintSlots.none
        for index in entries.indices where managed.contains(entries[index].slot) {
            held += 1
            heldSlots.insert(entries[index].slot)
        }
        guard held > 0 else { return makeAll(desired, for: target) }
        var wanted = ConstraintSlots.none
        // A group mostly wants its slots in the order it holds them: the entry after the one the
        // previous wish found is tried first.
        var next = 0
        for index in desired.indices {
            let slot = desired[index].slot
            wanted.insert(slot)
            // A slot the group does not hold is not looked for.
            let hinted = next < entries.count && entries[next].slot == slot ? next : nil
            guard let place = hinted ?? (heldSlots.contains(slot) ? entries.firstIndex(where: { $0.slot == slot }) : nil)
            else {
                let made = constraint(for: desired[index].spec, in: slot, target)
                entries.append(Entry(slot: slot, constraint: made))
                held += 1
                continue
            }
            next = place + 1
            let existing = entries[place].constraint.current
            // An inactive entry (deactivated when a view it names left the stack's subtree) is
            // made again: updated in place, it would stay out of the layout.
            if existing.isActive && existing.update(to: desired[index].spec, in: target.engine) { continue }
            existing.deactivate(in: target.engine, requestsLayout: false)
            entries[place].constraint = constraint(for: desired[index].spec, in: slot, target)
            park(existing, in: slot)
        }
        // Slots are unique: with as many entries in the group as wishes, every entry is wanted.
        guard held > desired.count else { return }
        // In place, in order: the kept entries close up (swapped, not copied), the others are
        // deactivated in turn and end up past the kept ones.
        var kept = 0
        for index in entries.indices {
            let slot = entries[index].slot
            if managed.contains(slot) && !wanted.contains(slot) {
                let existing = entries[index].constraint.current
                existing.deactivate(in: target.engine, requestsLayout: false)
                park(existing, in: slot)
                continue
            }
            if kept != index { entries.withUnsafeMutableBufferPointer { $0.swapAt(kept, index) } }
            kept += 1
        }
        while entries.count > kept { entries.removeLast() }
    }

    /// Fills the empty group with `desired`, in order, in storage grown by its size: nothing to
    /// compare, and slots are unique. With nothing parked, each constraint is made new. Inlined
    /// into `reconcile(_:managing:for:)`, its one caller.
    @inline(__always)
    private mutating func makeAll(_ desired: [SlotSpec], for target: GenerationTarget) {
        guard !desired.isEmpty else { return }
        entries.reserveCapacity(entries.count + desired.count)
        if parked.isEmpty {
            for wish in desired { entries.append(Entry(slot: wish.slot, constraint: wish.spec.makeConstraint(for: target))) }
            return
        }
        for wish in desired {
            entries.append(Entry(slot: wish.slot, constraint: constraint(for: wish.spec, in: wish.slot, target)))
        }
    }

    /// The active constraint for `spec` in `slot`: the one parked there when it matches (taken
    /// out and activated again), else a new one.
    private mutating func constraint(
        for spec: ConstraintSpec, in slot: ConstraintSlot, _ target: GenerationTarget
    ) -> GeneratedConstraint {
        guard !parked.isEmpty, let index = parked.firstIndex(where: { $0.slot == slot }),
              parked[index].constraint.isMatched(by: spec, madeBy: target.generator)
        else { return spec.makeConstraint(for: target) }
        // Parked constraints are in no order: the last one takes the place of the one taken
        // (swapped in place, not copied).
        parked.withUnsafeMutableBufferPointer { $0.swapAt(index, $0.count - 1) }
        let reused = parked.removeLast().constraint
        reused.activateAgain(in: target.engine)
        return reused
    }

    /// Keeps `constraint`, just deactivated, as the one parked in `slot`.
    private mutating func park(_ constraint: GeneratedConstraint, in slot: ConstraintSlot) {
        if let index = parked.firstIndex(where: { $0.slot == slot }) {
            parked[index].constraint = constraint
        } else {
            parked.append(Entry(slot: slot, constraint: constraint))
        }
    }

    /// Deactivates and forgets every constraint, group after group in the order of `groups`
    /// (every slot of the holder's groups); `engine` is the engine of the stack's tree, if it
    /// has one.
    mutating func removeAll(groups: [ConstraintSlots] = [.all], in engine: LayoutEngine?) {
        for slots in groups {
            for entry in entries where slots.contains(entry.slot) {
                switch entry.constraint.current {
                case .direct: entry.constraint.current.deactivate(in: engine)
                case .object(let constraint): constraint.isActive = false
                }
            }
        }
        entries.removeAll()
        parked.removeAll()
    }
}

/// The slots of the along-axis group of an arranged view (distribution and hiding).
let alongSlots: ConstraintSlots = [
    .link, .fillEqually, .gapStart, .gapEnd, .gapEqual, .tieBreak, .nonNegative, .hidingLength, .hidingHang, .collapse,
]
/// The slot of the fillProportionally share of an arranged view.
let proportionalSlots: ConstraintSlots = [.proportional]
/// The groups of an arranged view, in the order its constraints are listed and made.
let recordGroups = [alongSlots, proportionalSlots, crossSlots]
/// The slots of the across-axis group of an arranged view (alignment and hiding).
let crossSlots: ConstraintSlots = [
    .crossLeading, .crossTrailing, .crossSize, .boundaryLeading, .boundaryTrailing, .alignedEdge, .alignChain,
    .hidingCrossPosition, .hidingCrossSize,
]
