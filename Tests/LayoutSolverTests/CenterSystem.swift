import TestSupport
@_spi(Testing) import LayoutSolver

/// A guide as a stack aligned on the center or on a baseline holds it: `top == 0`, a `height`
/// that hugs (`@51`) and is sometimes pinned (required, or soft at 700), and a `line` that
/// wishes to be the guide's center (`@999.5`) or, for a baseline group, its first view's
/// baseline to sit on the guide's top (`@1`). Each view sits on the line by its center
/// (`y == line − h/2`), its baseline (`y == line − b`) or its bottom (`y == line − h`), and
/// the guide encloses it (`top ≤ y`, `top + height ≥ y + h`); its height has compression,
/// hugging and tie-break wishes, is sometimes hidden (`h == 0 @999.999`) or given a required
/// least height (which can keep the line's wish from holding), and is sometimes the height of
/// a nested group of the same kind.
struct CenterSystem {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    /// The outer guide's height (edited by the tests when `edits`).
    let height = Variable("height")
    let edits: Bool

    init(_ rng: inout SplitMix64) {
        edits = Int.random(in: 0..<5, using: &rng) == 0
        appendGroup(height: height, name: "", depth: 0, &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: constraints.append(height == Double(Int.random(in: 0...70, using: &rng)))
        case 1: constraints.append((height == Double(Int.random(in: 0...70, using: &rng))) | 700)
        default: break
        }
    }

    /// Appends a group whose guide's height is `height`, its variables named after `name`.
    private mutating func appendGroup(height: Variable, name: String, depth: Int, _ rng: inout SplitMix64) {
        let top = Variable("top\(name)"), line = Variable("line\(name)")
        let baseline = Int.random(in: 0..<3, using: &rng) == 0
        variables += [top, height, line]
        constraints += [top == 0, height >= 0, (height == 0) | 51]
        if !baseline { constraints.append((line == top + 0.5 * height) | 999.5) }
        for i in 0..<Int.random(in: 1...6, using: &rng) {
            let y = Variable("y\(name).\(i)"), h = Variable("h\(name).\(i)")
            variables += [y, h]
            let offset = Double(Int.random(in: 0...20, using: &rng))
            switch (baseline, Bool.random(using: &rng)) {
            case (false, _): constraints.append(y == line - 0.5 * h)
            case (true, true): constraints.append(y == line - offset)
            case (true, false): constraints.append(y == line - h)
            }
            if baseline && i == 0 { constraints.append((line == top + offset) | 1) }
            constraints += [top <= y, top + height >= y + h, h >= 0, (h == 0) | Priority(Float(25 - i))]
            if depth < 2 && Int.random(in: 0..<5, using: &rng) == 0 {
                appendGroup(height: h, name: "\(name).\(i)", depth: depth + 1, &rng)
                continue
            }
            let intrinsic = Double(Int.random(in: 0...60, using: &rng))
            constraints.append((h >= intrinsic) | [750, 751, 300].randomElement(using: &rng)!)
            constraints.append((h <= intrinsic) | [250, 251, 700].randomElement(using: &rng)!)
            if Int.random(in: 0..<6, using: &rng) == 0 { constraints.append((h == 0) | 999.999) }
            if Int.random(in: 0..<8, using: &rng) == 0 { constraints.append(h >= Double(Int.random(in: 0...80, using: &rng))) }
        }
    }
}
