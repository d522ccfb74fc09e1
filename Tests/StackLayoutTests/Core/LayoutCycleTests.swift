import TestSupport
import Testing
import StackLayout

/// The update-constraints and layout passes, fitting sizes, intrinsic sizes (tolerance 1e-6).
@Suite("Layout cycle")
struct LayoutCycleTests {
    final class Logger {
        var entries: [String] = []
    }

    final class LoggingView: View {
        let logger: Logger
        init(_ name: String, _ logger: Logger) {
            self.logger = logger
            super.init()
            debugName = name
        }
        override func updateConstraints() {
            logger.entries.append("update \(displayName)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            logger.entries.append("layout \(displayName)")
            super.layoutSubviews()
        }
    }

    @Test func constraintsUpdateChildrenFirstAndLayoutRunsParentsFirst() {
        let logger = Logger()
        let window = testWindow()
        let parent = LoggingView("parent", logger)
        let child = LoggingView("child", logger)
        let grandchild = LoggingView("grandchild", logger)
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        pinEdges(parent, to: window, inset: 10)
        pinEdges(child, to: parent, inset: 10)
        pinEdges(grandchild, to: child, inset: 10)
        window.layoutIfNeeded()
        #expect(
            logger.entries == [
                "update grandchild", "update child", "update parent",
                "layout parent", "layout child", "layout grandchild",
            ])
        expectFrame(grandchild, 10, 10, 315, 607)

        logger.entries.removeAll()
        window.layoutIfNeeded()
        #expect(logger.entries.isEmpty, "nothing changed, nothing runs")

        child.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(logger.entries == ["update child"])

        logger.entries.removeAll()
        child.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(logger.entries == ["layout child"])

        logger.entries.removeAll()
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        #expect(logger.entries == ["update child"])
    }

    @Test func changingAnIntrinsicSizeReflowsAtTheNextLayout() {
        let title = IntrinsicView("title", intrinsic: Size(width: 80, height: 20))
        let detail = IntrinsicView("detail", intrinsic: Size(width: 40, height: 20))
        let window = testWindow(subviews: [title, detail])
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(detail, 104, 16, 40, 20)
        title.intrinsic = Size(width: 120, height: 30)
        window.layoutIfNeeded()
        expectFrames([title: (16, 16, 120, 30), detail: (144, 26, 40, 20)])
        // Without an intrinsic width nothing determines the width: the layout is ambiguous.
        title.intrinsic = Size(width: View.noIntrinsicMetric, height: 30)
        window.layoutIfNeeded()
        #expect(title.ambiguousAxes == [.horizontal])
    }

    @Test func huggingAndCompressionResistanceDecideWhoStretches() {
        let a = IntrinsicView("a", intrinsic: Size(width: 100, height: 20))
        let b = IntrinsicView("b", intrinsic: Size(width: 100, height: 20))
        let window = testWindow(width: 300, height: 100, subviews: [a, b])
        pinEdges(a, to: window, [.leading, .top])
        pinEdges(b, to: window, [.trailing, .top])
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
        a.setContentHuggingPriority(251, for: .horizontal)
        window.layoutIfNeeded()
        expectFrames([a: (0, 0, 100, 20), b: (100, 0, 200, 20)])
        a.setContentHuggingPriority(249, for: .horizontal)
        window.layoutIfNeeded()
        expectFrame(a, 0, 0, 200, 20)

        window.frame = Rect(x: 0, y: 0, width: 150, height: 100)
        b.setContentCompressionResistancePriority(751, for: .horizontal)
        window.layoutIfNeeded()
        expectFrames([a: (0, 0, 50, 20), b: (50, 0, 100, 20)])
        #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(b.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func systemLayoutSizeFittingCompressedAndExpanded() {
        let (window, card) = windowWithView("card")
        let label = IntrinsicView("label", intrinsic: Size(width: 100, height: 20))
        let spacer = namedView("spacer")
        card.addSubview(label)
        card.addSubview(spacer)
        pinEdges(label, to: card, inset: 10)
        pinEdges(card, to: window, [.leading, .top])
        pinEdges(spacer, to: card, [.leading, .top])
        LayoutConstraint.activate([
            spacer.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(compressed.width - 120) < coreTolerance && abs(compressed.height - 40) < coreTolerance)
        // Hugging (250) beats the pull towards the target (50): still the intrinsic size.
        let expanded = card.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(abs(expanded.width - 120) < coreTolerance && abs(expanded.height - 40) < coreTolerance)
        label.setContentHuggingPriority(.fittingSizeLevel - 1, for: .horizontal)
        let wide = card.systemLayoutSizeFitting(Size(width: 300, height: 0))
        #expect(abs(wide.width - 300) < coreTolerance && abs(wide.height - 40) < coreTolerance)
        // The tree's own layout is untouched.
        expectFrame(label, 10, 10, 100, 20)
    }

    /// A box pinned 20 inside the window after a frame is set directly: on the box the next
    /// layout undoes it; on the window the box reflows.
    @Test(arguments: [(false, Rect(x: 20, y: 20, width: 335, height: 627)),
                      (true, Rect(x: 20, y: 20, width: 627, height: 335))])
    func aConstrainedViewFollowsItsConstraintsWhenAFrameIsSet(onTheWindow: Bool, expected: Rect) {
        let box = namedView("box")
        let window = testWindow(subviews: [box])
        pinEdges(box, to: window, inset: 20)
        window.layoutIfNeeded()
        if onTheWindow {
            window.frame = Rect(x: 0, y: 0, width: 667, height: 375)
        } else {
            box.frame = Rect(x: 1, y: 1, width: 1, height: 1)
        }
        window.layoutIfNeeded()
        expectFrame(box, expected.minX, expected.minY, expected.width, expected.height)
    }
}
