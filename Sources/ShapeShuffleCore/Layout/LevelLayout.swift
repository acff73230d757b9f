/// The level screen's sizes for a window: the one rule that makes cards, prompt pictures, slots,
/// buttons and text grow with the window, from 800×600 to 4K. The front only applies them.
///
/// The screen is a top bar (Home, the prompt's words, the speaker) over two columns: the
/// prompt's pictures and the board on the left, the card grid on the right. The two columns share
/// the width so that a slot is never much smaller than a card (a child matches one to the other)
/// and its caption and figure stay readable; the pictures take the height the board leaves. Cards
/// keep their shape; with large cards they are 1.3× that size and the card grid scrolls, while the
/// prompt and board stay in view.
public struct LevelLayout: Hashable, Sendable {
    public var card: Extent
    /// The room between two rows of cards.
    public var cardSpacing: Double
    /// The room between two columns of cards: more than between rows when the cards' height is
    /// what limits them, so the grid spans its area rather than leaving a band at its sides.
    public var cardColumnSpacing: Double
    /// The side of one picture of the prompt.
    public var promptPicture: Double
    /// How many of the prompt's pictures share a row: all in one row, or two or three even rows
    /// when the board leaves the height and they are clearly bigger so (six small stars are
    /// counted, not guessed).
    public var promptPicturesPerRow: Int
    /// How many rows of pictures the prompt's panel holds.
    public var promptPictureRows: Int
    /// The height of the prompt's pictures, every row.
    public var promptPicturesHeight: Double {
        Double(promptPictureRows) * promptPicture + Double(promptPictureRows - 1) * Self.pictureSpacing
    }
    public var slot: Extent
    /// How many slots share a row of the board: three in one row, four in two.
    public var slotsPerRow: Int
    /// The room between two slots, both ways.
    public var slotGap: Double
    /// The pixel size of a slot's caption ("Number", "Colour" …).
    public var slotCaptionFontSize: Double
    /// The Home and speaker buttons.
    public var button: Double
    /// The picture of the child playing, after the Home button (only when several children play):
    /// smaller than the buttons, so the bar keeps its height and a child does not take it for one.
    public var playerPicture: Double
    /// The prompt's words.
    public var promptFontSize: Double
    /// The left column (prompt pictures and board).
    public var sideColumnWidth: Double
    public var margin: Double

    /// A card is this much taller than wide, when the width limits it.
    public static let cardAspect = 1.15
    /// When the height limits the cards (a wide window), they widen to fill their area, at most
    /// to this height for their width: a little wider than tall.
    public static let widestCardAspect = 0.8
    /// The room between columns grows to at most this share of a card's width.
    public static let widestColumnSpacing = 0.4
    /// A slot's card-shaped place is as tall for its width as a card, so a card on the board looks
    /// like the card it was.
    public static let slotBodyAspect = cardAspect
    /// A slot is at least this share of a card's height, caption included.
    public static let slotShareOfCard = 0.6
    /// Below the slot's place, its caption takes this many times its font size.
    public static let slotCaptionLines = 1.3
    /// A slot is at least this many times its caption's size wide: "Number" in Noto Sans Bold,
    /// the widest caption but Vietnamese ones, which the painter draws smaller to fit.
    public static let slotCaptionEms = 4.3
    /// The room around a slot's place inside the slot, for its outline.
    public static let slotInset = 3.0
    /// The figure inside a filled slot stands this share of the place's width in from each side.
    public static let slotFigureInset = 0.08
    /// A number face's numeral is this share of the face's height (cards and slots alike).
    public static let numeralShare = 0.4
    /// How tall drawn letters and digits stand for their pixel size: the capitals and digits of
    /// Noto Sans, the face the game draws with.
    public static let inkShare = 0.71
    /// A slot's caption and the numeral in a filled slot stand at least this tall at 1024×768, and
    /// grow with the window from there.
    public static let readableHeight = 24.0
    /// The room left between a caption and its slot's outline, both sides together.
    public static let captionClearance = 6.0
    /// A slot's caption is at most this share of the task's words' size.
    public static let captionShareOfPrompt = 0.8
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
    /// The room between the board's heading and its slots.
    public static let headingSpacing = 8.0
    public static let pictureSpacing = 6.0
    /// The left column widens into width the cards cannot use until the prompt's pictures are this
    /// share of the height below the bar; beyond it, they would outgrow the cards beside them.
    public static let widenedPictureShare = 0.2
    /// The board is never so tall that a picture of the prompt is smaller than this.
    public static let smallestPromptPicture = 40.0
    /// What GTK puts around a drawn button's face.
    public static let buttonChrome = 10.0
    /// The left column is never narrower than this, so the board's heading and a practice's place
    /// have room.
    public static let minimumSideColumn = 232.0

