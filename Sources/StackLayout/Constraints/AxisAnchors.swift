/// A position anchor on either axis, for code that is written once for both axes (stacks).
/// Relating anchors of different axes is an internal error.
struct PositionAnchor {
    let target: AnchorTarget
    let axis: Axis

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        target = AnchorTarget(item: item, attribute: attribute)
        axis = attribute.axis ?? .horizontal
    }

    /// `self ⋈ anchor + constant` (inactive until activated).
    func constraint(
        _ relation: LayoutRelation, _ anchor: PositionAnchor, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        precondition(anchor.axis == axis, "position anchors of different axes")
        return target.constraint(relation, anchor.target, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self == anchor + constant` (inactive until activated).
    func constraint(equalTo anchor: PositionAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line)
        -> LayoutConstraint
    {
        constraint(.equal, anchor, constant: constant, fileID: fileID, line: line)
    }
}

/// The anchors of an item along one axis: leading / trailing / center positions and the length.
struct AxisAnchors {
    /// Leading (horizontal) or top (vertical).
    let leading: PositionAnchor
    /// Trailing (horizontal) or bottom (vertical).
    let trailing: PositionAnchor
    /// centerX or centerY.
    let center: PositionAnchor
    /// Width or height.
    let length: DimensionAnchor

    /// The anchors along `axis`; horizontally leading and trailing, or left and right when
    /// `absolute` (for constraints that must not flip in a right-to-left layout).
    init(_ item: any LayoutItem, along axis: Axis, absolute: Bool = false) {
        switch axis {
        case .horizontal:
            leading = PositionAnchor(item, absolute ? .left : .leading)
            trailing = PositionAnchor(item, absolute ? .right : .trailing)
            center = PositionAnchor(item, .centerX)
            length = DimensionAnchor(item, .width)
        case .vertical:
            leading = PositionAnchor(item, .top)
            trailing = PositionAnchor(item, .bottom)
            center = PositionAnchor(item, .centerY)
            length = DimensionAnchor(item, .height)
        }
    }
}
