import Testing
import TestSupport
@_spi(Testing) import StackLayout

/// Non-fill alignments enclose the visible views between the canvas' own edges across the axis
/// (the stack, or its layout margins guide when margins-relative): no guide stands for those
/// edges, the boundaries, the aligned-edge wish, the `@51` hug and the baseline placement name
/// the canvas, and the frames are the worked cases of "Stack semantics".
@Suite("Stacks: the canvas bounds non-fill alignments")
struct CanvasBoundsTests {
    typealias Item = WorkedCase.Item

    /// Margins of the margins-relative variants: (top 8, left 16, bottom 8, right 16).
    static let margins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    /// The baseline alignments (edges on a vertical stack).
    static let baselines: [Stack.Alignment] = [.firstBaseline, .lastBaseline]

    static let pq = [
        Item(name: "P", size: Size(width: 100, height: 40), baseline: 30),
        Item(name: "Q", size: Size(width: 60, height: 20), baseline: 15),
    ]

    /// Each case on a horizontal stack, without and with margins (the transposed cases cover
    /// vertical stacks: `top` becomes `leading`, `bottom` becomes `trailing`).
    static let horizontalCases: [WorkedCase] = [
        WorkedCase(
            name: "top", alignment: .top, expected: [r(0, 0, 160, 200), r(170, 0, 80, 100), r(260, 0, 40, 50)],
            expectedStack: Size(width: 300, height: 200)),
        WorkedCase(
            name: "top, margins", alignment: .top, margins: margins,
            expected: [r(16, 8, 160, 200), r(186, 8, 80, 100), r(276, 8, 40, 50)],
            expectedStack: Size(width: 332, height: 216)),
        WorkedCase(
            name: "center, H=300", alignment: .center, height: 300,
            expected: [r(0, 50, 160, 200), r(170, 100, 80, 100), r(260, 125, 40, 50)]),
        WorkedCase(
            name: "center, H=300, margins", alignment: .center, height: 300, margins: margins,
            expected: [r(16, 50, 160, 200), r(186, 100, 80, 100), r(276, 125, 40, 50)]),
        WorkedCase(
            name: "bottom", alignment: .bottom, expected: [r(0, 0, 160, 200), r(170, 100, 80, 100), r(260, 150, 40, 50)],
            expectedStack: Size(width: 300, height: 200)),
        WorkedCase(
            name: "bottom, margins", alignment: .bottom, margins: margins,
            expected: [r(16, 8, 160, 200), r(186, 108, 80, 100), r(276, 158, 40, 50)],
            expectedStack: Size(width: 332, height: 216)),
        WorkedCase(
            name: "top, H=150", alignment: .top, height: 150,
            expected: [r(0, 0, 160, 150), r(170, 0, 80, 100), r(260, 0, 40, 50)]),
        WorkedCase(
            name: "top, H=150, margins", alignment: .top, height: 150, margins: margins,
            expected: [r(16, 8, 160, 134), r(186, 8, 80, 100), r(276, 8, 40, 50)]),
        // On a vertical stack firstBaseline means leading, lastBaseline trailing.
        WorkedCase(
            name: "firstBaseline", alignment: .firstBaseline, spacing: 0, items: pq,
            expected: [r(0, 0, 100, 40), r(100, 15, 60, 20)], expectedStack: Size(width: 160, height: 40),
            swappedExpected: [r(0, 0, 40, 100), r(0, 100, 20, 60)]),
        WorkedCase(
            name: "firstBaseline, margins", alignment: .firstBaseline, spacing: 0, items: pq, margins: margins,
            expected: [r(16, 8, 100, 40), r(116, 23, 60, 20)], expectedStack: Size(width: 192, height: 56),
            swappedExpected: [r(8, 16, 40, 100), r(8, 116, 20, 60)]),
        // The `@1` placement puts the last baselines as low as the canvas' bottom edge lets them.
        WorkedCase(
            name: "lastBaseline, H=60", alignment: .lastBaseline, spacing: 0, height: 60, items: pq,
            expected: [r(0, 20, 100, 40), r(100, 35, 60, 20)],
            swappedExpected: [r(20, 0, 40, 100), r(40, 100, 20, 60)]),
        WorkedCase(
            name: "lastBaseline, H=60, margins", alignment: .lastBaseline, spacing: 0, height: 60, items: pq,
            margins: margins, expected: [r(16, 12, 100, 40), r(116, 27, 60, 20)],
            swappedExpected: [r(12, 16, 40, 100), r(32, 116, 20, 60)]),
    ]

