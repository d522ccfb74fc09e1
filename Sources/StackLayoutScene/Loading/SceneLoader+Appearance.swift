// Reading colours, corners and borders of views.
import StackLayout

extension SceneLoader {
    /// The keys of a view's appearance.
    static let appearanceKeys: Set<String> = ["backgroundColor", "cornerRadius", "borderWidth", "borderColor"]

    /// Reads `backgroundColor`, `cornerRadius`, `borderWidth` and `borderColor` of a view.
    func readAppearance(_ object: ObjectReader, into appearance: inout SceneAppearance) throws(SceneError) {
        if let value = object["backgroundColor"] {
            appearance.backgroundColor = try PropertyReads.color(value, at: object.path("backgroundColor"))
        }
        if let value = object["cornerRadius"] {
            appearance.cornerRadius = try PropertyReads.length(value, at: object.path("cornerRadius"))
        }
        if let value = object["borderWidth"] {
            appearance.borderWidth = try PropertyReads.length(value, at: object.path("borderWidth"))
        }
        if let value = object["borderColor"] {
            appearance.borderColor = try PropertyReads.color(value, at: object.path("borderColor"))
        }
    }
}

extension PropertyReads {
    /// A colour written `"#rrggbb"` or `"#rrggbbaa"` (hexadecimal digits).
    static func color(_ value: JSONValue, at path: String) throws(SceneError) -> Color {
        let text = try JSONRead.string(value, at: path)
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
              let number = UInt64(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw SceneError(.invalidValue, at: path, "a colour is \"#rrggbb\" or \"#rrggbbaa\"") }
        let bytes = digits.count == 8 ? number : number << 8 | 0xff
        let component = { (shift: UInt64) in Double((bytes >> shift) & 0xff) / 255 }
        return Color(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }

    /// A finite length of at least 0.
    static func length(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        let length = try JSONRead.number(value, at: path)
        guard length >= 0 else { throw SceneError(.invalidValue, at: path, "must be 0 or more") }
        return length
    }
}
