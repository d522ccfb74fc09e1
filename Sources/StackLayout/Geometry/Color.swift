/// A colour with red, green, blue and alpha components in 0…1 (UIKit's `UIColor`), as
/// renderings draw it. Components outside 0…1 are clamped and NaN becomes 0.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from its components (UIKit's `init(red:green:blue:alpha:)`).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamped(red)
        self.green = Color.clamped(green)
        self.blue = Color.clamped(blue)
        self.alpha = Color.clamped(alpha)
    }

    /// A grey of brightness `white` (UIKit's `init(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour with its opacity replaced (UIKit's `withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#rrggbb` followed by the alpha when it is not 1 (`#3b82f6 @0.5`).
    public var description: String {
        let hex = "#" + [red, green, blue].map { component -> String in
            let byte = Int((component * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return alpha == 1 ? hex : hex + " @" + formatNumber(alpha)
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// A colour of 8-bit components.
    private init(_ red: Int, _ green: Int, _ blue: Int) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Black.
    public static let black = Color(white: 0)
    /// Mid grey (UIKit's `gray`, 50 % white).
    public static let gray = Color(white: 0.5)
    /// UIKit's `systemRed` (light appearance).
    public static let systemRed = Color(255, 59, 48)
    /// UIKit's `systemOrange` (light appearance).
    public static let systemOrange = Color(255, 149, 0)
    /// UIKit's `systemYellow` (light appearance).
    public static let systemYellow = Color(255, 204, 0)
    /// UIKit's `systemGreen` (light appearance).
    public static let systemGreen = Color(52, 199, 89)
    /// UIKit's `systemTeal` (light appearance).
    public static let systemTeal = Color(48, 176, 199)
    /// UIKit's `systemBlue` (light appearance).
    public static let systemBlue = Color(0, 122, 255)
    /// UIKit's `systemIndigo` (light appearance).
    public static let systemIndigo = Color(88, 86, 214)
    /// UIKit's `systemPurple` (light appearance).
    public static let systemPurple = Color(175, 82, 222)
    /// UIKit's `systemPink` (light appearance).
    public static let systemPink = Color(255, 45, 85)
    /// UIKit's `systemGray` (light appearance).
    public static let systemGray = Color(142, 142, 147)
    /// UIKit's `systemGray6`, the lightest system grey (light appearance).
    public static let systemGray6 = Color(242, 242, 247)
    /// UIKit's `systemBackground` (light appearance: white).
    public static let systemBackground = Color.white
    /// UIKit's `secondarySystemBackground` (light appearance).
    public static let secondarySystemBackground = Color(242, 242, 247)
    /// UIKit's `label` text colour (light appearance: black).
    public static let label = Color.black
    /// UIKit's `secondaryLabel` (light appearance: grey at 60 % opacity).
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// UIKit's `separator` (light appearance: grey at 29 % opacity).
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
}
