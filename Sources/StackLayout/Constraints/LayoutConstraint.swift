import LayoutSolver
import Synchronization

/// Creation order of constraints: it makes installation, conflict breaking and listings deterministic.
private let constraintSequence = Atomic<Int>(0)

/// A linear relation between two layout attributes:
/// `first.attribute ⋈ second.attribute × multiplier + constant`, with a priority.
///
/// Constraints are inactive when created; activate them with `isActive = true` or
/// `LayoutConstraint.activate(_:)`. `constant`, `priority` and `multiplier` may be changed at any
/// time (also between required and optional); the change takes effect at the next layout pass.
public final class LayoutConstraint: CustomStringConvertible, ConstraintActivating, EngineEntryHolding {
    /// Who created a constraint: the user (or a stack), or the engine for its own bookkeeping.
    enum Role: Sendable, Hashable {
        /// Created through the public API.
        case user
        /// `length ≤ L @hugging` / `length ≥ L @compressionResistance`.
        case intrinsic
        /// The weakest wish that a view keeps its frame (position relative to its superview, size).
        case stay
        /// Ties a layout margins guide to its view.
        case margins
        /// Fixes the root of a tree to its frame.
        case rootFrame
        /// Pulls a view towards the target size of `systemLayoutSizeFitting(_:)`.
        case fitting
    }

    // Stored state: what the engine reads for every constraint it installs comes first, so that
    // a pass over many constraints touches as few cache lines of each as it can.

    @exclusivity(unchecked) var storedIsActive = false
    /// Whether the library made the constraint for the user (a stack's arrangement, an
    /// autoresizing mask, a safe area guide): when constraints conflict, the user's own are left
    /// out first.
    @exclusivity(unchecked) var isGenerated = false
    /// `true` when a second item was given (it may since have been deallocated).
    let hasSecondItem: Bool
    let role: Role
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// How the two sides relate.
    public let relation: LayoutRelation
    /// The attribute of the second item (`.notAnAttribute` without a second item).
    public let secondAttribute: LayoutAttribute
    @exclusivity(unchecked) var storedPriority: LayoutPriority
    /// The identity of the engine whose install queue holds the constraint, 0 when none does.
    @exclusivity(unchecked) var queuedInEngine = 0
    /// The identity of the engine the constraint is installed in (see `engineEntry`).
    @exclusivity(unchecked) var engineEntryOwner = 0
    /// The creation order (renewed when a stack activates a constraint it made before again).
    @exclusivity(unchecked) private(set) var sequence: Int
    let firstReference: ItemReference
    let secondReference: ItemReference?
    @exclusivity(unchecked) var storedConstant: Double
    @exclusivity(unchecked) var storedMultiplier: Double
    /// Where the constraint sits in its first and second item's attached lists while active.
    @exclusivity(unchecked) var firstAttachIndex = -1
    @exclusivity(unchecked) var secondAttachIndex = -1
    /// The constraint's entry in the engine of its tree while it is installed there (that
    /// engine's identity is `engineEntryOwner`: a lookup without hashing; other engines keep
    /// their own tables).
    @exclusivity(unchecked) var engineEntry: ConstraintEntry?
    /// The reference of the stack that generated the constraint (`nil` for others): a fitting
    /// pass of a view ignores what the stacks around it generated for it, which the view's
    /// measured size decides (UIKit's stacks hold such constraints themselves).
    @exclusivity(unchecked) var generator: ItemReference?
    /// Where the constraint was created: `Module/File.swift:line`.
    public let callSite: String
    /// An optional name, shown in descriptions and diagnostics.
    @exclusivity(unchecked) public var identifier: String?
    /// Why the constraint can never be installed, if it cannot.
    let malformation: String?

    /// The first item (not retained: `nil` once it is freed).
    public var firstItem: (any LayoutItem)? { firstReference.item }
    /// The second item (not retained: `nil` once it is freed), `nil` for a constant size.
    public var secondItem: (any LayoutItem)? { secondReference?.item }
    /// The first item as a view or guide (`nil` once freed, or for another type).
    var firstResolved: ResolvedItem? { ResolvedItem(firstReference) }
    /// The second item as a view or guide (`nil` once freed, for another type, or without one).
    var secondResolved: ResolvedItem? { ResolvedItem(secondReference) }