    /// The height of the board's heading (and of a practice's place above the pictures).
    public var boardHeadingHeight: Double
    /// The top bar: the buttons and the prompt's words, with the margin above.
    public var barHeight: Double
    /// The height below the bar that the two columns share.
    public var contentHeight: Double
    /// Whether a practice's place ("Practice: 2 of 5") stands above the pictures.
    public var showsPlace: Bool
    /// Whether the cards keep room under them for a note of up to `noteLines` lines (how to add a
    /// card, on the first level). Its cards are few and stand in two rows, so the room is usually
    /// there already.
    public var keepsNoteRoom: Bool
    public static let noteLines = 3
    /// The note's room: its lines of 16 px words, its padding and border, and the spacing above it.
    public static let noteRoom = Double(noteLines) * 21 + 2 * 10 + 2 * 2 + panelSpacing

    /// The parts of a slot `width` × `height`: the card-shaped place, the figure a filled slot
    /// draws in it, and the caption's band below. The painter draws from these.
    public struct SlotParts: Hashable, Sendable {
        public var body: Rect
        public var figure: Rect
        public var caption: Rect
    }

    public static func slotParts(width: Double, height: Double, captionFontSize: Double) -> SlotParts {
        let band = captionFontSize * slotCaptionLines
        let bodyHeight = max(0, height - 2 * slotInset - band)
        // A slot made wider for its caption keeps a card-shaped place, in the middle.
        let bodyWidth = min(max(0, width - 2 * slotInset), (bodyHeight / slotBodyAspect).rounded(.up))
        let body = Rect(x: ((width - bodyWidth) / 2).rounded(.down), y: slotInset, width: bodyWidth, height: bodyHeight)
        let inset = body.width * slotFigureInset
        let figure = Rect(x: body.x + inset, y: body.y + inset, width: max(0, body.width - 2 * inset),
                          height: max(0, body.height - 2 * inset))
        return SlotParts(body: body, figure: figure, caption: Rect(x: 0, y: height - band, width: width, height: band))
    }

    public var slotParts: SlotParts {
        Self.slotParts(width: slot.width, height: slot.height, captionFontSize: slotCaptionFontSize)
    }

    /// How tall the caption's letters stand.
    public var slotCaptionInk: Double { slotCaptionFontSize * Self.inkShare }
    /// How tall the numeral in a filled number slot stands.
    public var slotNumeralInk: Double { slotParts.figure.height * Self.numeralShare * Self.inkShare }

    /// How tall the left column stands: a practice's place, the pictures' panel, the board.
    public var sideColumnHeight: Double {
        let slotRows = Double(slotRowCount)
        return (showsPlace ? boardHeadingHeight + Self.panelSpacing : 0)
            + promptPicturesHeight + Self.panelChrome + Self.panelSpacing
            + Self.panelChrome + boardHeadingHeight + Self.headingSpacing
            + slotRows * slot.height + (slotRows - 1) * slotGap
    }

    /// How many rows of slots the board has.
    public var slotRowCount: Int

    /// The task's size follows the window's height alone, so the window's text keeps that scale
    /// off a level too (Home, the chooser), and nothing reflows as a level opens.
    public static func promptFontSize(window: Extent) -> Double { (window.height * 0.045).clamped(to: 22...72) }

