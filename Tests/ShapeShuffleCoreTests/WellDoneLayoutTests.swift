import Testing
@testable import ShapeShuffleCore

/// Well done's stars grow with the window: each at least 8% of its height, and the row inside it.
@Suite("Well done's size")
struct WellDoneLayoutTests {
    @Test("Each star is at least 8% of the window's height, and the row fits", arguments: [
        (800.0, 600.0), (1024, 768), (1280, 1024), (1920, 1080), (3840, 2160),
    ])
    func grows(width: Double, height: Double) {
        let layout = WellDoneLayout(window: Extent(width: width, height: height))
        // The star as drawn, points and outline, not only its place.
        let drawn = ShapeOutline.path(for: .star, in: layout.starShapeRect(0)).bounds().height + layout.line
        #expect(drawn >= height * 0.08, "a star drawn \(drawn) px high in a window \(height) px high")
        #expect(layout.row.width < width * 0.5, "the row leaves the board in sight")
        #expect(layout.starRect(2).maxX == layout.row.width)
    }
}
