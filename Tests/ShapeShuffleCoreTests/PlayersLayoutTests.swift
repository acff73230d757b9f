import Testing
import ShapeShuffleCore

@Suite("Players fits the game's window, however many children")
struct PlayersLayoutTests {
    @Test("at 800 × 600 the rows scroll past two or three children; a taller window shows more")
    func rowsHeight() {
        let small = PlayersLayout.rowsHeight(window: Extent(width: 800, height: 600))
        #expect(small + PlayersLayout.besidesRows <= 600 && small >= 146)
        #expect(PlayersLayout.rowsHeight(window: Extent(width: 1920, height: 1080)) > small)
        #expect(PlayersLayout.rowsHeight(window: Extent(width: 0, height: 0)) == small)
    }
}
