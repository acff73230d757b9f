/// Every colour the front paints besides the game colours, for the normal and the high-contrast
/// look. Tests hold each pair that must stand apart to its WCAG contrast.
public struct Theme: Hashable, Sendable {
    /// Behind everything.
    public var windowBackground: RGB
    /// Words and other ink on the background and on card faces (at least 4.5:1 on both).
    public var text: RGB
    /// A face-up card.
    public var cardFace: RGB
    /// A face-down card.
    public var cardBack: RGB
    /// The motif on a card back.
    public var cardBackMotif: RGB
    /// The edge of every card.
    public var cardBorder: RGB
    /// The grey outline on shape cards, the neutral objects on number cards, and stars not yet earned.
    public var shapeInk: RGB
    /// Level button fills, one per shape in the home grid's cycle (circle, triangle, square).
    public var levelButtonFills: [RGB]
    /// The number on a level button (at least 4.5:1 on every fill).
    public var levelButtonNumber: RGB
    /// The edge of a level button.
    public var levelButtonBorder: RGB
    /// The round icon buttons without text: Settings, Help, Find, Home.
    public var iconButtonFill: RGB
    /// The picture on an icon button.
    public var iconButtonInk: RGB
    /// An earned star's fill, and its edge, which carries the contrast against the background.
    public var starEarned: RGB
    public var starEarnedEdge: RGB
    /// The badge on a completed level button, and the tick inside it.
    public var doneBadge: RGB
    public var doneBadgeInk: RGB
    /// The keyboard focus ring.
    public var focusRing: RGB

    /// The look that follows the usual light GTK theme. The ring is black because it must stand
    /// out both from white card faces and from the strong level-button colours.
    public static let standard = Theme(
        windowBackground: RGB(hex: 0xF6F5F4),
        text: RGB(hex: 0x241F31),
        cardFace: RGB(hex: 0xFFFFFF),
        cardBack: RGB(hex: 0x3584E4),
        cardBackMotif: RGB(hex: 0xFFFFFF),
        cardBorder: RGB(hex: 0x5E5C64),
        shapeInk: RGB(hex: 0x77767B),
        levelButtonFills: [RGB(hex: 0xC01C28), RGB(hex: 0x1C71D8), RGB(hex: 0x1B7F3A)],
        levelButtonNumber: RGB(hex: 0xFFFFFF),
        levelButtonBorder: RGB(hex: 0x5E5C64),
        iconButtonFill: RGB(hex: 0x9141AC),
        iconButtonInk: RGB(hex: 0xFFFFFF),
        starEarned: RGB(hex: 0xE5A50A),
        starEarnedEdge: RGB(hex: 0x8A5A00),
        doneBadge: RGB(hex: 0x1B6E3A),
        doneBadgeInk: RGB(hex: 0xFFFFFF),
        focusRing: RGB(hex: 0x000000)
    )

    /// The look used under GTK's HighContrast theme: black on white, and a blue ring that
    /// stands out from both.
    public static let highContrast = Theme(
        windowBackground: RGB(hex: 0xFFFFFF),
        text: RGB(hex: 0x000000),
        cardFace: RGB(hex: 0xFFFFFF),
        cardBack: RGB(hex: 0x000000),
        cardBackMotif: RGB(hex: 0xFFFFFF),
        cardBorder: RGB(hex: 0x000000),
        shapeInk: RGB(hex: 0x000000),
        levelButtonFills: [RGB(hex: 0xFFFFFF), RGB(hex: 0xFFFFFF), RGB(hex: 0xFFFFFF)],
        levelButtonNumber: RGB(hex: 0x000000),
        levelButtonBorder: RGB(hex: 0x000000),
        iconButtonFill: RGB(hex: 0x000000),
        iconButtonInk: RGB(hex: 0xFFFFFF),
        starEarned: RGB(hex: 0x000000),
        starEarnedEdge: RGB(hex: 0x000000),
        doneBadge: RGB(hex: 0x000000),
        doneBadgeInk: RGB(hex: 0xFFFFFF),
        focusRing: RGB(hex: 0x1C6BD6)
    )

    /// The least contrast WCAG 1.4.11 asks of shapes and focus indicators.
    public static let minimumGraphicContrast = 3.0
    /// The least contrast WCAG 1.4.3 asks of text.
    public static let minimumTextContrast = 4.5

    /// The fill of level button `number`, following its shape in the cycle.
    public func levelButtonFill(level number: Int) -> RGB {
        levelButtonFills[((number - 1) % levelButtonFills.count + levelButtonFills.count) % levelButtonFills.count]
    }

    /// Everything the focus ring can be drawn beside: it must stand out from each.
    public var surfacesBesideFocusRing: [RGB] {
        [windowBackground, cardFace, cardBack, iconButtonFill] + levelButtonFills
    }

    /// The edge to draw around a colour splash: the paint itself when it already stands out from
    /// the card face, otherwise the text ink, so pale colours such as yellow still show their shape.
    public func splashOutline(for paint: RGB) -> RGB {
        RGB.contrastRatio(paint, cardFace) >= Self.minimumGraphicContrast ? paint : text
    }
}
