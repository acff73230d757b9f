import Testing
@testable import ShapeShuffleCore

/// How a card's change is drawn: what turns over, animated, and what wears Show me's ring.
@Suite("Card motion")
struct CardMotionTests {
    private static let level = Level(
        number: 1, prompt: Prompt(count: 2, colour: .yellow, shape: .square),
        attributes: [.count(5), .count(2), .colour(.red), .colour(.yellow), .shape(.circle), .shape(.square)], columns: 3)

    @Test("a card in the grid turns over when its face changes, unless motion is reduced; one added to the board does not")
    func turningOver() throws {
        var game = GameState(level: Self.level)
        let faceDown = try #require(game.card(2))
        game.apply(.flip(card: 2))
        let faceUp = try #require(game.card(2))
        #expect(faceUp.turnsOver(from: faceDown, reducedMotion: false))
        #expect(!faceUp.turnsOver(from: faceDown, reducedMotion: true))
        #expect(!faceUp.turnsOver(from: faceUp, reducedMotion: false))
        game.apply(.add(card: 2))
        let onBoard = try #require(game.card(2))
        #expect(onBoard.isOnBoard && !onBoard.turnsOver(from: faceDown, reducedMotion: false))
    }

    @Test("Show me's ring is worn by a rung card still in the grid only")
    func showMeRing() throws {
        var game = GameState(level: Self.level)
        let inGrid = try #require(game.card(2))
        #expect(inGrid.wearsShowMeRing(rung: true) && !inGrid.wearsShowMeRing(rung: false))
        game.apply(.add(card: 2))
        #expect(game.card(2)?.wearsShowMeRing(rung: true) == false)
    }
}
