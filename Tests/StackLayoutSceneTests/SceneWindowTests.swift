import StackLayout
import StackLayoutScene
import Testing

/// The window object: a notch's safe area insets and a display scale.
@Suite struct SceneWindowTests {
    /// A 100 × 200 window with safe area insets 44 (top) and 34 (bottom) at scale 2, whose root
    /// stack lays three views out equally inside its margins (which follow the safe area).
    static let notched = #"""
        { "version": 1,
          "window": { "size": [100, 200], "safeAreaInsets": [44, 0, 34, 0], "displayScale": 2 },
          "root": { "id": "main", "type": "stack", "axis": "vertical", "distribution": "fillEqually",
                    "marginsRelative": true,
                    "arranged": [ { "id": "a" }, { "id": "b" }, { "id": "c" } ] } }
        """#

    @Test("the safe area insets the root's margins; frames round to half points")
    func notchedWindow() throws {
        let scene = try Scene.load(json: Self.notched)
        #expect(scene.window == Size(width: 100, height: 200))
        #expect(scene.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(scene.displayScale == 2)
        let frame = try #require(try scene.play().frames.first)
        // 122 points between the insets, thirds of 40.667 rounded to the half-point grid.
        let expected: [String: Rect] = [
            "main": Rect(x: 0, y: 0, width: 100, height: 200),
            "a": Rect(x: 0, y: 44, width: 100, height: 40.5),
            "b": Rect(x: 0, y: 84.5, width: 100, height: 41),
            "c": Rect(x: 0, y: 125.5, width: 100, height: 40.5),
        ]
        for state in frame.views {
            #expect(state.frame == expected[state.id], "\(state.id)")
        }
    }

    @Test("the array form keeps zero insets and scale 0")
    func arrayForm() throws {
        let scene = try Scene.load(json: document())
        #expect(scene.window == Size(width: 100, height: 200))
        #expect(scene.safeAreaInsets == .zero && scene.displayScale == 0)
    }

    @Test("a bad window object is one error naming its key", arguments: [
        (#"{ "size": [1, 2], "scale": 2 }"#, "window.scale: unknown key"),
        (#"{ "safeAreaInsets": [1, 2, 3, 4] }"#, "window.size: missing required key"),
        (#"{ "size": [1, 2], "displayScale": 2000 }"#, "window.displayScale: a display scale lies in [0, 1000]"),
        (#"{ "size": [1, 2], "safeAreaInsets": [1, 2] }"#, "window.safeAreaInsets: expected [top, left, bottom, right]"),
    ])
    func badWindowObject(window: String, message: String) throws {
        let json = #"{ "version": 1, "window": \#(window), "root": { "id": "main" } }"#
        let error = try #require(loadError(json))
        #expect(error.description.hasPrefix(message), "\(error)")
    }
}
