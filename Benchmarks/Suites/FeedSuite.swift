import StackLayout
import TestSupport

/// `api-feed-N` (N = 30, 300, 3000): a feed of N cells in a vertical stack pinned to the top and
/// sides of a 375-point window (spacing 8). Each cell is a horizontal stack (center alignment, spacing 8,
/// 12-point margins) of a 40 × 40 avatar, a vertical leading-aligned stack of a title and a
/// subtitle label (spacing 2), and a 20 × 20 badge. Metrics: `layout` (first layout, hierarchy
/// built untimed) and `toggle` (hide or show every tenth subtitle, then lay out: the mean of a
/// hide and a show).
enum FeedSuite {
    /// The numbers of cells measured.
    static let counts = [30, 300, 3000]

    /// One suite per number of cells.
    static func suites() -> [BenchmarkSuite] {
        counts.map { cells in
            BenchmarkSuite(names: ["api-feed-\(cells)/layout", "api-feed-\(cells)/toggle"]) { benchmarks(cells: cells) }
        }
    }

    /// A feed window of `cells` cells and its subtitles.
    static func makeFeed(cells: Int) -> (window: Window, subtitles: [Label]) {
        let window = Window(size: Size(width: 375, height: Swift.max(100_000, 100 * Double(cells))))
        window.diagnosticHandler = nil
        var subtitles: [Label] = []
        var rows: [View] = []
        for index in 0..<cells {
            let title = Label(text: "Person \(index)")
            let subtitle = Label(text: String(repeating: "status ", count: 1 + index % 4))
            subtitle.font = Font.systemFont(ofSize: 13)
            subtitles.append(subtitle)
            let text = Stack(axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
            let cell = Stack(axis: .horizontal, alignment: .center, spacing: 8,
                             arrangedSubviews: [IntrinsicView(intrinsic: Size(width: 40, height: 40)), text, IntrinsicView(intrinsic: Size(width: 20, height: 20))])
            cell.isLayoutMarginsRelativeArrangement = true
            cell.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            rows.append(cell)
        }
        let feed = Stack(axis: .vertical, alignment: .fill, spacing: 8, arrangedSubviews: rows)
        window.addSubview(feed)
        LayoutConstraint.activate([
            feed.topAnchor.constraint(equalTo: window.topAnchor),
            feed.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            feed.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        return (window, subtitles)
    }

    /// `layout` and `toggle` of a feed of `cells` cells.
    static func benchmarks(cells: Int) -> [Benchmark] {
        let fresh = Holder<Window>()
        let layout = Benchmark(workload: "api-feed-\(cells)", metric: "layout", batchable: false,
                               prepare: { fresh.value = makeFeed(cells: cells).window }) { _ in
            fresh.value?.layoutIfNeeded()
            return 1
        }
        let live = makeFeed(cells: cells)
        live.window.layoutIfNeeded()
        // Showing costs more than hiding (the shown labels are measured and their stacks'
        // constraints made again): each iteration does both, so that every sample times a hide
        // and a show and the median does not flip between the two.
        let toggle = Benchmark(workload: "api-feed-\(cells)", metric: "toggle") { iterations in
            for _ in 0..<2 * iterations { toggleSubtitles(live.subtitles, in: live.window) }
            return 2 * iterations
        }
        return [layout, toggle]
    }

    /// Hides or shows every tenth subtitle and lays out (never inlined: a profile counts its
    /// instructions per call, e.g. `valgrind --tool=callgrind --toggle-collect='*toggleSubtitles*'`).
    @inline(never)
    static func toggleSubtitles(_ subtitles: [Label], in window: Window) {
        for index in stride(from: 0, to: subtitles.count, by: 10) { subtitles[index].isHidden.toggle() }
        window.layoutIfNeeded()
    }
}
