import TestSupport
import Testing
import StackLayout

/// A view hidden before its tree's first layout demotes the intrinsic sizes of its content as one
/// hidden later does (the "Stack semantics" article, hidden views): at any depth of the tree,
/// above and below the depth up to which the engine walks up without remembering its answers.
@Suite("Hidden content at the first layout")
struct HiddenContentFirstLayoutTests {
    /// A window, `depth` nested plain views 1000 × 1000, and in the innermost a vertical fill
    /// stack of [top 100×30, inner, bottom 100×30], `inner` a horizontal stack of three 50×20 views.
    private struct Scene {
        let window = stackWindow()
        let inner: Stack
        let items = [IntrinsicView("i0", 50, 20), IntrinsicView("i1", 50, 20), IntrinsicView("i2", 50, 20)]

        init(depth: Int, innerHidden: Bool) {
            inner = Stack(axis: .horizontal, spacing: 10, arrangedSubviews: items)
            inner.isHidden = innerHidden
            let outer = Stack(axis: .vertical, arrangedSubviews: [IntrinsicView("top", 100, 30), inner, IntrinsicView("bottom", 100, 30)])
            var container: View = window
            for level in 0..<depth {
                let level = View(frame: Rect(x: level == 0 ? 5 : 0, y: 0, width: 1000, height: 1000))
                container.addSubview(level)
                container = level
            }
            container.addSubview(outer)
            LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                outer.topAnchor.constraint(equalTo: container.topAnchor),
                outer.widthAnchor.constraint(equalToConstant: 200),
            ])
            window.layoutIfNeeded()
        }

        /// The descriptions of the first item's horizontal intrinsic-size constraints.
        var intrinsicDescriptions: [String] { Self.intrinsicDescriptions(of: items[0]) }

        /// The descriptions of `view`'s own horizontal intrinsic-size constraints, without its
        /// name (`width <= 50 @250 (intrinsic size)`).
        static func intrinsicDescriptions(of view: View) -> [String] {
            let name = "\(view.displayName)."
            return view.constraintsAffectingLayout(for: .horizontal).map(\.description)
                .filter { $0.hasPrefix(name) && $0.hasSuffix("(intrinsic size)") }
                .map { String($0.dropFirst(name.count)) }
        }
    }

    /// An item's intrinsic-size constraints when no hidden view holds it.
    private let shownDescriptions = ["width <= 50 @250 (intrinsic size)", "width >= 50 @750 (intrinsic size)"]

    @Test(arguments: [0, 3, 12])
    func hiddenBeforeTheFirstLayoutDemotesContentAsHidingLater(depth: Int) {
        let shown = Scene(depth: depth, innerHidden: false)
        #expect(shown.intrinsicDescriptions == shownDescriptions)
        let hiddenLater = Scene(depth: depth, innerHidden: false)
        hiddenLater.inner.isHidden = true
        hiddenLater.window.layoutIfNeeded()
        let hiddenFirst = Scene(depth: depth, innerHidden: true)
        #expect(hiddenLater.intrinsicDescriptions.count == 2)
        #expect(hiddenLater.intrinsicDescriptions != shown.intrinsicDescriptions, "the hidden stack's content is demoted")
        #expect(hiddenFirst.intrinsicDescriptions == hiddenLater.intrinsicDescriptions)
        #expect(hiddenFirst.items.map(\.frame) == hiddenLater.items.map(\.frame))
        #expect(hiddenFirst.inner.frame == hiddenLater.inner.frame)
    }

    /// A subtree that joins a hidden view's content (no hidden view inside it, a hidden ancestor
    /// above it) is demoted as the content that was there at the first layout.
    @Test(arguments: [0, 12])
    func aSubtreeJoiningHiddenContentIsDemoted(depth: Int) {
        let scene = Scene(depth: depth, innerHidden: true)
        let joining = IntrinsicView("joining", 50, 20)
        scene.inner.addArrangedSubview(joining)
        scene.window.layoutIfNeeded()
        let demoted = scene.intrinsicDescriptions
        #expect(demoted.count == 2 && !demoted.contains { $0.contains("@250") })
        #expect(Scene.intrinsicDescriptions(of: joining) == demoted)
        scene.inner.isHidden = false
        scene.window.layoutIfNeeded()
        #expect(Scene.intrinsicDescriptions(of: joining) == shownDescriptions)
    }
}
