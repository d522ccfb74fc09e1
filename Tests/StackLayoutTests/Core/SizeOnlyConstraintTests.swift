import Testing
import StackLayout

/// A view that only width and height constraints act on keeps the origin of its frame: sizes do
/// not position it (tolerance `coreTolerance`).
@Suite("Size-only constraints keep the origin")
struct SizeOnlyConstraintTests {
    /// Size constraints on a view whose frame is (10, 20, 50, 60), and the frame they give it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let constraints: @Sendable (View) -> [LayoutConstraint]
        let expected: Rect
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "width == 100", constraints: { [$0.widthAnchor.constraint(equalToConstant: 100)] },
             expected: Rect(x: 10, y: 20, width: 100, height: 60)),
        Case(name: "height == 30", constraints: { [$0.heightAnchor.constraint(equalToConstant: 30)] },
             expected: Rect(x: 10, y: 20, width: 50, height: 30)),
        Case(name: "width == 100, height == 30", constraints: {
            [$0.widthAnchor.constraint(equalToConstant: 100), $0.heightAnchor.constraint(equalToConstant: 30)]
        }, expected: Rect(x: 10, y: 20, width: 100, height: 30)),
        Case(name: "width >= 70", constraints: { [$0.widthAnchor.constraint(greaterThanOrEqualToConstant: 70)] },
             expected: Rect(x: 10, y: 20, width: 70, height: 60)),
        // The kept width and height are equally weak wishes: the solver keeps the width (|2h − 50| +
        // |h − 60| is least at h = 25).
        Case(name: "width == 2 × height", constraints: {
            [$0.widthAnchor.constraint(equalTo: $0.heightAnchor, multiplier: 2)]
        }, expected: Rect(x: 10, y: 20, width: 50, height: 25)),
    ]

    @Test(arguments: cases)
    func sizeConstraintsKeepTheOrigin(_ testCase: Case) {
        let (window, box) = windowWithView("box", frame: Rect(x: 10, y: 20, width: 50, height: 60))
        LayoutConstraint.activate(testCase.constraints(box))
        window.layoutIfNeeded()
        #expect(box.frame.isClose(to: testCase.expected, tolerance: coreTolerance), "\(box.frame)")
        #expect(!box.hasAmbiguousLayout)
        #expect(window.diagnostics.isEmpty)
    }

    @Test func aMovedOriginIsKeptByLaterPasses() {
        let (window, box) = windowWithView("box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        expectFrame(box, 10, 10, 100, 50)
        box.frame.origin.x = 40
        window.layoutIfNeeded()
        expectFrame(box, 40, 10, 100, 50)
        box.center = Point(x: 200, y: 300)
        window.layoutIfNeeded()
        expectFrame(box, 150, 275, 100, 50)
    }

    @Test func aSizedSubviewMovesWithItsSuperview() {
        let (window, card) = windowWithView("card", frame: Rect(x: 30, y: 40, width: 200, height: 100))
        let badge = namedView("badge", frame: Rect(x: 5, y: 6, width: 10, height: 10))
        card.addSubview(badge)
        LayoutConstraint.activate([
            badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        expectFrame(badge, 5, 6, 50, 20)
        card.frame = Rect(x: 0, y: 0, width: 400, height: 100)
        window.layoutIfNeeded()
        expectFrame(badge, 5, 6, 100, 20)
    }

    @Test func aPositionConstraintStillTakesOverItsAxis() {
        let (window, box) = windowWithView("box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -5),
        ])
        window.layoutIfNeeded()
        expectFrame(box, 270, 10, 100, 50)
    }
}
