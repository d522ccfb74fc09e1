// The threading contract: independent trees on different threads at once, and snapshots handed
// from a layout thread to another. `.ci/run` also runs this suite under ThreadSanitizer.
import Dispatch
import StackLayout
import StackLayoutRendering
import TestSupport
import Testing

@Suite("Threads")
struct ThreadingTests {
    /// Sixteen trees: more than this machine's threads, so several run at once on every core.
    private static let seeds = Array(0..<16)

    @Test("independent trees laid out and animated on several threads at once give the frames of a serial run")
    func parallelTreesMatchSerial() {
        let serial = Self.seeds.map { runIndependentTree(seed: $0) }
        let results = ConcurrentResults<IndependentTreeFrames>()
        DispatchQueue.concurrentPerform(iterations: Self.seeds.count) { index in
            let frames = runIndependentTree(seed: Self.seeds[index])
            results.set(frames, at: index)
        }
        let parallel = results.all
        for (index, frames) in serial.enumerated() {
            #expect(parallel[index] == frames, "tree \(index)")
        }
        // 12 rows of 4 views and the screen, recorded 4 times; the trees differ from each other.
        #expect(serial.allSatisfy { $0.count == 4 * (1 + 12 * 4) })
        #expect(Set(serial).count == Self.seeds.count)
    }

    /// A small tree that depends on `seed`, laid out and drawn as SVG.
    private static func render(_ seed: Int) -> String {
        let window = Window(size: Size(width: 200, height: 120))
        let label = Label(text: "Tree \(seed) " + String(repeating: "ab ", count: seed % 5))
        label.numberOfLines = 0
        let stack = Stack(axis: .vertical, spacing: 4, arrangedSubviews: [label, Switch(isOn: seed % 2 == 0)])
        window.addSubview(stack)
        LayoutConstraint.activate([stack.widthAnchor.constraint(equalToConstant: 60 + Double(seed))])
        window.layoutIfNeeded()
        return SVGRenderer().render(RenderSnapshot(of: window))
    }

    @Test("trees rendered on several threads at once give the serial renderings")
    func parallelRenderingMatchesSerial() {
        let serial = Self.seeds.map(Self.render)
        let results = ConcurrentResults<String>()
        DispatchQueue.concurrentPerform(iterations: Self.seeds.count) { index in
            let svg = Self.render(Self.seeds[index])
            results.set(svg, at: index)
        }
        #expect(results.all == Dictionary(uniqueKeysWithValues: serial.enumerated().map { ($0, $1) }))
    }

    @Test("a snapshot taken on the layout thread renders the same on another task")
    func snapshotCrossesThreads() async {
        let window = Window(size: Size(width: 320, height: 200))
        let title = Label(text: "Handed over")
        let stack = Stack(axis: .vertical, arrangedSubviews: [title, ImageView(image: Image(size: Size(width: 40, height: 40)))])
        window.addSubview(stack)
        window.layoutIfNeeded()
        let snapshot = RenderSnapshot(of: window)
        let here = SVGRenderer().render(snapshot)
        let there = await Task.detached { SVGRenderer().render(snapshot) }.value
        #expect(there == here)
        #expect(snapshot.nodes.map(\.frame) == [Rect(x: 0, y: 0, width: 93.5, height: 61.25),
                                                 Rect(x: 0, y: 0, width: 93.5, height: 21.25),
                                                 Rect(x: 0, y: 21.25, width: 93.5, height: 40)])
    }
}
