import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import StackLayout

/// A stack's generated constraints handed to the engine directly (the default) against the same
/// stacks making a ``LayoutConstraint`` object for each (`generatesConstraintObjects`), on the
/// same seeded scenes: every distribution and alignment, nested stacks (measured by fitting
/// engines under fillProportionally), hidden views, spacing and intrinsic-size edits, and
/// arranged views removed, re-inserted and moved, the stack taken out of its window and put
/// back, and the layout direction flipped. Both paths must give the same frames, the same
/// constraint catalogues and the same solver work.
@Suite("Differential: generated constraints held directly against constraint objects")
struct GeneratedConstraintPathTests {
    /// 4 × 250 scenes per run.
    static let seeds: [UInt64] = [0xD1EC_0001, 0xD1EC_0002, 0xD1EC_0003, 0xD1EC_0004]
    static let scenesPerSeed = 250
    /// The two paths install the same constraints in the same order: frames agree to rounding.
    static let tolerance = 1e-9

    /// A change to the arrangement, applied to both instances after the scene's own edits.
    enum StructuralEdit: CaseIterable {
        case removeAndReinsertArranged, removeFromSuperviewAndAppend, moveArranged, takeStackOutAndBack, flipDirection
    }

    @Test(arguments: seeds)
    func directConstraintsMatchConstraintObjects(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var compared = 0, held = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = RandomScene(&rng)
            let structural = (0..<2).map { _ in rng.pick(StructuralEdit.allCases) }
            let picks = (0..<2).map { _ in rng.int(0...max(scene.items.count - 1, 0)) }
            let direct = scene.instantiate(reference: false), objects = scene.instantiate(reference: false)
            objects.window.forEachStack { $0.generatesConstraintObjects = true }
            var steps: [(Instance) -> Void] = [{ _ in }]
            steps += scene.edits.map { edit in { scene.apply(edit, to: $0) } }
            steps += zip(structural, picks).map { edit, pick in { Self.apply(edit, to: $0, item: pick) } }
            for (step, change) in steps.enumerated() {
                change(direct)
                change(objects)
                direct.window.layoutIfNeeded()
                objects.window.layoutIfNeeded()
                compared += compare(direct, objects, "seed \(seed) scene \(index) step \(step)")
            }
            held += Self.holders(in: direct.window).direct
            #expect(Self.holders(in: objects.window).direct == 0)
        }
        // Every view of every step is compared, and the default path holds constraints directly:
        // the comparison is not vacuous.
        #expect(compared > Self.scenesPerSeed * 20)
        #expect(held > Self.scenesPerSeed * 10)
    }

    /// How many of the generated constraints in `window` are held directly, and how many are objects.
    private static func holders(in window: Window) -> (direct: Int, objects: Int) {
        var direct = 0, objects = 0
        window.forEachStack { stack in
            stack.forEachGeneratedConstraintHolder { if $0 is LayoutConstraint { objects += 1 } else { direct += 1 } }
        }
        return (direct, objects)
    }

    typealias Instance = RandomScene.Instance

    /// Applies `edit` to `instance`, on its arranged view `item` where it takes one.
    static func apply(_ edit: StructuralEdit, to instance: Instance, item: Int) {
        let stack = instance.stack, view = instance.items[item]
        switch edit {
        case .removeAndReinsertArranged:
            stack.removeArrangedSubview(view)
            instance.window.layoutIfNeeded()
            stack.insertArrangedSubview(view, at: 0)
        case .removeFromSuperviewAndAppend:
            view.removeFromSuperview()
            instance.window.layoutIfNeeded()
            stack.addArrangedSubview(view)
        case .moveArranged:
            stack.insertArrangedSubview(view, at: stack.arrangedSubviews.count - 1)
        case .takeStackOutAndBack:
            stack.removeFromSuperview()
            instance.window.layoutIfNeeded()
            instance.window.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: instance.window.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: instance.window.topAnchor, constant: 10),
            ])
        case .flipDirection:
            stack.semanticContentAttribute =
                stack.semanticContentAttribute == .forceRightToLeft ? .forceLeftToRight : .forceRightToLeft
        }
    }

    /// Expects the same frames for every view, the same generated constraints and the same
    /// solver work; returns how many frames were compared.
    private func compare(_ direct: Instance, _ objects: Instance, _ label: String) -> Int {
        var compared = 0
        for (mine, theirs) in zip(direct.views, objects.views) {
            compared += 1
            #expect(mine.frame.isClose(to: theirs.frame, tolerance: Self.tolerance),
                    "\(label): \(mine.displayName) \(mine.frame), with objects \(theirs.frame)")
        }
        #expect(Self.catalogue(of: direct.window) == Self.catalogue(of: objects.window), "\(label)")
        let (mine, theirs) = (direct.window.layoutEngineCounts, objects.window.layoutEngineCounts)
        #expect(mine.installedConstraints == theirs.installedConstraints && mine.adds == theirs.adds
                && mine.removes == theirs.removes && mine.constantUpdates == theirs.constantUpdates,
                "\(label): \(mine) against \(theirs)")
        return compared
    }

    /// The generated constraints of every stack in `window`, in creation order, as text.
    private static func catalogue(of window: Window) -> [String] {
        var lines: [String] = []
        window.forEachStack { stack in lines += stack.activeGeneratedConstraints.map(\.formula) }
        return lines
    }
}

extension View {
    /// Calls `body` with every stack in the view's subtree, parents first.
    fileprivate func forEachStack(_ body: (Stack) -> Void) {
        if let stack = self as? Stack { body(stack) }
        for subview in subviews { subview.forEachStack(body) }
    }
}
