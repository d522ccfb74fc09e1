// Deep documents and trees on a thread with a 512 KB stack: JSON nested up to the parser's cap,
// a 200-level scene loaded, played, rendered (SVG, text) and reported, and deep scene trees
// listed and compared — any recursion per level would overflow here.
import Foundation
import Testing
import TestSupport
import StackLayout
import StackLayoutRendering
@_spi(Testing) import StackLayoutScene

@Suite struct DeepSceneTests {
    static let depth = 200
    static let side = 1_000.0
    static let inset = 2.0

    /// Nesting exactly at the cap parses (arrays and objects) and is freed without recursion,
    /// also when an error follows it; one level more is refused at the place it happens, with
    /// the path of every level.
    @Test func jsonNestedToTheCapParsesAndOneMoreLevelIsRefused() throws {
        let cap = JSONParser.maximumDepth
        #expect(cap == 8208)   // views nested 4096 deep, two levels each, and 16 for their keys
        let results = try #require(onSmallStack { () -> [String] in
            func outcome(_ text: String) -> String {
                do {
                    var value = try JSONParser.parse(Array(text.utf8))
                    defer { JSONValue.release(&value) }  // dropped without recursion
                    var depth = 0
                    var current = value
                    while true {
                        if case .array(let elements) = current, let first = elements.first {
                            current = first
                        } else if case .object(let members) = current, let first = members.first {
                            current = first.value
                        } else {
                            break
                        }
                        depth += 1
                    }
                    return "depth \(depth)"
                } catch {
                    return error.description
                }
            }
            return [
                outcome(String(repeating: "[", count: cap) + "0" + String(repeating: "]", count: cap)),
                outcome(String(repeating: #"{"a":"#, count: cap) + "0" + String(repeating: "}", count: cap)),
                outcome(String(repeating: "[", count: cap + 1) + String(repeating: "]", count: cap + 1)),
                outcome(String(repeating: "[", count: cap) + String(repeating: "]", count: cap) + " x"),
            ]
        })
        #expect(results[0] == "depth 8208")
        #expect(results[1] == "depth 8208")
        // The path of 8208 levels prints its first 40 and last 56 characters.
        #expect(results[2] == String(repeating: "[0]", count: 13) + "[…0]" + String(repeating: "[0]", count: 18)
                    + ": invalid JSON at line 1, column 8209: nesting deeper than 8208 levels")
        #expect(results[3] == "document: invalid JSON at line 1, column 16418: unexpected text after the document")
    }

    /// 200 nested views (about 400 levels of JSON, more than the old cap of 256) load, lay out,
    /// animate a constraint of the deepest levels, and render; every level is inset by 2 points.
    @Test func aSceneNested200LevelsLoadsPlaysAndRenders() throws {
        let (depth, side, inset) = (Self.depth, Self.side, Self.inset)
        let timeline = #"""
            "timeline": [{ "at": 0, "animate": { "duration": 1, "curve": "linear" },
                           "changes": [{ "constraint": "c199.leading", "constant": 12 }] }],
            "samples": [0.5, 1]
            """#
        let json = nestedSceneJSON(depth: depth, side: side, inset: inset, constrainedLevels: 3, extra: timeline)
        let outcome = try #require(onSmallStack { () -> Result<DeepSceneOutcome, any Error> in
            Result<DeepSceneOutcome, any Error>(catching: { () throws -> DeepSceneOutcome in
                let scene = try Scene.load(json: json)
                let playback = try scene.play()
                return DeepSceneOutcome(
                    ids: scene.allViews.map(\.view.id), frames: playback.frames.map { $0.views.map(\.frame) },
                    svg: SVGRenderer().render(playback.frames[0].snapshot),
                    text: TextRenderer().render(playback.frames[0].snapshot),
                    diagnostics: playback.diagnostics.count, equalsItself: scene == (try Scene.load(json: json)))
            })
        })
        let result = try outcome.get()
        #expect(result.ids == (0..<depth).map { "v\($0)" })
        #expect(result.diagnostics == 0)
        #expect(result.equalsItself)
        let (halfWay, ended) = (result.frames[0], result.frames[1])
        #expect(halfWay.count == depth && ended.count == depth)
        #expect(near(halfWay[0], Rect(x: 0, y: 0, width: side, height: side)))
        for level in 1..<(depth - 1) {
            let length = side - 2 * Double(level) * inset
            #expect(near(ended[level], Rect(x: inset, y: inset, width: length, height: length)), "level \(level)")
        }
        // v199's leading inset goes from 2 to 12 (linear): half-way x = 7 and 5 points narrower.
        #expect(near(halfWay[depth - 1], Rect(x: 7, y: 2, width: 199, height: 204)))
        #expect(near(ended[depth - 1], Rect(x: 12, y: 2, width: 194, height: 204)))
        // In window coordinates v199 starts at 2·198 + 7 = 403 across and 2·199 = 398 down.
        #expect(result.svg.contains(#"data-id="v199" x="403" y="398" width="199" height="204""#))
        #expect(result.svg.split(separator: "\n").filter { $0.hasPrefix(#"<rect class="view""#) }.count == depth)
        #expect(result.text.hasPrefix("t = 0.5 s, 1000 x 1000\n"))
        #expect(result.text.split(separator: "\n", omittingEmptySubsequences: false).count == 1 + 41 + 1)
    }

    /// A mistake at the deepest level of a 200-level scene is reported with its path, shortened
    /// in the middle to one line.
    @Test func anErrorAtTheDeepestLevelNamesItsPath() throws {
        let json = nestedSceneJSON(depth: Self.depth, side: Self.side, inset: Self.inset, constrainedLevels: 0)
            .replacingOccurrences(of: #""id": "v199""#, with: #""id": "v199", "alpha": 2"#)
        let error = try #require(onSmallStack { loadError(json) } ?? nil)
        #expect(error.path == nestedViewPath(level: 199) + ".alpha")
        #expect(error.description == "root.subviews[0].subviews[0].subviews[0]…0].subviews[0].subviews[0].subviews[0]"
                    + ".subviews[0].alpha: alpha must lie in [0, 1]")
    }

    /// Views nest up to 4096 deep (the root and 4095 levels of subviews); one more is refused on
    /// one line that names the shortened path of the view too deep.
    @Test func viewsNestUpTo4096Deep() throws {
        let (cap, side) = (4_096, 100_000.0)
        // Freeing a loaded tree of 4096 nested values takes more than the small stack.
        let results = try #require(onSmallStack(stackSize: 8 << 20) { () -> [String] in
            [cap, cap + 1].map { (depth: Int) -> String in
                let json = nestedSceneJSON(depth: depth, side: side, inset: 1, constrainedLevels: 0)
                guard let error = loadError(json) else { return "loaded" }
                return error.description
            }
        })
        #expect(results[0] == "loaded")
        #expect(results[1] == "root.subviews[0].subviews[0].subviews[0]…views[0].subviews[0].subviews[0].subviews[0]"
                    + ".subviews[0]: views nest deeper than 4096 levels")
    }

    /// A document of 2000 nested views (4002 levels of JSON, close to the cap) loads: the loader
    /// reads the tree without recursion, and lists and compares it.
    @Test func aDocumentOf2000NestedViewsLoads() throws {
        let depth = 2_000
        let json = nestedSceneJSON(depth: depth, side: 10_000, inset: Self.inset, constrainedLevels: 0)
        let outcome = try #require(onSmallStack { () -> Result<(ids: [String], deepest: Rect?, same: Bool), SceneError> in
            Result { () throws(SceneError) in
                let scene = try Scene.load(json: json)
                let entries = scene.allViews
                return (entries.map(\.view.id), entries.last?.view.frame, scene == (try Scene.load(json: json)))
            }
        })
        let result = try outcome.get()
        #expect(result.ids == (0..<depth).map { "v\($0)" })
        #expect(result.deepest == nil)  // the deepest level is placed by constraints, not a frame
        #expect(result.same)
    }

    /// Scene trees 2000 levels deep (about as deep as a document at the JSON cap can describe)
    /// list their views in order and compare equal to copies and unequal to a tree that differs
    /// only at the deepest level.
    @Test(arguments: [false, true])
    func deepSceneTreesListAndCompareWithoutRecursion(stacks: Bool) throws {
        let depth = 2_000
        let outcome = try #require(onSmallStack { () -> (ids: [String], parents: [String?], same: Bool, differs: Bool) in
            let scene = Scene(window: Size(width: 100, height: 100), root: nestedSceneView(depth: depth, stacks: stacks))
            var other = scene
            other.root = nestedSceneView(depth: depth, stacks: stacks, deepestID: "another")
            let entries = scene.allViews
            return (entries.map(\.view.id), entries.map(\.parentID), scene == scene, scene == other)
        })
        #expect(outcome.ids.count == depth)
        #expect(outcome.ids.first == "v0" && outcome.ids[depth - 2] == "v\(depth - 2)" && outcome.ids.last == "v-last")
        #expect(outcome.parents.first == .some(nil) && outcome.parents.last == "v\(depth - 2)")
        #expect(outcome.same)
        #expect(!outcome.differs)
    }
}

/// Whether every component of the two rectangles differs by less than 1e-9.
private func near(_ a: Rect, _ b: Rect) -> Bool {
    a.isClose(to: b)
}

/// What the 200-level scene test brings back from the small-stack thread.
struct DeepSceneOutcome: Sendable {
    var ids: [String]
    var frames: [[Rect]]
    var svg: String
    var text: String
    var diagnostics: Int
    var equalsItself: Bool
}
