/// A transform split into the parts that animations interpolate, as Core Animation does:
/// scale, rotation and shear (the linear part) and translation. Interpolating the parts turns
/// a rotation through its intermediate angles instead of shrinking it through the matrix.
///
/// The linear part is `R(rotation) · [[scaleX, shear], [0, scaleY]]`; a transform with a
/// negative determinant takes the sign on `scaleX`, so a horizontal flip animates through a
/// zero width.
struct TransformParts: Equatable {
    var scaleX: Double
    var scaleY: Double
    /// Radians, in `-π...π`.
    var rotation: Double
    var shear: Double
    var translationX: Double
    var translationY: Double

    /// The parts of `transform`.
    init(_ transform: AffineTransform) {
        let determinant = transform.a * transform.d - transform.b * transform.c
        var scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        if determinant < 0 { scaleX = -scaleX }
        let rotation = scaleX == 0 ? 0 : AnimationMath.angle(y: transform.b / scaleX, x: transform.a / scaleX)
        let cosine = AnimationMath.cosine(rotation), sine = AnimationMath.sine(rotation)
        self.scaleX = scaleX
        self.rotation = rotation
        shear = transform.c * cosine + transform.d * sine
        scaleY = transform.d * cosine - transform.c * sine
        translationX = transform.tx
        translationY = transform.ty
    }

    /// The transform made of these parts.
    var transform: AffineTransform {
        let cosine = AnimationMath.cosine(rotation), sine = AnimationMath.sine(rotation)
        return AffineTransform(
            a: scaleX * cosine, b: scaleX * sine,
            c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
            tx: translationX, ty: translationY)
    }

    /// The animated lanes of the linear part: scale x, scale y, rotation, shear.
    var linearLanes: AnimationVector {
        AnimationVector(x: scaleX, y: scaleY, width: rotation, height: shear)
    }

    /// The animated lanes of the translation (x, y).
    var translationLanes: AnimationVector {
        AnimationVector(x: translationX, y: translationY, width: 0, height: 0)
    }

    /// These parts moved by animation offsets of the linear part and of the translation.
    func offset(linear: AnimationVector, translation: AnimationVector) -> TransformParts {
        var parts = self
        parts.scaleX += linear.x
        parts.scaleY += linear.y
        parts.rotation += linear.width
        parts.shear += linear.height
        parts.translationX += translation.x
        parts.translationY += translation.y
        return parts
    }

    /// The linear lanes of `old`, with its rotation moved by whole turns so that it lies within
    /// half a turn of `new`'s: the animation from `old` to `new` then turns the short way.
    static func linearLanes(of old: TransformParts, closestTo new: TransformParts) -> AnimationVector {
        var lanes = old.linearLanes
        let turn = 2 * Double.pi
        var difference = old.rotation - new.rotation
        if difference > Double.pi { difference -= turn } else if difference <= -Double.pi { difference += turn }
        lanes.width = new.rotation + difference
        return lanes
    }
}