    static let cases: [WorkedCase] = horizontalCases + horizontalCases.map(\.swapped)

    @Test(arguments: cases)
    func theCanvasEnclosesTheAlignedViews(_ workedCase: WorkedCase) {
        let (window, stack, views) = build(workedCase)
        expectLayout(of: workedCase, stack, views)
        #expect(!stack.layoutGuides.contains { $0.identifier.hasPrefix("Stack-spanning") })
        let canvas: LayoutItem = workedCase.margins == nil ? stack : stack.layoutMarginsGuide
        let constraints = stack.activeGeneratedConstraints
        for constraint in constraints {
            let guides = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? LayoutGuide }
            #expect(!guides.contains { $0.identifier.hasPrefix("Stack-spanning") }, "\(constraint)")
        }
        let fits = constraints.filter { $0.identifier == "Stack-spanning-fit" }
        #expect(fits.count == 1)
        #expect(fits.allSatisfy { $0.firstItem === canvas && $0.secondItem == nil }, "\(fits)")
        let boundaries = constraints.filter { $0.identifier == "Stack-spanning-boundary" }
        #expect(boundaries.count == Self.boundaryCount(of: workedCase, views: views.count), "\(boundaries)")
        #expect(boundaries.allSatisfy { $0.firstItem === canvas || $0.secondItem === canvas }, "\(boundaries)")
        if workedCase.axis == .horizontal && Self.baselines.contains(workedCase.alignment) {
            // The baseline group's `@1` placement is on the canvas' edge.
            let placements = constraints.filter { $0.priority == LayoutPriority(1) && $0.firstItem === views[0] }
            #expect(placements.count == 1 && placements.allSatisfy { $0.secondItem === canvas }, "\(placements)")
        }
        // Only the two ends along the axis connect to the canvas.
        #expect(constraints.filter { $0.identifier == "Stack-canvas-connection" }.count == 2)
        expectNoDiagnostics(window)
    }

    /// A live stack switched from fill to center and back: the frames of a fresh stack at each
    /// step, and never a spanning guide.
    @Test(arguments: [nil, 300.0])
    func aLiveStackSwitchesBetweenFillAndCenter(height: Double?) {
        let fill = WorkedCase(name: "fill", height: height, expected: [])
        let (window, stack, views) = build(fill)
        let cross = height ?? 200
        let filled = [r(0, 0, 160, cross), r(170, 0, 80, cross), r(260, 0, 40, cross)]
        let centered = [
            r(0, (cross - 200) / 2, 160, 200), r(170, (cross - 100) / 2, 80, 100), r(260, (cross - 50) / 2, 40, 50),
        ]
        for (alignment, expected) in [(Stack.Alignment.fill, filled), (.center, centered), (.fill, filled)] {
            stack.alignment = alignment
            window.layoutIfNeeded()
            for (view, rect) in zip(views, expected) {
                expectFrame(view, rect, "\(alignment)")
            }
            expectFrame(stack, r(0, 0, 300, cross), "\(alignment)")
            #expect(!stack.layoutGuides.contains { $0.identifier.hasPrefix("Stack-spanning") })
            let fits = stack.activeGeneratedConstraints.filter { $0.identifier == "Stack-spanning-fit" }
            #expect(fits.count == (alignment == .center ? 1 : 0))
        }
        expectNoDiagnostics(window)
    }

    /// The `Stack-spanning-boundary` constraints of `workedCase` with `views` visible views: on an
    /// aligned edge each view is bounded on its other edge, and the line wishes to be the canvas'
    /// edge and is bounded by it; on centers each view is bounded on both edges and the line
    /// wishes to be the canvas' center; on baselines (horizontal stacks) each view is bounded
    /// on both edges.
    private static func boundaryCount(of workedCase: WorkedCase, views: Int) -> Int {
        if workedCase.alignment == .center { return 2 * views + 1 }
        if workedCase.axis == .horizontal && Self.baselines.contains(workedCase.alignment) { return 2 * views }
        return views + 2
    }
}
