import TestSupport
import Testing
import StackLayout

/// Values too large for layout (beyond 1e12 in magnitude, or a multiplier beyond 1e6) are
/// rejected like NaN: an `invalidValue` diagnostic, and the previous value is kept. Invalid
/// animation durations and delays are reported too.
@Suite("Too-large and invalid values")
struct InvalidValueTests {
    /// A window with a 100 × 40 `box` pinned at (10, 20) by constraints, inside a stack-free tree.
    final class Scene {
        let window = testWindow()
        let box = IntrinsicView("box", intrinsic: Size(width: 100, height: 40))
        let width: LayoutConstraint
        let stack = Stack(spacing: 4)

        init() {
            window.addSubview(box)
            window.addSubview(stack)
            width = box.widthAnchor.constraint(equalToConstant: 100)
            LayoutConstraint.activate([
                width,
                box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            ])
            window.layoutIfNeeded()
        }

        var invalidValues: [Double] {
            window.diagnostics.compactMap { if case .invalidValue(_, let value) = $0 { value } else { nil } }
        }
    }

    /// A write of a rejected value, and a check that the old value is still there.
    struct Write: CustomTestStringConvertible, @unchecked Sendable {
        let name: String
        let value: Double
        let write: (Scene, Double) -> Void
        let kept: (Scene) -> Bool
        var testDescription: String { "\(name) = \(value)" }
    }

    static let writes: [Write] = [1e13, -1e13, .nan, .infinity].flatMap { value in [
        Write(name: "constant", value: value, write: { $0.width.constant = $1 }, kept: { $0.width.constant == 100 }),
        Write(name: "frame.origin.x", value: value, write: { $0.box.frame.origin.x = $1 }, kept: { $0.box.frame.minX == 10 }),
        Write(name: "spacing", value: value, write: { $0.stack.spacing = $1 }, kept: { $0.stack.spacing == 4 }),
        Write(name: "layoutMargins.left", value: value, write: { $0.box.layoutMargins.left = $1 },
              kept: { $0.box.layoutMargins.left == 8 }),
        Write(name: "firstBaselineOffset", value: value, write: { $0.box.firstBaselineOffset = $1 },
              kept: { $0.box.firstBaselineOffset == nil }),
    ] } + [1e7, -1e7, 1e-7, .nan].map { value in
        Write(name: "multiplier", value: value, write: { $0.width.multiplier = $1 }, kept: { $0.width.multiplier == 1 })
    }

    @Test(arguments: writes)
    func aRejectedWriteKeepsThePreviousValue(_ write: Write) {
        let scene = Scene()
        write.write(scene, write.value)
        #expect(write.kept(scene))
        scene.window.layoutIfNeeded()
        expectFrame(scene.box, 10, 20, 100, 40)
        #expect(scene.window.diagnostics.count == 1, "\(scene.window.diagnostics)")
        #expect(scene.invalidValues.count == 1 && (scene.invalidValues[0] == write.value || write.value.isNaN))
    }

    @Test func theLimitsThemselvesAreAccepted() {
        let scene = Scene()
        scene.width.constant = 1e12
        scene.width.multiplier = 1e6
        scene.width.multiplier = 0
        scene.width.multiplier = -1e-6
        #expect(scene.width.constant == 1e12 && scene.width.multiplier == -1e-6)
        #expect(scene.window.diagnostics.isEmpty, "\(scene.window.diagnostics)")
    }

    @Test func aTooLargeIntrinsicSizeIsReportedAndLeftOut() {
        let scene = Scene()
        scene.box.intrinsic = Size(width: 2e12, height: 40)
        scene.window.layoutIfNeeded()
        #expect(scene.invalidValues == [2e12])
        expectFrame(scene.box, 10, 20, 100, 40)
    }

    @Test func aConstraintCreatedWithATooLargeConstantIsNotActivated() {
        let scene = Scene()
        let huge = scene.box.heightAnchor.constraint(equalToConstant: 5e12)
        huge.isActive = true
        #expect(!huge.isActive)
        guard case .invalidConstraint(_, let reason)? = scene.window.diagnostics.first else {
            Issue.record("expected invalidConstraint, got \(scene.window.diagnostics)")
            return
        }
        #expect(reason.contains("larger than 1e12"), "\(reason)")
    }

    /// Multipliers outside the limits, and how the diagnostic prints them: small ones with
    /// every digit needed, not rounded to `0`.
    static let rejectedMultipliers: [(multiplier: Double, printed: String)] = [
        (6e-8, "6e-08"), (-3.5e-7, "-3.5e-07"), (2.5e7, "25000000"),
    ]

    @Test(arguments: rejectedMultipliers)
    func aRejectedMultiplierIsPrintedReadably(_ rejected: (multiplier: Double, printed: String)) {
        let scene = Scene()
        let constraint = scene.box.widthAnchor.constraint(equalTo: scene.box.heightAnchor, multiplier: rejected.multiplier)
        constraint.isActive = true
        #expect(!constraint.isActive)
        guard case .invalidConstraint(_, let reason)? = scene.window.diagnostics.first else {
            Issue.record("expected invalidConstraint, got \(scene.window.diagnostics)")
            return
        }
        #expect(reason == "the multiplier \(rejected.printed) is not 0 or between 1e-6 and 1e6 in magnitude", "\(reason)")
        // Written to an existing constraint, the value is rejected and printed the same way.
        scene.width.multiplier = rejected.multiplier
        let message = scene.window.diagnostics.last?.description ?? ""
        #expect(message.hasPrefix("Rejected non-finite or out-of-range value \(rejected.printed) for"), "\(message)")
        #expect(scene.width.multiplier == 1)
    }

    /// An `animate` call's duration and delay, and how many of them are invalid.
    static let timings: [(duration: Double, delay: Double, invalid: Int)] = [
        (.nan, 0, 1), (-1, 0, 1), (.infinity, 0, 1), (0.3, .nan, 1), (0.3, -0.5, 1), (-.infinity, .infinity, 2),
        (0.3, 0, 0), (0, 0, 0),
    ]

    @Test(arguments: timings)
    func invalidAnimationTimingIsReported(_ timing: (duration: Double, delay: Double, invalid: Int)) {
        let scene = Scene()
        var finished: [Bool] = []
        View.animate(withDuration: timing.duration, delay: timing.delay, animations: { scene.box.alpha = 0.5 },
                     completion: { finished.append($0) })
        #expect(scene.invalidValues.count == timing.invalid, "\(scene.window.diagnostics)")
        if !(timing.duration >= 0 && timing.duration.isFinite) {
            #expect(scene.box.presentation.alpha == 0.5, "an invalid duration counts as 0")
        }
        // An invalid delay counts as 0 too: the block ends after its duration (at most 0.3 s).
        scene.window.clock.advance(by: 0.3)
        #expect(finished == [true] && scene.box.presentation.alpha == 0.5)
    }

    @Test func invalidSpringTimingIsReportedToo() {
        let scene = Scene()
        View.animate(withDuration: -2, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
            scene.box.alpha = 0.5
        })
        #expect(scene.invalidValues == [-2])
    }
}
