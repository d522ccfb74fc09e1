import Testing
import StackLayout

private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) < tolerance }

@Suite("Timing curves")
struct TimingCurveTests {
    static let samples: [(x: Double, easeIn: Double, easeInOut: Double)] = [
        (0.1, 0.017027, 0.019722),
        (0.25, 0.093465, 0.129162),
        (0.5, 0.315357, 0.5),
        (0.75, 0.621862, 0.870838),
        (0.9, 0.839428, 0.980278),
    ]

    @Test("easeIn and easeInOut match the reference values (1e-6)", arguments: samples)
    func referenceValues(sample: (x: Double, easeIn: Double, easeInOut: Double)) {
        #expect(near(TimingCurve.easeIn.value(at: sample.x), sample.easeIn, 1e-6))
        #expect(near(TimingCurve.easeInOut.value(at: sample.x), sample.easeInOut, 1e-6))
    }

    @Test("easeOut mirrors easeIn: easeOut(x) = 1 − easeIn(1 − x) (1e-6)",
          arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
    func easeOutMirrorsEaseIn(x: Double) {
        #expect(near(TimingCurve.easeOut.value(at: x), 1 - TimingCurve.easeIn.value(at: 1 - x), 1e-6))
    }

    @Test("linear is the identity, exactly", arguments: [0.0, 0.1, 0.3, 0.5, 0.7, 1.0])
    func linearIsIdentity(x: Double) {
        #expect(TimingCurve.linear.value(at: x) == x)
    }

    @Test("endpoints are exact and inputs are clamped",
          arguments: [(-1.0, 0.0), (0.0, 0.0), (1.0, 1.0), (2.5, 1.0), (Double.nan, 0.0)])
    func endpoints(input: Double, expected: Double) {
        #expect(TimingCurve.easeInOut.value(at: input) == expected)
        #expect(TimingCurve.easeIn.value(at: input) == expected)
    }

    @Test("a custom cubic Bézier with overshooting y")
    func customCurve() throws {
        let back = try TimingCurve.cubicBezier(0.34, 1.56, 0.64, 1)
        #expect(back.value(at: 0.5) > 1)
        #expect(back.value(at: 1) == 1)
        let same = try TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
        #expect(same == .easeInOut)
    }

    @Test("steep curves converge (bisection fallback) to 1e-6 of their inverse")
    func steepCurve() throws {
        let steep = try TimingCurve.cubicBezier(1, 0, 0, 1)
        // Symmetric about (0.5, 0.5): f(x) + f(1 − x) = 1.
        for x in [0.01, 0.2, 0.45, 0.5] {
            #expect(near(steep.value(at: x) + steep.value(at: 1 - x), 1, 1e-6))
        }
        #expect(near(steep.value(at: 0.5), 0.5, 1e-6))
    }

    @Test("control x outside 0...1 or non-finite values throw a typed error",
          arguments: [
              ((-0.1, 0.0, 0.5, 1.0), TimingCurveError.controlPointOutOfRange(x1: -0.1, x2: 0.5)),
              ((0.2, 0.0, 1.5, 1.0), TimingCurveError.controlPointOutOfRange(x1: 0.2, x2: 1.5)),
              ((Double.nan, 0.0, 0.5, 1.0), TimingCurveError.nonFiniteControlPoint),
              ((0.2, Double.infinity, 0.5, 1.0), TimingCurveError.nonFiniteControlPoint),
          ])
    func invalidControlPoints(points: (Double, Double, Double, Double), expected: TimingCurveError) {
        #expect(throws: expected) {
            _ = try TimingCurve.cubicBezier(points.0, points.1, points.2, points.3)
        }
    }

    @Test("options map to curves; curve bits form one exclusive field",
          arguments: [
              (AnimationOptions(), TimingCurve.easeInOut),
              (AnimationOptions.curveEaseInOut, TimingCurve.easeInOut),
              (AnimationOptions.curveEaseIn, TimingCurve.easeIn),
              (AnimationOptions.curveEaseOut, TimingCurve.easeOut),
              (AnimationOptions.curveLinear, TimingCurve.linear),
              (AnimationOptions([.curveEaseIn, .repeat, .autoreverse]), TimingCurve.easeIn),
              (AnimationOptions([.curveEaseIn, .curveEaseOut]), TimingCurve.linear),
          ])
    func optionsToCurve(options: AnimationOptions, curve: TimingCurve) {
        #expect(options.timingCurve == curve)
    }

    @Test("option bits match UIKit's raw values")
    func optionRawValues() {
        #expect(AnimationOptions.layoutSubviews.rawValue == 1)
        #expect(AnimationOptions.allowUserInteraction.rawValue == 2)
        #expect(AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(AnimationOptions.repeat.rawValue == 8)
        #expect(AnimationOptions.autoreverse.rawValue == 16)
        #expect(AnimationOptions.overrideInheritedDuration.rawValue == 32)
        #expect(AnimationOptions.overrideInheritedCurve.rawValue == 64)
        #expect(AnimationOptions.overrideInheritedOptions.rawValue == 512)
        #expect(AnimationOptions.curveEaseIn.rawValue == 65_536)
        #expect(AnimationOptions.curveEaseOut.rawValue == 131_072)
        #expect(AnimationOptions.curveLinear.rawValue == 196_608)
        #expect(AnimationOptions.curveEaseInOut.rawValue == 0)
    }
}
