import Foundation
import Testing
import StackLayout
import StackLayoutRendering

@Suite struct ScrollRenderingTests {
    /// A 320 × 480 window with a scroll view at y 100, 200 high, holding twenty 40-point rows
    /// (`row 0`…) in a stack pinned to its content guide, scrolling to 300 over 0.3 s and
    /// stopped half-way (on screen the offset is 150: row 3, 120…160 in the content, spans
    /// 70…110 in the window, half outside the scroll view).
    private func feedMidScroll() -> Window {
        let window = Window(size: Size(width: 320, height: 480))
        let scroll = ScrollView()
        let stack = Stack(axis: .vertical)
        window.addSubview(scroll)
        scroll.addSubview(stack)
        for index in 0..<20 {
            let row = View()
            row.debugName = "row \(index)"
            row.heightAnchor.constraint(equalToConstant: 40).isActive = true
            stack.addArrangedSubview(row)
        }
        LayoutConstraint.activate([
            scroll.leftAnchor.constraint(equalTo: window.leftAnchor),
            scroll.rightAnchor.constraint(equalTo: window.rightAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            scroll.heightAnchor.constraint(equalToConstant: 200),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.leftAnchor.constraint(equalTo: scroll.contentLayoutGuide.leftAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        window.clock.advance(by: 0.15)
        return window
    }

    @Test func snapshotPlacesRowsAtThePresentedOffsetAndClipsThem() throws {
        let snapshot = RenderSnapshot(of: feedMidScroll())
        let row3 = try #require(snapshot.nodes.first { $0.id == "row 3" })
        #expect(row3.frame.isClose(to: Rect(x: 0, y: 70, width: 320, height: 40), tolerance: 1e-6))
        #expect(row3.clip == Rect(x: 0, y: 100, width: 320, height: 200))
        #expect(snapshot.nodes.first { $0.name == "ScrollView" }?.clip == nil)
    }

    /// The browser on the path, if any.
    private static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// In a browser, the element hit at window points (x 250, clear of labels; y 90 is row 3 outside the scroll
    /// view, 105 row 3 inside, 130 row 4) of the HTML page of the mid-scroll frame.
    @Test(.enabled(if: chromium != nil), .timeLimit(.minutes(1)))
    func chromiumHitsOnlyTheVisiblePartOfTheRows() throws {
        let page = HTMLAnimationRenderer().render([RenderSnapshot(of: feedMidScroll())])
        let probe = """
            <script>
            var svg = document.querySelector(".frame svg"), box = svg.getBoundingClientRect();
            document.body.setAttribute("data-hits", [90, 105, 130].map(function (y) {
              var hit = document.elementFromPoint(box.left + 8 + 250, box.top + 8 + y);
              return (hit && hit.getAttribute("data-id")) || "none";
            }).join("|"));
            </script>
            </body>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-\(UUID().uuidString).html")
        try page.replacingOccurrences(of: "</body>", with: probe).write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=800,800", "--dump-dom",
                             url.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(dom.contains("data-hits=\"none|row 3|row 4\""), "\(dom.prefix(400))")
    }
}
