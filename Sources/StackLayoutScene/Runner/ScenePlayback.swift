// Playing a scene: timeline steps at their times, states sampled at the requested times.
import StackLayout
import StackLayoutRendering

/// One sampled moment of a played scene.
public struct SceneFrame: Sendable, Equatable {
    /// The time in seconds.
    public var time: Double
    /// Every reported view's on-screen state, in ``Scene/allViews`` order.
    public var views: [LayoutReport.ViewState]
    /// The same moment for the renderers (window coordinates).
    public var snapshot: RenderSnapshot
}

/// The result of playing a scene: frames at the sample times and the diagnostics.
public struct ScenePlayback: Sendable, Equatable {
    /// The frames, in the order the times were asked for.
    public var frames: [SceneFrame]
    /// Diagnostics in the order they happened, without repeats.
    public var diagnostics: [LayoutReport.Diagnostic]
    /// What the inspector page shows about the scene's views once every step was applied
    /// (``LayoutInspection``); `nil` unless ``Scene/play(at:inspecting:)`` was asked for it.
    public var inspection: LayoutInspection?

    /// The output of `stacklayout layout`.
    public var report: LayoutReport {
        LayoutReport(samples: frames.map { LayoutReport.Sample(t: $0.time, views: $0.views) }, diagnostics: diagnostics)
    }
}

extension Scene {
    /// Builds the scene, lays it out at time 0, applies the timeline steps at their times and
    /// records every view's on-screen state at each of `times` (default ``resolvedSamples``).
    /// A sample at `t` sees every step with `at ≤ t` applied. Times may come in any order; the
    /// scene is played once, forwards. Steps after the last sample are still applied, so that
    /// their diagnostics are reported. With `inspecting`, the playback also carries the
    /// ``LayoutInspection`` of the window after the last step.
    public func play(at times: [Double]? = nil, inspecting: Bool = false) throws(SceneRunError) -> ScenePlayback {
        var inspection: LayoutInspection?
        let (frames, diagnostics) = try run(at: times ?? resolvedSamples) { world, time in
            world.capture(at: time)
        } finishing: { world in
            if inspecting { inspection = LayoutInspection(of: world.window) }
        }
        return ScenePlayback(frames: frames, diagnostics: diagnostics, inspection: inspection)
    }

    /// The output of `stacklayout layout` for this scene: what ``play(at:inspecting:)`` reports
    /// at `times` (default ``resolvedSamples``), without making the frames' render snapshots.
    public func layoutReport(at times: [Double]? = nil) throws(SceneRunError) -> LayoutReport {
        let (samples, diagnostics) = try run(at: times ?? resolvedSamples) { world, time in
            LayoutReport.Sample(t: time, views: world.viewStates())
        }
        return LayoutReport(samples: samples, diagnostics: diagnostics)
    }

    /// Plays the scene once, forwards, sampling with `sample` at each of `times` (results in the
    /// order of `times`); `finish` sees the world after the last step, before the last
    /// diagnostics are collected.
    private func run<Sample>(at times: [Double], sample: (SceneWorld, Double) -> Sample,
                             finishing finish: (SceneWorld) -> Void = { _ in })
        throws(SceneRunError) -> (samples: [Sample], diagnostics: [LayoutReport.Diagnostic]) {
        let world = try SceneWorld(scene: self)
        var pending = timeline.enumerated()
            .sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }[...]
        let order = times.indices.sorted { times[$0] != times[$1] ? times[$0] < times[$1] : $0 < $1 }
        var samples = [Sample?](repeating: nil, count: times.count)
        for index in order {
            let time = times[index]
            while let next = pending.first, next.element.at <= time {
                pending.removeFirst()
                try world.apply(next.element, index: next.offset)
            }
            world.advance(to: time)
            samples[index] = sample(world, time)
        }
        for next in pending { try world.apply(next.element, index: next.offset) }
        finish(world)
        world.collectDiagnostics()
        return (samples.compactMap { $0 }, world.diagnostics)
    }
}

extension SceneWorld {
    /// Advances the window's clock to `time` (never backwards) and lays out what became pending.
    func advance(to time: Double) {
        if time > window.clock.now { window.clock.advance(to: time) }
        window.layoutIfNeeded()
    }

    /// Applies a timeline step (number `index` in file order) at its time.
    func apply(_ step: TimelineStep, index: Int) throws(SceneRunError) {
        advance(to: step.at)
        let failure = FailureBox()
        perform(step.animation) { [unowned self] in
            do throws(SceneRunError) {
                for (position, change) in step.changes.enumerated() {
                    try apply(change, addName: "timeline[\(index)].changes[\(position)].add")
                }
            } catch {
                failure.error = error
            }
        }
        if let error = failure.error { throw error }
        collectDiagnostics()
    }

    /// Every reported view's on-screen state, and a render snapshot, now.
    func capture(at time: Double) -> SceneFrame {
        var snapshot = RenderSnapshot(of: window)
        snapshot.time = time
        return SceneFrame(time: time, views: viewStates(), snapshot: snapshot)
    }

    /// Every reported view's on-screen state now, in ``Scene/allViews`` order.
    func viewStates() -> [LayoutReport.ViewState] {
        reportedIDs.compactMap { id -> LayoutReport.ViewState? in
            guard let view = views[id] else { return nil }
            let state = view.presentation
            return LayoutReport.ViewState(id: id, frame: state.frame, alpha: state.alpha,
                                          isHidden: state.isHidden)
        }
    }
}

/// Carries an error out of an escaping closure.
private final class FailureBox {
    var error: SceneRunError?
}
