/// A small vector of animated values: a frame's x, y, width and height, or a scalar (such
/// as alpha) in ``x`` with the other lanes zero.
struct AnimationVector: Hashable, Sendable {
    /// The first lane: a frame's origin x, or the scalar value.
    var x: Double
    /// The second lane: a frame's origin y.
    var y: Double
    /// The third lane: a frame's width.
    var width: Double
    /// The fourth lane: a frame's height.
    var height: Double

    /// All lanes zero.
    static let zero = AnimationVector(x: 0, y: 0, width: 0, height: 0)

    /// Creates a four-lane vector (frame origin and size).
    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a scalar vector (value in ``x``).
    init(scalar: Double) {
        self.init(x: scalar, y: 0, width: 0, height: 0)
    }

    /// The scalar value (lane ``x``).
    var scalar: Double { x }

    /// Whether every lane is zero.
    var isZero: Bool { self == .zero }

    /// The Euclidean length of the four lanes.
    var length: Double { (x * x + y * y + width * width + height * height).squareRoot() }

    /// Whether every lane is finite.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    static func + (lhs: AnimationVector, rhs: AnimationVector) -> AnimationVector {
        AnimationVector(x: lhs.x + rhs.x, y: lhs.y + rhs.y,
                        width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    static func - (lhs: AnimationVector, rhs: AnimationVector) -> AnimationVector {
        AnimationVector(x: lhs.x - rhs.x, y: lhs.y - rhs.y,
                        width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    static func * (lhs: AnimationVector, factor: Double) -> AnimationVector {
        AnimationVector(x: lhs.x * factor, y: lhs.y * factor,
                        width: lhs.width * factor, height: lhs.height * factor)
    }
}

extension AnimationVector {
    /// The lanes of a frame: origin x, origin y, width, height.
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension Rect {
    /// The frame whose lanes are `vector`'s.
    init(_ vector: AnimationVector) {
        self.init(x: vector.x, y: vector.y, width: vector.width, height: vector.height)
    }
}

extension AnimationVector {
    /// The lanes of a colour: red, green, blue and alpha.
    init(_ color: Color) {
        self.init(x: color.red, y: color.green, width: color.blue, height: color.alpha)
    }
}

extension Color {
    /// The colour of a vector's lanes (red, green, blue, alpha), clamped to 0…1.
    init(_ vector: AnimationVector) {
        self.init(red: vector.x, green: vector.y, blue: vector.width, alpha: vector.height)
    }
}

extension AnimationVector {
    /// The lanes of a point: x and y.
    init(_ point: Point) {
        self.init(x: point.x, y: point.y, width: 0, height: 0)
    }
}

extension Point {
    /// The point of a vector's x and y lanes.
    init(_ vector: AnimationVector) {
        self.init(x: vector.x, y: vector.y)
    }
}
