extension View {
    /// Which parts of a view's frame grow and shrink with its superview while
    /// ``translatesAutoresizingMaskIntoConstraints`` is on (UIKit's springs and struts). Along
    /// each axis the flexible parts (margins and length) share a change of the superview's
    /// length in proportion to their sizes when the frame was set; the other parts keep theirs.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
