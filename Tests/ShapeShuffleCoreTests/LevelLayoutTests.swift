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
                let left = layout.promptPicture + 2 * LevelLayout.panelChrome + LevelLayout.panelSpacing
                    + layout.boardHeadingHeight + 8 + slotRows * layout.slot.height + (slotRows - 1) * layout.margin * 0.6
                #expect(left <= window.1 - layout.barHeight - 2 * layout.margin + 0.5, "\(window) \(deal): board \(left) px")
                let inner = layout.sideColumnWidth - LevelLayout.panelChrome
                #expect(Double(layout.slotsPerRow) * layout.slot.width + Double(layout.slotsPerRow - 1) * layout.margin * 0.6
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

    @Test("three slots sit in one row, four in two: no empty corner on the board")
    func slotRows() {
        #expect(Self.layout((1024, 768), (6, 3), slots: 3).slotsPerRow == 3)
        #expect(Self.layout((1024, 768), (9, 3), slots: 4).slotsPerRow == 2)
    }
}
