import LayoutSolver

/// The engine-side state of one view or guide: its variables and the constraints the engine
/// made for it (stays or margins links, intrinsic size; the root's frame constraints are the
/// engine's `rootFrameConstraints`).
final class ItemRecord: LayoutHostRecord {
    let variables: LayoutVariables
    /// The view or guide (not retained).
    let reference: ItemReference
    /// The engine's constraints on left, top, width, height (see `FrameSlot`): stays, present
    /// only on axes no constraint positions; for a margins guide, its links to its owning view.
    /// Most items have none (constraints position them), so the slots are stored apart, made at
    /// the first change; until then they read as absent.
    var frameSlots: FourSlots<FrameSlot> {
        get { frameSlotStorage?.slots ?? ItemRecord.noFrameSlots }
        _modify {
            let storage = frameSlotStorage ?? makeFrameSlotStorage()
            yield &storage.slots
        }
    }
    @exclusivity(unchecked) private var frameSlotStorage: FrameSlotStorage?

    /// Whether frame slot `index` is present (not `.absent`), read in place: no copy of the four
    /// slots, and none of the empty ones for a record that never had a slot.
    @inline(__always)
    func hasFrameSlot(_ index: Int) -> Bool {
        guard let storage = frameSlotStorage else { return false }
        return storage.slots[index].state != .absent
    }
    /// What the stays keep: left and top relative to `stayReference`, width and height.
    @exclusivity(unchecked) var stayValues = FourSlots<Double>(repeating: 0)
    /// The superview (or the owning view of a guide) that stays, or margins links, are relative to.
    @exclusivity(unchecked) var stayReference = UnownedView(nil)

    /// Installed user constraints that position the item horizontally, and vertically (see
    /// `isPositionedByConstraints`), in 32 bits each (a count of constraints).
    var horizontalPositioners: Int {
        get { Int(storedPositioners.horizontal) }
        set { storedPositioners.horizontal = Int32(newValue) }
    }
    var verticalPositioners: Int {
        get { Int(storedPositioners.vertical) }
        set { storedPositioners.vertical = Int32(newValue) }
    }
    @exclusivity(unchecked) private var storedPositioners: (horizontal: Int32, vertical: Int32) = (0, 0)

    /// The sync of the engine that last refreshed the item (see `LayoutEngine.syncCount`).
    @exclusivity(unchecked) var refreshedInSync = -1
    /// The solve (engine generation) the memos below belong to, -1 for none.
    @exclusivity(unchecked) var memoGeneration = -1
    /// The view's solved frame in its superview's coordinates, for `memoGeneration`.
    var solvedFrameMemo: Rect? {
        get { memos.contains(.solvedFrame) ? solvedFrameMemoValue : nil }
        set {
            memos.set(.solvedFrame, newValue != nil)
            solvedFrameMemoValue = newValue ?? .zero
        }
    }
    /// The view's frame origin in root coordinates, as solved and as displayed (on the pixel
    /// grid), for `memoGeneration`.
    var rootOriginMemo: (solved: Point, displayed: Point)? {
        get { memos.contains(.rootOrigin) ? rootOriginMemoValue : nil }
        set {
            memos.set(.rootOrigin, newValue != nil)
            rootOriginMemoValue = newValue ?? (.zero, .zero)
        }
    }
    // The memos' values, valid while their flags say so (no optional's byte and padding each).
    @exclusivity(unchecked) private var solvedFrameMemoValue = Rect.zero
    @exclusivity(unchecked) private var rootOriginMemoValue = (solved: Point.zero, displayed: Point.zero)

    // The block and the flags, stored last and together, so that no padding falls between
    // fields and the record takes 184 bytes (an allocator's block of 192).
    /// The place of the item's hugging and compression constraints in its engine's
    /// `IntrinsicSlotTable` (horizontal hug, horizontal compression, vertical hug, vertical
    /// compression, see `IntrinsicSlot`), `IntrinsicSlotTable.noBlock` while it has none.
    @exclusivity(unchecked) var intrinsicBlock = IntrinsicSlotTable.noBlock

    /// Whether the record is a margins guide's: `frameSlots` are its links (it has no stays).
    @exclusivity(unchecked) var linksMargins = false
    /// Whether the record waits in the engine's stay candidates.
    @exclusivity(unchecked) var isStayCandidate = false
    /// Whether the item's stays were settled once (later changes come with the constraints
    /// that position it, which mark it again).
    @exclusivity(unchecked) var staysSettled = false
    /// Which memos hold a value for `memoGeneration`, and the frame write-back flags (kept
    /// across solves).
    @exclusivity(unchecked) private var memos = MemoFlags()

