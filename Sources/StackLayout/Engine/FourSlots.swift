/// Four values stored inline (no array allocation), indexed 0…3: what the engine keeps per
/// component of an item's frame (left, top, width, height) or per intrinsic-size constraint.
struct FourSlots<Element> {
    private var slot0, slot1, slot2, slot3: Element

    /// Four copies of `value`.
    init(repeating value: Element) {
        slot0 = value
        slot1 = value
        slot2 = value
        slot3 = value
    }

    /// The four values in order.
    init(_ first: Element, _ second: Element, _ third: Element, _ fourth: Element) {
        slot0 = first
        slot1 = second
        slot2 = third
        slot3 = fourth
    }

    /// The value at `index` (0…3).
    subscript(index: Int) -> Element {
        get {
            switch index {
            case 0: slot0
            case 1: slot1
            case 2: slot2
            default: slot3
            }
        }
        set {
            switch index {
            case 0: slot0 = newValue
            case 1: slot1 = newValue
            case 2: slot2 = newValue
            default: slot3 = newValue
            }
        }
    }

    /// Whether some value satisfies `predicate`.
    func contains(where predicate: (Element) -> Bool) -> Bool {
        predicate(slot0) || predicate(slot1) || predicate(slot2) || predicate(slot3)
    }

    /// Calls `body` with each value in order.
    func forEach(_ body: (Element) -> Void) {
        body(slot0)
        body(slot1)
        body(slot2)
        body(slot3)
    }

    /// Whether every value satisfies `predicate`.
    func allSatisfy(_ predicate: (Element) -> Bool) -> Bool {
        predicate(slot0) && predicate(slot1) && predicate(slot2) && predicate(slot3)
    }
}

extension FourSlots: Sendable where Element: Sendable {}
