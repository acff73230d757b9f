import Testing
import ShapeShuffleCore

/// The level screen fills any window: the one layout rule, checked for the windows families and
/// classrooms have, with every deal of cards.
@Suite("Level layout: cards, board and prompt grow with the window")
struct LevelLayoutTests {
    static let windows: [(Double, Double)] = [(800, 600), (1024, 768), (1366, 768), (1920, 1080), (3840, 2160)]
    /// Card counts and the columns the levels deal them in.
    static let deals: [(cards: Int, columns: Int)] = [(6, 3), (9, 3), (12, 4), (16, 4)]

    static func layout(_ window: (Double, Double), _ deal: (cards: Int, columns: Int), large: Bool = false,
                       slots: Int = 4, pictures: Int = 3) -> LevelLayout {
        LevelLayout(window: Extent(width: window.0, height: window.1), cardCount: deal.cards, columns: deal.columns,
                    slotCount: slots, promptCount: pictures, largeCards: large)
    }

    @Test("the task's size is the same on every level and off one, so no text reflows as a level opens", arguments: windows)
    func promptSizeOffALevel(window: (Double, Double)) {
        let offLevel = LevelLayout.promptFontSize(window: Extent(width: window.0, height: window.1))
        for deal in Self.deals {
            for large in [false, true] {
                #expect(Self.layout(window, deal, large: large).promptFontSize == offLevel, "\(window) \(deal)")
            }
        }
        #expect(offLevel >= 22)
    }

    @Test("every target is at least 44 px, and the cards always fit the window without large cards",
          arguments: windows)
    func fits(window: (Double, Double)) {
        for deal in Self.deals {
            for slots in [3, 4] {
                let layout = Self.layout(window, deal, slots: slots, pictures: 6)
                #expect(layout.card.width >= 44 && layout.card.height >= 44)
                #expect(layout.button >= 44)
                #expect(layout.slot.width >= 44)
                let grid = layout.cardGrid(cardCount: deal.cards, columns: deal.columns)
                let usedWidth = 2 * layout.margin + layout.sideColumnWidth + 1.5 * layout.margin + grid.width
                let usedHeight = layout.barHeight + 2 * layout.margin + grid.height
                #expect(usedWidth <= window.0 + 0.5, "\(window) \(deal): \(usedWidth) px wide")
                #expect(usedHeight <= window.1 + 0.5, "\(window) \(deal): \(usedHeight) px tall")
                // The left column holds the pictures, the board heading and the slots.
                let slotRows = Double((slots + layout.slotsPerRow - 1) / layout.slotsPerRow)
                let left = layout.promptPicturesHeight + 2 * LevelLayout.panelChrome + LevelLayout.panelSpacing
                    + layout.boardHeadingHeight + LevelLayout.headingSpacing + slotRows * layout.slot.height
                    + (slotRows - 1) * layout.slotGap
                #expect(left <= window.1 - layout.barHeight - 2 * layout.margin + 0.5, "\(window) \(deal): board \(left) px")
                let inner = layout.sideColumnWidth - LevelLayout.panelChrome
                #expect(Double(layout.slotsPerRow) * layout.slot.width + Double(layout.slotsPerRow - 1) * layout.slotGap
                        <= inner + 0.5)
            }
        }
    }

    @Test("a maximized 1920×1080 window: twelve cards span 60% of it one way, each at least 200 px tall")
    func fullHD() {
        let layout = Self.layout((1920, 1080), (12, 4))
        let grid = layout.cardGrid(cardCount: 12, columns: 4)
        #expect(max(grid.width / 1920, grid.height / 1080) >= 0.6)
        #expect(layout.card.height >= 200)
    }

    @Test("large cards are 1.3 times the cards that fit the same window", arguments: windows)
    func largeCards(window: (Double, Double)) {
        for deal in Self.deals {
            let normal = Self.layout(window, deal), large = Self.layout(window, deal, large: true)
            #expect(large.card.width >= (normal.card.width * 1.3).rounded(.down) - 1)
            #expect(large.card.height >= normal.card.height * 1.29)
            #expect(large.slot == normal.slot, "only the cards grow: the board stays in view")
        }
    }

    @Test("bigger windows never get smaller cards, buttons, slots or text")
    func growsWithTheWindow() {
        for deal in Self.deals {
            let sizes = Self.windows.map { Self.layout($0, deal) }
            for (smaller, bigger) in zip(sizes, sizes.dropFirst()) {
                #expect(bigger.card.width >= smaller.card.width && bigger.card.height >= smaller.card.height,
                         "\(deal): cards \(smaller.card) then \(bigger.card)")
                #expect(bigger.button >= smaller.button, "\(deal): buttons \(smaller.button) then \(bigger.button)")
                #expect(bigger.slot.width >= smaller.slot.width && bigger.slot.height >= smaller.slot.height)
                #expect(bigger.promptFontSize >= smaller.promptFontSize)
            }
            #expect(sizes.last!.card.height > sizes.first!.card.height * 2.5)
        }
    }

    @Test("four slots sit two by two; three in one row, or two over one where that gives the cards or board more room")
    func slotRows() {
        #expect(Self.layout((1024, 768), (9, 3), slots: 4).slotsPerRow == 2)
        #expect(Self.layout((1024, 768), (16, 4), slots: 4).slotsPerRow == 2)
        // Sixteen cards in four rows leave the left column height to spare: one row.
        #expect(Self.layout((1366, 768), (16, 4), slots: 3).slotsPerRow == 3)
        // Six cards in two rows: the cards want the width, the board the height below it.
        #expect(Self.layout((1024, 768), (6, 3), slots: 3).slotsPerRow == 2)
        #expect(Self.layout((1920, 1080), (6, 3), slots: 3).slotsPerRow == 2)
    }
}

