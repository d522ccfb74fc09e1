import StackLayout
import Testing

/// Layout changes in nested blocks: a 20 × 20 box whose top constraint moves from 0 to 200 in
/// a 0.6 s linear block, with a 0.2 s nested block (`.overrideInheritedDuration`) inside it.
@Suite("Nested blocks and layout")
struct NestedBlockLayoutTests {
    /// Where the layout runs, and the box's top on screen at 0.1, 0.3 and 0.6 s.
    enum Case: String, CaseIterable, Sendable {
        /// The outer block changes the constant, the nested one only an alpha; the outer block
        /// then lays out explicitly.
        case outerChangeThenExplicitLayout
        /// The same without the explicit layout: the outer block's end-of-block layout runs it.
        case outerChangeThenBlockEnd
        /// The nested block changes the constant and lays out explicitly: the nested timing.
        case nestedChangeAndLayout
        /// The nested block changes the constant; its own end-of-block layout runs it.
        case nestedChange

        var tops: [Double] {
            switch self {
            case .outerChangeThenExplicitLayout, .outerChangeThenBlockEnd: [200.0 / 6, 100, 200]
            case .nestedChangeAndLayout, .nestedChange: [100, 200, 200]
            }
        }

        /// When the outer block completes: after its own animation, or with the nested block
        /// when it animated nothing itself.
        var outerCompletion: Double {
            switch self {
            case .outerChangeThenExplicitLayout, .outerChangeThenBlockEnd: 0.6
            case .nestedChangeAndLayout, .nestedChange: 0.2
            }
        }
    }

    @Test("a layout change animates with the block that made it", arguments: Case.allCases)
    func nestedLayout(_ variant: Case) {
        let (window, box) = windowWithView("box")
        let badge = namedView("badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        let top = box.topAnchor.constraint(equalTo: window.topAnchor)
        LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        var outerDoneAt: Double?
        var innerDoneAt: Double?
        View.animate(withDuration: 0.6, options: .curveLinear, animations: {
            if variant == .outerChangeThenExplicitLayout || variant == .outerChangeThenBlockEnd { top.constant = 200 }
            View.animate(withDuration: 0.2, options: .overrideInheritedDuration, animations: {
                badge.alpha = 0
                if variant == .nestedChange || variant == .nestedChangeAndLayout { top.constant = 200 }
                if variant == .nestedChangeAndLayout { window.layoutIfNeeded() }
            }, completion: { _ in innerDoneAt = window.clock.now })
            if variant == .outerChangeThenExplicitLayout { window.layoutIfNeeded() }
        }, completion: { _ in outerDoneAt = window.clock.now })
        #expect(box.frame.minY == 200)
        for (time, expected) in zip([0.1, 0.3, 0.6], variant.tops) {
            window.clock.advance(to: time)
            #expect(abs(box.presentation.frame.minY - expected) < 1e-9, "\(variant) at \(time): \(box.presentation.frame)")
        }
        #expect(innerDoneAt == 0.2)
        #expect(outerDoneAt == variant.outerCompletion)
        #expect(badge.presentation.alpha == 0)
        #expect(window.diagnostics.isEmpty)
    }
}
