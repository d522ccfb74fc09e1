import TestSupport
import Testing
import StackLayout

/// Frames come out of layout cleaned of the solver's floating-point noise, exact values stay
/// exact, a window's display scale rounds frames to its pixel grid, and descriptions print
/// every digit where a short form would hide a difference. Frames are compared exactly (`==`).
@Suite("Solved values")
struct SolvedValueTests {
    /// A settings screen whose solved values carry noise: a 343-wide column 16 points from the
    /// window's edges, of a margins-relative row (margins 0.7, 16.1, 2.2, 16.3, spacing 0.1) of
    /// a (33.3 × 20.1), b (12.7 × 44.4) and c (no intrinsic size), and d (10 × 10.1) below it.
    private final class SettingsScreen {
        let window = stackWindow(375, 667)
        let a = IntrinsicView("a", 33.3, 20.1), b = IntrinsicView("b", 12.7, 44.4), c = IntrinsicView("c"), d = IntrinsicView("d", 10, 10.1)
        let row: Stack
        let column: Stack

        init(displayScale: Double = 0) {
            window.displayScale = displayScale
            row = Stack(alignment: .center, spacing: 0.1, arrangedSubviews: [a, b, c])
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = EdgeInsets(top: 0.7, left: 16.1, bottom: 2.2, right: 16.3)
            column = Stack(axis: .vertical, spacing: 0.1, arrangedSubviews: [row, d])
            window.addSubview(column)
            LayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                column.topAnchor.constraint(equalTo: window.topAnchor, constant: 20.2),
            ])
            window.layoutIfNeeded()
        }

        var views: [View] { [column, row, a, b, c, d] }
    }

    @Test func noisyFramesComeOutAsTheirDecimals() {
        let screen = SettingsScreen()
        #expect(screen.column.frame == Rect(x: 16, y: 20.2, width: 343, height: 57.5))
        #expect(screen.row.frame == Rect(x: 0, y: 0, width: 343, height: 47.3))
        #expect(screen.a.frame == Rect(x: 16.1, y: 12.85, width: 33.3, height: 20.1))
        #expect(screen.b.frame == Rect(x: 49.5, y: 0.7, width: 12.7, height: 44.4))
        #expect(screen.c.frame == Rect(x: 62.3, y: 22.9, width: 264.4, height: 0))
        #expect(screen.d.frame == Rect(x: 0, y: 47.4, width: 343, height: 10.1))
    }

    /// Distributions of three views (no intrinsic size) in a row `width` wide, and the x of each.
    static let thirds: [(width: Double, xs: [Double])] = [
        (300, [0, 100, 200]), (343.5, [0, 114.5, 229]), (0.3, [0, 0.1, 0.2]),
    ]

    @Test(arguments: thirds)
    func exactThirdsAreExact(_ row: (width: Double, xs: [Double])) {
        let window = stackWindow()
        let views = [IntrinsicView("a"), IntrinsicView("b"), IntrinsicView("c")]
        place(Stack(distribution: .fillEqually, arrangedSubviews: views), in: window, width: row.width, height: 10)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == row.xs)
        #expect(views.allSatisfy { $0.frame.width == row.xs[1] })
    }

    /// Sizes that are multiples of 1/64 (exact in binary) come out as they are, from the finest
    /// to the largest that is cleaned.
    @Test(arguments: [0.015625, 12.25, 0.984375, 123_456.015625, 999_999_999.75])
    func binaryFractionsStayExact(_ width: Double) {
        let view = IntrinsicView("v", width, 1)
        _ = laidOutWindow(with: view)
        #expect(view.frame == Rect(x: 0, y: 0, width: width, height: 1))
    }

    @Test func valuesThatAreNoShortDecimalAreLeftAlone() {
        let window = stackWindow()
        let views = [IntrinsicView("a"), IntrinsicView("b"), IntrinsicView("c")]
        place(Stack(distribution: .fillEqually, arrangedSubviews: views), in: window, width: 380, height: 10)
        window.layoutIfNeeded()
        let width = views[0].frame.width
        #expect(abs(width - 380.0 / 3) < 1e-12)
        #expect(width != (width * 1e6).rounded() / 1e6, "not snapped to 126.666667")
    }

    /// Display scales, the frame of a 380-wide fillEqually row at x = 0.5, and the frames of its
    /// three views. Unrounded, the views' edges lie at 0.5, 127.17, 253.83 and 380.5 in the window.
    static let scales: [(scale: Double, row: Rect, views: [Rect])] = [
        (1, Rect(x: 1, y: 0, width: 380, height: 10),
         [Rect(x: 0, y: 0, width: 126, height: 10), Rect(x: 126, y: 0, width: 127, height: 10),
          Rect(x: 253, y: 0, width: 127, height: 10)]),
        (2, Rect(x: 0.5, y: 0, width: 380, height: 10),
         [Rect(x: 0, y: 0, width: 126.5, height: 10), Rect(x: 126.5, y: 0, width: 127, height: 10),
          Rect(x: 253.5, y: 0, width: 126.5, height: 10)]),
        (3, Rect(x: 2.0 / 3, y: 0, width: 380, height: 10),
         [Rect(x: 0, y: 0, width: 380.0 / 3, height: 10), Rect(x: 380.0 / 3, y: 0, width: 380.0 / 3, height: 10),
          Rect(x: 760.0 / 3, y: 0, width: 380.0 / 3, height: 10)]),
    ]

    @Test(arguments: scales)
    func aDisplayScaleRoundsEdgesToThePixelGrid(_ expected: (scale: Double, row: Rect, views: [Rect])) {
        let window = stackWindow()
        window.displayScale = expected.scale
        let views = [IntrinsicView("a"), IntrinsicView("b"), IntrinsicView("c")]
        let stack = Stack(distribution: .fillEqually, arrangedSubviews: views)
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0.5),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 380), stack.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == expected.row)
        #expect(views.map(\.frame) == expected.views)
    }

    @Test func changingTheDisplayScaleLaysOutAgain() {
        let screen = SettingsScreen()
        screen.window.displayScale = 2
        screen.window.layoutIfNeeded()
        #expect(screen.a.frame == Rect(x: 16, y: 13, width: 33.5, height: 20))
        for view in screen.views {
            for value in [view.frame.minX, view.frame.minY, view.frame.maxX, view.frame.maxY] {
                #expect((value * 2).rounded() == value * 2, "\(view.displayName) \(view.frame)")
            }
        }
        screen.window.displayScale = 0
        screen.window.layoutIfNeeded()
        #expect(screen.a.frame == Rect(x: 16.1, y: 12.85, width: 33.3, height: 20.1))
    }

    @Test(arguments: [-1, Double.nan, .infinity, 1001])
    func anInvalidDisplayScaleIsRejected(_ scale: Double) {
        let window = stackWindow()
        window.displayScale = 2
        window.displayScale = scale
        #expect(window.displayScale == 2)
        #expect(window.diagnostics.count == 1)
    }

    /// Rectangles and their descriptions.
    static let descriptions: [(Rect, String)] = [
        (Rect(x: 16, y: 20.5, width: 343, height: 44), "(16, 20.5, 343, 44)"),
        (Rect(x: 0, y: 0, width: 343.00000000000006, height: 20), "(0, 0, 343.00000000000006, 20)"),
        (Rect(x: 380.0 / 3, y: -0.25, width: 0.1 + 0.2, height: 1e-5), "(126.66666666666667, -0.25, 0.30000000000000004, 1e-05)"),
    ]

    @Test(arguments: descriptions)
    func descriptionsShowEveryDigitThatMatters(_ rect: Rect, _ expected: String) {
        #expect(rect.description == expected)
    }

    @Test func rectanglesThatDifferNeverPrintAlike() {
        let noisy = Rect(x: 0, y: 0, width: 343.00000000000006, height: 20)
        let clean = Rect(x: 0, y: 0, width: 343, height: 20)
        #expect(noisy.description != clean.description)
        #expect(Point(x: 0.1 + 0.2, y: 1).description == "(0.30000000000000004, 1)")
        #expect(Size(width: 0.1 + 0.2, height: 1).description == "0.30000000000000004 × 1")
    }
}
