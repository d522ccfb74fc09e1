import StackLayout
import TestSupport
import Testing

/// Changes made to a tree before anything has laid it out or constrained it: the tree has no
/// engine yet, so they are read when its first layout starts (tolerance 1e-9).
@Suite("Changes before the first layout")
struct FirstLayoutTests {
    /// A change made to a 40 × 20 intrinsic-size view at the origin of a 200 × 100 bare root
    /// view (no window), with the constraint the case adds, before the first layout.
    enum Change: String, CaseIterable, Sendable {
        /// The intrinsic size becomes 60 × 30.
        case intrinsicSize
        /// Hugging falls to 150, below a 100-point minimum width at 200: the width grows to 100.
        case huggingPriority
        /// Compression resistance falls to 400, below a 20-point maximum width at 500: the width
        /// shrinks to 20.
        case compressionPriority
        /// A layout guide pinned to the view's trailing edge, 30 wide, is added.
        case layoutGuide

        /// The view's frame after the first layout.
        var frame: Rect {
            switch self {
            case .intrinsicSize: Rect(x: 0, y: 0, width: 60, height: 30)
            case .huggingPriority: Rect(x: 0, y: 0, width: 100, height: 20)
            case .compressionPriority: Rect(x: 0, y: 0, width: 20, height: 20)
            case .layoutGuide: Rect(x: 0, y: 0, width: 40, height: 20)
            }
        }

        /// Makes the change to `view` (a subview of `root`); returns the guide it added, if any.
        func apply(to view: IntrinsicView, in root: View) -> LayoutGuide? {
            switch self {
            case .intrinsicSize:
                view.intrinsic = Size(width: 60, height: 30)
            case .huggingPriority:
                let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
                minimum.priority = LayoutPriority(200)
                view.setContentHuggingPriority(LayoutPriority(150), for: .horizontal)
                minimum.isActive = true
            case .compressionPriority:
                let maximum = view.widthAnchor.constraint(lessThanOrEqualToConstant: 20)
                maximum.priority = LayoutPriority(500)
                view.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
                maximum.isActive = true
            case .layoutGuide:
                let guide = LayoutGuide(identifier: "trailing")
                view.addLayoutGuide(guide)
                LayoutConstraint.activate([
                    guide.leadingAnchor.constraint(equalTo: view.trailingAnchor),
                    guide.topAnchor.constraint(equalTo: view.topAnchor),
                    guide.widthAnchor.constraint(equalToConstant: 30),
                    guide.heightAnchor.constraint(equalTo: view.heightAnchor),
                ])
                return guide
            }
            return nil
        }
    }

    @Test("a bare root view lays out a change made before its first layout", arguments: Change.allCases)
    func changeBeforeFirstLayout(_ change: Change) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let view = IntrinsicView("view", 40, 20)
        root.addSubview(view)
        let guide = change.apply(to: view, in: root)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.isClose(to: change.frame, tolerance: 1e-9), "\(change): \(view.frame)")
        if let guide {
            #expect(guide.layoutFrame.isClose(to: Rect(x: 40, y: 0, width: 30, height: 20), tolerance: 1e-9))
        }
        #expect(!view.hasAmbiguousLayout)
    }

    /// A view that places its one subview at `offset` from its left edge when laid out. Neither
    /// turns its frame into constraints, so that adding them to a window constrains nothing.
    final class OffsettingView: View {
        var offset = 0.0
        let content = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))

        override init(frame: Rect) {
            super.init(frame: frame)
            translatesAutoresizingMaskIntoConstraints = false
            content.translatesAutoresizingMaskIntoConstraints = false
            addSubview(content)
        }

        override func layoutSubviews() {
            content.frame = Rect(x: offset, y: 0, width: 10, height: 10)
        }
    }

    /// An animation block that only asks a tree for layout, in a window nothing has laid out or
    /// constrained, still lays the window out when it ends, and the move animates.
    @Test func layoutAskedForInABlockBeforeTheFirstLayoutAnimates() {
        let window = testWindow(width: 200, height: 100)
        let host = OffsettingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(host)
        View.animate(withDuration: 1, options: .curveLinear) {
            host.offset = 80
            host.setNeedsLayout()
        }
        #expect(host.content.frame.minX == 80)
        window.clock.advance(to: 0.5)
        #expect(abs(host.content.presentation.frame.minX - 40) < 1e-9, "\(host.content.presentation.frame)")
        window.clock.advance(to: 1)
        #expect(abs(host.content.presentation.frame.minX - 80) < 1e-9)
        #expect(window.diagnostics.isEmpty)
    }
}
