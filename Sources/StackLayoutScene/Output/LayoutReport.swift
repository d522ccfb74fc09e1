// The output of `stacklayout layout` (the "Scene files" article, "What layout prints") as values, and
// its JSON text.
import StackLayout

/// What `stacklayout layout` prints: frames at each sample time, then diagnostics.
public struct LayoutReport: Sendable, Equatable {
    /// The samples, in the order of the scene's sample times.
    public var samples: [Sample]
    /// Diagnostics reported while laying out, in the order they happened.
    public var diagnostics: [Diagnostic]

    /// Creates a report.
    public init(samples: [Sample], diagnostics: [Diagnostic] = []) {
        self.samples = samples
        self.diagnostics = diagnostics
    }

    /// Every view's on-screen state at one time.
    public struct Sample: Sendable, Equatable {
        /// The time in seconds.
        public var t: Double
        /// Every view of the scene, in ``Scene/allViews`` order.
        public var views: [ViewState]

        /// Creates a sample.
        public init(t: Double, views: [ViewState]) {
            self.t = t
            self.views = views
        }
    }

    /// One view's presentation at a sample time.
    public struct ViewState: Sendable, Equatable {
        /// The view's id.
        public var id: String
        /// The presentation frame, in the superview's coordinates.
        public var frame: Rect
        /// The presentation alpha.
        public var alpha: Double
        /// The view's own on-screen hidden flag (`presentation.isHidden`).
        public var isHidden: Bool

        /// Creates a view state.
        public init(id: String, frame: Rect, alpha: Double, isHidden: Bool) {
            self.id = id
            self.frame = frame
            self.alpha = alpha
            self.isHidden = isHidden
        }
    }

    /// A layout diagnostic, named by scene ids.
    public enum Diagnostic: Sendable, Hashable {
        /// A required constraint was broken to resolve a conflict (`broken` is one of `conflicting`).
        case unsatisfiable(broken: String, conflicting: [String])
        /// A view's layout is ambiguous along an axis.
        case ambiguous(view: String, axis: SceneAxis)
        /// Any other diagnostic: a `kind` and further fields, written in order after it.
        case other(kind: String, fields: [JSONOutputField])
    }

    /// The report as ordered JSON.
    public var json: JSONOutput {
        .object([
            JSONOutputField("samples", .array(samples.map { sample in
                .object([
                    JSONOutputField("t", .number(sample.t)),
                    JSONOutputField("views", .object(sample.views.map { state in
                        JSONOutputField(state.id, .object([
                            JSONOutputField("frame", .array([state.frame.minX, state.frame.minY, state.frame.width,
                                                             state.frame.height].map(JSONOutput.number))),
                            JSONOutputField("alpha", .number(state.alpha)),
                            JSONOutputField("hidden", .bool(state.isHidden)),
                        ]))
                    })),
                ])
            })),
            JSONOutputField("diagnostics", .array(diagnostics.map(\.json))),
        ])
    }

    /// The report's text: ``json`` rendered with at most 4 decimals, ending in a newline.
    ///
    /// The view states are most of the text, so they are written straight into it instead of
    /// being built as a ``JSONOutput`` tree first; the text is the one that tree renders to. A
    /// report without samples, or with a sample without views, is rendered from ``json``.
    public var rendered: String {
        guard !samples.isEmpty, samples.allSatisfy({ !$0.views.isEmpty }) else {
            return json.rendered(maxDecimals: 4) + "\n"
        }
        var out = JSONText(maxDecimals: 4, capacity: 96 * samples.reduce(1) { $0 + $1.views.count })
        out.append("{\n  \"samples\": [\n")
        for (index, sample) in samples.enumerated() {
            out.append("    {\n      \"t\": ")
            out.append(sample.t)
            out.append(",\n      \"views\": {\n")
            for (position, state) in sample.views.enumerated() {
                out.append("        ")
                state.write(to: &out)
                out.append(position + 1 < sample.views.count ? ",\n" : "\n")
            }
            out.append(index + 1 < samples.count ? "      }\n    },\n" : "      }\n    }\n")
        }
        out.append("  ],\n  \"diagnostics\": ")
        JSONOutput.array(diagnostics.map(\.json)).write(to: &out, indent: "  ")
        out.append("\n}\n")
        return out.string
    }
}

extension LayoutReport.ViewState {
    /// Appends `"id": { "frame": [x, y, width, height], "alpha": a, "hidden": flag }`, the
    /// state's field of a sample's `views` in ``LayoutReport/json``.
    fileprivate func write(to out: inout JSONText) {
        out.appendQuoted(id)
        out.append(": { \"frame\": [")
        out.append(frame.minX)
        out.append(", ")
        out.append(frame.minY)
        out.append(", ")
        out.append(frame.width)
        out.append(", ")
        out.append(frame.height)
        out.append("], \"alpha\": ")
        out.append(alpha)
        out.append(isHidden ? ", \"hidden\": true }" : ", \"hidden\": false }")
    }
}

extension LayoutReport.Diagnostic {
    /// The diagnostic as an ordered JSON object whose first key is `kind`.
    public var json: JSONOutput {
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            .object([JSONOutputField("kind", .string("unsatisfiable")), JSONOutputField("broken", .string(broken)),
                     JSONOutputField("conflicting", .array(conflicting.map(JSONOutput.string)))])
        case .ambiguous(let view, let axis):
            .object([JSONOutputField("kind", .string("ambiguous")), JSONOutputField("view", .string(view)),
                     JSONOutputField("axis", .string(axis.rawValue))])
        case .other(let kind, let fields):
            .object([JSONOutputField("kind", .string(kind))] + fields)
        }
    }
}
