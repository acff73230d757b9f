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
        #expect(layout.star >= height * 0.08, "a star of \(layout.star) px in a window \(height) px high")
        #expect(layout.row.width < width * 0.5, "the row leaves the board in sight")
        #expect(layout.starRect(2).maxX == layout.row.width)
    }
}
