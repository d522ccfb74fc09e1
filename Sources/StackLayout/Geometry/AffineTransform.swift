/// A 2-D affine transform with `CGAffineTransform`'s API: it maps a point `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// ``View/transform`` uses it about the view's center, as UIKit does; layout ignores it.
public struct AffineTransform: Sendable, Hashable, CustomStringConvertible {
    /// The x factor of x.
    public var a: Double
    /// The y factor of x.
    public var b: Double
    /// The x factor of y.
    public var c: Double
    /// The y factor of y.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y grows downwards).
    public init(rotationAngle angle: Double) {
        let cosine = AnimationMath.cosine(angle), sine = AnimationMath.sine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self` followed by `other`: a point is transformed by `self`, then by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse; a transform that cannot be inverted (determinant 0) is returned unchanged,
    /// as `CGAffineTransform.inverted()` does.
    public func inverted() -> AffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// A scale by `sx`, `sy` applied before this transform.
    public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A translation by `tx`, `ty` applied before this transform.
    public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
        AffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `[a, b, c, d, tx, ty]` with short numbers.
    public var description: String {
        "[" + [a, b, c, d, tx, ty].map(formatNumber).joined(separator: ", ") + "]"
    }
}

extension Point {
    /// The point transformed by `transform`.
    public func applying(_ transform: AffineTransform) -> Point {
        Point(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension Size {
    /// The size transformed by `transform`'s linear part (no translation), as
    /// `CGSize.applying(_:)` does: components may become negative.
    public func applying(_ transform: AffineTransform) -> Size {
        Size(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension Rect {
    /// The smallest rectangle that contains the four transformed corners (`CGRect.applying(_:)`).
    public func applying(_ transform: AffineTransform) -> Rect {
        if transform.isIdentity { return self }
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min() ?? 0, top = ys.min() ?? 0
        return Rect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
