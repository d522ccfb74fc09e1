import TestSupport
import Testing
import StackLayout

/// Properties most views never set (a view holds them apart, made on the first write): each
/// reads its default until set, takes effect when set after a layout pass, and belongs to its
/// own view only (exact values).
@Suite("Rarely set view properties")
struct RarelySetStateTests {
    /// The rarely set properties of a view, read together.
    struct RareProperties: Equatable {
        var transform = AffineTransform.identity
        var backgroundColor: Color?
        var boundsOrigin = Point.zero
        var clipsToBounds = false
        var layoutMargins = EdgeInsets(all: 8)
        var insetsLayoutMarginsFromSafeArea = true
        var preservesSuperviewLayoutMargins = false
        var semanticContentAttribute = SemanticContentAttribute.unspecified
        var autoresizingMask: View.AutoresizingMask = []
        var hasLayer = false

        init() {}

        init(of view: View) {
            transform = view.transform
            backgroundColor = view.backgroundColor
            boundsOrigin = view.boundsOrigin
            clipsToBounds = view.clipsToBounds
            layoutMargins = view.layoutMargins
            insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
            preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
            semanticContentAttribute = view.semanticContentAttribute
            autoresizingMask = view.autoresizingMask
            hasLayer = view.existingLayer != nil
        }
    }

    /// One property: how to set it on a view, and what the view then reads.
    struct Setting: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (View) -> Void
        let expected: @Sendable (inout RareProperties) -> Void
        var testDescription: String { name }
    }

    static let settings: [Setting] = [
        Setting(name: "transform", apply: { $0.transform = AffineTransform(scaleX: 2, y: 3) },
                expected: { $0.transform = AffineTransform(scaleX: 2, y: 3) }),
        Setting(name: "backgroundColor", apply: { $0.backgroundColor = Color(white: 0.5) },
                expected: { $0.backgroundColor = Color(white: 0.5) }),
        Setting(name: "boundsOrigin", apply: { $0.boundsOrigin = Point(x: 3, y: 4) },
                expected: { $0.boundsOrigin = Point(x: 3, y: 4) }),
        Setting(name: "clipsToBounds", apply: { $0.clipsToBounds = true }, expected: { $0.clipsToBounds = true }),
        Setting(name: "layoutMargins", apply: { $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) },
                expected: { $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }),
        Setting(name: "insetsLayoutMarginsFromSafeArea", apply: { $0.insetsLayoutMarginsFromSafeArea = false },
                expected: { $0.insetsLayoutMarginsFromSafeArea = false }),
        Setting(name: "preservesSuperviewLayoutMargins", apply: { $0.preservesSuperviewLayoutMargins = true },
                expected: { $0.preservesSuperviewLayoutMargins = true }),
        Setting(name: "semanticContentAttribute", apply: { $0.semanticContentAttribute = .forceRightToLeft },
                expected: { $0.semanticContentAttribute = .forceRightToLeft }),
        Setting(name: "autoresizingMask", apply: { $0.autoresizingMask = [.flexibleWidth] },
                expected: { $0.autoresizingMask = [.flexibleWidth] }),
        Setting(name: "layer", apply: { _ = $0.layer }, expected: { $0.hasLayer = true }),
    ]

    /// Set on one of two laid-out siblings, a property reads back on that view only; the other
    /// properties of both keep their defaults and neither frame moves.
    @Test(arguments: settings)
    func setAfterLayoutOnOneViewOnly(_ setting: Setting) {
        let window = testWindow(width: 200, height: 100)
        let first = namedView("first"), second = namedView("second")
        window.addSubview(first)
        window.addSubview(second)
        pinEdges(first, to: window, [.leading, .top], inset: 10)
        pinEdges(second, to: window, [.trailing, .bottom], inset: 10)
        LayoutConstraint.activate([
            first.widthAnchor.constraint(equalToConstant: 50), first.heightAnchor.constraint(equalToConstant: 20),
            second.widthAnchor.constraint(equalToConstant: 60), second.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(RareProperties(of: first) == RareProperties())
        window.layoutIfNeeded()

        setting.apply(first)
        window.layoutIfNeeded()
        var expected = RareProperties()
        setting.expected(&expected)
        #expect(RareProperties(of: first) == expected)
        #expect(RareProperties(of: second) == RareProperties())
        #expect(first.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(second.frame == Rect(x: 130, y: 60, width: 60, height: 30))
    }

    /// Margins set after a layout pass move what is pinned to the margins guide at the next
    /// pass; a `nil` first baseline offset, which a view never set, stays `nil`.
    @Test func marginsSetAfterLayoutTakeEffect() {
        let window = testWindow(width: 200, height: 100)
        let card = namedView("card"), content = namedView("content")
        window.addSubview(card)
        card.addSubview(content)
        pinEdges(card, to: window)
        pinEdges(content, to: card.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 8, y: 8, width: 184, height: 84))

        card.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        content.firstBaselineOffset = nil
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 20, y: 10, width: 140, height: 60))
        #expect(content.firstBaselineOffset == nil)
        #expect(RareProperties(of: content) == RareProperties())
    }
}
