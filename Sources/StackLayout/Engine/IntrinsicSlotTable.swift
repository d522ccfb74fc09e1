@_spi(Testing) import LayoutSolver

/// The intrinsic-size slots of one engine's records, four a record: only views with an intrinsic
/// content size have slots (guides and most containers never do), so a record holds the place of
/// its four, a block of this table (`ItemRecord.intrinsicBlock`), rather than the slots. A record
/// takes a block when its first slot is set and gives it back when its last slot is cleared (its
/// view lost its intrinsic size, a stack suspends it while the view is hidden, or the view left
/// the tree); a block given back is taken by the next record that needs one, with its four slots
/// absent.
///
/// Blocks lie in chunks allocated as blocks are first taken, each twice the size of the one
/// before (`firstChunkBlocks` blocks in the first, allocated with the list of chunks: a small
/// tree's table is one allocation), never moved (the table grows without copying its slots) and
/// freed with the table. The engine reads a block's slots through a pointer into its chunk
/// (`slots(of:)`). Noncopyable: the engine is its one owner, and a write checks no uniqueness.
struct IntrinsicSlotTable: ~Copyable {
    /// The place of no block: the block of a record without slots.
    static let noBlock: Int32 = -1
    /// Blocks in the first chunk (`1 << firstChunkShift`); chunk `k` holds `16 << k` blocks,
    /// from block `16 × (2^k − 1)` on.
    private static let firstChunkShift = 4
    private static let firstChunkBlocks = 1 << firstChunkShift
    /// Room in the list of chunks: enough for every block an `Int32` numbers.
    private static let maxChunks = 28

    /// The chunks, in order (room for `maxChunks`, followed in the same allocation by the
    /// first chunk), or `nil` before the first block is taken.
    private var chunks: UnsafeMutablePointer<UnsafeMutablePointer<IntrinsicSlot>>?
    /// The chunks allocated.
    private var chunkCount = 0
    /// The blocks taken at least once: their slots are initialized.
    private var blockCount = 0
    /// The first block past the last chunk.
    private var blockCapacity = 0
    /// The blocks given back, the last one taken first.
    private var freeBlocks: [Int32] = []
    /// An empty slot, which a new block's four start from (read here, without the one-time
    /// initialization check of a static).
    private let emptySlot = IntrinsicSlot()

    init() {}

    deinit {
        // The slots hold plain values: the chunks are freed without deinitializing them (the
        // first with the list).
        guard let chunks else { return }
        for chunk in 1..<chunkCount { chunks[chunk].deallocate() }
        UnsafeMutableRawPointer(chunks).deallocate()
    }

    /// The four slots of `block`, which is in use, in place in their chunk (valid until the
    /// block is given back).
    @inline(__always)
    func slots(of block: Int32) -> UnsafeMutablePointer<IntrinsicSlot> {
        // Block b lies in chunk k = ⌊log2(b / 16 + 1)⌋, at b + 16 − (16 << k) in it.
        let shifted = UInt(truncatingIfNeeded: block) &+ UInt(Self.firstChunkBlocks)
        let chunk = UInt.bitWidth &- 1 &- (shifted &>> Self.firstChunkShift).leadingZeroBitCount
        let offset = shifted &- (UInt(Self.firstChunkBlocks) &<< chunk)
        return chunks.unsafelyUnwrapped[chunk] + 4 &* Int(bitPattern: offset)
    }

    /// Whether the four slots of `block` are absent.
    func isEmpty(_ block: Int32) -> Bool {
        let slots = slots(of: block)
        return slots[0].state == .absent && slots[1].state == .absent && slots[2].state == .absent
            && slots[3].state == .absent
    }

    /// A block with four absent slots: the last one given back, else a new one.
    @inline(__always)
    mutating func takeBlock() -> Int32 {
        if !freeBlocks.isEmpty { return freeBlocks.removeLast() }
        if blockCount == blockCapacity { addChunk() }
        let block = Int32(blockCount)
        blockCount += 1
        slots(of: block).initialize(repeating: emptySlot, count: 4)
        return block
    }

    /// Allocates the next chunk, twice the size of the last one (the first with the list of
    /// chunks).
    @inline(never)
    private mutating func addChunk() {
        let blocks = Self.firstChunkBlocks << chunkCount
        if let chunks {
            chunks[chunkCount] = .allocate(capacity: 4 * blocks)
        } else {
            let listBytes = Self.maxChunks * MemoryLayout<UnsafeMutablePointer<IntrinsicSlot>>.stride
            let memory = UnsafeMutableRawPointer.allocate(
                byteCount: listBytes + 4 * blocks * MemoryLayout<IntrinsicSlot>.stride,
                alignment: MemoryLayout<IntrinsicSlot>.alignment)
            let list = memory.bindMemory(to: UnsafeMutablePointer<IntrinsicSlot>.self, capacity: Self.maxChunks)
            list[0] = (memory + listBytes).bindMemory(to: IntrinsicSlot.self, capacity: 4 * blocks)
            chunks = list
        }
        chunkCount += 1
        blockCapacity += blocks
    }

    /// Gives back `block`, whose four slots are absent.
    mutating func giveBack(_ block: Int32) {
        freeBlocks.append(block)
    }

    /// Adds the slots (those of the blocks in use as held), the list of chunks and the list of
    /// the blocks given back to `tally`.
    func addStorage(to tally: inout MemoryCensus.Tally) {
        tally.add(count: 4 * (blockCount - freeBlocks.count), capacity: 4 * blockCapacity,
                  stride: MemoryLayout<IntrinsicSlot>.stride)
        if chunks != nil {
            let stride = MemoryLayout<UnsafeMutablePointer<IntrinsicSlot>>.stride
            tally.add(count: chunkCount, capacity: Self.maxChunks, stride: stride)
        }
        tally.add(freeBlocks)
    }
}
