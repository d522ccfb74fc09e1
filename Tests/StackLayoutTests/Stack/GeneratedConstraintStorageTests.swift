// How a stack's generated constraints held directly are stored: a constant and a multiplier
// only in the kinds whose numbers vary, the others within a 128-byte malloc block.
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import Testing
@_spi(Testing) import StackLayout

@Suite struct GeneratedConstraintStorageTests {
    /// A fillProportionally stack 400 points wide of two views whose intrinsic widths are
    /// `first` and 300, laid out.
    static func proportionalStack(first: Double) -> (Window, Stack, IntrinsicView) {
        let view = IntrinsicView(intrinsic: Size(width: first, height: 20))
        let stack = Stack(
            axis: .horizontal, distribution: .fillProportionally, alignment: .fill,
            arrangedSubviews: [view, IntrinsicView(intrinsic: Size(width: 300, height: 20))])
        return (laidOutWindow(with: stack, width: 400), stack, view)
    }

    /// The stack's `Stack-fill-proportionally` constraints (descriptions of those held directly).
    static func shares(of stack: Stack) -> [LayoutConstraint] {
        stack.activeGeneratedConstraints.filter { $0.identifier == "Stack-fill-proportionally" }
    }

    /// Shares held directly change their multiplier and constant in place (the same constraints,
    /// described by the same objects), and the frames follow (tolerance 1e-9).
    @Test func shareNumbersChangeInPlace() {
        let (window, stack, view) = Self.proportionalStack(first: 100)
        let before = Self.shares(of: stack)
        #expect(before.map(\.multiplier).sorted() == [0.25, 0.75])
        view.intrinsic = Size(width: 300, height: 20)
        window.layoutIfNeeded()
        let after = Self.shares(of: stack)
        #expect(after.map(\.multiplier) == [0.5, 0.5])
        #expect(zip(before, after).allSatisfy { $0 === $1 })
        #expect(abs(view.frame.width - 200) < 1e-9)
        var objects = 0
        stack.forEachGeneratedConstraintHolder { if $0 is LayoutConstraint { objects += 1 } }
        #expect(objects == 0)
    }

    #if canImport(Glibc)
    /// The kinds of generated constraint whose numbers vary, which store a constant and a
    /// multiplier.
    static let valuedKinds: Set = ["Stack-spacing", "Stack-tie-break", "Stack-hiding", "Stack-fill-proportionally"]

    /// Every generated constraint held directly fits a 128-byte malloc block (120 usable bytes)
    /// but those of the kinds whose numbers vary, which store them (136). Malloc may hand a
    /// request a reused block one size larger than it asked for (other tests free blocks on
    /// other threads meanwhile), or a few sizes larger, so the blocks are read as upper bounds:
    /// at most a quarter of the plain kinds' blocks are larger than 120, and at most a quarter of
    /// all blocks larger than 136.
    @Test func directConstraintsFitTheirBlock() throws {
        // glibc's `malloc_usable_size`, looked up at run time (the C library module does not export it).
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size"))
        let usableSize = unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
        let (_, stack, _) = Self.proportionalStack(first: 100)
        var sizes: [Int] = []
        stack.forEachGeneratedConstraintHolder { holder in
            sizes.append(usableSize(Unmanaged.passUnretained(holder).toOpaque()))
        }
        let valued = stack.activeGeneratedConstraints.filter { Self.valuedKinds.contains($0.identifier ?? "") }.count
        #expect(sizes.count == stack.activeGeneratedConstraints.count)
        #expect(valued == 5)
        // The plain kinds fit 120 bytes; a few may land in reused larger blocks, not most.
        let plain = sizes.count - valued
        #expect(plain >= 8, "\(sizes)")
        #expect(sizes.filter { $0 > 120 }.count - valued <= plain / 4, "\(sizes)")
        #expect(sizes.filter { $0 > 136 }.count <= sizes.count / 4, "\(sizes)")
    }
    #endif
}
