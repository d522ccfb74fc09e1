// Reading scroll views: their offset, insets and content, and the offset of a timeline change.
import StackLayout

extension SceneLoader {
    /// The keys only a view with `"type": "scrollView"` takes.
    static let scrollKeys: Set<String> = ["contentOffset", "contentInset", "contentInsetAdjustmentBehavior", "content"]

    /// The names of a scroll view's guides in a constraint's item, `"<scroll view id>.<guide>"`.
    static let scrollGuideNames = ["contentLayoutGuide", "frameLayoutGuide"]

    /// A scroll view's own keys (its `content` is read as a child).
    func readScrollProperties(_ object: ObjectReader) throws(SceneError) -> SceneScroll {
        var scroll = SceneScroll()
        if let value = object["contentOffset"] {
            scroll.contentOffset = try Self.point(value, at: object.path("contentOffset"))
        }
        if let value = object["contentInset"] {
            scroll.contentInset = try PropertyReads.insets(value, at: object.path("contentInset"))
        }
        if let value = object["contentInsetAdjustmentBehavior"] {
            scroll.contentInsetAdjustmentBehavior = try JSONRead.choice(
                value, at: object.path("contentInsetAdjustmentBehavior"), as: SceneContentInsetAdjustmentBehavior.self)
        }
        return scroll
    }

    /// An `[x, y]` point.
    static func point(_ value: JSONValue, at path: String) throws(SceneError) -> Point {
        let numbers = try JSONRead.numbers(value, at: path, shape: "[x, y]", nonNegative: [false, false])
        return Point(x: numbers[0], y: numbers[1])
    }

    /// Whether `item` names a guide of a scroll view of the scene (`"feed.contentLayoutGuide"`).
    func isScrollGuide(_ item: String) -> Bool {
        guard let dot = item.lastIndex(of: "."),
              Self.scrollGuideNames.contains(String(item[item.index(after: dot)...])) else { return false }
        return views[String(item[..<dot])]?.type == .scrollView
    }
}
