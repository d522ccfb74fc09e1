// Labels, images, buttons, switches and the window's direction in scene files.
import StackLayout
import Testing
import StackLayoutScene

@Suite struct LoaderContentTests {
    /// A vertical stack of one view of each content type.
    private let json = document(root: """
        { "id": "s", "type": "stack", "axis": "vertical", "arranged": [
            { "id": "l", "type": "label", "text": "Hi\\nthere", "fontSize": 20, "lineHeight": 30,
              "numberOfLines": 0, "textAlignment": "center" },
            { "id": "plain", "type": "label" },
            { "id": "i", "type": "image", "imageSize": [40, 30] },
            { "id": "none", "type": "image" },
            { "id": "b", "type": "button", "title": "Go", "fontSize": 10, "contentInsets": [1, 2, 3, 4] },
            { "id": "t", "type": "switch", "on": true } ] }
        """, #""layoutDirection": "rightToLeft""#)

    @Test func contentKeysAndDefaults() throws {
        let scene = try Scene.load(json: json)
        #expect(scene.layoutDirection == .rightToLeft)
        let content = scene.allViews.map(\.view.content)
        #expect(content == [
            nil,
            .label(SceneLabel(text: "Hi\nthere", fontSize: 20, lineHeight: 30, numberOfLines: 0, textAlignment: .center)),
            .label(SceneLabel()),
            .image(Size(width: 40, height: 30)),
            .image(nil),
            .button(SceneButton(title: "Go", fontSize: 10, contentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
            .toggle(isOn: true),
        ])
        #expect(try Scene.load(json: document()).layoutDirection == .leftToRight)
        #expect(scene.view(withID: "l")?.margins == EdgeInsets(all: 8))
    }

    @Test func theWorldBuildsTheViews() throws {
        let world = try SceneWorld(scene: try Scene.load(json: json))
        #expect(world.window.layoutDirection == .rightToLeft)
        let label = try #require(world.views["l"] as? Label)
        #expect(label.font == Font(size: 20, lineHeight: 30) && label.numberOfLines == 0 && label.textAlignment == .center)
        #expect(label.frame.height == 60)                                   // two lines of 30
        #expect((world.views["i"] as? ImageView)?.image == Image(size: Size(width: 40, height: 30), name: "i"))
        #expect((world.views["b"] as? Button)?.intrinsicContentSize == Size(width: 16, height: 16.5))
        #expect((world.views["t"] as? Switch)?.isOn == true)
        #expect(world.views["plain"]?.frame.height == 0)                     // no text, no size
    }

    @Test func aTimelineChangesALabelsText() throws {
        let scene = try Scene.load(json: document(root: #"{ "id": "l", "type": "label", "text": "Hello", "pin": false }"#, """
            "timeline": [{ "at": 1, "changes": [{ "view": "l", "text": "Hi" }] }], "samples": [0, 1]
            """))
        #expect(scene.timeline[0].changes == [.view(SceneViewChange(id: "l", text: "Hi"))])
        let report = try scene.play().report
        #expect(report.samples.map { $0.views[0].frame.width } == [42.5, 17])   // 5 and 2 characters of 8.5
    }

    @Test func aLabelAndAButtonNameTheirFonts() throws {
        let scene = try Scene.load(json: document(root: """
            { "id": "s", "type": "stack", "arranged": [
                { "id": "l", "type": "label", "text": "Hi", "fontName": "Menlo", "fontSize": 12 },
                { "id": "b", "type": "button", "title": "Go", "fontName": "Menlo-Bold" } ] }
            """))
        let world = try SceneWorld(scene: scene)
        #expect((world.views["l"] as? Label)?.font == Font(name: "Menlo", size: 12))
        #expect((world.views["b"] as? Button)?.titleFont.name == "Menlo-Bold")
        #expect(world.views["l"]?.intrinsicContentSize == Size(width: 12, height: 15))   // the metric ignores the name
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(document(root: #"{ "id": "l", "type": "label", "fontName": "" }"#),
                  "root.fontName: must not be empty", .invalidValue),
        ErrorCase(document(root: #"{ "id": "l", "type": "label", "intrinsic": [1, 1] }"#),
                  #"root.intrinsic: unknown key (a label measures its own content (only "type": "view", "stack" or "scrollView" takes it))"#,
                  .unknownKey),
        ErrorCase(document(root: #"{ "id": "v", "text": "x" }"#),
                  #"root.text: unknown key (only a view with "type" "label" has it)"#, .unknownKey),
        ErrorCase(document(root: #"{ "id": "v", "type": "button", "on": true }"#),
                  #"root.on: unknown key (only a view with "type" "switch" has it)"#, .unknownKey),
        ErrorCase(document(root: #"{ "id": "l", "type": "label", "numberOfLines": -1 }"#),
                  "root.numberOfLines: must be ≥ 0 (0: no limit)", .invalidValue),
        ErrorCase(document(root: #"{ "id": "l", "type": "label", "fontSize": 0 }"#),
                  "root.fontSize: must be > 0", .invalidValue),
        ErrorCase(document(root: #"{ "id": "i", "type": "image", "imageSize": [-1, 2] }"#),
                  "root.imageSize[0]: must not be negative", .invalidValue),
        ErrorCase(document(#""layoutDirection": "upsideDown""#),
                  #"layoutDirection: unknown value "upsideDown" (expected "leftToRight" or "rightToLeft")"#, .invalidValue),
        ErrorCase(document(root: #"{ "id": "v", "type": "thing" }"#),
                  #"root.type: unknown value "thing" (expected "view", "stack", "label", "image", "button", "switch" or "scrollView")"#,
                  .invalidValue),
        ErrorCase(document(root: #"{ "id": "v" }"#, #""timeline": [{ "at": 0, "changes": [{ "view": "v", "text": "x" }] }]"#),
                  #"timeline[0].changes[0].text: unknown key (only a view with "type": "label" has it)"#, .unknownKey),
        ErrorCase(document(root: #"{ "id": "t", "type": "switch" }"#,
                           #""timeline": [{ "at": 0, "changes": [{ "view": "t", "intrinsic": [1, 1] }] }]"#),
                  #"timeline[0].changes[0].intrinsic: unknown key (a switch measures its own content (only "type": "view", "stack" or "scrollView" takes it))"#,
                  .unknownKey),
    ]

    @Test(arguments: errorCases)
    func reportsErrors(_ error: ErrorCase) {
        error.expectReported()
    }
}
