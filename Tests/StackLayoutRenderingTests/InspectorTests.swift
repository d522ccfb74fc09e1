// The inspector page of a tree built in code: what it knows about each view, and its script run
// in headless Chromium when `chromium` is on the PATH (`.ci/run` installs it).
import Foundation
import StackLayout
import StackLayoutRendering
import Testing

/// A window with a stack "stack" of a "title" label and a "detail" label (51 wide, the wider),
/// a "badge" whose width is asked to be both 40 and 60 (one is broken), and a "loose" view
/// whose top is only bounded (top ≥ 0), so its vertical position is ambiguous.
private func inspectedWindow() -> Window {
    let window = Window(size: Size(width: 320, height: 200))
    window.diagnosticHandler = nil
    let title = Label(text: "Title"), detail = Label(text: "Detail")
    title.debugName = "title"
    detail.debugName = "detail"
    let stack = Stack(axis: .vertical, spacing: 4, arrangedSubviews: [title, detail])
    stack.debugName = "stack"
    let badge = View()
    badge.debugName = "badge"
    let loose = View()
    loose.debugName = "loose"
    for view in [stack, badge, loose] { window.addSubview(view) }
    let wide = badge.widthAnchor.constraint(equalToConstant: 60)
    wide.identifier = "wide"
    LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        badge.topAnchor.constraint(equalTo: window.topAnchor), badge.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        badge.heightAnchor.constraint(equalToConstant: 20), badge.widthAnchor.constraint(equalToConstant: 40), wide,
        loose.leadingAnchor.constraint(equalTo: window.leadingAnchor), loose.widthAnchor.constraint(equalToConstant: 10),
        loose.heightAnchor.constraint(equalToConstant: 10),
        loose.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    return window
}

/// The path of `chromium` on the PATH, if any.
private let chromiumPath: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return directories.map { "\($0)/chromium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite("Inspector page")
struct InspectorTests {
    @Test("the inspection lists each view's frame, constraints with their stack and state, ambiguity and conflicts")
    func inspection() throws {
        let inspection = LayoutInspection(of: inspectedWindow())
        #expect(inspection.views.map(\.id) == ["stack", "title", "detail", "badge", "loose"])
        let title = try #require(inspection.views.first { $0.id == "title" })
        #expect(title.frame == Rect(x: 0, y: 0, width: 51, height: 21.25))
        #expect(title.constraints.contains { $0.generatingStack == "stack" && $0.axis == .vertical && !$0.isBroken })
        #expect(title.constraints.contains { $0.generatingStack == nil && $0.description.contains("intrinsic size") })
        let badge = try #require(inspection.views.first { $0.id == "badge" })
        let broken = badge.constraints.filter(\.isBroken)
        #expect(broken.count == 1 && broken[0].priority == 1000 && broken[0].axis == nil)
        #expect(badge.frame.width == 40 || badge.frame.width == 60)
        #expect(inspection.views.first { $0.id == "loose" }?.ambiguousAxes == [.vertical])
        #expect(title.ambiguousAxes.isEmpty)
        #expect(inspection.conflicts.count == 1 && inspection.conflicts[0].contains("badge.width == "))
    }

    @Test("the page keeps the animation page's slider and embeds the inspection")
    func page() {
        let window = inspectedWindow()
        let frames = [RenderSnapshot(of: window), RenderSnapshot(time: 0.5, size: window.frame.size, nodes: [])]
        let page = InspectorRenderer().render(frames, inspection: LayoutInspection(of: window))
        #expect(page.contains("<input id=\"scrub\" type=\"range\" min=\"0\" max=\"1\""))
        #expect(page.contains("<script type=\"application/json\" id=\"inspection\">{\"views\": [{\"id\": \"stack\""))
        #expect(page.components(separatedBy: "<div class=\"frame").count == 3)
        #expect(page.hasSuffix("</html>\n"))
    }

    @Test("names that would end the page's script are escaped in its data")
    func scriptSafeNames() {
        let window = Window(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.debugName = "</script><b>"
        window.addSubview(view)
        let page = InspectorRenderer().render(window)
        #expect(page.contains(#"{"views": [{"id": "<\/script><b>", "name": "<\/script><b>""#))
        #expect(page.components(separatedBy: "</script>").count == 4)   // the player, the data, the inspector
    }

    @Test("clicking a view in headless Chromium shows its constraints, and the slider's script runs",
          .enabled(if: chromiumPath != nil, "chromium is not on the PATH"))
    func chromium() throws {
        let window = inspectedWindow()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(getpid()).html").path
        try InspectorRenderer().render(window).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (id, expected) in [("title", ["stack stack", "satisfied", "not ambiguous", "frame: (0, 0, 51, 21.25)"]),
                               ("badge", ["<tr class=\"broken\">", "'wide'"]),
                               ("loose", ["AMBIGUOUS LAYOUT (vertical)"])] {
            let dom = try dumpDOM(path, hash: "#click=" + id)
            #expect(dom.contains("data-selected=\"\(id)\""), "\(id) was not selected")
            for text in expected { #expect(dom.contains(text), "\(id): \(text)") }
            #expect(dom.contains("t = 0.000 s (1/1)"))   // the player's script ran too
        }
    }

    /// The DOM of the page at `path` after its scripts ran, from headless Chromium.
    private func dumpDOM(_ path: String, hash: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromiumPath))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + path + hash]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
