/// A part of a view's (or a layout guide's) alignment rectangle that a constraint relates.
///
/// Leading and trailing are left and right (left-to-right layout). The margin forms refer to
/// the view's `layoutMarginsGuide`.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
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
    func isCompatible(with other: LayoutAttribute) -> Bool {
        if other == .notAnAttribute { return kind == .dimension }
        return kind == other.kind
    }
}
