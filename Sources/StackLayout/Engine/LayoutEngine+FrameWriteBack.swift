/// Which subviews a layout writes frames back to. A view's record says whether its solved frame
/// may differ from its frame (`ItemRecord.frameMayBeStale`): set when its solved values or its
/// geometry changed (`flagChangedView(_:)`), cleared when its superview's write-back reads it
/// (a flag left set costs one comparison). Once a view's write-back has run, every subview's
/// frame equals its solved frame and its record vouches that the flags of its subviews are
/// complete (`ItemRecord.subviewsAreFlagged`); in a pass over flags, its subview frame check and
/// its default `layoutSubviews()` then read only the flagged subviews, whose frames are the only
/// ones that can differ. Every other subview's frame equals its solved frame, so writing it would
/// do nothing: frames, `layoutSubviews()` calls and their order are those of a full comparison.
///
/// The flags cannot vouch for what the solver's changes do not name: changes discarded or lost
/// (the next pass then walks the whole tree), and frames that depend on other views (pixel
/// rounding, which makes every pass walk the whole tree). Only a pass over flags reads flags:
/// a discard ends that for the rest of the pass (`stopReadingFlags()`), and a whole walk, which
/// always follows a discard, compares every subview and withdraws each view's vouching as it
/// visits it (`withdrawFlaggedSubviews(of:)`), before any later pass over flags can read it.
extension LayoutEngine {
    /// The default `layoutSubviews()` of `view`: syncs the engine (so a second call after an
    /// intrinsic size change sees the new solution) and gives each subview its solved frame.
    func applySolvedFrames(toSubviewsOf view: View) {
        sync()
        guard let parent = unretainedRecord(onView: view) else {
            view.subviews.forEachUnretained { writeSolvedFrame(of: $0, flaggedOnly: false) }
            return
        }
        parent._withUnsafeGuaranteedRef { record in
            let flaggedOnly = readsFlaggedSubviewsOnly(record)
            view.subviews.forEachUnretained { writeSolvedFrame(of: $0, flaggedOnly: flaggedOnly) }
            record.subviewsAreFlagged = true
        }
    }

    /// Whether a subview of `view` has a solved frame that differs from its frame (only flagged
    /// subviews are compared when `view`'s record vouches for their flags).
    func hasSubviewWithStaleFrame(_ view: View) -> Bool {
        let flaggedOnly = writesFlaggedFramesOnly
            && unretainedRecord(onView: view)?._withUnsafeGuaranteedRef(\.subviewsAreFlagged) == true
        return view.subviews.containsUnretained { subview in
            if flaggedOnly, let child = unretainedRecord(onView: subview),
               !child._withUnsafeGuaranteedRef(\.frameMayBeStale) {
                return false
            }
            guard let frame = solvedFrame(of: subview) else { return false }
            return !frame.isClose(to: subview.frame)
        }
    }

    /// Ends reading flags for the rest of the pass: the solver's changes were not followed.
    func stopReadingFlags() {
        writesFlaggedFramesOnly = false
    }

    /// Withdraws the vouching of `view`'s record for its subviews' flags (a whole walk visits it).
    @inline(__always)
    func withdrawFlaggedSubviews(of view: View) {
        unretainedRecord(onView: view)?._withUnsafeGuaranteedRef { $0.subviewsAreFlagged = false }
    }

    /// Whether the subviews of the view of `record` are read by their flags only: in a pass over
    /// flags, once the record vouches for them.
    @inline(__always)
    private func readsFlaggedSubviewsOnly(_ record: ItemRecord) -> Bool {
        writesFlaggedFramesOnly && record.subviewsAreFlagged
    }

    /// Gives `subview` its solved frame if it differs from its frame; with `flaggedOnly`, a
    /// subview whose record is not flagged is passed over, and a flagged one has its flag cleared
    /// (a comparison of every subview leaves the flags: a flag left set costs one comparison).
    @inline(__always)
    private func writeSolvedFrame(of subview: View, flaggedOnly: Bool) {
        if flaggedOnly, let child = unretainedRecord(onView: subview) {
            let flagged = child._withUnsafeGuaranteedRef { record in
                defer { record.frameMayBeStale = false }
                return record.frameMayBeStale
            }
            if !flagged { return }
        }
        statistics.framesCompared += 1
        guard let frame = solvedFrame(of: subview), !frame.isClose(to: subview.frame) else { return }
        subview.setFrame(frame, byLayout: true)
    }
}
