/// Every colour the game shows besides the game colours, for the normal and the high-contrast
/// look: what the front paints itself, and what its style sheet paints (through
/// `styleSheetColours`, so Resources/style.css names colours and never spells one). Tests hold each
/// pair that must stand apart to its WCAG contrast.
public struct Theme: Hashable, Sendable {
    /// Behind everything: the window and every dialog.
    public var windowBackground: RGB
    /// Words and other ink on the background, on panels and on card faces (at least 4.5:1 on each).
    public var text: RGB
    /// The game's name on Home.
    public var titleText: RGB
    /// Headings ("Board", the stars' caption), and the edge of text buttons.
    public var secondaryText: RGB
    /// The heading of a dialog ("Well done!", "Settings").
    public var dialogTitle: RGB
    /// The stars in the Well done dialog.
    public var starsText: RGB
    /// The prompt panel and the board, behind the prompt's pictures and the slots.
    public var panelFill: RGB
    public var panelBorder: RGB
    /// A notice for the parent (a save that failed, a file kept aside).
    public var noticeFill: RGB
    public var noticeText: RGB
    public var noticeBorder: RGB
    /// The default text button of a dialog ("Next level").
    public var defaultButtonFill: RGB
    public var defaultButtonText: RGB
    public var defaultButtonBorder: RGB
    /// GTK's focus outline around text buttons (shaped elements draw `focusRing` instead).
    public var buttonFocusOutline: RGB
    /// A face-up card.
    public var cardFace: RGB
    /// A face-down card.
    public var cardBack: RGB
    /// The motif on a card back.
    public var cardBackMotif: RGB
    /// The edge of every card, and of an empty board slot.
    public var cardBorder: RGB
    /// The outline on shape cards, the neutral objects on number cards, and stars not yet earned.
    public var shapeInk: RGB
    /// Inside the outline on shape cards.
    public var shapeFill: RGB
    /// The pin on a pinned card: its head, the head's edge, the needle and the glint on the head.
    public var pinHead: RGB
    public var pinHeadEdge: RGB
    public var pinNeedle: RGB
    public var pinGlint: RGB
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
    /// Something done: the badge on a completed level button, and the edge of a filled board slot.
    public var doneBadge: RGB
    /// The tick inside the done badge.
    public var doneBadgeInk: RGB
    /// The keyboard focus ring.
    public var focusRing: RGB
    /// The cross and border on a card that was not in the task, for as long as its mark lasts.
    public var mistakeMark: RGB
    /// The dark edges of the switch scan's thick highlight, whose band is the colour of the
    /// player's switch (`ScanColour`). Black in both looks: the band needs a dark neighbour, and
    /// high contrast's blue ring is too close to magenta.
    public var scanHighlightEdge: RGB = RGB(hex: 0x000000)
    /// Whether every colour splash carries its pattern, whatever the palette.
    public var patternsEveryColour: Bool

