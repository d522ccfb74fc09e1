/// One of the two directions of layout.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// Left to right (x).
    case horizontal
    /// Top to bottom (y).
    case vertical

    /// The other axis: vertical for horizontal and horizontal for vertical.
    public var cross: Axis {
        switch self {
        case .horizontal: .vertical
        case .vertical: .horizontal
        }
    }

    /// Both axes, horizontal first (a shared array: looping over it allocates nothing).
    static let both: [Axis] = [.horizontal, .vertical]
}
