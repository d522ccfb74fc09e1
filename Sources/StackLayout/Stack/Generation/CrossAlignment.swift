/// The alignment across the axis as the generators see it: `top`/`leading` and
/// `bottom`/`trailing` merge, and baselines mean edges in a vertical stack. What depends on the
/// alignment asks this value: the aligned attribute (`AlignmentArrangement`), where a hidden
/// view sits (`HidingArrangement`), and which views' baselines the stack vends.
enum CrossAlignment: Sendable, Hashable {
    case fill, leading, center, trailing, firstBaseline, lastBaseline

    init(_ alignment: Stack.Alignment, axis: Axis) {
        switch alignment {
        case .fill: self = .fill
        case .leading, .top: self = .leading
        case .center: self = .center
        case .trailing, .bottom: self = .trailing
        case .firstBaseline: self = axis == .horizontal ? .firstBaseline : .leading
        case .lastBaseline: self = axis == .horizontal ? .lastBaseline : .trailing
        }
    }

    /// The attribute items are aligned on across `axis` (the cross axis), `nil` for fill.
    func alignedAttribute(across axis: Axis) -> LayoutAttribute? {
        switch self {
        case .fill: nil
        case .leading: axis.leadingAttribute
        case .center: axis.centerAttribute
        case .trailing: axis.trailingAttribute
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether a horizontal stack vends its tallest visible view's baseline as its first and as
    /// its last baseline (else the first / last visible view's): the first under the alignments
    /// that align views' centers or bottoms, the last under those that align centers or tops.
    var vendsTallestView: (first: Bool, last: Bool) {
        switch self {
        case .fill: (false, false)
        case .leading, .firstBaseline: (false, true)
        case .center: (true, true)
        case .trailing, .lastBaseline: (true, false)
        }
    }
}
