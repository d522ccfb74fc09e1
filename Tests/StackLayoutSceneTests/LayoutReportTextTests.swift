// The streamed text of a layout report against the JSON tree it stands for, and the report made
// without render snapshots against the one of a full playback.
import Testing
import StackLayout
import StackLayoutScene

@Suite struct LayoutReportTextTests {
    @Test(arguments: exampleNames)
    func renderedIsTheJSONTreeText(name: String) throws {
        let report = try loadExample(name).layoutReport()
        #expect(report.rendered == report.json.rendered(maxDecimals: 4) + "\n")
    }

    @Test(arguments: exampleNames)
    func reportWithoutSnapshotsIsThePlaybackReport(name: String) throws {
        let scene = try loadExample(name)
        let times = [scene.endTime, 0, scene.endTime / 2]
        #expect(try scene.layoutReport() == scene.play().report)
        #expect(try scene.layoutReport(at: times) == scene.play(at: times).report)
    }

    private static let box = Rect(x: -0.5, y: 1e-5, width: 1.23456, height: 200)
    private static let state = LayoutReport.ViewState(id: "box", frame: box, alpha: 0.25, isHidden: true)

    @Test(arguments: [
        LayoutReport(samples: []),
        LayoutReport(samples: [], diagnostics: [.ambiguous(view: "box", axis: .vertical)]),
        LayoutReport(samples: [.init(t: 0, views: [])]),
        LayoutReport(samples: [.init(t: 0, views: [state]), .init(t: 0.5, views: [])]),
        LayoutReport(samples: [.init(t: 0.3, views: [state, state])]),
        LayoutReport(samples: [.init(t: 0, views: [
            .init(id: "quote \" back \\ new\nline é \u{1F600} \u{2028}", frame: box, alpha: .nan, isHidden: false),
            .init(id: "", frame: Rect(x: .infinity, y: -.infinity, width: 0, height: -0.0), alpha: 1, isHidden: false),
        ])], diagnostics: [
            .unsatisfiable(broken: "a", conflicting: ["a", "b\tc"]),
            .other(kind: "invalidValue", fields: [JSONOutputField("value", .number(-3.14159))]),
        ]),
    ])
    func renderedIsTheJSONTreeTextForEveryShape(report: LayoutReport) {
        #expect(report.rendered == report.json.rendered(maxDecimals: 4) + "\n")
    }

    @Test func viewStatesAreOneLineEach() {
        let report = LayoutReport(samples: [.init(t: 0.3, views: [Self.state])])
        #expect(report.rendered == """
            {
              "samples": [
                {
                  "t": 0.3,
                  "views": {
                    "box": { "frame": [-0.5, 0, 1.2346, 200], "alpha": 0.25, "hidden": true }
                  }
                }
              ],
              "diagnostics": []
            }

            """)
    }
}
