#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout
import TestSupport

/// `--footprint N`: the bytes a view and a constraint cost once a tree of about `N` views is built
/// and laid out through the public API, for a flat stack (`api-stack-N`'s squeezed row), a chain
/// (`api-chain-N`), the feed (`api-feed-N`, six views a cell) and stacks nested `N / 2` deep
/// (`api-nested-depth-N`'s scene, two views a level).
///
/// Each tree is measured in a child process of its own (so that memory a previous tree freed
/// cannot hide this one's growth): resident memory (`/proc/self/statm`) before building, after
/// building (the views and the constraints a user activates) and after the first layout (what
/// the layout adds: the engine's records, the stacks' generated constraints, the solver). The
/// malloc'd size of each view object and of each generated constraint object (glibc's
/// `malloc_usable_size`, where it exists) tells how much of that those objects hold.
enum FootprintSuite {
    /// A tree to measure: its name and how to build `views` views of it (the window and its
    /// number of views).
    struct Tree: Sendable {
        let name: String
        let build: @Sendable (_ views: Int) -> (window: Window, views: Int)
    }

    /// The trees measured.
    static let trees = [
        Tree(name: "stack") { n in (StackSuite.makeFlatStack(count: n).window, n) },
        Tree(name: "chain") { n in (ChainSuite.makeChain(count: n), n) },
        Tree(name: "feed") { n in
            let cells = (n + 5) / 6
            return (FeedSuite.makeFeed(cells: cells).window, 6 * cells)
        },
        Tree(name: "nested") { n in
            let depth = (n + 1) / 2
            return (DeepNestingScene(depth: depth).window, 2 * depth)
        },
    ]

    /// Measures every tree at about `views` views and prints two lines each. Returns false if a
    /// measurement failed.
    static func run(views: Int) -> Bool {
        print("footprint  resident bytes after building and laying out, per view and per installed constraint")
        var succeeded = true
        for tree in trees {
            fflush(nil)
            let child = fork()
            if child == 0 {
                measure(tree, views: views)
                fflush(nil)
                exit(0)
            }
            var status: Int32 = 0
            if child < 0 || waitpid(child, &status, 0) != child || status != 0 {
                print("footprint  \(tree.name): measurement failed")
                succeeded = false
            }
        }
        return succeeded
    }

    /// Builds and lays out one tree and prints its lines.
    private static func measure(_ tree: Tree, views: Int) {
        let start = MemorySuite.residentKiB() ?? 0
        let (window, count) = tree.build(views)
        let built = MemorySuite.residentKiB() ?? 0
        window.layoutIfNeeded()
        let laidOut = MemorySuite.residentKiB() ?? 0
        let constraints = window.layoutEngineCounts.installedConstraints
        let resident = (laidOut - start) * 1024
        print("footprint  \(tree.name)-\(count): \(count) views, \(constraints) constraints installed, "
            + "resident \(resident / 1024) KiB: \(resident / count) B a view, \(resident / Swift.max(constraints, 1)) B a constraint")
        var line = "footprint  \(tree.name)-\(count) a view: built \((built - start) * 1024 / count) B, "
            + "layout \((laidOut - built) * 1024 / count) B"
        if let owners = objectBytes(in: window) {
            line += "; view objects \(owners.views / count) B, generated constraint objects \(owners.generated / count) B "
                + "(\(owners.generatedCount) objects)"
        }
        print(line)
        printCensus(of: window, views: count)
        withExtendedLifetime(window) {}
    }

    /// Prints the bytes a view that each owner of the layout holds (`layoutMemoryCensus`), and
    /// the slack among them: storage that holds nothing (capacity − count).
    private static func printCensus(of window: Window, views: Int) {
        let size = usableSize
        let census = window.layoutMemoryCensus { object in
            size.map { $0(Unmanaged.passUnretained(object).toOpaque()) } ?? 0
        }
        for owner in census.owners where owner.bytes > 0 {
            print("footprint    \(owner.name): \(owner.bytes / views) B a view (\(owner.count) held, "
                + "capacity \(owner.capacity) × \(owner.stride) B; slack \(owner.slackBytes / views) B a view)")
        }
        print("footprint    census total \(census.bytes / views) B a view, slack \(census.slackBytes / views) B a view")
    }

    /// The malloc'd bytes of the view objects under `window` and of the constraint objects its
    /// stacks generated; nil where `malloc_usable_size` is not available.
    private static func objectBytes(in window: Window) -> (views: Int, generated: Int, generatedCount: Int)? {
        guard let size = usableSize else { return nil }
        var views = 0, generated = 0, generatedCount = 0
        var stack: [View] = window.subviews
        while let view = stack.popLast() {
            views += size(Unmanaged.passUnretained(view).toOpaque())
            if let arranging = view as? Stack {
                arranging.forEachGeneratedConstraintHolder { holder in
                    generated += size(Unmanaged.passUnretained(holder).toOpaque())
                    generatedCount += 1
                }
            }
            stack += view.subviews
        }
        return (views, generated, generatedCount)
    }

    /// glibc's `malloc_usable_size`, looked up at run time (the C library module does not
    /// export it); nil elsewhere.
    private static var usableSize: (@convention(c) (UnsafeMutableRawPointer?) -> Int)? {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
    }
}
