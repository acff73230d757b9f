/// The two ways colours are painted: the bright standard set, or Okabe–Ito, whose six colours
/// stay apart for the common kinds of colour blindness and come with a pattern each.
public enum Palette: String, CaseIterable, Codable, Sendable, Hashable {
    case standard
    case okabeIto

    /// The paint for a game colour.
    public func rgb(for colour: Colour) -> RGB {
        switch self {
        case .standard:
            switch colour {
            case .red: RGB(hex: 0xE01B24)
            case .orange: RGB(hex: 0xFF7800)
            case .yellow: RGB(hex: 0xF6D32D)
            case .green: RGB(hex: 0x2EC27E)
            case .blue: RGB(hex: 0x3584E4)
            case .purple: RGB(hex: 0x9141AC)
            }
        case .okabeIto:
            switch colour {
            case .red: OkabeIto.vermillion
            case .orange: OkabeIto.orange
            case .yellow: OkabeIto.yellow
            case .green: OkabeIto.bluishGreen
            case .blue: OkabeIto.blue
            case .purple: OkabeIto.reddishPurple
            }
        }
    }

    /// Whether colour splashes carry their pattern in this palette.
    public var showsPatterns: Bool { self == .okabeIto }

    /// Black or white, whichever stands out more on the colour: the ink of its pattern marks.
    public func patternInk(for colour: Colour) -> RGB {
        let paint = rgb(for: colour)
        return RGB.contrastRatio(paint, .black) >= RGB.contrastRatio(paint, .white) ? .black : .white
    }
}

/// The Okabe–Ito colours (Okabe & Ito, 2008), as published.
public enum OkabeIto {
    public static let orange = RGB(hex: 0xE69F00)
    public static let skyBlue = RGB(hex: 0x56B4E9)
    public static let bluishGreen = RGB(hex: 0x009E73)
    public static let yellow = RGB(hex: 0xF0E442)
    public static let blue = RGB(hex: 0x0072B2)
    public static let vermillion = RGB(hex: 0xD55E00)
    public static let reddishPurple = RGB(hex: 0xCC79A7)
    public static let black = RGB(hex: 0x000000)
}
