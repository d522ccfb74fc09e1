// Random valid scene documents (the "Scene files" article): trees of views and stacks with random
// properties, constraints that may conflict or form cycles, and timelines of (animated) changes.

/// Builds one random scene document from a seed.
struct SceneGenerator {
    var random: FuzzRandom
    /// The largest number of views in a tree.
    var maximumViews = 8

    private(set) var viewIDs: [String] = []
    private(set) var stackIDs: [String] = []
    private var arrangedOf: [String: [String]] = [:]

    init(seed: UInt64) { random = FuzzRandom(fuzzSeed: seed) }

    static let xAttributes = ["left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin",
                              "leadingMargin", "trailingMargin", "centerXWithinMargins"]
    static let yAttributes = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "topMargin",
                              "bottomMargin", "centerYWithinMargins"]
    static let sizeAttributes = ["width", "height"]
    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]
    static let curves = ["linear", "easeIn", "easeOut", "easeInOut"]

    /// A whole document.
    mutating func document() -> FuzzJSON {
        var fields: [(String, FuzzJSON)] = [
            ("version", .num(1)),
            ("window", .pair(random.number(0...800), random.number(0...900))),
        ]
        var root = view(depth: 0)
        if random.chance(0.2), case .object(var rootFields) = root {
            rootFields.append(("pin", .bool(false)))
            root = .object(rootFields)
        }
        fields.append(("root", root))
        var constraintIDs: [String] = []
        if random.chance(0.7) {
            fields.append(("constraints", .array((0..<random.int(0...6)).map { index in
                let id = "c\(index)"
                constraintIDs.append(id)
                return constraint(id: random.chance(0.8) ? id : nil)
            })))
        }
        if random.chance(0.6) {
            fields.append(("timeline", .array((0..<random.int(1...4)).map { _ in step(constraintIDs) })))
        }
        if random.chance(0.5) {
            fields.append(("samples", .array((0..<random.int(1...4)).map { _ in .num(random.number(0...2)) })))
        }
        return .object(fields)
    }

    private mutating func view(depth: Int) -> FuzzJSON {
        let id = "v\(viewIDs.count)"
        viewIDs.append(id)
        let isStack = depth < 4 && random.chance(depth == 0 ? 0.8 : 0.4)
        var fields: [(String, FuzzJSON)] = [("id", .string(id))]
        if isStack || random.chance(0.3) { fields.append(("type", .string(isStack ? "stack" : "view"))) }
        if random.chance(0.7) {
            fields.append(("intrinsic", .array([dimension(), dimension()])))
        }
        if random.chance(0.3) { fields.append(("baseline", .pair(random.number(0...60), random.number(0...60)))) }
        if random.chance(0.3) { fields.append(("hugging", .pair(priority(), priority()))) }
        if random.chance(0.3) { fields.append(("compression", .pair(priority(), priority()))) }
        if random.chance(0.2) { fields.append(("alignmentInsets", insets())) }
        if random.chance(0.2) { fields.append(("margins", insets())) }
        if random.chance(0.2) { fields.append(("hidden", .bool(true))) }
        if random.chance(0.2) { fields.append(("alpha", .num(random.number(0...1)))) }
        if random.chance(0.1) {
            fields.append(("frame", .array([random.number(-50...300), random.number(-50...300),
                                            random.number(0...300), random.number(0...300)].map(FuzzJSON.num))))
        }
        if isStack {
            stackIDs.append(id)
            fields.append(("axis", .string(random.chance(0.5) ? "horizontal" : "vertical")))
            if random.chance(0.8) { fields.append(("distribution", .string(random.pick(Self.distributions)))) }
            if random.chance(0.8) { fields.append(("alignment", .string(random.pick(Self.alignments)))) }
            if random.chance(0.7) { fields.append(("spacing", .num(random.number(-10...40)))) }
            if random.chance(0.3) { fields.append(("marginsRelative", .bool(random.chance(0.5)))) }
            if random.chance(0.3) { fields.append(("baselineRelative", .bool(random.chance(0.5)))) }
            var arranged: [FuzzJSON] = []
            var arrangedIDs: [String] = []
            for _ in 0..<random.int(0...4) where viewIDs.count < maximumViews {
                arrangedIDs.append("v\(viewIDs.count)")
                arranged.append(view(depth: depth + 1))
            }
            arrangedOf[id] = arrangedIDs
            fields.append(("arranged", .array(arranged)))
            if !arrangedIDs.isEmpty, random.chance(0.3) {
                fields.append(("customSpacing", .object([(random.pick(arrangedIDs), .num(random.number(0...30)))])))
            }
        }
        if depth < 3, viewIDs.count < maximumViews, random.chance(0.2) {
            fields.append(("subviews", .array([view(depth: depth + 1)])))
        }
        return .object(fields)
    }

    private mutating func dimension() -> FuzzJSON { random.chance(0.2) ? .null : .num(random.number(0...200)) }
    private mutating func priority() -> Double { Double(random.int(1...1000)) }
    private mutating func insets() -> FuzzJSON { .array((0..<4).map { _ in .num(random.number(0...20)) }) }

    /// A constraint between random views (or the window); attributes of one kind, possibly conflicting.
    mutating func constraint(id: String?) -> FuzzJSON {
        let items = viewIDs + ["window"]
        let kind = random.int(0...2)
        let attributes = [Self.xAttributes, Self.yAttributes, Self.sizeAttributes][kind]
        var fields: [(String, FuzzJSON)] = []
        if let id { fields.append(("id", .string(id))) }
        let firstItem = random.pick(viewIDs)
        fields.append(("first", .string("\(firstItem).\(random.pick(attributes))")))
        fields.append(("relation", .string(random.pick(["==", "<=", ">="]))))
        if kind == 2, random.chance(0.4) {
            fields.append(("second", .null))
        } else {
            fields.append(("second", .string("\(random.pick(items)).\(random.pick(attributes))")))
            if random.chance(0.4) { fields.append(("multiplier", .num(random.number(-2...3)))) }
        }
        fields.append(("constant", .num(random.number(-100...300))))
        if random.chance(0.6) { fields.append(("priority", .num(priority()))) }
        return .object(fields)
    }

    private mutating func step(_ constraintIDs: [String]) -> FuzzJSON {
        var fields: [(String, FuzzJSON)] = [("at", .num(random.number(0...1.5)))]
        if random.chance(0.6) {
            var animate: [(String, FuzzJSON)] = [("duration", .num(random.number(0...0.6)))]
            if random.chance(0.3) { animate.append(("delay", .num(random.number(0...0.3)))) }
            switch random.int(0...3) {
            case 0: animate.append(("curve", .string(random.pick(Self.curves))))
            case 1: animate.append(("curve", .object([("cubicBezier", .array([random.number(0...1), random.number(-1...2),
                                                                              random.number(0...1), random.number(-1...2)]
                                                                              .map(FuzzJSON.num)))])))
            case 2: animate.append(("spring", .object([("damping", .num(random.number(0.05...1))),
                                                       ("velocity", .num(random.number(-5...5)))])))
            default: break
            }
            fields.append(("animate", .object(animate)))
        }
        fields.append(("changes", .array((0..<random.int(1...3)).map { _ in change(constraintIDs) })))
        return .object(fields)
    }

    private mutating func change(_ constraintIDs: [String]) -> FuzzJSON {
        switch random.int(0...9) {
        case 0...3:
            var fields: [(String, FuzzJSON)] = [("view", .string(random.pick(viewIDs)))]
            switch random.int(0...5) {
            case 0: fields.append(("alpha", .num(random.number(0...1))))
            case 1: fields.append(("intrinsic", .array([dimension(), dimension()])))
            case 2: fields.append(("margins", insets()))
            case 3: fields.append(("hugging", .pair(priority(), priority())))
            default: fields.append(("hidden", .bool(random.chance(0.6))))
            }
            return .object(fields)
        case 4...5 where !stackIDs.isEmpty:
            let stack = random.pick(stackIDs)
            var fields: [(String, FuzzJSON)] = [("stack", .string(stack))]
            switch random.int(0...5) {
            case 0: fields.append(("axis", .string(random.chance(0.5) ? "horizontal" : "vertical")))
            case 1: fields.append(("distribution", .string(random.pick(Self.distributions))))
            case 2: fields.append(("alignment", .string(random.pick(Self.alignments))))
            case 3: fields.append(("spacing", .num(random.number(0...30))))
            case 4: fields.append(("arranged", .array((arrangedOf[stack] ?? []).shuffled(using: &random).map(FuzzJSON.string))))
            default: fields.append(("marginsRelative", .bool(random.chance(0.5))))
            }
            return .object(fields)
        case 6...7 where !constraintIDs.isEmpty:
            var fields: [(String, FuzzJSON)] = [("constraint", .string(random.pick(constraintIDs)))]
            switch random.int(0...3) {
            case 0: fields.append(("constant", .num(random.number(-100...300))))
            case 1: fields.append(("priority", .num(priority())))
            case 2: fields.append(("multiplier", .num(random.number(-1...2))))
            default: fields.append(("active", .bool(random.chance(0.5))))
            }
            return .object(fields)
        case 8: return .object([("add", constraint(id: nil))])
        default: return .object([("window", .pair(random.number(0...800), random.number(0...900)))])
        }
    }
}
