import StackLayout
import Testing

/// A subtree removed from its tree keeps the constraints inside it; removing a view from that
/// subtree later, before any layout of it, deactivates those that cross the new cut, as in a
/// tree that was laid out.
@Suite("Removing a view from a removed subtree")
struct RemovedSubtreeTests {
    @Test func constraintAcrossTheCutIsDeactivated() {
        let (window, card) = windowWithView("card")
        let inner = namedView("inner")
        let badge = namedView("badge")
        card.addSubview(inner)
        inner.addSubview(badge)
        let innerToCard = inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8)
        let badgeToInner = badge.topAnchor.constraint(equalTo: inner.topAnchor, constant: 4)
        LayoutConstraint.activate([innerToCard, badgeToInner])
        window.layoutIfNeeded()

        card.removeFromSuperview()
        #expect(innerToCard.isActive && badgeToInner.isActive)

        inner.removeFromSuperview()
        #expect(!innerToCard.isActive)
        #expect(badgeToInner.isActive)
        #expect(card.constraints.isEmpty)
        #expect(inner.constraints.count == 1 && inner.constraints.first === badgeToInner)
    }
}
