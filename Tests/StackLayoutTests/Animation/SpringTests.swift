import Testing
@_spi(Testing) import StackLayout

private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) < tolerance }

@Suite("Springs")
struct SpringTests {
    static let underdamped: [(t: Double, progress: Double)] = [
        (0.05, 0.145715), (0.1, 0.423302), (0.25, 0.984087), (0.5, 1.014498), (1.0, 1.000072),
    ]
    static let critical: [(t: Double, progress: Double)] = [
        (0.05, 0.131311), (0.1, 0.357740), (0.25, 0.821026), (0.5, 0.986399), (1.0, 0.999953),
    ]

    @Test("response 0.5, ratio 0.7 has k = 157.9137 and c = 17.5929 (1e-4)")
    func coefficients() {
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(near(spring.stiffness, 157.9137, 1e-4))
        #expect(near(spring.damping, 17.5929, 1e-4))
        #expect(near(spring.response, 0.5, 1e-12))
    }

    @Test("under-damped progress (ratio 0.7), 1e-6", arguments: underdamped)
    func underdampedProgress(sample: (t: Double, progress: Double)) {
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(near(spring.progress(at: sample.t), sample.progress, 1e-6))
    }

    @Test("critically damped progress (ratio 1.0), 1e-6", arguments: critical)
    func criticalProgress(sample: (t: Double, progress: Double)) {
        let spring = Spring(response: 0.5, dampingRatio: 1.0)
        #expect(near(spring.progress(at: sample.t), sample.progress, 1e-6))
    }

    @Test("over-damped progress is monotonic, below 1 and continuous with critical damping")
    func overdamped() {
        let over = Spring(response: 0.5, dampingRatio: 2)
        var previous = 0.0
        for step in 1...40 {
            let value = over.progress(at: Double(step) * 0.05)
            #expect(value > previous && value < 1)
            previous = value
        }
        let nearlyCritical = Spring(response: 0.5, dampingRatio: 1.000001)
        let critical = Spring(response: 0.5, dampingRatio: 1)
        #expect(near(nearlyCritical.progress(at: 0.2), critical.progress(at: 0.2), 1e-5))
    }

    @Test("UIKit form: damping 0.7 over 0.5 s gives ω₀ = 19.679293 and lasts exactly 0.5 s")
    func uiKitDuration() {
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 0.7)
        #expect(near(spring.angularFrequency, 19.679293, 1e-6))
        #expect(spring.settlingDuration == 0.5)
        let envelope = spring.settlingEnvelope(at: 0.5)
        #expect(near(envelope, 0.001, 1e-9))
    }

    @Test("UIKit form honours the duration for every damping and velocity",
          arguments: [(0.3, 0.0), (0.7, 2.0), (1.0, 0.0), (1.0, 5.0), (1.5, 0.0), (0.5, -3.0)])
    func uiKitEnvelopeAtDuration(ratio: Double, velocity: Double) {
        let spring = Spring(settlingDuration: 0.8, dampingRatio: ratio, initialVelocity: velocity)
        let envelope = spring.settlingEnvelope(at: 0.8)
        #expect(near(envelope, 0.001, 1e-9))
        #expect(spring.settlingDuration == 0.8)
    }

    @Test("initial velocity is in distance per second: the slope at 0 equals v₀")
    func initialVelocity() {
        let spring = Spring(response: 0.5, dampingRatio: 0.7, initialVelocity: 3)
        let h = 1e-7
        #expect(near(spring.progress(at: h) / h, 3, 1e-3))
        let resting = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(near(resting.progress(at: h) / h, 0, 1e-3))
    }

    @Test("settling duration of the response form: envelope reaches 0.001",
          arguments: [0.3, 0.7, 1.0, 2.0])
    func settlingDuration(ratio: Double) {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        let envelope = spring.settlingEnvelope(at: spring.settlingDuration)
        #expect(near(envelope, 0.001, 1e-9))
    }

    @Test("duration/bounce uses SwiftUI's mapping",
          arguments: [(0.0, 1.0), (0.3, 0.7), (-0.5, 2.0)])
    func durationBounce(bounce: Double, ratio: Double) {
        let spring = Spring(duration: 0.4, bounce: bounce)
        #expect(near(spring.dampingRatio, ratio, 1e-12))
        #expect(near(spring.response, 0.4, 1e-12))
    }

    @Test("bad inputs are sanitised, never NaN")
    func sanitised() {
        let springs = [
            Spring(response: .nan, dampingRatio: .nan, initialVelocity: .infinity),
            Spring(response: -1, dampingRatio: -2),
            Spring(settlingDuration: .nan, dampingRatio: 0),
            Spring(settlingDuration: -3, dampingRatio: 50, initialVelocity: .nan),
            Spring(duration: .nan, bounce: .nan),
        ]
        for spring in springs {
            #expect(spring.angularFrequency.isFinite && spring.angularFrequency > 0)
            #expect(spring.settlingDuration.isFinite && spring.settlingDuration > 0)
            #expect(spring.progress(at: 0.2).isFinite)
            #expect(spring.progress(at: .nan) == 0)
        }
    }
}