/// The board beside the cards: slots a child can match to a card, with words and numerals read
/// from across a table, for every shape of level the game deals, in the windows families have.
@Suite("Level layout: the board grows with the window")
struct BoardLayoutTests {
    static let windows: [(Double, Double)] = [(800, 600), (1024, 768), (1920, 1080)]

    /// Every shape a level takes: the catalogue's, and what practice and the generator deal
    /// (4–16 cards in 2–4 columns, 3 or 4 slots, 1–6 pictures).
    struct Shape: CustomStringConvertible {
        var cards: Int, columns: Int, slots: Int, pictures: Int
        var description: String { "\(cards) cards in \(columns) columns, \(slots) slots, \(pictures) pictures" }
    }

    static func shapes() throws -> [Shape] {
        let shipped = try LevelFileFixture.loadShipped().map {
            Shape(cards: $0.cards.count, columns: $0.columns, slots: $0.prompt.requirements.count, pictures: $0.prompt.count)
        }
        var dealt: [Shape] = []
        for cards in 4...16 {
            for columns in 2...4 where columns <= cards && (cards + columns - 1) / columns <= 4 {
                for slots in [3, 4] {
                    for pictures in [1, 6] { dealt.append(Shape(cards: cards, columns: columns, slots: slots, pictures: pictures)) }
                }
            }
        }
        return shipped + dealt
    }

    /// The shapes the game deals: the catalogue's, and practice's and the generator's rows of three
    /// (up to nine cards) or four.
    static func dealtShapes() throws -> [Shape] {
        var shapes = try LevelFileFixture.loadShipped().map {
            Shape(cards: $0.cards.count, columns: $0.columns, slots: $0.prompt.requirements.count, pictures: $0.prompt.count)
        }
        for cards in 4...16 {
            for slots in [3, 4] {
                for pictures in [1, 6] {
                    shapes.append(Shape(cards: cards, columns: min(cards, cards <= 9 ? 3 : 4), slots: slots, pictures: pictures))
                }
            }
        }
        return shapes
    }

    /// The level's layout as the game makes it by default: captions along the bottom.
    static func layout(_ window: (Double, Double), _ shape: Shape, practice: Bool = false, note: Bool = false,
                       captions: Bool = true) -> LevelLayout {
        let extent = Extent(width: window.0, height: window.1)
        return LevelLayout(window: extent, cardCount: shape.cards, columns: shape.columns,
                           slotCount: shape.slots, promptCount: shape.pictures, largeCards: false, showsPlace: practice,
                           keepsNoteRoom: note, captionHeight: captions ? CaptionLayout(window: extent).height : 0)
    }

    @Test("the catalogue has levels of three and of four slots, so both boards are checked")
    func catalogueShapes() throws {
        let slots = Set(try LevelFileFixture.loadShipped().map { $0.prompt.requirements.count })
        #expect(slots == [3, 4])
    }

