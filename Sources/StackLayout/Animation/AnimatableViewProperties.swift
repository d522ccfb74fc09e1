/// The table of animatable view properties: one entry each (see `AnimatableViewProperty`).
/// A change that a setter reports under a key path no entry names applies at once.
enum AnimatableViewProperties {
    /// Every entry.
    static let all: [any AnimatableViewProperty.Type] = [
        FrameProperty.self, AlphaProperty.self, TransformProperty.self, BackgroundColorProperty.self,
        BoundsOriginProperty.self,
    ]

    /// The entry of `property`, as a setter reports it; `nil` if none names it.
    static func entry(for property: AnyKeyPath) -> (any AnimatableViewProperty.Type)? {
        all.first { $0.isNamed(by: property) }
    }
}

/// A view's frame: lanes x, y, width, height. Moved back by a property animator like a frame
/// the layout wrote, which the view does not keep as its own.
enum FrameProperty: SingleTrackViewProperty {
    static var keyPath: ReferenceWritableKeyPath<View, Rect> { View.frameKeyPath }
    static func lanes(of value: Rect) -> AnimationVector { AnimationVector(value) }
    static func value(of lanes: AnimationVector) -> Rect { Rect(lanes) }
    static func setModelValue(_ value: Rect, of view: View) { view.writeFrame(value, keeping: false) }
}

/// A view's opacity: one scalar lane.
enum AlphaProperty: SingleTrackViewProperty {
    static var keyPath: ReferenceWritableKeyPath<View, Double> { View.alphaKeyPath }
    static func lanes(of value: Double) -> AnimationVector { AnimationVector(scalar: value) }
    static func value(of lanes: AnimationVector) -> Double { lanes.scalar }
    static func distance(from old: Double, to new: Double) -> Double { abs(old - new) }
}

/// A view's background colour: lanes red, green, blue, alpha; no colour animates as clear, and
/// shows as none while no colour animation is in flight.
enum BackgroundColorProperty: SingleTrackViewProperty {
    static var keyPath: ReferenceWritableKeyPath<View, Color?> { View.backgroundColorKeyPath }
    static func lanes(of value: Color?) -> AnimationVector { AnimationVector(value ?? .clear) }
    static func value(of lanes: AnimationVector) -> Color? { Color(lanes) }

    static func presented(_ model: Color?, offset: (_ track: Int) -> AnimationVector) -> Color? {
        let offset = offset(0)
        guard !offset.isZero else { return model }
        return Color(lanes(of: model) + offset)
    }
}

/// A view's bounds origin, a scroll view's content offset: lanes x, y.
enum BoundsOriginProperty: SingleTrackViewProperty {
    static var keyPath: ReferenceWritableKeyPath<View, Point> { View.boundsOriginKeyPath }
    static func lanes(of value: Point) -> AnimationVector { AnimationVector(value) }
    static func value(of lanes: AnimationVector) -> Point { Point(lanes) }
}

/// A view's transform, on two tracks as Core Animation interpolates it (see `TransformParts`):
/// track 0 is the linear part (lanes scale x, scale y, rotation, shear; a rotation turns the
/// short way), track 1 the translation (lanes x, y).
enum TransformProperty: AnimatableViewProperty {
    static var keyPath: ReferenceWritableKeyPath<View, AffineTransform> { View.transformKeyPath }

    static func tracks(from old: AffineTransform, to new: AffineTransform,
                       _ body: (_ track: Int, _ old: AnimationVector, _ new: AnimationVector) -> Void) {
        let oldParts = TransformParts(old), newParts = TransformParts(new)
        body(0, TransformParts.linearLanes(of: oldParts, closestTo: newParts), newParts.linearLanes)
        body(1, oldParts.translationLanes, newParts.translationLanes)
    }

    static func presented(_ model: AffineTransform, offset: (_ track: Int) -> AnimationVector) -> AffineTransform {
        let linear = offset(0), translation = offset(1)
        guard !linear.isZero || !translation.isZero else { return model }
        return TransformParts(model).offset(linear: linear, translation: translation).transform
    }

    static func moved(_ model: AffineTransform, by offset: AnimationVector, on track: Int) -> AffineTransform {
        let parts = TransformParts(model)
        return track == 0
            ? parts.offset(linear: offset, translation: .zero).transform
            : parts.offset(linear: .zero, translation: offset).transform
    }

    /// The length of the change of the six matrix entries.
    static func distance(from old: AffineTransform, to new: AffineTransform) -> Double {
        [old.a - new.a, old.b - new.b, old.c - new.c, old.d - new.d, old.tx - new.tx, old.ty - new.ty]
            .reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
