/// The level screen's sizes for a window: the one rule that makes cards, prompt pictures, slots,
/// buttons and text grow with the window, from 800×600 to 4K. The front only applies them.
///
/// The screen is a top bar (Home, the prompt's words, the speaker) over two columns: the
/// prompt's pictures and the board on the left, the card grid on the right, which gets the room
/// that is left. Cards keep their shape and fill that room; with large cards they are 1.3× that
/// size and the card grid scrolls, while the prompt and board stay in view.
public struct LevelLayout: Hashable, Sendable {
    public var card: Extent
    public var cardSpacing: Double
    /// The side of one picture of the prompt.
    public var promptPicture: Double
    public var slot: Extent
    /// How many slots share a row of the board: three in one row, four in two.
    public var slotsPerRow: Int
    /// The Home and speaker buttons.
    public var button: Double
    /// The prompt's words.
    public var promptFontSize: Double
    /// The left column (prompt pictures and board).
    public var sideColumnWidth: Double
    public var margin: Double

    /// A card is this much taller than wide.
    public static let cardAspect = 1.15
    /// A slot is this much taller than wide, caption included.
    public static let slotAspect = 1.27
    /// Large cards are this much bigger than the cards that fit the same window.
    public static let largeCardScale = 1.3
    /// Nothing a child presses is smaller than this (WCAG 2.5.5).
    public static let minimumTarget = 44.0
    /// The padding inside the prompt's panel and the board.
    public static let panelPadding = 12.0
    /// Their border, and the thicker one in high contrast.
    public static let panelBorder = 3.0
    public static let highContrastPanelBorder = 4.0
    /// What goes around the prompt's panel and the board, each way: padding and the thicker border
    /// on both sides. The front styles both panels from the same numbers (`ScaledText`).
    public static let panelChrome = 2 * (panelPadding + highContrastPanelBorder)
    /// The room between the prompt's panel and the board, and above the slots.
    public static let panelSpacing = 16.0
    public static let pictureSpacing = 6.0
    /// What GTK puts around a drawn button's face.
    public static let buttonChrome = 10.0

    /// The height of the board's heading.
    public var boardHeadingHeight: Double
    /// The top bar: the buttons and the prompt's words, with the margin above.
    public var barHeight: Double

    public init(window: Extent, cardCount: Int, columns: Int, slotCount: Int, promptCount: Int, largeCards: Bool) {
        let columns = max(1, columns)
        let rows = max(1, (cardCount + columns - 1) / columns)
        margin = (min(window.width, window.height) * 0.02).clamped(to: 12...40)
        button = (window.height * 0.075).clamped(to: 56...120)
        promptFontSize = (window.height * 0.045).clamped(to: 22...72)
        barHeight = button + Self.buttonChrome + margin
        let contentHeight = max(200, window.height - barHeight - 2 * margin)
        let contentWidth = max(300, window.width - 2 * margin)
        let gap = margin * 1.5

        // The left column: a quarter of the width, enough for the board's slots side by side.
        sideColumnWidth = (contentWidth * 0.27).clamped(to: 232...900)
        let inner = sideColumnWidth - Self.panelChrome
        slotsPerRow = slotCount == 4 ? 2 : max(1, slotCount)
        let slotRows = max(1, (slotCount + slotsPerRow - 1) / slotsPerRow)
        let slotGap = margin * 0.6
        // Pictures: one row of them above the board, at most a fifth of the height.
        let pictures = Double(max(1, promptCount))
        promptPicture = max(24, min((inner - (pictures - 1) * Self.pictureSpacing) / pictures, contentHeight * 0.18, 220))
        boardHeadingHeight = max(18, promptFontSize * 0.6) * 1.5
        let boardHeight = contentHeight - (promptPicture + Self.panelChrome) - Self.panelSpacing
            - Self.panelChrome - boardHeadingHeight - 8
        let slotWidthFromWidth = (inner - Double(slotsPerRow - 1) * slotGap) / Double(slotsPerRow)
        let slotWidthFromHeight = (boardHeight - Double(slotRows - 1) * slotGap) / Double(slotRows) / Self.slotAspect
        let slotWidth = max(Self.minimumTarget, min(slotWidthFromWidth, slotWidthFromHeight, 260))
        slot = Extent(width: slotWidth, height: slotWidth * Self.slotAspect)

        // The cards fill what is left, in their grid.
        cardSpacing = (margin * 0.6).clamped(to: 6...20)
        let gridWidth = contentWidth - sideColumnWidth - gap
        let widthFromWidth = (gridWidth - Double(columns - 1) * cardSpacing) / Double(columns)
        let widthFromHeight = (contentHeight - Double(rows - 1) * cardSpacing) / Double(rows) / Self.cardAspect
        var cardWidth = max(Self.minimumTarget, min(widthFromWidth, widthFromHeight))
        if largeCards { cardWidth *= Self.largeCardScale }
        card = Extent(width: cardWidth.rounded(.down), height: (cardWidth * Self.cardAspect).rounded(.down))
    }

    /// The width and height the card grid takes.
    public func cardGrid(cardCount: Int, columns: Int) -> Extent {
        let columns = max(1, columns)
        let rows = max(1, (cardCount + columns - 1) / columns)
        return Extent(width: Double(columns) * card.width + Double(columns - 1) * cardSpacing,
                    height: Double(rows) * card.height + Double(rows - 1) * cardSpacing)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
