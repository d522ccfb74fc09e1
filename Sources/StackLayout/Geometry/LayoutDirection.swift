/// The direction in which text and leading-to-trailing layout run (UIKit's
/// `UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Leading is left, trailing is right (English).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft
}

/// How a view's content relates to the layout direction (UIKit's
/// `UISemanticContentAttribute`): whether it flips in a right-to-left layout.
public enum SemanticContentAttribute: Sendable, Hashable, CaseIterable {
    /// Follows the window's ``Window/layoutDirection`` (the default).
    case unspecified
    /// Playback controls (play, pause, rewind): always left to right.
    case playback
    /// Spatial controls (a directional pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// Distances inwards from the four edges of a rectangle, named by leading and trailing rather
/// than left and right (UIKit's `NSDirectionalEdgeInsets`): in a right-to-left layout
/// `leading` is the right inset.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Creates insets from the four edges.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets with left and right for `direction`.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }

    /// `true` when every inset is a finite number.
    public var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }

    /// `(top, leading, bottom, trailing)` with short numbers.
    public var description: String {
        "(\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing)))"
    }
}

extension EdgeInsets {
    /// The same insets with leading and trailing for `direction`.
    public func directional(for direction: LayoutDirection) -> DirectionalEdgeInsets {
        switch direction {
        case .leftToRight: DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
        case .rightToLeft: DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
        }
    }
}