    @Test("a slot is at least 0.6 of a card's height", arguments: windows)
    func slotBesideCard(window: (Double, Double)) throws {
        for shape in try Self.shapes() {
            let layout = Self.layout(window, shape)
            #expect(layout.slot.height >= 0.6 * layout.card.height,
                    "\(window) \(shape): slot \(layout.slot.height) px, card \(layout.card.height) px")
        }
    }

    @Test("numerals in slots stand at least 24 px at 1024×768 and captions 12 px, both taller on a bigger window")
    func readable() throws {
        for shape in try Self.shapes() {
            let small = Self.layout((1024, 768), shape), big = Self.layout((1920, 1080), shape)
            #expect(small.slotCaptionInk >= 12, "\(shape): caption \(small.slotCaptionInk) px")
            #expect(small.slotNumeralInk >= 24, "\(shape): numeral \(small.slotNumeralInk) px")
            #expect(big.slotCaptionInk > small.slotCaptionInk && big.slotNumeralInk > small.slotNumeralInk,
                    "\(shape): \(big.slotCaptionInk) and \(big.slotNumeralInk) px at 1920×1080")
        }
    }

    @Test("a slot's caption is never larger than the task's words, and stands inside the slot's outline", arguments: windows)
    func captionInsideItsSlot(window: (Double, Double)) throws {
        for shape in try Self.shapes() {
            let layout = Self.layout(window, shape)
            #expect(layout.slotCaptionFontSize <= layout.promptFontSize * 0.8, "\(window) \(shape)")
            // "Number" is 4.12 times its size wide in Noto Sans Bold: it fits the outline whole.
            #expect(layout.slotParts.body.width >= layout.slotCaptionFontSize * 4.12 + 4,
                    "\(window) \(shape): \(layout.slotCaptionFontSize) px caption, place \(layout.slotParts.body.width) px wide")
        }
    }

    @Test("a number card's numeral stands at least 20 px at 1024×768, and grows with the window")
    func cardNumerals() throws {
        func numeralInk(_ layout: LevelLayout) -> Double {
            let face = CardFaceLayout(width: layout.card.width, height: layout.card.height).face
            return NumberFace(count: 6, in: face, showsNumeral: true).numeralSize * LevelLayout.inkShare
        }
        for shape in try Self.shapes() {
            let small = Self.layout((1024, 768), shape), big = Self.layout((1920, 1080), shape)
            #expect(numeralInk(small) >= 20, "\(shape): \(numeralInk(small)) px on a \(small.card) card")
            #expect(numeralInk(big) > numeralInk(small) * 1.2, "\(shape): \(numeralInk(big)) px at 1920×1080")
        }
    }

    @Test("the card grid spans its area: no band beside it wider than half a card", arguments: windows)
    func gridFillsItsArea(window: (Double, Double)) throws {
        for shape in try Self.dealtShapes() {
            let layout = Self.layout(window, shape)
            let area = window.0 - 2 * layout.margin - layout.sideColumnWidth - 1.5 * layout.margin
            let grid = layout.cardGrid(cardCount: shape.cards, columns: shape.columns)
            // The grid stands in the middle of its area: each band is half of what it leaves (and
            // whole pixels may leave one more).
            #expect((area - grid.width) / 2 <= layout.card.width / 2 + 1,
                    "\(window) \(shape): \(area - grid.width) px left beside \(layout.card.width) px cards")
        }
    }

    @Test("slots and cards stay in proportion: a slot's place is between half a card and a card tall", arguments: windows)
    func slotsInProportion(window: (Double, Double)) throws {
        for shape in try Self.dealtShapes() {
            let layout = Self.layout(window, shape)
            let place = layout.slotParts.body.height
            let card = CardFaceLayout(width: layout.card.width, height: layout.card.height).body.height
            #expect(place >= 0.5 * card && place <= 1.05 * card, "\(window) \(shape): place \(place) px, card \(card) px")
        }
    }

    @Test("the prompt's pictures can be counted: each at least 40 px, in rows when many", arguments: windows)
    func promptPicturesCounted(window: (Double, Double)) throws {
        for shape in try Self.dealtShapes() {
            for practice in [false, true] {
                let layout = Self.layout(window, shape, practice: practice)
                #expect(layout.promptPicture >= LevelLayout.smallestPromptPicture,
                        "\(window) \(shape) practice \(practice): \(layout.promptPicture) px")
                let inner = layout.sideColumnWidth - LevelLayout.panelChrome
                let perRow = Double(layout.promptPicturesPerRow)
                #expect(perRow * layout.promptPicture + (perRow - 1) * LevelLayout.pictureSpacing <= inner + 0.5)
                #expect(layout.promptPictureRows * layout.promptPicturesPerRow >= shape.pictures)
            }
        }
    }

    @Test("pictures in rows: a shorter last row stands in the middle")
    func promptPicturePlaces() {
        let five = (0..<5).map { LevelLayout.promptPicturePlace($0, of: 5, perRow: 3) }
        #expect(five.map(\.row) == [0, 0, 0, 1, 1])
        #expect(five.map(\.column) == [0, 2, 4, 1, 3])
        #expect((0..<3).map { LevelLayout.promptPicturePlace($0, of: 3, perRow: 3).column } == [0, 2, 4])
    }

    @Test("a filled slot's figure lies inside its card-shaped place, and the caption below it")
    func slotParts() throws {
        for window in Self.windows {
            for shape in try Self.shapes() {
                let layout = Self.layout(window, shape), parts = layout.slotParts
                #expect(parts.body.minX >= 0 && parts.body.maxX <= layout.slot.width && parts.body.minY >= 0)
                #expect(parts.figure.minX >= parts.body.minX && parts.figure.maxX <= parts.body.maxX)
                #expect(parts.figure.minY >= parts.body.minY && parts.figure.maxY <= parts.body.maxY)
                #expect(parts.caption.minY >= parts.body.maxY && parts.caption.maxY <= layout.slot.height + 0.01)
                #expect(abs(parts.body.height / parts.body.width - LevelLayout.cardAspect) < 0.05,
                        "\(window) \(shape): the place is \(parts.body.width)×\(parts.body.height)")
            }
        }
    }

    @Test("everything fits the window: bar, columns and margins; targets stay at least 44 px", arguments: windows)
    func fits(window: (Double, Double)) throws {
        for shape in try Self.shapes() {
            for (practice, note, captions) in [(false, false, false), (true, false, true), (false, true, true)] {
                let layout = Self.layout(window, shape, practice: practice, note: note, captions: captions)
                let captionHeight = captions ? CaptionLayout(window: Extent(width: window.0, height: window.1)).height : 0
                let grid = layout.cardGrid(cardCount: shape.cards, columns: shape.columns)
                let width = 2 * layout.margin + layout.sideColumnWidth + 1.5 * layout.margin + grid.width
                #expect(width <= window.0 + 0.5, "\(window) \(shape): \(width) px wide")
                let noteHeight = note ? LevelLayout.noteRoom : 0
                #expect(layout.barHeight + 2 * layout.margin + grid.height + noteHeight + captionHeight <= window.1 + 0.5,
                        "\(window) \(shape): cards")
                let left = layout.barHeight + 2 * layout.margin + layout.sideColumnHeight + captionHeight
                #expect(left <= window.1 + 0.5,
                        "\(window) \(shape) practice \(practice) note \(note) captions \(captions): left column ends at \(left) px")
                let slotsWide = Double(layout.slotsPerRow) * layout.slot.width + Double(layout.slotsPerRow - 1) * layout.slotGap
                #expect(slotsWide <= layout.sideColumnWidth - LevelLayout.panelChrome + 0.5, "\(window) \(shape): board")
                #expect(layout.card.width >= 44 && layout.card.height >= 44 && layout.button >= 44)
            }
        }
    }

    @Test("four big blue squares stand bigger: the prompt's pictures take the width the cards cannot use",
          arguments: windows)
    func picturesTakeTheCardsSpareWidth(window: (Double, Double)) throws {
        // Up to four pictures, which stand in one row; five and six stand in rows of their own.
        for level in try LevelFileFixture.loadShipped() where (2...4).contains(level.prompt.count) {
            let shape = Shape(cards: level.cards.count, columns: level.columns, slots: level.prompt.requirements.count,
                              pictures: level.prompt.count)
            let layout = Self.layout(window, shape)
            #expect(layout.promptPicture >= 0.11 * layout.contentHeight,
                    "\(window) \(shape): pictures of \(layout.promptPicture) px below \(layout.contentHeight) px")
            // The cards give up only the width their height did not let them use.
            let alone = Self.layout(window, Shape(cards: shape.cards, columns: shape.columns, slots: shape.slots, pictures: 1))
            #expect(layout.card.height == alone.card.height, "\(window) \(shape): cards \(layout.card), \(alone.card) alone")
        }
    }

    @Test("the board takes room the cards cannot use: at 1920×1080 the left column is at least 60% full")
    func noEmptyCorner() throws {
        for shape in try LevelFileFixture.loadShipped().map({
            Shape(cards: $0.cards.count, columns: $0.columns, slots: $0.prompt.requirements.count, pictures: $0.prompt.count)
        }) {
            let layout = Self.layout((1920, 1080), shape)
            #expect(layout.sideColumnHeight >= 0.6 * layout.contentHeight,
                    "\(shape): \(layout.sideColumnHeight) of \(layout.contentHeight) px")
        }
    }
}
