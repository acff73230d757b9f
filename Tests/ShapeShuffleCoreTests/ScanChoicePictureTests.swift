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
}
