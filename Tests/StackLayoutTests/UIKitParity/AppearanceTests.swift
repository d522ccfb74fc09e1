import StackLayout
import Testing

@Suite("Colours, background colours and layers")
struct AppearanceTests {
    @Test("colours clamp their components and print as hexadecimal", arguments: [
        (Color(red: 1.5, green: -1, blue: .nan), "#ff0000", 1.0) as (Color, String, Double),
        (Color.systemBlue, "#007aff", 1),
        (Color(white: 0.5, alpha: 0.25), "#808080 @0.25", 0.25),
        (Color.clear, "#000000 @0", 0),
        (Color.white.withAlphaComponent(2), "#ffffff", 1),
    ])
    func colours(_ color: Color, _ description: String, _ alpha: Double) {
        #expect(color.description == description)
        #expect(color.alpha == alpha)
    }

    /// A 100 × 100 view in a window, white.
    private func whiteView() -> (Window, View) {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        window.addSubview(view)
        return (window, view)
    }

    /// Times of a linear one-second fade from white to black and the colour shown then.
    private static let fadeSteps: [(Double, Color)] = [
        (0, .white), (0.25, Color(white: 0.75)), (0.5, Color(white: 0.5)), (1, .black),
    ]

    @Test("a background colour set in a block animates component by component", arguments: fadeSteps)
    func backgroundColorAnimates(time: Double, expected: Color) throws {
        let (window, view) = whiteView()
        View.animate(withDuration: 1, options: .curveLinear) { view.backgroundColor = .black }
        #expect(view.backgroundColor == .black)   // the model holds the final value at once
        window.clock.advance(by: time)
        let shown = try #require(view.presentation.backgroundColor)
        #expect(abs(shown.red - expected.red) < 1e-9 && abs(shown.blue - expected.blue) < 1e-9)
        #expect(shown.alpha == 1)
    }

    @Test("a property animator scrubs the colour, and stopping at the current position keeps what is shown")
    func propertyAnimatorDrivesTheColour() throws {
        let (window, view) = whiteView()
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: window.clock) { view.backgroundColor = .black }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        let shown = try #require(view.presentation.backgroundColor)
        #expect(abs(shown.green - 0.75) < 1e-9)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        let kept = try #require(view.backgroundColor)
        #expect(abs(kept.green - 0.75) < 1e-9 && kept.alpha == 1)
        #expect(view.presentation.backgroundColor == view.backgroundColor)
    }

    @Test("from no colour the animation starts at clear; outside a block the change is at once")
    func fromNoColour() throws {
        let (window, view) = whiteView()
        view.backgroundColor = nil
        #expect(view.presentation.backgroundColor == nil)
        View.animate(withDuration: 1, options: .curveLinear) { view.backgroundColor = .systemRed }
        window.clock.advance(by: 0.5)
        let shown = try #require(view.presentation.backgroundColor)
        #expect(abs(shown.alpha - 0.5) < 1e-9 && abs(shown.red - 0.5) < 1e-9)
        try window.clock.runUntilIdle()
        #expect(view.presentation.backgroundColor == .systemRed)
    }

    @Test("the layer keeps corners and a border; negative or non-finite values are refused with a diagnostic")
    func layerValues() {
        let (window, view) = whiteView()
        view.debugName = "card"
        #expect(view.existingLayer == nil)
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = .systemGray
        view.layer.cornerRadius = -1
        view.layer.borderWidth = .infinity
        #expect(view.layer.cornerRadius == 12 && view.layer.borderWidth == 2 && view.layer.borderColor == .systemGray)
        #expect(view.existingLayer === view.layer)
        #expect(window.diagnostics == [
            .invalidValue(property: "layer.cornerRadius of card", value: -1),
            .invalidValue(property: "layer.borderWidth of card", value: .infinity),
        ])
    }
}