    /// Creates `item.attribute ⋈ toItem.attribute × multiplier + constant` (UIKit's initializer).
    /// Use `toItem: nil, attribute: .notAnAttribute` for a constant width or height.
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            role: .user, item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: .required,
            callSite: "\(fileID):\(line)")
    }

    convenience init(
        role: Role, item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, priority: LayoutPriority, callSite: String
    ) {
        self.init(
            role: role, first: ItemReference.to(item), attribute: attribute, relatedBy: relation,
            second: toItem.map(ItemReference.to), attribute: secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority, callSite: callSite)
    }

    /// `first.attribute ⋈ second.secondAttribute × multiplier + constant`, the items given by
    /// their references; `sequence` places it in creation order (by default, after every
    /// constraint created so far); `generator` is the reference of the stack that makes it.
    init(
        role: Role, first: ItemReference, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        second: ItemReference?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, priority: LayoutPriority, callSite: String, sequence: Int? = nil,
        generator: ItemReference? = nil
    ) {
        let hasSecond = second != nil
        let secondAttribute = hasSecond ? secondAttribute : .notAnAttribute
        self.role = role
        self.firstAttribute = attribute
        self.relation = relation
        self.hasSecondItem = hasSecond
        self.secondAttribute = secondAttribute
        self.storedMultiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.callSite = callSite
        self.sequence = sequence ?? LayoutConstraint.nextSequence()
        self.malformation = LayoutConstraint.malformation(
            role: role, first: attribute, second: secondAttribute, hasSecond: hasSecond, multiplier: multiplier,
            constant: constant)
        // The references are stored last and not read again: they move in without a copy.
        self.firstReference = first
        self.secondReference = second
        self.generator = generator
    }

    /// A place in creation order after every constraint created so far, for something the
    /// engine keeps in creation order with the constraints without being one.
    static func nextSequence() -> Int {
        constraintSequence.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Takes the next place in the creation order, as a constraint made now would.
    func renewSequence() {
        sequence = Self.nextSequence()
    }

    /// Takes `sequence` as its place in creation order (a description following the constraint
    /// it describes).
    func takeSequence(_ sequence: Int) {
        self.sequence = sequence
    }

    private static func malformation(
        role: Role, first: LayoutAttribute, second: LayoutAttribute, hasSecond: Bool,
        multiplier: Double, constant: Double
    ) -> String? {
        if !multiplier.isFinite { return "the multiplier \(formatNumber(multiplier)) is not finite" }
        if !LayoutValueLimits.acceptsMultiplier(multiplier) {
            return "the multiplier \(NumberFormatting.exact(multiplier)) is not 0 or between 1e-6 and 1e6 in magnitude"
        }
        if let rejection = LayoutValueLimits.rejection(of: constant, as: "constant") { return rejection }
        if first == .notAnAttribute { return "the first attribute is notAnAttribute" }
        if role != .user { return nil }
        if !hasSecond {
            return first.kind == .dimension ? nil : "only a width or height may be related to a constant"
        }
        if second == .notAnAttribute { return "the second item has no attribute" }
        if !first.isCompatible(with: second) {
            return "\(first.name) cannot be related to \(second.name) (x, y and sizes do not mix)"
        }
        return nil
    }

    /// The constant added to the second side. Non-finite values and values larger than 1e12 in
    /// magnitude are rejected with a diagnostic (the previous value is kept).
    public var constant: Double {
        get { storedConstant }
        set {
            guard LayoutValueLimits.accepts(newValue) else {
                reportNearItems(.invalidValue(property: "constant of \(self)", value: newValue))
                return
            }
            touchWindowInAnimation()
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            layoutValuesDidChange(constantOnly: true)
            if storedIsActive { tellAncestorsOfChange() }
        }
    }

    /// The factor applied to the second side: 0, or between 1e-6 and 1e6 in magnitude. Other
    /// values are rejected with a diagnostic (the previous value is kept).
    public var multiplier: Double {
        get { storedMultiplier }
        set {
            guard LayoutValueLimits.acceptsMultiplier(newValue) else {
                reportNearItems(.invalidValue(property: "multiplier of \(self)", value: newValue))
                return
            }
            touchWindowInAnimation()
            guard newValue != storedMultiplier else { return }
            storedMultiplier = newValue
            layoutValuesDidChange(constantOnly: false)
            if storedIsActive { tellAncestorsOfChange() }
        }
    }

    /// The priority, `0 < value ≤ 1000`; other values are rejected with a diagnostic.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                reportNearItems(.invalidValue(property: "priority of \(self)", value: Double(newValue.value)))
                return
            }
            touchWindowInAnimation()
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            layoutValuesDidChange(constantOnly: false)
            if storedIsActive { tellAncestorsOfChange() }
        }
    }

    /// Whether the constraint takes part in layout. Activating a constraint whose items share no
    /// tree leaves it pending until they do.
    public var isActive: Bool {
        get { storedIsActive }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates every constraint of `constraints`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates every constraint of `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// `a.leading == b.trailing + 8 @750 'identifier' (Module/File.swift:12)`.
    public var description: String { formula + suffix }

    /// The same without the call site (for stable listings such as diagnostics in scene output).
    public var formula: String {
        var text = displayName(of: firstItem) + "." + firstAttribute.name + " " + relation.symbol + " "
        var hasTerm = false
        if hasSecondItem {
            text += displayName(of: secondItem) + "." + secondAttribute.name
            if storedMultiplier != 1 { text += " * " + formatNumber(storedMultiplier) }
            hasTerm = true
        }
        if !hasTerm {
            text += formatNumber(storedConstant)
        } else if storedConstant != 0 {
            text += (storedConstant < 0 ? " - " : " + ") + formatNumber(abs(storedConstant))
        }
        // A stay's priority lies below every settable one; its suffix says so.
        if !storedPriority.isRequired, role != .stay { text += " @" + formatNumber(Double(storedPriority.value)) }
        if let identifier { text += " '" + identifier + "'" }
        return text
    }

    private var suffix: String {
        switch role {
        case .user: " (\(callSite))"
        case .intrinsic: " (intrinsic size)"
        case .stay: " (keeps frame, weakest)"
        case .margins: " (layout margins)"
        case .rootFrame: " (root frame)"
        case .fitting: " (fitting size)"
        }
    }

    /// A sendable summary for diagnostics.
    var snapshot: ConstraintSnapshot {
        ConstraintSnapshot(description: description, identifier: identifier)
    }
}

/// How the two sides of a constraint relate (`.equal`, `.lessThanOrEqual`, `.greaterThanOrEqual`).
public typealias LayoutRelation = LayoutSolver.Relation

extension LayoutRelation {
    /// `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
