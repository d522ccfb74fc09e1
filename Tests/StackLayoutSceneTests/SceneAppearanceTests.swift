// Scene files set colours, corners and borders, and animate background colours.
import Testing
import StackLayout
import StackLayoutRendering
import StackLayoutScene

@Suite struct SceneAppearanceTests {
    /// A red card with corners of 12 and a 2-point grey border turning blue over one second
    /// (linear) from t = 0.
    private static let json = """
        {
          "version": 1,
          "window": [200, 100],
          "root": {
            "id": "screen",
            "subviews": [{ "id": "card", "frame": [10, 10, 180, 80], "backgroundColor": "#ff0000",
                           "cornerRadius": 12, "borderWidth": 2, "borderColor": "#8e8e9380" }]
          },
          "timeline": [
            { "at": 0, "animate": { "duration": 1, "curve": "linear" },
              "changes": [{ "view": "card", "backgroundColor": "#0000ff" }] }
          ]
        }
        """

    @Test func appearanceIsReadIntoTheModel() throws {
        let scene = try Scene.load(json: Self.json)
        let card = try #require(scene.root.subviews.first)
        #expect(card.appearance == SceneAppearance(
            backgroundColor: Color(red: 1, green: 0, blue: 0), cornerRadius: 12, borderWidth: 2,
            borderColor: Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 128 / 255)))
    }

    @Test("half-way the card is purple on screen and in the SVG", arguments: [
        (0.0, Color(red: 1, green: 0, blue: 0)), (0.5, Color(red: 0.5, green: 0, blue: 0.5)),
        (1.0, Color(red: 0, green: 0, blue: 1)),
    ])
    func backgroundColorAnimates(time: Double, expected: Color) throws {
        let playback = try Scene.load(json: Self.json).play(at: [time])
        let node = try #require(playback.frames.first?.snapshot.nodes.first { $0.id == "card" })
        let color = try #require(node.appearance?.backgroundColor)
        #expect(abs(color.red - expected.red) < 1e-9 && abs(color.blue - expected.blue) < 1e-9)
        #expect(node.appearance?.cornerRadius == 12 && node.appearance?.borderWidth == 2)
    }

    @Test("bad colours and lengths are refused with their path", arguments: [
        ("\"backgroundColor\": \"red\"", "root.backgroundColor"),
        ("\"backgroundColor\": \"#12345\"", "root.backgroundColor"),
        ("\"borderColor\": 3", "root.borderColor"),
        ("\"cornerRadius\": -1", "root.cornerRadius"),
    ])
    func badValues(_ entry: String, _ path: String) throws {
        let json = "{ \"version\": 1, \"window\": [100, 100], \"root\": { \"id\": \"screen\", " + entry + " } }"
        let error = try #require(loadError(json))
        #expect(error.path == path)
    }
}
