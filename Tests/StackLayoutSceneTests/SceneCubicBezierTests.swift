// A timeline step with a custom cubic Bézier plays through View.animate like the named curves.
import Testing
import StackLayout
import StackLayoutScene

@Suite struct SceneCubicBezierTests {
    /// `box` slides from x = 0 to 100 at 1 s, after a 0.5 s delay, over 1 s along an
    /// overshooting Bézier.
    private let scene = """
        { "version": 1, "window": [300, 200],
          "root": { "id": "main", "subviews": [ { "id": "box", "intrinsic": [20, 10] } ] },
          "constraints": [
            { "id": "x", "first": "box.left", "relation": "==", "second": "main.left", "constant": 0 },
            { "first": "box.top", "relation": "==", "second": "main.top", "constant": 0 } ],
          "timeline": [
            { "at": 1, "animate": { "duration": 1, "delay": 0.5, "curve": { "cubicBezier": [0.1, -0.5, 0.9, 1.5] } },
              "changes": [ { "constraint": "x", "constant": 100 } ] } ],
          "samples": [0, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3] }
        """

    @Test func theOldValueShowsDuringTheDelayThenTheCurveIsFollowed() throws {
        let curve = try TimingCurve.cubicBezier(0.1, -0.5, 0.9, 1.5)
        let frames = try Scene.load(json: scene).play().frames
        for frame in frames {
            let box = try #require(frame.views.first { $0.id == "box" })
            let progress = frame.time <= 1.5 ? 0 : curve.value(at: min(frame.time - 1.5, 1))
            #expect(abs(box.frame.minX - 100 * progress) < 1e-6, "x at \(frame.time)")
            #expect(box.frame.width == 20 && box.frame.height == 10)
        }
    }
}
