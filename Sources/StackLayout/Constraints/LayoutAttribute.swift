/// A part of a view's (or a layout guide's) alignment rectangle that a constraint relates.
///
/// Leading and trailing are left and right in a left-to-right layout and right and left in a
/// right-to-left one (see ``resolved(for:)``). The margin forms refer to the view's
/// `layoutMarginsGuide`.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left, or right in a right-to-left layout).
    case leading
    /// The trailing edge (right, or left in a right-to-left layout).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The first baseline (through `viewForFirstBaselineLayout`).
    case firstBaseline
    /// The last baseline (through `viewForLastBaselineLayout`).
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
    /// No attribute: the second attribute of a constraint to a constant size.
    case notAnAttribute

    /// What an attribute measures; a constraint relates attributes of one kind
    /// (widths may relate to heights).
    package enum Kind: Sendable, Hashable {
        case xPosition, yPosition, dimension, none
    }

    /// The kind of this attribute.
    package var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .xPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .yPosition
        case .width, .height: .dimension
        case .notAnAttribute: .none
        }
    }

    /// The axis this attribute lies on (`nil` for `.notAnAttribute`).
    var axis: Axis? {
        switch self {
        case .width: .horizontal
        case .height: .vertical
        case .notAnAttribute: nil
        default: kind == .xPosition ? .horizontal : .vertical
        }
    }

    /// The axis of a position attribute (an edge, center or baseline, margin forms included);
    /// `nil` for a size and for `.notAnAttribute`.
    var positionAxis: Axis? {
        switch kind {
        case .xPosition: .horizontal
        case .yPosition: .vertical
        case .dimension, .none: nil
        }
    }

    /// For a margin form, the plain attribute of the margins guide; `nil` otherwise.
    package var marginBase: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// `true` for leading, trailing and their margin forms: the attributes whose edge depends on
    /// the layout direction.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// How the attribute enters a constraint read in `direction`: the left-or-right attribute
    /// that leading and trailing designate there, and the sign of its position.
    ///
    /// A constraint with a directional attribute measures its x positions in the leading
    /// direction: left to right, or right to left, where x is negated. So in a right-to-left
    /// layout `b.leading == a.trailing + 8` reads `−b.right == −a.left + 8` (b sits 8 points to
    /// the left of a), and every other x attribute of such a constraint (`centerX`) is negated
    /// too; sizes and y positions are unchanged. The engine calls this when it builds a
    /// constraint's linear form, with the direction of the view that holds the constraint.
    public func resolved(for direction: LayoutDirection) -> (attribute: LayoutAttribute, sign: Double) {
        let rightToLeft = direction == .rightToLeft
        let attribute: LayoutAttribute
        switch self {
        case .leading: attribute = rightToLeft ? .right : .left
        case .trailing: attribute = rightToLeft ? .left : .right
        case .leadingMargin: attribute = rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: attribute = rightToLeft ? .leftMargin : .rightMargin
        default: attribute = self
        }
        return (attribute, rightToLeft && kind == .xPosition ? -1 : 1)
    }

    /// `true` for the two baseline attributes.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The name used in constraint descriptions and scene files (`leading`, `centerXWithinMargins`).
    public var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The attribute with the given `name`, or `nil`.
    public init?(name: String) {
        guard let match = LayoutAttribute.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// `true` when a constraint may relate `self` (first) to `other` (second).
    package func isCompatible(with other: LayoutAttribute) -> Bool {
        if other == .notAnAttribute { return kind == .dimension }
        return kind == other.kind
    }
}
