import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Subtrees that join a laid-out tree are registered with the engine in one walk per sync, and
/// the constraints their stacks generated elsewhere are queued as they join: the frames that
/// follow are those of a tree built fresh in the same shape.
@Suite("Subtrees joining a laid-out tree")
struct JoiningSubtreeTests {
    /// What sets a feed cell apart: its index, its title and its avatar's side.
    struct CellSpec {
        var index: Int
        var title: String?
        var avatar = 40.0

        init(_ index: Int, title: String? = nil, avatar: Double = 40) {
            self.index = index
            self.title = title
            self.avatar = avatar
        }
    }

    /// A feed cell: a centered row (spacing 8, 12-point margins) of a square avatar, a column of
    /// a title and a subtitle label (spacing 2) and a 20 × 20 badge.
    static func cell(_ spec: CellSpec) -> Stack {
        let title = Label(text: spec.title ?? "Person \(spec.index)")
        let subtitle = Label(text: String(repeating: "status ", count: 1 + spec.index % 4))
        subtitle.font = Font.systemFont(ofSize: 13)
        let text = Stack(axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
        let cell = Stack(
            axis: .horizontal, alignment: .center, spacing: 8,
            arrangedSubviews: [IntrinsicView("avatar", spec.avatar, spec.avatar), text, IntrinsicView("badge", 20, 20)])
        cell.isLayoutMarginsRelativeArrangement = true
        cell.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        return cell
    }

    /// A 375 × 2000 window and a feed of `cells` (a vertical fill stack, spacing 8); with
    /// `laidOut`, the feed is pinned to the window's top and sides and laid out, otherwise it is
    /// in no window and no layout has reached it.
    static func feed(_ cells: [CellSpec], laidOut: Bool = true) -> (window: Window, feed: Stack) {
        let window = Window(size: Size(width: 375, height: 2000))
        let feed = Stack(axis: .vertical, alignment: .fill, spacing: 8, arrangedSubviews: cells.map(cell))
        if laidOut { layOutAcrossTop(feed, in: window) }
        return (window, feed)
    }

    /// The frames of `root` and of every view under it, parents before children.
    static func frames(under root: View) -> [Rect] {
        var frames = [root.frame]
        for subview in root.subviews { frames += Self.frames(under: subview) }
        return frames
    }

    /// Where a cell moved out of a laid-out feed goes.
    enum Destination: CaseIterable {
        /// The feed of another laid-out window.
        case laidOutFeed
        /// A feed in no window, which joins its window (and is laid out) after the move.
        case feedLaidOutLater
    }

    @Test("cells joining in one batch, one moved to another tree and one removed: frames equal fresh trees'",
          arguments: Destination.allCases)
    func batchThenMoveThenRemove(destination: Destination) throws {
        let source = Self.feed((0..<3).map { CellSpec($0) })
        for index in 3..<7 { source.feed.addArrangedSubview(Self.cell(CellSpec(index))) }
        source.window.layoutIfNeeded()
        #expect(Self.frames(under: source.window) == Self.frames(under: Self.feed((0..<7).map { CellSpec($0) }).window))

        let target = Self.feed([CellSpec(10)], laidOut: destination == .laidOutFeed)
        // Cell 1, laid out in the source window, with the constraints its stacks generated there.
        target.feed.addArrangedSubview(source.feed.arrangedSubviews[1])
        // Cell 5 (the cells left are 0, 2, 3, 4, 5, 6).
        source.feed.arrangedSubviews[4].removeFromSuperview()
        if destination == .feedLaidOutLater { layOutAcrossTop(target.feed, in: target.window) }
        source.window.layoutIfNeeded()
        target.window.layoutIfNeeded()

        let freshSource = Self.feed([0, 2, 3, 4, 6].map { CellSpec($0) })
        let freshTarget = Self.feed([CellSpec(10), CellSpec(1)])
        #expect(Self.frames(under: source.window) == Self.frames(under: freshSource.window))
        #expect(Self.frames(under: target.window) == Self.frames(under: freshTarget.window))
        // The moved cell follows the target's first cell at the feed's spacing, across its width.
        let first = try #require(target.feed.arrangedSubviews.first), moved = try #require(target.feed.arrangedSubviews.last)
        #expect(moved.frame.minY == first.frame.maxY + 8)
        #expect(moved.frame.width == 375)
    }

    @Test("intrinsic sizes that change after a batch joined are followed")
    func intrinsicSizesAfterBatch() throws {
        let tree = Self.feed((0..<2).map { CellSpec($0) })
        for index in 2..<5 { tree.feed.addArrangedSubview(Self.cell(CellSpec(index))) }
        tree.window.layoutIfNeeded()
        let avatar = try #require((tree.feed.arrangedSubviews[2] as? Stack)?.arrangedSubviews[0] as? IntrinsicView)
        let text = try #require((tree.feed.arrangedSubviews[3] as? Stack)?.arrangedSubviews[1] as? Stack)
        let title = try #require(text.arrangedSubviews[0] as? Label)
        avatar.intrinsic = Size(width: 56, height: 56)
        title.text = "Someone with a much longer name"
        tree.window.layoutIfNeeded()

        let fresh = Self.feed([CellSpec(0), CellSpec(1), CellSpec(2, avatar: 56),
                               CellSpec(3, title: "Someone with a much longer name"), CellSpec(4)])
        #expect(Self.frames(under: tree.window) == Self.frames(under: fresh.window))
        #expect(avatar.frame.size == Size(width: 56, height: 56))
        #expect(title.frame.width == Label(text: "Someone with a much longer name").intrinsicContentSize.width)
    }

    @Test("a wrapping label whose text changes and changes back keeps its natural measurement")
    func textChangedBack() {
        let label = Label(text: "aaaa bbbb cccc dd")
        label.numberOfLines = 0
        let (window, _) = Self.feed([])
        window.addSubview(label)
        LayoutConstraint.activate([label.widthAnchor.constraint(equalToConstant: 60)])
        window.layoutIfNeeded()
        let measured = label.textMeasurementCount
        // Each change measures the text at the laid-out width at once (for the baselines).
        label.text = "aaaa"
        label.text = "aaaa bbbb cccc dd"
        #expect(label.textMeasurementCount == measured + 2)
        // The natural measurement, made before the changes, is found again by its key.
        window.layoutIfNeeded()
        #expect(label.textMeasurementCount == measured + 2)
        // The widest line unwrapped, by three lines at the laid-out width (default metric).
        #expect(label.intrinsicContentSize == Size(width: 144.5, height: 63.75))
        #expect(label.frame.size == Size(width: 60, height: 63.75))
    }
}
