import Testing
import StackLayout

/// Geometry values and their axis-relative helpers (exact: no arithmetic beyond halves).
@Suite("Geometry")
struct GeometryTests {
    @Test(arguments: [Axis.horizontal, .vertical])
    func axisHelpersRoundTrip(axis: Axis) {
        let size = Size(along: axis, 10, cross: 20)
        #expect(size.length(along: axis) == 10)
        #expect(size.crossLength(along: axis) == 20)
        let point = Point(along: axis, 1, cross: 2)
        #expect(point.value(along: axis) == 1)
        #expect(point.value(along: axis.cross) == 2)
        let rect = Rect(along: axis, min: 1, length: 10, crossMin: 2, crossLength: 20)
        #expect(rect.min(along: axis) == 1)
        #expect(rect.max(along: axis) == 11)
        #expect(rect.mid(along: axis) == 6)
        #expect(rect.length(along: axis) == 10)
        #expect(rect.min(along: axis.cross) == 2)
        #expect(rect.length(along: axis.cross) == 20)
        var mutable = size
        mutable.setLength(5, along: axis)
        #expect(mutable.length(along: axis) == 5)
        #expect(axis.cross.cross == axis)
    }

    @Test func rectsInsetsAndDescriptions() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.maxX == 110 && rect.maxY == 70 && rect.midX == 60 && rect.midY == 45)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: insets).outset(by: insets) == rect)
        #expect(insets.leading(along: .horizontal) == 2 && insets.trailing(along: .vertical) == 3)
        #expect(insets.total(along: .horizontal) == 6)
        #expect(rect.description == "(10, 20, 100, 50)")
        #expect(Rect(x: 0.5, y: -1.25, width: 1 / 3, height: 0).description == "(0.5, -1.25, 0.3333333333333333, 0)")
        #expect(Size(width: 3, height: 4).description == "3 × 4")
        #expect(insets.description == "(1, 2, 3, 4)")
        #expect(!Rect(x: .nan, y: 0, width: 0, height: 0).isFinite)
    }

    @Test func prioritiesAndAttributes() {
        #expect(LayoutPriority.required.value == 1000)
        #expect(LayoutPriority.defaultHigh.value == 750)
        #expect(LayoutPriority.defaultLow.value == 250)
        #expect(LayoutPriority.fittingSizeLevel.value == 50)
        #expect((LayoutPriority.defaultLow + 1).value == 251)
        for attribute in LayoutAttribute.allCases {
            #expect(LayoutAttribute(name: attribute.name) == attribute)
        }
        #expect(LayoutAttribute(name: "middle") == nil)
    }
}