    init(variables: LayoutVariables, item: borrowing ResolvedItem) {
        self.variables = variables
        switch item {
        case .view(let view): reference = view.itemReference
        case .guide(let guide): reference = guide.itemReference
        }
    }

    /// Four empty frame slots, made once (a record starts from copies, without calls into the
    /// solver for its empty ids).
    private static let noFrameSlots = FourSlots(repeating: FrameSlot())

    private func makeFrameSlotStorage() -> FrameSlotStorage {
        let storage = FrameSlotStorage()
        frameSlotStorage = storage
        return storage
    }

    /// The storage of the frame slots, if made (see `frameSlots`).
    var frameSlotStorageIfMade: FrameSlotStorage? { frameSlotStorage }

    /// The storage of the frame slots, made now if it was not.
    var frameSlotStorageMade: FrameSlotStorage { frameSlotStorage ?? makeFrameSlotStorage() }

    /// The view, if the record is a view's.
    var view: View? { reference.view }
    /// The guide, if the record is a guide's.
    var guide: LayoutGuide? { reference.guide }

    /// Clears the memos when they belong to another solve than `generation`.
    func validateMemos(for generation: Int) {
        guard memoGeneration != generation else { return }
        memoGeneration = generation
        memos.formIntersection(.frameWriteBack)
    }

    /// Whether the view's solved frame may differ from its frame: its solved values or its
    /// geometry changed since its superview last wrote its frame (see
    /// `LayoutEngine+FrameWriteBack.swift`). The engine sets it on a new record unless the next
    /// pass walks the whole tree.
    var frameMayBeStale: Bool {
        get { memos.contains(.frameMayBeStale) }
        set { memos.set(.frameMayBeStale, newValue) }
    }

    /// Whether every subview of the view whose solved frame may differ from its frame has
    /// `frameMayBeStale` set (see `LayoutEngine+FrameWriteBack.swift`).
    var subviewsAreFlagged: Bool {
        get { memos.contains(.subviewsAreFlagged) }
        set { memos.set(.subviewsAreFlagged, newValue) }
    }

    /// The positioner count along `axis`.
    func positioners(along axis: Axis) -> Int { axis == .horizontal ? horizontalPositioners : verticalPositioners }

    /// Adds `delta` (±1) to the positioner count along `axis`; `true` when the count became or
    /// stopped being zero.
    @inline(__always)
    func countPositioner(along axis: Axis, by delta: Int) -> Bool {
        if axis == .horizontal {
            horizontalPositioners += delta
            return horizontalPositioners == (delta > 0 ? 1 : 0)
        }
        verticalPositioners += delta
        return verticalPositioners == (delta > 0 ? 1 : 0)
    }
}

extension ItemRecord {
    /// `record`, which views, guides and positioned items (`PositionedItems`) store for the
    /// engine, as the engine's record. `ItemRecord` is the only `LayoutHostRecord`: the one
    /// unchecked read of the records (a site the Architecture article lists), made on every
    /// lookup of a view's record, where a checked cast would cost a runtime call.
    @inline(__always)
    static func stored(_ record: LayoutHostRecord) -> ItemRecord {
        unsafeDowncast(record, to: ItemRecord.self)
    }
}

/// The memos of an item record that hold a value, and its frame write-back flags, one bit each
/// (one byte for all).
struct MemoFlags: OptionSet {
    let rawValue: UInt8
    static let solvedFrame = MemoFlags(rawValue: 1)
    static let rootOrigin = MemoFlags(rawValue: 2)
    /// See `ItemRecord.frameMayBeStale`.
    static let frameMayBeStale = MemoFlags(rawValue: 4)
    /// See `ItemRecord.subviewsAreFlagged`.
    static let subviewsAreFlagged = MemoFlags(rawValue: 8)
    /// The flags that are not memos: a new solve keeps them.
    static let frameWriteBack: MemoFlags = [.frameMayBeStale, .subviewsAreFlagged]

    /// Adds `flag` when `isSet`, else removes it.
    mutating func set(_ flag: MemoFlags, _ isSet: Bool) {
        if isSet { insert(flag) } else { remove(flag) }
    }
}

/// The frame slots of a record that has had one (see `ItemRecord.frameSlots`).
final class FrameSlotStorage {
    @exclusivity(unchecked) var slots = FourSlots(repeating: FrameSlot())
}
