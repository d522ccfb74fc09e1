// `stacklayout layout` output of every example scene, against golden JSON.
import Foundation
import TestSupport
import Testing
import StackLayoutScene
@_spi(Testing) import stacklayout

@Suite struct LayoutGoldenTests {
    @Test(arguments: exampleNames)
    func layoutMatchesGolden(name: String) throws {
        let report = try loadExample(name).layoutReport()
        #expect(GoldenFile("Scene/layout/\(name).json").mismatch(with: report.rendered) == nil)
    }

    @Test(arguments: exampleNames)
    func everyViewAppearsInEverySample(name: String) throws {
        let scene = try loadExample(name)
        let report = try scene.layoutReport()
        #expect(report.samples.map(\.t) == scene.resolvedSamples)
        let removesViews = scene.timeline.contains { step in
            step.changes.contains { if case .stack(let change) = $0 { change.arranged != nil } else { false } }
        }
        for sample in report.samples where !removesViews {
            #expect(sample.views.map(\.id) == scene.allViews.map(\.view.id))
        }
    }

    @Test func theToolPrintsTheSameText() throws {
        let path = examplesDirectory.appendingPathComponent("nested-stacks.json").path
        let output = StackLayoutTool.run(["layout", path])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput == (try loadExample("nested-stacks").layoutReport().rendered))
    }
}
