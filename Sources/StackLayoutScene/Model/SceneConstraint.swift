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
    /// The attribute of that item.
    public var attribute: SceneAttribute

    /// Creates an anchor.
    public init(item: String, attribute: SceneAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The reserved id that names the window in constraints.
    public static let windowID = "window"

    /// Whether the anchor names the window rather than a view.
    public var isWindow: Bool { item == Self.windowID }

    /// The anchor as written in a scene file, `"<id>.<attribute>"`.
    public var description: String { "\(item).\(attribute.rawValue)" }
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

/// The 20 layout attributes a scene may constrain; raw values are the file's spellings.
/// Leading and trailing are left and right (left-to-right layout).
public enum SceneAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left).
    case leading
    /// The trailing edge (right).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The first baseline.
    case firstBaseline
    /// The last baseline.
    case lastBaseline
    /// The left edge of the layout margins.
    case leftMargin
    /// The right edge of the layout margins.
    case rightMargin
    /// The top edge of the layout margins.
    case topMargin
    /// The bottom edge of the layout margins.
    case bottomMargin
    /// The leading edge of the layout margins.
    case leadingMargin
    /// The trailing edge of the layout margins.
    case trailingMargin
    /// The horizontal center of the layout margins.
    case centerXWithinMargins
    /// The vertical center of the layout margins.
    case centerYWithinMargins

    /// The kind of quantity an attribute measures; a constraint relates attributes of one kind.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// A horizontal position (left, right, leading, trailing, centerX and margin forms).
        case xPosition
        /// A vertical position (top, bottom, centerY, baselines and margin forms).
        case yPosition
        /// A size (width or height).
        case size
    }

    /// The StackLayout attribute of the same name, which defines the attribute's kind and margin form.
    var layoutAttribute: LayoutAttribute {
        guard let attribute = LayoutAttribute(name: rawValue) else {
            preconditionFailure("scene attribute \(rawValue) has no LayoutAttribute")
        }
        return attribute
    }

    /// The kind of this attribute.
    public var kind: Kind {
        switch layoutAttribute.kind {
        case .xPosition: .xPosition
        case .yPosition: .yPosition
        case .dimension, .none: .size  // `.none` is only `notAnAttribute`, which is no scene attribute
        }
    }

    /// Whether the attribute is one of the margin forms (measured on the layout margins guide).
    public var isMarginRelative: Bool { layoutAttribute.marginBase != nil }

    /// The same attribute measured on the view itself rather than its margins
    /// (`leadingMargin` → `leading`, `centerXWithinMargins` → `centerX`); itself otherwise.
    public var withoutMargins: SceneAttribute {
        layoutAttribute.marginBase.flatMap { SceneAttribute(rawValue: $0.name) } ?? self
    }

    /// Whether `second` may relate to this attribute: both of one kind (width may relate to height).
    public func canPair(with other: SceneAttribute) -> Bool { kind == other.kind }
}