    /// The look that follows the usual light GTK theme. The ring is black because it must stand
    /// out both from white card faces and from the strong level-button colours.
    public static let standard = Theme(
        windowBackground: RGB(hex: 0xFFF7E6),
        text: RGB(hex: 0x241F31),
        titleText: RGB(hex: 0x5B2A86),
        secondaryText: RGB(hex: 0x4A3B63),
        dialogTitle: RGB(hex: 0x1B6E3A),
        starsText: RGB(hex: 0xB36B00),
        panelFill: RGB(hex: 0xFFFFFF),
        panelBorder: RGB(hex: 0x7A6A99),
        noticeFill: RGB(hex: 0xFFE9A8),
        noticeText: RGB(hex: 0x3D2B00),
        noticeBorder: RGB(hex: 0x8A6A00),
        defaultButtonFill: RGB(hex: 0x1B6E3A),
        defaultButtonText: RGB(hex: 0xFFFFFF),
        defaultButtonBorder: RGB(hex: 0x0E3F20),
        buttonFocusOutline: RGB(hex: 0x1A4DB8),
        cardFace: RGB(hex: 0xFFFFFF),
        cardBack: RGB(hex: 0x3584E4),
        cardBackMotif: RGB(hex: 0xFFFFFF),
        cardBorder: RGB(hex: 0x5E5C64),
        shapeInk: RGB(hex: 0x77767B),
        shapeFill: RGB(hex: 0xDEDDDA),
        pinHead: RGB(hex: 0xC01C28),
        pinHeadEdge: RGB(hex: 0x5E0F14),
        pinNeedle: RGB(hex: 0x3D3846),
        pinGlint: RGB(hex: 0xFFFFFF),
        levelButtonFills: [RGB(hex: 0xC01C28), RGB(hex: 0x1C71D8), RGB(hex: 0x1B7F3A)],
        levelButtonNumber: RGB(hex: 0xFFFFFF),
        levelButtonBorder: RGB(hex: 0x5E5C64),
        iconButtonFill: RGB(hex: 0x9141AC),
        iconButtonInk: RGB(hex: 0xFFFFFF),
        starEarned: RGB(hex: 0xE5A50A),
        starEarnedEdge: RGB(hex: 0x8A5A00),
        doneBadge: RGB(hex: 0x1B6E3A),
        doneBadgeInk: RGB(hex: 0xFFFFFF),
        focusRing: RGB(hex: 0x000000),
        mistakeMark: RGB(hex: 0xC01C28),
        patternsEveryColour: false
    )

    /// The look used under GTK's HighContrast theme: black on white, a blue ring that stands out
    /// from both, and a pattern on every colour so that colour is never the only cue. Notices keep
    /// their own colours, which already stand far apart.
    public static let highContrast = Theme(
        windowBackground: RGB(hex: 0xFFFFFF),
        text: RGB(hex: 0x000000),
        titleText: RGB(hex: 0x000000),
        secondaryText: RGB(hex: 0x000000),
        dialogTitle: RGB(hex: 0x000000),
        starsText: RGB(hex: 0x000000),
        panelFill: RGB(hex: 0xFFFFFF),
        panelBorder: RGB(hex: 0x000000),
        noticeFill: RGB(hex: 0xFFE9A8),
        noticeText: RGB(hex: 0x3D2B00),
        noticeBorder: RGB(hex: 0x8A6A00),
        defaultButtonFill: RGB(hex: 0x000000),
        defaultButtonText: RGB(hex: 0xFFFFFF),
        defaultButtonBorder: RGB(hex: 0x000000),
        buttonFocusOutline: RGB(hex: 0x1A4DB8),
        cardFace: RGB(hex: 0xFFFFFF),
        cardBack: RGB(hex: 0x000000),
        cardBackMotif: RGB(hex: 0xFFFFFF),
        cardBorder: RGB(hex: 0x000000),
        shapeInk: RGB(hex: 0x000000),
        shapeFill: RGB(hex: 0xFFFFFF),
        pinHead: RGB(hex: 0x000000),
        pinHeadEdge: RGB(hex: 0x000000),
        pinNeedle: RGB(hex: 0x000000),
        pinGlint: RGB(hex: 0xFFFFFF),
        levelButtonFills: [RGB(hex: 0xFFFFFF), RGB(hex: 0xFFFFFF), RGB(hex: 0xFFFFFF)],
        levelButtonNumber: RGB(hex: 0x000000),
        levelButtonBorder: RGB(hex: 0x000000),
        iconButtonFill: RGB(hex: 0x000000),
        iconButtonInk: RGB(hex: 0xFFFFFF),
        starEarned: RGB(hex: 0x000000),
        starEarnedEdge: RGB(hex: 0x000000),
        doneBadge: RGB(hex: 0x000000),
        doneBadgeInk: RGB(hex: 0xFFFFFF),
        focusRing: RGB(hex: 0x1C6BD6),
        // Red stays red in high contrast: it is the one colour every child reads as "no".
        mistakeMark: RGB(hex: 0xB01020),
        patternsEveryColour: true
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

    /// Whether colour splashes carry their pattern in `palette` under this look.
    public func showsPatterns(in palette: Palette) -> Bool {
        patternsEveryColour || palette.showsPatterns
    }
}
