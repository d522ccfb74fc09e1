/// Where a view's own coordinate system starts: the origin of its bounds (UIKit keeps a scroll
/// view's content offset there) and whether its subviews are drawn outside them.
extension View {
    /// The point of the view's own coordinate system shown at its top-left corner (zero unless
    /// the view scrolls its content: ``ScrollView/contentOffset`` is this point). Subviews'
    /// frames are in these coordinates, so a nonzero origin moves every subview on screen by
    /// minus it; `convert(_:to:)`, ``presentation`` and renderings account for it. Changes
    /// inside an animation block animate. A non-finite point is rejected with a diagnostic.
    public var boundsOrigin: Point {
        get { extendedState.boundsOrigin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                let rejected = newValue.x.isFinite ? newValue.y : newValue.x
                reportDiagnostic(.invalidValue(property: "bounds origin of \(displayName)", value: rejected), near: self)
                return
            }
            animatablePropertyWillBeWritten()
            let old = extendedState.boundsOrigin
            guard newValue != old else { return }
            animatablePropertyWillChange(Self.boundsOriginKeyPath, from: old, to: newValue)
            extendedState.boundsOrigin = newValue
            boundsOriginDidChange()
        }
    }

    /// The key path by which the setter reports bounds origin changes to the animation block: made
    /// once, and returned by the animation layer's entry too, which is found by identity (a key
    /// path is immutable; it is not `Sendable` only because `View` is not).
    nonisolated(unsafe) static let boundsOriginKeyPath: ReferenceWritableKeyPath<View, Point> = \.boundsOrigin

    /// Whether renderings clip the view's subviews to its bounds (UIKit's `clipsToBounds`;
    /// default `false`, `true` for a ``ScrollView``).
    public var clipsToBounds: Bool {
        get { extendedState.clipsToBounds }
        set { extendedState.clipsToBounds = newValue }
    }
}
