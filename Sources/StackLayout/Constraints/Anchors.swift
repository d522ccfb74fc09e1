/// The attribute of one item that an anchor designates (shared by all anchor kinds).
struct AnchorTarget {
    /// The item, held strongly while the anchor exists; constraints keep it weakly.
    let item: any LayoutItem
    /// The attribute of the item.
    let attribute: LayoutAttribute

    /// Builds `self ⋈ other × multiplier + constant`.
    func constraint(
        _ relation: LayoutRelation, _ other: AnchorTarget?, multiplier: Double, constant: Double,
        fileID: String, line: Int
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
            fileID: fileID, line: line)
    }
}

/// What a ``LayoutAnchor`` designates, as a type: an anchor only relates to anchors of its own kind,
/// so mixing kinds (an x position with a y position) does not compile.
public protocol LayoutAnchorKind {}

/// The kinds of position anchors: they relate with an offset, without a multiplier.
public protocol PositionAnchorKind: LayoutAnchorKind {}

/// Horizontal positions (left, right, leading, trailing, centerX and their margin forms).
public enum XAxisPositionKind: PositionAnchorKind {}

/// Vertical positions (top, bottom, centerY, baselines and margin forms).
public enum YAxisPositionKind: PositionAnchorKind {}

/// Widths and heights.
public enum DimensionKind: LayoutAnchorKind {}

/// An anchor on the horizontal axis (left, right, leading, trailing, centerX and their margin
/// forms). It only relates to other horizontal anchors.
public typealias XAxisAnchor = LayoutAnchor<XAxisPositionKind>

/// An anchor on the vertical axis (top, bottom, centerY, baselines and margin forms). It only
/// relates to other vertical anchors.
public typealias YAxisAnchor = LayoutAnchor<YAxisPositionKind>

/// A width or height anchor. Widths may relate to heights, and to constants.
public typealias DimensionAnchor = LayoutAnchor<DimensionKind>

/// One attribute of a view or layout guide, for building constraints; `Kind` says which anchors
/// it relates to (``XAxisAnchor``, ``YAxisAnchor``, ``DimensionAnchor``).
public struct LayoutAnchor<Kind: LayoutAnchorKind> {
    let target: AnchorTarget

    /// The item the anchor belongs to.
    public var item: any LayoutItem { target.item }
    /// The attribute the anchor designates.
    public var attribute: LayoutAttribute { target.attribute }

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        target = AnchorTarget(item: item, attribute: attribute)
    }
}

extension LayoutAnchor where Kind: PositionAnchorKind {
    /// `self == anchor + constant` (inactive until activated).
    public func constraint(
        equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(.equal, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= anchor + constant` (inactive until activated).
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .greaterThanOrEqual, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= anchor + constant` (inactive until activated).
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .lessThanOrEqual, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }
}

extension LayoutAnchor where Kind == DimensionKind {
    /// `self == anchor × multiplier + constant` (inactive until activated).
    public func constraint(
        equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(.equal, anchor.target, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= anchor × multiplier + constant` (inactive until activated).
    public func constraint(
        greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .greaterThanOrEqual, anchor.target, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= anchor × multiplier + constant` (inactive until activated).
    public func constraint(
        lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .lessThanOrEqual, anchor.target, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// `self == constant` (inactive until activated).
    public func constraint(equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line)
        -> LayoutConstraint
    {
        target.constraint(.equal, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= constant` (inactive until activated).
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= constant` (inactive until activated).
    public func constraint(
        lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(.lessThanOrEqual, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }
}

/// The standard gap between neighbouring items that `…SystemSpacing…` anchors use: 8 points
/// (UIKit derives it from fonts; here it is fixed, like `Stack.spacingUseSystem`).
let systemSpacing: Double = 8

extension LayoutAnchor where Kind == XAxisPositionKind {
    /// `self == anchor + 8 × multiplier`: this edge the system spacing after `anchor`, in the
    /// leading-to-trailing direction (inactive until activated).
    public func constraint(
        equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier, fileID: fileID, line: line)
    }

    /// `self >= anchor + 8 × multiplier` (inactive until activated).
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier, fileID: fileID, line: line)
    }

    /// `self <= anchor + 8 × multiplier` (inactive until activated).
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier, fileID: fileID, line: line)
    }
}

extension LayoutAnchor where Kind == YAxisPositionKind {
    /// `self == anchor + 8 × multiplier`: this edge the system spacing below `anchor`
    /// (inactive until activated).
    public func constraint(
        equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier, fileID: fileID, line: line)
    }

    /// `self >= anchor + 8 × multiplier` (inactive until activated).
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier, fileID: fileID, line: line)
    }

    /// `self <= anchor + 8 × multiplier` (inactive until activated).
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier, fileID: fileID, line: line)
    }
}
