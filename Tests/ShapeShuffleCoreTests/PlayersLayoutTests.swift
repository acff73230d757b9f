import Testing
import ShapeShuffleCore

@Suite("Players fits the game's window, however many children")
struct PlayersLayoutTests {
    @Test("on an 800 × 600 screen the rows scroll past two or three children; a taller window shows more",
          arguments: [600.0, 579.0, 573.0])
    func rowsHeight(height: Double) {
        // An 800 × 600 screen leaves the game's window 573 or 579 px tall under its title bar.
        let fitted = PlayersLayout.rowsHeight(window: Extent(width: 798, height: height))
        #expect(fitted + PlayersLayout.besidesRows <= height && fitted >= 146, "\(fitted) px of rows in \(height)")
        let small = PlayersLayout.rowsHeight(window: Extent(width: 800, height: 600))
        #expect(PlayersLayout.rowsHeight(window: Extent(width: 1920, height: 1080)) > small)
        #expect(PlayersLayout.rowsHeight(window: Extent(width: 0, height: 0)) == small)
    }
}