    public init(window: Extent, cardCount: Int, columns: Int, slotCount: Int, promptCount: Int, largeCards: Bool,
                showsPlace: Bool = false, keepsNoteRoom: Bool = false, captionHeight: Double = 0) {
        let columns = max(1, columns)
        let rows = max(1, (cardCount + columns - 1) / columns)
        self.showsPlace = showsPlace
        self.keepsNoteRoom = keepsNoteRoom
        margin = (min(window.width, window.height) * 0.02).clamped(to: 12...40)
        button = (window.height * 0.075).clamped(to: 56...120)
        promptFontSize = Self.promptFontSize(window: window)
        barHeight = button + Self.buttonChrome + margin
        playerPicture = (button * 0.7).rounded(.down)
        // The captions' strip takes its height from the columns; every size a child reads still
        // follows the whole window.
        let contentHeight = max(200, window.height - captionHeight - barHeight - 2 * margin)
        self.contentHeight = contentHeight
        let contentWidth = max(300, window.width - 2 * margin)
        let gap = margin * 1.5
        let cardSpacing = (margin * 0.6).clamped(to: 6...20)
        self.cardSpacing = cardSpacing
        let boardHeadingHeight = max(18, promptFontSize * 0.6) * 1.5
        self.boardHeadingHeight = boardHeadingHeight

        let slotGap = margin * 0.6
        self.slotGap = slotGap

        // Captions and numerals readable from across a table: 24 px at 1024×768, more on bigger windows.
        let readable = Self.readableHeight * min(window.width / 1024, window.height / 768)
        // Never larger than the task's own words: the captions name the places, the task leads.
        let captionFontSize = min((readable / Self.inkShare).rounded(.up), (promptFontSize * Self.captionShareOfPrompt).rounded(.down))
        slotCaptionFontSize = captionFontSize
        let band = captionFontSize * Self.slotCaptionLines
        func slotHeight(width: Double) -> Double {
            ((width - 2 * Self.slotInset) * Self.slotBodyAspect).rounded(.down) + 2 * Self.slotInset + band
        }
        let captionRoom = (captionFontSize * Self.slotCaptionEms).rounded(.up)
        func numeralInk(width: Double) -> Double {
            Self.slotParts(width: width, height: slotHeight(width: width), captionFontSize: captionFontSize).figure.height
                * Self.numeralShare * Self.inkShare
        }
        func cardWidth(side: Double) -> Double {
            let gridWidth = contentWidth - side - gap
            let fromWidth = (gridWidth - Double(columns - 1) * cardSpacing) / Double(columns)
            let fromHeight = (contentHeight - (keepsNoteRoom ? Self.noteRoom : 0) - Double(rows - 1) * cardSpacing)
                / Double(rows) / Self.cardAspect
            return max(Self.minimumTarget, min(fromWidth, fromHeight))
        }
        let placeHeight = showsPlace ? boardHeadingHeight + Self.panelSpacing : 0
        /// The height the prompt's pictures take, each `side` wide, in as many rows as a panel
        /// `inner` wide needs.
        func picturesHeight(side: Double, inner: Double) -> Double {
            let perRow = max(1, Int((inner + Self.pictureSpacing) / (side + Self.pictureSpacing)))
            let rows = Double((max(1, promptCount) + perRow - 1) / perRow)
            return rows * side + (rows - 1) * Self.pictureSpacing
        }
        // The board leaves the prompt's pictures room to be counted, in the narrowest left column.
        let smallestPictures = picturesHeight(side: Self.smallestPromptPicture, inner: Self.minimumSideColumn - Self.panelChrome)

        /// The board with `slotsPerRow` slots a row: the slot's width, the left column's width, and
        /// the height the left column needs besides its slots and pictures.
        func arrange(slotsPerRow: Int) -> (slot: Double, side: Double, fixed: Double) {
            let perRow = Double(slotsPerRow)
            let slotRows = Double((max(1, slotCount) + slotsPerRow - 1) / slotsPerRow)
            func sideWidth(slot: Double) -> Double {
                max(Self.minimumSideColumn, perRow * max(slot, captionRoom) + (perRow - 1) * slotGap + Self.panelChrome)
            }
            // The board's height leaves the pictures at least a small row.
            let fixed = placeHeight + 2 * Self.panelChrome + Self.panelSpacing + boardHeadingHeight + Self.headingSpacing
                + (slotRows - 1) * slotGap
            let roomPerSlotRow = (contentHeight - fixed - smallestPictures) / slotRows
            let tallestSlotWidth = ((roomPerSlotRow - band - 2 * Self.slotInset) / Self.slotBodyAspect) + 2 * Self.slotInset
            // Nor so wide that a card is under a target's size.
            let widestSlot = (contentWidth - gap - Double(columns) * Self.minimumTarget - Double(columns - 1) * cardSpacing
                - Self.panelChrome - (perRow - 1) * slotGap) / perRow
            let largest = max(Self.minimumTarget, min(tallestSlotWidth, widestSlot)).rounded(.down)

            // The narrowest slot that is both readable and 0.6 of the card beside it: a wider slot
            // takes width from the cards, so the two meet where the slot just suffices.
            func suffices(_ width: Double) -> Bool {
                numeralInk(width: width) >= readable
                    && slotHeight(width: width) >= Self.slotShareOfCard * cardWidth(side: sideWidth(slot: width)) * Self.cardAspect
            }
            var low = Self.minimumTarget, high = largest
            if suffices(low) { high = low }
            while high - low > 0.5 {
                let middle = (low + high) / 2
                if suffices(middle) { high = middle } else { low = middle }
            }
            var slotWidth = high.rounded(.up).clamped(to: Self.minimumTarget...max(Self.minimumTarget, largest))
            // Width the cards cannot use (their rows are as tall as the window lets them be) goes to
            // the board, so no room stays empty; up to a card's height, and leaving the pictures a
            // fair row of their own.
            let cards = cardWidth(side: sideWidth(slot: slotWidth))
            let unused = contentWidth - gap - sideWidth(slot: slotWidth)
                - (Double(columns) * cards + Double(columns - 1) * cardSpacing)
            if unused > 1 {
                // A fair row is up to 15% of the height; several rows of many pictures up to 20%.
                let fairPicture = min(contentHeight * 0.15, 160)
                func roomWithPictures(slot: Double) -> Double {
                    let pictures = picturesHeight(side: fairPicture, inner: sideWidth(slot: slot) - Self.panelChrome)
                    return (contentHeight - fixed - max(smallestPictures, min(pictures, max(fairPicture, contentHeight * 0.2))))
                        / slotRows
                }
                var grown = slotWidth + unused / perRow
                while grown > slotWidth
                    && (slotHeight(width: grown) > max(roomWithPictures(slot: grown), slotHeight(width: slotWidth))
                        || slotHeight(width: grown) > max(cards * Self.cardAspect, slotHeight(width: slotWidth))
                        || cardWidth(side: sideWidth(slot: grown)) < cards) {
                    grown -= 1
                }
                slotWidth = max(slotWidth, grown.rounded(.down))
            }
            return (slotWidth, sideWidth(slot: slotWidth), fixed)
        }
        func widgetWidth(slot: Double) -> Double {
            max(slot, captionRoom)
        }

        // Four slots sit two by two. Three sit in one row, or two over one when that leaves the
        // cards more room, or the board much more for the same cards (a tall window with few rows
        // of cards), so neither column stands half empty.
        var perRow = slotCount == 4 ? 2 : max(1, slotCount)
        var board = arrange(slotsPerRow: perRow)
        if slotCount == 3 {
            let twoOverOne = arrange(slotsPerRow: 2)
            let cardsNow = min(cardWidth(side: board.side), slotHeight(width: board.slot) / Self.slotShareOfCard / Self.cardAspect)
            let cardsThen = min(cardWidth(side: twoOverOne.side),
                                slotHeight(width: twoOverOne.slot) / Self.slotShareOfCard / Self.cardAspect)
            let biggerSlots = cardsThen >= cardsNow - 0.5 && slotHeight(width: twoOverOne.slot) > slotHeight(width: board.slot) * 1.1
            if cardsThen > cardsNow * 1.05 || biggerSlots { perRow = 2; board = twoOverOne }
        }
        slotsPerRow = perRow
        slotRowCount = max(1, (slotCount + perRow - 1) / perRow)
        let slotRows = Double(slotRowCount)
        let fixed = board.fixed
        let slotWidth = board.slot
        slot = Extent(width: widgetWidth(slot: slotWidth), height: slotHeight(width: slotWidth))
        let pictures = max(1, promptCount)
        let pictureRoom = contentHeight - fixed - slotRows * slot.height
        let largest = min(contentHeight * 0.3, 220 * max(1, window.height / 1080))
        /// The side of the prompt's pictures, `perRow` a row, in a panel `inner` wide.
        func pictureSide(perRow: Int, inner: Double) -> Double {
            let rows = Double((pictures + perRow - 1) / perRow)
            let fromWidth = (inner - Double(perRow - 1) * Self.pictureSpacing) / Double(perRow)
            let fromHeight = (pictureRoom - (rows - 1) * Self.pictureSpacing) / rows
            return max(24, min(fromWidth, fromHeight, largest)).rounded(.down)
        }
        /// How many pictures share a row: one row, or two or three even rows (six in two rows of
        /// three, five in three and two) when that makes them clearly bigger, as one row reads most easily.
        func picturesPerRow(inner: Double) -> Int {
            var chosen = pictures
            for rows in 2...max(2, min(3, pictures)) where rows <= pictures {
                let perRow = (pictures + rows - 1) / rows
                if pictureSide(perRow: perRow, inner: inner) >= pictureSide(perRow: chosen, inner: inner) * 1.1 { chosen = perRow }
            }
            return chosen
        }
        // Width the cards cannot use, held back by the window's height, widens the left column
        // as far as it makes the prompt's pictures bigger, up to a fair size beside the cards:
        // four big blue squares stand bigger, and the cards keep their size.
        let gridArea = { (side: Double) in contentWidth - side - gap }
        let cardsAtHeight = max(Self.minimumTarget, min(cardWidth(side: 0), slot.height / Self.slotShareOfCard / Self.cardAspect))
        let spareWidth = gridArea(board.side) - Double(columns) * cardsAtHeight - Double(columns - 1) * cardSpacing
        let fairPicture = contentHeight * Self.widenedPictureShare
        func fairSide(inner: Double) -> Double {
            min(fairPicture, pictureSide(perRow: picturesPerRow(inner: inner), inner: inner))
        }
        var widening = 0.0
        if !largeCards && spareWidth >= 1 {
            let innerNow = board.side - Self.panelChrome
            var best = fairSide(inner: innerNow)
            for extra in stride(from: 1.0, through: spareWidth.rounded(.down), by: 1) {
                let side = fairSide(inner: innerNow + extra)
                if side > best { (best, widening) = (side, extra) }
            }
        }
        sideColumnWidth = board.side + widening
        // Every caption fits inside its slot's outline, all at one size: "Number", the widest, sets it.
        let place = Self.slotParts(width: slot.width, height: slot.height, captionFontSize: captionFontSize).body
        slotCaptionFontSize = min(captionFontSize, ((place.width - Self.captionClearance) / Self.slotCaptionEms).rounded(.down))

        // The cards fill what is left, in their grid, never so tall that the slots fall under their share.
        var cardWidth = min(cardWidth(side: sideColumnWidth), slot.height / Self.slotShareOfCard / Self.cardAspect)
        cardWidth = max(Self.minimumTarget, cardWidth)
        var cardHeight = cardWidth * Self.cardAspect
        // Cards held back by the window's height widen, then the columns spread, so the grid spans
        // its area: no band beside it wider than half a card. Large cards are the same cards, bigger.
        let area = gridArea(sideColumnWidth)
        let widest = (area - Double(columns - 1) * cardSpacing) / Double(columns)
        cardWidth = max(cardWidth, min(widest, cardHeight / Self.widestCardAspect))
        var columnSpacing = cardSpacing
        if largeCards {
            cardWidth *= Self.largeCardScale
            cardHeight *= Self.largeCardScale
        } else {
            let unused = area - Double(columns) * cardWidth.rounded(.down) - Double(columns - 1) * cardSpacing
            if columns > 1 && unused > cardWidth / 2 {
                columnSpacing = min(cardSpacing + (unused - cardWidth / 2) / Double(columns - 1),
                                    max(cardSpacing, cardWidth * Self.widestColumnSpacing))
            }
        }
        cardColumnSpacing = columnSpacing.rounded(.down)
        card = Extent(width: cardWidth.rounded(.down), height: cardHeight.rounded(.down))

        // Pictures: above the board, in the height it leaves.
        let inner = sideColumnWidth - Self.panelChrome
        promptPicturesPerRow = picturesPerRow(inner: inner)
        promptPictureRows = (pictures + promptPicturesPerRow - 1) / promptPicturesPerRow
        promptPicture = pictureSide(perRow: promptPicturesPerRow, inner: inner)
    }

    /// Where the prompt's picture `index` of `count` stands, `perRow` a row: its row, and its column
    /// in half pictures, so a shorter last row stands in the middle. Each spans two columns.
    public static func promptPicturePlace(_ index: Int, of count: Int, perRow: Int) -> (row: Int, column: Int) {
        let perRow = max(1, perRow)
        let row = index / perRow
        let inRow = min(perRow, count - row * perRow)
        return (row, 2 * (index % perRow) + (perRow - inRow))
    }

    /// The width and height the card grid takes.
    public func cardGrid(cardCount: Int, columns: Int) -> Extent {
        let columns = max(1, columns)
        let rows = max(1, (cardCount + columns - 1) / columns)
        return Extent(width: Double(columns) * card.width + Double(columns - 1) * cardColumnSpacing,
                    height: Double(rows) * card.height + Double(rows - 1) * cardSpacing)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
