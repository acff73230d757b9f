import Testing
@testable import ShapeShuffleCore

/// A scanned card's choices are pictures a child tells apart, large enough to see at a glance,
/// each with its word under it.
@Suite("Scanned choices as pictures")
struct ScanChoicePictureTests {
    static let choices: [ScanOption] = [.action(.flip), .action(.add), .action(.pin), .back]

    /// The four choices over a card of a twelve-card level at 1024×768, inside the scan's ring.
    static func cells() -> [ScanChoiceLayout.Cell] {
        let level = LevelLayout(window: Extent(width: 1024, height: 768), cardCount: 12, columns: 4, slotCount: 4,
                                promptCount: 4, largeCards: false)
        let edge = FocusRing.margin() + FocusRing.scanReachInside() + 3
        let area = Rect(x: 0, y: 0, width: level.card.width, height: level.card.height).insetBy(edge)
        return ScanChoiceLayout(count: choices.count, in: area, gap: 4).cells
    }

    @Test("Each picture is at least 40 px at 1024×768, with its word under it inside its box")
    func sizes() {
        for cell in Self.cells() {
            #expect(cell.picture.height >= 40, "a pictogram of \(cell.picture.height) px")
            #expect(cell.wordCentre.y > cell.picture.maxY && cell.wordCentre.y + cell.wordSize / 2 <= cell.box.maxY + 1)
            #expect(cell.box.contains(Point(x: cell.picture.minX, y: cell.picture.minY)))
        }
    }

    @Test("No two choices draw the same picture, and Unpin is Pin crossed out")
    func distinct() {
        let box = Rect(x: 0, y: 0, width: 48, height: 48)
        let pictures = Self.choices.map { ScanChoicePicture($0, pinned: false, in: box) }
        #expect(Set(pictures).count == pictures.count)
        let unpin = ScanChoicePicture(.action(.pin), pinned: true, in: box)
        #expect(unpin.solid == pictures[2].solid && unpin.lines != pictures[2].lines)
        for picture in pictures {
            let bounds = (picture.solid.elements.isEmpty ? picture.lines : picture.solid).bounds()
            #expect(bounds.width > 0 && bounds.height > 0)
            #expect(box.insetBy(-picture.lineWidth).contains(Point(x: bounds.minX, y: bounds.minY))
                    && box.insetBy(-picture.lineWidth).contains(Point(x: bounds.maxX, y: bounds.maxY)), "inside its box")
        }
    }

    @Test("Choices too small on a card open on a panel over the cards around it, with pictures of the smallest size or more, inside the cards' area")
    func panelWhereTheCardIsSmall() {
        var panels = 0, onCards = 0
        let edge = FocusRing.scanReachInside() + 3
        for window in [Extent(width: 1024, height: 768), Extent(width: 1024, height: 700), Extent(width: 800, height: 600)] {
            for (count, columns, slots) in [(6, 3, 3), (9, 3, 3), (12, 4, 4), (16, 4, 4)] {
                for large in [false, true] {
                    let level = LevelLayout(window: window, cardCount: count, columns: columns, slotCount: slots,
                                            promptCount: slots, largeCards: large)
                    let rows = (count + columns - 1) / columns
                    let area = Rect(x: 0, y: 0, width: Double(columns) * level.card.width, height: Double(rows) * level.card.height)
                    let margin = FocusRing.margin()
                    for (column, row) in [(0, 0), (columns - 1, rows - 1), (1, 1)] {
                        let body = Rect(x: Double(column) * level.card.width, y: Double(row) * level.card.height,
                                        width: level.card.width, height: level.card.height).insetBy(margin)
                        let place = "\(count) cards in \(window.width)×\(window.height), large \(large), card \(column),\(row)"
                        guard let panel = ScanChoiceLayout.panel(over: body, within: area, count: 4, inset: edge) else {
                            onCards += 1
                            let cells = ScanChoiceLayout(count: 4, in: body.insetBy(edge), gap: ScanChoiceLayout.gap(over: body)).cells
                            #expect(cells.allSatisfy { $0.picture.height >= ScanChoiceLayout.smallestPicture - 0.5 }, "\(place)")
                            continue
                        }
                        panels += 1
                        let cells = ScanChoiceLayout(count: 4, in: panel.insetBy(ScanChoiceLayout.panelInset),
                                                     gap: ScanChoiceLayout.gap(over: panel)).cells
                        #expect(cells.allSatisfy { $0.picture.height >= ScanChoiceLayout.smallestPicture }, "\(place): \(cells.map(\.picture.height))")
                        #expect(panel.minX >= area.minX && panel.maxX <= area.maxX && panel.minY >= area.minY && panel.maxY <= area.maxY,
                                "\(place): \(panel) outside \(area)")
                        #expect(panel.width >= body.width && panel.height >= body.height, "\(place): the panel hides part of its card only")
                        #expect(panel.contains(Point(x: body.midX, y: body.midY)), "\(place): the panel left its card")
                    }
                }
            }
        }
        #expect(panels > 0 && onCards > 0, "both ways are met: \(panels) panels, \(onCards) on cards")
    }
}
