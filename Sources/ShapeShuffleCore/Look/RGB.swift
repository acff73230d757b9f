import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A colour in sRGB, each channel 0…1, as cairo_set_source_rgb takes it.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From a 24-bit hex value such as 0xE69F00.
    public init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255)
    }

    /// Channels as 0…255 integers.
    public var bytes: (red: Int, green: Int, blue: Int) {
        (Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }

    /// "#RRGGBB", for CSS.
    public var hexString: String {
        let b = bytes
        return "#" + [b.red, b.green, b.blue].map(Self.twoHexDigits).joined()
    }

    private static func twoHexDigits(_ channel: Int) -> String {
        let digits = String(min(max(channel, 0), 255), radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    public var description: String { hexString }

    /// WCAG 2 relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter.
    public static func contrastRatio(_ a: RGB, _ b: RGB) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    public static let black = RGB(hex: 0x000000)
    public static let white = RGB(hex: 0xFFFFFF)
}
