import Testing
@testable import ShapeShuffleCore

@Suite("Assists in a practice")
struct PracticeAssistsTests {
    @Test("cards face up holds for a practice level as for a level of the game")
    func facesUpInPractice() throws {
        var session = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: Progress())
        session.facesUp = true
        session.startPractice(.standard, at: 1)
        let game = try #require(session.game)
        #expect(game.level.cards.indices.allSatisfy { game.card($0 + 1)?.isFaceUp == true })
    }
}
