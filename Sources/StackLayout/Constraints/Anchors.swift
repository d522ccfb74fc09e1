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

/// An anchor on the horizontal axis (left, right, leading, trailing, centerX and their margin
/// forms). It only relates to other horizontal anchors.
public struct XAxisAnchor {
    let target: AnchorTarget

    /// The item the anchor belongs to.
    public var item: any LayoutItem { target.item }
    /// The attribute the anchor designates.
    public var attribute: LayoutAttribute { target.attribute }

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        target = AnchorTarget(item: item, attribute: attribute)
    }

    /// `self == anchor + constant` (inactive until activated).
    public func constraint(
        equalTo anchor: XAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(.equal, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= anchor + constant` (inactive until activated).
    public func constraint(
        greaterThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .greaterThanOrEqual, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= anchor + constant` (inactive until activated).
    public func constraint(
        lessThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .lessThanOrEqual, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }
}

/// An anchor on the vertical axis (top, bottom, centerY, baselines and margin forms). It only
/// relates to other vertical anchors.
public struct YAxisAnchor {
    let target: AnchorTarget

    /// The item the anchor belongs to.
    public var item: any LayoutItem { target.item }
    /// The attribute the anchor designates.
    public var attribute: LayoutAttribute { target.attribute }

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        target = AnchorTarget(item: item, attribute: attribute)
    }

    /// `self == anchor + constant` (inactive until activated).
    public func constraint(
        equalTo anchor: YAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(.equal, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= anchor + constant` (inactive until activated).
    public func constraint(
        greaterThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .greaterThanOrEqual, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= anchor + constant` (inactive until activated).
    public func constraint(
        lessThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        target.constraint(
            .lessThanOrEqual, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }
}

/// A width or height anchor. Widths may relate to heights, and to constants.
public struct DimensionAnchor {
    let target: AnchorTarget

    /// The item the anchor belongs to.
    public var item: any LayoutItem { target.item }
    /// The attribute the anchor designates (`.width` or `.height`).
    public var attribute: LayoutAttribute { target.attribute }

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        target = AnchorTarget(item: item, attribute: attribute)
    }

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
