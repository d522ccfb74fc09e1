// Constraints of a scene: `first = second × multiplier + constant` (or ≤, ≥) at a priority.

import StackLayout

/// A constraint of the scene, as in the `constraints` array or a timeline `add` change.
public struct SceneConstraint: Sendable, Equatable {
    /// The constraint's id, needed to change it later in the timeline; `nil` when not given.
    public var id: String?
    /// The constrained item and attribute.
    public var first: SceneAnchor
    /// The relation between `first` and `second × multiplier + constant`.
    public var relation: SceneRelation
    /// The related item and attribute, or `nil` for a constant size (width/height only).
    public var second: SceneAnchor?
    /// The multiplier; default 1.
    public var multiplier: Double
    /// The constant; default 0.
    public var constant: Double
    /// The priority in (0, 1000]; default 1000 (required).
    public var priority: Float

    /// Creates a constraint with the format's defaults for every property not given.
    public init(
        id: String? = nil,
        first: SceneAnchor,
        relation: SceneRelation = .equal,
        second: SceneAnchor? = nil,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: Float = 1000
    ) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// An item and one of its attributes, written `"<view id>.<attribute>"` (e.g. `"menu.height"`).
public struct SceneAnchor: Sendable, Hashable, CustomStringConvertible {
    /// The id of a view of the scene, or ``SceneAnchor/windowID`` for the window.
    public var item: String
    /// The attribute of that item (never `notAnAttribute`).
    public var attribute: LayoutAttribute

    /// Creates an anchor.
    public init(item: String, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The reserved id that names the window in constraints.
    public static let windowID = "window"

    /// Whether the anchor names the window rather than a view.
    public var isWindow: Bool { item == Self.windowID }

    /// The anchor as written in a scene file, `"<id>.<attribute>"`.
    public var description: String { "\(item).\(attribute.name)" }
}

/// A constraint relation; raw values are the file's spellings.
public enum SceneRelation: String, Sendable, Hashable, CaseIterable {
    /// `first == second × multiplier + constant`.
    case equal = "=="
    /// `first <= second × multiplier + constant`.
    case lessThanOrEqual = "<="
    /// `first >= second × multiplier + constant`.
    case greaterThanOrEqual = ">="
}

extension LayoutAttribute {
    /// The attributes a scene may constrain, spelled by their ``LayoutAttribute/name`` in a
    /// scene file: every attribute but `notAnAttribute` (which a scene writes as a `null` second
    /// anchor).
    public static var sceneAttributes: [LayoutAttribute] { allCases.filter { $0 != .notAnAttribute } }
}
