import StackLayout
import Testing

@Suite("AffineTransform")
struct AffineTransformTests {
    /// Tolerance for results that go through sine and cosine.
    let tolerance = 1e-12

    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }

    @Test("each initializer maps (10, 20) as CGAffineTransform does", arguments: [
        (AffineTransform.identity, Point(x: 10, y: 20)),
        (AffineTransform(scaleX: 2, y: -3), Point(x: 20, y: -60)),
        (AffineTransform(translationX: 5, y: -7), Point(x: 15, y: 13)),
        (AffineTransform(rotationAngle: Double.pi / 2), Point(x: -20, y: 10)),
        (AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), Point(x: 75, y: 106)),
    ])
    func mapsPoints(_ transform: AffineTransform, _ expected: Point) {
        #expect(close(Point(x: 10, y: 20).applying(transform), expected))
    }

    @Test("concatenating applies self first, then the argument")
    func concatenation() {
        let scaleThenMove = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(scaleThenMove == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(Point(x: 1, y: 1).applying(scaleThenMove) == Point(x: 12, y: 2))
        let moveThenScale = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
        #expect(Point(x: 1, y: 1).applying(moveThenScale) == Point(x: 22, y: 2))
        // The `…By` forms apply their operation before the receiver, as CGAffineTransform's do.
        #expect(AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2) == scaleThenMove)
        #expect(AffineTransform.identity.translatedBy(x: 3, y: 4) == AffineTransform(translationX: 3, y: 4))
    }

    @Test("inverted undoes the transform; a singular one comes back unchanged")
    func inversion() {
        let transform = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let point = Point(x: 7, y: -2)
        #expect(close(point.applying(transform).applying(transform.inverted()), point))
        let singular = AffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(AffineTransform.identity.isIdentity && !singular.isIdentity)
    }

    @Test("a rectangle maps to the bounding box of its corners")
    func rectangles() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 20)
        let turned = rect.applying(AffineTransform(rotationAngle: Double.pi / 2))
        #expect(turned.isClose(to: Rect(x: -20, y: 0, width: 20, height: 40), tolerance: tolerance))
        #expect(rect.applying(AffineTransform(scaleX: -1, y: 1)) == Rect(x: -40, y: 0, width: 40, height: 20))
        #expect(Size(width: 40, height: 20).applying(AffineTransform(scaleX: 2, y: 0.5)) == Size(width: 80, height: 10))
    }
}
