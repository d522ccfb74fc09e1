extension View {
    /// The view's transform about its center (UIKit's `transform`): how the view and its subtree
    /// are drawn, not where layout puts them. Layout works on the frame as if the transform were
    /// the identity (Auto Layout works on `bounds` and `center`), so ``frame`` stays the
    /// untransformed rectangle; renderers, `convert(_:to:)` and ``Presentation/transform`` apply
    /// it. Changes inside an animation block or a property animator animate; scale, rotation
    /// and translation are interpolated separately (a rotation turns the short way). A
    /// transform with a non-finite entry is rejected with a diagnostic.
    public var transform: AffineTransform {
        get { extendedState.transform }
        set {
            guard newValue.isFinite else {
                reportDiagnostic(.invalidValue(property: "transform of \(displayName)", value: .nan), near: self)
                return
            }
            let old = extendedState.transform
            guard newValue != old else { return }
            animatablePropertyWillChange(Self.transformKeyPath, from: old, to: newValue)
            extendedState.transform = newValue
        }
    }

    /// The key path by which the setter reports transform changes to the animation block: made
    /// once, and returned by the animation layer's entry too, which is found by identity (a key
    /// path is immutable; it is not `Sendable` only because `View` is not).
    nonisolated(unsafe) static let transformKeyPath: ReferenceWritableKeyPath<View, AffineTransform> = \.transform

    /// The affine map from this view's bounds coordinates to its superview's, with the model
    /// values: the bounds origin moved to the frame's origin, then the transform about the
    /// frame's center.
    var transformToSuperview: AffineTransform {
        let frame = self.frame
        let center = frame.center
        let origin = extendedState.boundsOrigin
        if extendedState.transform.isIdentity {
            return AffineTransform(translationX: frame.minX - origin.x, y: frame.minY - origin.y)
        }
        return AffineTransform(translationX: -frame.width / 2 - origin.x, y: -frame.height / 2 - origin.y)
            .concatenating(extendedState.transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}
