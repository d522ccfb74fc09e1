/// How descriptions and diagnostics name views: by `debugName`, else by type and position, so
/// that every view of a tree has its own name and the same tree gets the same names on every
/// run.
extension View {
    /// The name used in descriptions and diagnostics: `debugName`, else the type followed by the
    /// path of subview indices from the nearest named ancestor (its name first) or from the
    /// root: `View[0/2]` is the third subview of the root's first subview, `Label[card/1]` the
    /// second subview of the view named `card`. An unnamed root is its type's name. Unique in a
    /// tree as long as debug names are; deterministic for a given tree.
    public var displayName: String {
        if let debugName { return debugName }
        return ViewNamePath(of: self).name(of: self)
    }
}

/// Where an unnamed view sits: the nearest named ancestor (or none: the root) and the subview
/// indices that lead from it to the view.
struct ViewNamePath {
    /// The `debugName` of the named ancestor the path starts from, `nil` when it starts at an
    /// unnamed root.
    var anchor: String?
    /// Subview indices from the anchor (or root) down to the view.
    var indices: [Int]

    /// The path of `view`, found by walking up to its nearest named ancestor or its root.
    init(of view: View) {
        var indices: [Int] = []
        var current = view
        while current.debugName == nil, let parent = current.superview {
            indices.append(parent.subviews.lastIndex { $0 === current } ?? 0)
            current = parent
        }
        anchor = current.debugName
        self.indices = indices.reversed()
    }

    /// The path of the subview at `index` of a view whose path is this one.
    func appending(_ index: Int) -> ViewNamePath {
        var path = self
        path.indices.append(index)
        return path
    }

    /// A path that starts at a view named `name`.
    init(anchor name: String) {
        anchor = name
        indices = []
    }

    /// `Type[anchor/i/j]`, or the type alone for an unnamed root.
    func name(of view: View) -> String {
        if let debugName = view.debugName { return debugName }
        let type = String(describing: Swift.type(of: view))
        guard !indices.isEmpty else { return type }
        let parts = (anchor.map { [$0] } ?? []) + indices.map(String.init)
        return type + "[" + parts.joined(separator: "/") + "]"
    }
}

