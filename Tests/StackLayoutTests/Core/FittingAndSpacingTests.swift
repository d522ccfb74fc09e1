import StackLayout
import TestSupport
import Testing

@Suite("Fitting sizes and system spacing")
struct FittingAndSpacingTests {
    /// A card holding a 200 × 100 content view inset by 10 on every edge.
    private func card() -> View {
        let card = View()
        let content = IntrinsicView(intrinsic: Size(width: 200, height: 100))
        card.addSubview(content)
        pinEdges(content, to: card, inset: 10)
        return card
    }

    @Test("each axis is pulled to the target at its own priority", arguments: [
        (Size(width: 320, height: 0), LayoutPriority.required, LayoutPriority.fittingSizeLevel, Size(width: 320, height: 120)),
        (Size(width: 0, height: 0), .fittingSizeLevel, .fittingSizeLevel, Size(width: 220, height: 120)),
        (Size(width: 100, height: 500), .fittingSizeLevel, .required, Size(width: 220, height: 500)),
        // above the content's hugging (250) and compression resistance (750) the target wins
        (Size(width: 400, height: 60), .defaultLow + 1, .defaultHigh + 1, Size(width: 400, height: 60)),
        (Size(width: 400, height: 60), .defaultLow - 1, .defaultHigh - 1, Size(width: 220, height: 120)),
    ])
    func fittingPriorities(_ target: Size, _ horizontal: LayoutPriority, _ vertical: LayoutPriority, _ expected: Size) {
        let card = card()
        let size = card.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        #expect(size == expected)
    }

    @Test("the compressed and expanded sizes are UIKit's targets")
    func fittingTargets() {
        #expect(View.layoutFittingCompressedSize == .zero)
        #expect(View.layoutFittingExpandedSize == Size(width: 10_000_000, height: 10_000_000))
        #expect(card().systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 220, height: 120))
    }

    @Test("system spacing is 8 points times the multiplier", arguments: [
        (1.0, 8.0), (2, 16), (0.5, 4),
    ])
    func systemSpacing(_ multiplier: Double, _ gap: Double) {
        let window = Window(size: Size(width: 375, height: 667))
        let size = Size(width: 50, height: 20)
        let first = IntrinsicView(intrinsic: size), second = IntrinsicView(intrinsic: size)
        let third = IntrinsicView(intrinsic: size)
        for view in [first, second, third] { window.addSubview(view) }
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            first.topAnchor.constraint(equalTo: window.topAnchor),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: multiplier),
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: multiplier),
            third.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: second.trailingAnchor, multiplier: multiplier),
            third.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: second.trailingAnchor, multiplier: multiplier),
            third.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: second.bottomAnchor, multiplier: multiplier),
            third.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: second.bottomAnchor, multiplier: multiplier),
        ])
        window.layoutIfNeeded()
        #expect(second.frame.origin == Point(x: 50 + gap, y: 20 + gap))
        #expect(third.frame.origin == Point(x: 100 + 2 * gap, y: 40 + 2 * gap))
    }
}
