import Testing
@testable import ShapeShuffleCore

/// The fixtures' level: 1 two dots, 2 orange, 3 square / 4 three dots, 5 yellow, 6 circle;
/// cards 1, 3 and 5 belong on the board.
@Suite("Where focus goes after a move, and which level comes next")
struct RulesFocusAndNextLevelTests {
    @Test("after a flip, a pin or a mistake, focus stays on the card")
    func focusStays() {
        var game = WordsFixtures.game()
        for (move, card) in [(Move.flip(card: 2), 2), (.pin(card: 4), 4), (.add(card: 6), 6)] {
            let outcome = game.apply(move)
            #expect(game.cardToFocus(after: outcome, on: card) == card, "\(move)")
        }
        #expect(game.mistakes == 1)
    }

    @Test("after an Add focus goes to the next card in the grid, or the one before it at the end")
    func focusMovesOnAfterAdd() {
        var game = WordsFixtures.game()
        #expect(game.cardToFocus(after: game.apply(.add(card: 3)), on: 3) == 4)
        #expect(game.cardToFocus(after: game.apply(.add(card: 1)), on: 1) == 2)
        // Card 6 is last; take 5 away and focus goes back to 4, skipping 5 (now on the board).
        var atTheEnd = GameState(level: Level(
            number: 1, prompt: WordsFixtures.twoYellowSquares,
            attributes: [.count(3), .colour(.orange), .shape(.circle), .count(2), .shape(.square), .colour(.yellow)],
            columns: 3))
        #expect(atTheEnd.cardToFocus(after: atTheEnd.apply(.add(card: 5)), on: 5) == 6)
        #expect(atTheEnd.cardToFocus(after: atTheEnd.apply(.add(card: 6)), on: 6) == 4)
    }

    @Test("when the last card leaves the grid, the card itself still says what happened")
    func lastCard() {
        var game = GameState(level: Level(
            number: 1, prompt: WordsFixtures.twoYellowSquares,
            attributes: [.count(2), .colour(.yellow), .shape(.square)], columns: 3))
        _ = game.apply(.add(card: 1))
        _ = game.apply(.add(card: 3))
        let outcome = game.apply(.add(card: 2))
        #expect(game.isComplete)
        #expect(game.cardToFocus(after: outcome, on: 2) == 2)
    }

    @Test("the session hands the front the card to focus, and keeps it for the level in play")
    func sessionFocus() {
        var session = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: Progress())
        session.start(level: 1)
        #expect(session.apply(.add(card: 3))?.focus == 4)
        #expect(session.levelsInPlay.record(level: 1)?.focusedCard == 4)
        #expect(session.apply(.flip(card: 2))?.focus == 2)
    }

    @Test("Next level is the one after the level just played, past the hand-written ones too")
    func nextLevel() {
        var session = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: Progress())
        #expect(session.nextLevelNumber == nil)
        session.start(level: 1)
        #expect(session.nextLevelNumber == 2)
        session.start(level: 2)
        #expect(session.game?.level.number == 2, "level 2 is generated")
        #expect(session.nextLevelNumber == 3)
        session.leaveLevel()
        #expect(session.nextLevelNumber == nil)
    }
}
