// The ordered JSON writer and the `layout` report format.
import StackLayout
import Testing
@_spi(Testing) import StackLayoutScene

@Suite struct JSONOutputTests {
    @Test(arguments: [
        (JSONOutput.null, "null"), (.bool(true), "true"), (.bool(false), "false"), (.number(-0.0), "0"),
        (.number(2.0 / 3.0), "0.6667"), (.number(.nan), "null"), (.number(-.infinity), "null"),
        (.string("a\"b\\c\nd\te\u{01}é"), #""a\"b\\c\nd\te\u0001é""#), (.array([]), "[]"), (.object([]), "{}"),
        (.array([.number(1), .string("x"), .null]), #"[1, "x", null]"#),
        (.object([JSONOutputField("z", .number(1)), JSONOutputField("a", .array([.bool(true)]))]), #"{ "z": 1, "a": [true] }"#),
    ])
    func scalarsAndFlatContainers(value: JSONOutput, text: String) {
        #expect(value.rendered() == text)
    }

    @Test func nestedContainersAreIndentedAndKeepKeyOrder() {
        let value = JSONOutput.object([
            JSONOutputField("b", .array([.object([JSONOutputField("x", .number(1.23456))]), .array([.number(1)])])),
            JSONOutputField("a", .object([])),
        ])
        #expect(value.rendered() == """
            {
              "b": [
                { "x": 1.2346 },
                [1]
              ],
              "a": {}
            }
            """)
        #expect(value.rendered(maxDecimals: 1).contains(#""x": 1.2"#))
    }

    @Test func layoutReportMatchesTheFormat() {
        let report = LayoutReport(
            samples: [
                LayoutReport.Sample(t: 0.15, views: [
                    LayoutReport.ViewState(id: "main", frame: Rect(x: 0, y: 0, width: 375, height: 667),
                                           alpha: 1, isHidden: false),
                    LayoutReport.ViewState(id: "b", frame: Rect(x: 126.666666, y: -0.0, width: 12.5, height: 0),
                                           alpha: 0.25, isHidden: true),
                ]),
                LayoutReport.Sample(t: 1, views: []),
            ],
            diagnostics: [
                .unsatisfiable(broken: "c7", conflicting: ["c3", "c7", "main.width"]),
                .ambiguous(view: "x", axis: .horizontal),
                .other(kind: "pending", fields: [JSONOutputField("constraint", .string("c9"))]),
            ])
        #expect(report.rendered == """
            {
              "samples": [
                {
                  "t": 0.15,
                  "views": {
                    "main": { "frame": [0, 0, 375, 667], "alpha": 1, "hidden": false },
                    "b": { "frame": [126.6667, 0, 12.5, 0], "alpha": 0.25, "hidden": true }
                  }
                },
                { "t": 1, "views": {} }
              ],
              "diagnostics": [
                { "kind": "unsatisfiable", "broken": "c7", "conflicting": ["c3", "c7", "main.width"] },
                { "kind": "ambiguous", "view": "x", "axis": "horizontal" },
                { "kind": "pending", "constraint": "c9" }
              ]
            }

            """)
    }

    @Test func emptyReport() {
        #expect(LayoutReport(samples: []).rendered == "{ \"samples\": [], \"diagnostics\": [] }\n")
    }

    @Test func reportRoundTripsThroughTheParser() throws {
        let report = LayoutReport(samples: [LayoutReport.Sample(t: 0, views: [
            LayoutReport.ViewState(id: "odd \"id\"", frame: Rect(x: 1, y: 2, width: 3, height: 4), alpha: 1, isHidden: false),
        ])])
        let parsed = try JSONParser.parse(Array(report.rendered.utf8))
        guard case .object(let members) = parsed else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["samples", "diagnostics"])
    }
}
