import Testing
@testable import ShapeShuffleCore

/// What follows a move, decided without a window: what is said, shaken, saved, opened and offered.
@Suite("After a move: the effects, as values")
struct MoveEffectsTests {
    /// Two yellow squares from 2, orange, square, 3, yellow, circle: cards 1, 3 and 5 belong.
    static func game() -> GameState { GameState(level: WordsFixtures.level, facesUp: true) }

    @Test("a right card is said and kept soon, with nothing shaken or opened")
    func aRightCard() {
        var game = Self.game()
        let outcome = game.apply(.add(card: 1))
        #expect(game.effects(after: outcome, progressChanged: false, then: .level(2))
            == [.saveLevelsInPlaySoon, .say(.moved(outcome, level: game.level))])
    }

    @Test("a mistake shakes that card, is said and is written at once")
    func aMistake() {
        var game = Self.game()
        let first = game.apply(.add(card: 2))
        #expect(first == .mistake(card: 2))
        #expect(game.effects(after: first, progressChanged: true, then: .level(2))
            == [.saveLevelsInPlaySoon, .shake(card: 2), .say(.moved(first, level: game.level)), .saveProgress])
    }

    @Test("the last right card saves progress, opens Well done and says the stars")
    func theLastCard() {
        var game = Self.game()
        _ = game.apply(.add(card: 2))
        _ = game.apply(.add(card: 1))
        _ = game.apply(.add(card: 3))
        let last = game.apply(.add(card: 5))
        #expect(game.isComplete)
        #expect(game.effects(after: last, progressChanged: true, then: .level(2))
            == [.saveLevelsInPlaySoon, .say(.moved(last, level: game.level)), .saveProgress, .showLevelComplete(then: .level(2)),
                .say(.levelComplete(stars: game.stars))])
    }
}
