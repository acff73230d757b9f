import Testing
@testable import ShapeShuffleCore

/// The fixtures' level: 1 two dots, 2 orange, 3 square / 4 three dots, 5 yellow, 6 circle.
@Suite("Card actions: one list, one move each, for keys, mouse, menu, AT-SPI and switch scanning")
struct CardActionTests {
    @Test("each card action makes its own move on that card, in the menu's order Flip, Add, Pin")
    func actionsMakeTheirMoves() {
        #expect(CardAction.allCases == [.flip, .add, .pin])
        #expect(CardAction.flip.move(card: 4) == .flip(card: 4))
        #expect(CardAction.add.move(card: 5) == .add(card: 5))
        #expect(CardAction.pin.move(card: 6) == .pin(card: 6))
        // As the player sees them: Flip turns the card up, Add puts it on the board, Pin pins it.
        var game = WordsFixtures.game()
        game.apply(CardAction.flip.move(card: 2))
        #expect(game.card(2)?.isFaceUp == true)
        game.apply(CardAction.pin.move(card: 6))
        #expect(game.card(6)?.isPinned == true)
        game.apply(CardAction.add.move(card: 5))
        #expect(game.card(5)?.isOnBoard == true)
    }
}
