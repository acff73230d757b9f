/// The caption strip along the bottom of a level: what the game's voice says, written for a
/// child who cannot hear it. It keeps room for two lines, so a line never pushes the cards about
/// when it arrives; the level's own layout leaves it `height` at the bottom.
public struct CaptionLayout: Hashable, Sendable {
    public var fontSize: Double
    /// Inside the strip, around its words.
    public var padding: Double
    /// Below the strip, to the window's edge.
    public var bottomGap: Double

    public static let lines = 2
    public static let lineHeight = 1.3
    /// The level screen's spacing between its rows, which the strip adds above itself.
    public static let spacingAbove = 8.0

    /// `textScale` is the desktop's text scaling (GNOME's Large text gives 1.25).
    public init(window: Extent, textScale: Double = 1) {
        fontSize = ((window.height * 0.03).clamped(to: 17...40) * textScale.clamped(to: 1...2)).rounded()
        padding = (fontSize * 0.35).rounded()
        bottomGap = padding
    }

    /// The desktop's text scaling from GTK's `gtk-xft-dpi` (1024ths of a dot per inch; 0 or
    /// less when unset): GNOME's Large text gives 1.25.
    public static func textScale(xftDPI: Int) -> Double {
        xftDPI > 0 ? Double(xftDPI) / 1024 / 96 : 1
    }

    /// The strip itself: two lines of words and the padding around them.
    public var stripHeight: Double { (fontSize * Self.lineHeight * Double(Self.lines) + 2 * padding).rounded(.up) }

    /// The strip, the gap below it and the level screen's spacing above it.
    public var height: Double { stripHeight + bottomGap + Self.spacingAbove }
}
