import StackLayout
import Testing

/// A flow of tags written with public API only: fixed-size tags placed left to right, `gap`
/// apart, a new row when the next tag does not fit; hidden tags take no room. One row without a
/// width; at a width, as many rows as the tags need (``View/intrinsicContentHeight(forWidth:)``).
final class TagFlow: View {
    let tags: [View]
    let gap = 4.0
    let rowHeight = 20.0

    init(widths: [Double]) {
        tags = widths.map { View(frame: Rect(x: 0, y: 0, width: $0, height: 20)) }
        super.init(frame: .zero)
        for tag in tags { addSubview(tag) }
    }

    /// The origin of each visible tag at `width` (no limit: `nil`) and the rows' total height.
    func placement(forWidth width: Double?) -> (origins: [Int: Point], height: Double) {
        var origins: [Int: Point] = [:]
        var x = 0.0, row = 0
        for (index, tag) in tags.enumerated() where !tag.isHidden {
            let tagWidth = tag.frame.width
            if x > 0, let width, x + gap + tagWidth > width {
                row += 1
                x = 0
            }
            let start = x > 0 ? x + gap : 0
            origins[index] = Point(x: start, y: Double(row) * (rowHeight + gap))
            x = start + tagWidth
        }
        return (origins, origins.isEmpty ? 0 : Double(row + 1) * rowHeight + Double(row) * gap)
    }

    override var intrinsicContentSize: Size {
        let visible = tags.filter { !$0.isHidden }
        let width = visible.reduce(0) { $0 + $1.frame.width } + gap * Double(max(visible.count - 1, 0))
        return Size(width: width, height: placement(forWidth: nil).height)
    }

    override func intrinsicContentHeight(forWidth width: Double) -> Double? {
        placement(forWidth: width).height
    }

    override func layoutSubviews() {
        for (index, origin) in placement(forWidth: bounds.width).origins {
            tags[index].frame = Rect(origin: origin, size: tags[index].frame.size)
        }
    }

    func setTagHidden(_ index: Int, _ hidden: Bool) {
        tags[index].isHidden = hidden
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

@Suite("Views whose height depends on their width")
struct WidthDependentHeightTests {
    /// A vertical stack 100 wide: a 21.25-high title over a flow of tags 40, 30, 50 and 20 wide.
    private func column() -> (Window, Stack, TagFlow) {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let flow = TagFlow(widths: [40, 30, 50, 20])
        let stack = Stack(axis: .vertical, arrangedSubviews: [Label(text: "Tags"), flow])
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        return (window, stack, flow)
    }

    @Test("a flow of tags wraps to two rows at the stack's width in one layoutIfNeeded")
    func wrapsInAStack() {
        let (window, stack, flow) = column()
        // 40 + 4 + 30 = 74 fit in 100; the 50-point tag starts the second row.
        #expect(flow.frame == Rect(x: 0, y: 21.25, width: 100, height: 44))
        #expect(flow.tags.map(\.frame.origin) == [Point(x: 0, y: 0), Point(x: 44, y: 0), Point(x: 0, y: 24), Point(x: 54, y: 24)])
        #expect(stack.frame.height == 65.25)
        #expect(flow.intrinsicContentSize == Size(width: 152, height: 20))   // one row without a width
        #expect(window.diagnostics.isEmpty)
    }

    @Test("hiding a tag inside an animation folds the flow to one row, animated")
    func animatesAHide() {
        let (window, stack, flow) = column()
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            flow.setTagHidden(2, true)   // 40 + 4 + 30 + 4 + 20 = 98: one row
            window.layoutIfNeeded()
        })
        #expect(flow.frame.height == 20 && stack.frame.height == 41.25)
        #expect(flow.tags[3].frame.origin == Point(x: 78, y: 0))
        window.clock.advance(by: 0.5)
        #expect(abs(flow.presentation.frame.height - 32) < 1e-9)
        #expect(abs(stack.presentation.frame.height - 53.25) < 1e-9)
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            flow.setTagHidden(2, false)
            window.layoutIfNeeded()
        })
        #expect(flow.frame.height == 44)
    }

    @Test("fitting measures the flow at the width it fixes")
    func fitting() {
        let flow = TagFlow(widths: [40, 30, 50, 20])
        let size = flow.systemLayoutSizeFitting(
            Size(width: 60, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // At 60 points no two neighbours fit together: four rows, 4 × 20 + 3 × 4.
        #expect(size == Size(width: 60, height: 92))
    }

    @Test("a view that does not override the height keeps its intrinsic size at any width")
    func defaultIsWidthIndependent() {
        let view = View()
        #expect(view.intrinsicContentHeight(forWidth: 100) == nil)
    }
}
