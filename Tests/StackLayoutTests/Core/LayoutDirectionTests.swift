import StackLayout
import Testing

/// Leading and trailing anchors and margins in a right-to-left window 375 wide.
@Suite("Layout direction")
struct LayoutDirectionTests {
    private func window(_ direction: LayoutDirection) -> Window {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        window.layoutDirection = direction
        return window
    }

    /// A 100 × 40 view at the top, placed horizontally by `place`.
    private func placed(_ direction: LayoutDirection, _ place: (View, Window) -> LayoutConstraint) -> View {
        let window = window(direction)
        let view = View()
        window.addSubview(view)
        LayoutConstraint.activate([
            place(view, window), view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        return view
    }

    typealias Placement = @Sendable (View, Window) -> LayoutConstraint

    /// Constraints and the x they give left to right and right to left.
    static let placements: [(String, Placement, Double, Double)] = [
        ("leading + 20", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 20) }, 20, 255),
        ("trailing − 20", { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -20) }, 255, 20),
        ("left + 20 (absolute)", { $0.leftAnchor.constraint(equalTo: $1.leftAnchor, constant: 20) }, 20, 20),
        ("leading ≥ leadingMargin", { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 20) }, 20, 255),
        ("leading == leadingMargin", { $0.leadingAnchor.constraint(equalTo: $1.layoutMarginsGuide.leadingAnchor) }, 8, 267),
        ("centerX == leading + 100", { $0.centerXAnchor.constraint(equalTo: $1.leadingAnchor, constant: 100) }, 50, 225),
        ("leading == system spacing after leading", {
            $0.leadingAnchor.constraint(equalToSystemSpacingAfter: $1.leadingAnchor, multiplier: 2)
        }, 16, 259),
    ]

    @Test("leading and trailing flip; left, right and sizes do not", arguments: placements)
    func anchors(_ name: String, _ place: Placement, ltr: Double, rtl: Double) {
        #expect(placed(.leftToRight, place).frame.minX == ltr)
        #expect(placed(.rightToLeft, place).frame.minX == rtl)
    }

    @Test("an inequality keeps its sense in the leading direction")
    func inequality() {
        let view = placed(.rightToLeft) { view, window in
            let wish = view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
            wish.priority = .defaultLow
            wish.isActive = true
            return view.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 30)
        }
        #expect(view.frame.minX == 245)   // at least 30 points from the right edge
    }

    @Test("directional margins read for the current direction and follow a change of it")
    func directionalMargins() {
        let window = window(.leftToRight)
        let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(card)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30)
        #expect(card.layoutMargins == EdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
        let guide = card.layoutMarginsGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 10, y: 1, width: 160, height: 97))
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(card.layoutMargins == EdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
        #expect(guide.layoutFrame == Rect(x: 30, y: 1, width: 160, height: 97))
        card.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 6)   // absolute again
        #expect(card.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 4))
        window.layoutDirection = .leftToRight
        #expect(card.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 6))
    }

    @Test("effective direction: forced, playback and spatial, or the window's", arguments: [
        (SemanticContentAttribute.unspecified, LayoutDirection.rightToLeft), (.forceLeftToRight, .leftToRight),
        (.forceRightToLeft, .rightToLeft), (.playback, .leftToRight), (.spatial, .leftToRight),
    ])
    func effectiveDirection(_ attribute: SemanticContentAttribute, _ expected: LayoutDirection) {
        let window = window(.rightToLeft)
        let view = View()
        window.addSubview(view)
        view.semanticContentAttribute = attribute
        #expect(view.effectiveUserInterfaceLayoutDirection == expected)
        #expect(View().effectiveUserInterfaceLayoutDirection == .leftToRight)   // outside a window
    }

    @Test("the attribute mapping the engine uses")
    func resolution() {
        #expect(LayoutAttribute.leading.resolved(for: .rightToLeft) == (.right, -1))
        #expect(LayoutAttribute.trailingMargin.resolved(for: .rightToLeft) == (.leftMargin, -1))
        #expect(LayoutAttribute.centerX.resolved(for: .rightToLeft) == (.centerX, -1))
        #expect(LayoutAttribute.width.resolved(for: .rightToLeft) == (.width, 1))
        #expect(LayoutAttribute.leading.resolved(for: .leftToRight) == (.left, 1))
        #expect(LayoutAttribute.top.resolved(for: .rightToLeft) == (.top, 1))
    }
}
