import Testing
@testable import ShapeShuffleCore

/// "Two yellow squares" with three distractors: card 2 is the count, 4 the colour, 6 the shape.
private func twoYellowSquares() -> GameState {
    GameState(level: Level(
        number: 1,
        prompt: Prompt(count: 2, colour: .yellow, shape: .square),
        attributes: [.count(5), .count(2), .colour(.red), .colour(.yellow), .shape(.circle), .shape(.square)],
        columns: 3))
}

@Suite("Rules a child plays by")
struct RulesTests {
    @Test func aNewLevelShowsEveryCardFaceDownAndAnEmptyBoard() {
        let game = twoYellowSquares()
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isPinned && !$0.isOnBoard })
        #expect(game.slots.map(\.requirement) == [.count(2), .colour(.yellow), .shape(.square)])
        #expect(!game.isComplete)
    }

    @Test func flippingASecondCardTurnsTheFirstFaceDown() {
        var game = twoYellowSquares()
        #expect(game.apply(.flip(card: 1)) == .flippedUp(card: 1, turnedDown: nil))
        #expect(game.apply(.flip(card: 3)) == .flippedUp(card: 3, turnedDown: 1))
        #expect(game.card(1)?.isFaceUp == false)
        #expect(game.card(3)?.isFaceUp == true)
        #expect(game.apply(.flip(card: 3)) == .flippedDown(card: 3))
        #expect(game.looseFaceUpCard == nil)
    }

    @Test func aPinnedCardStaysFaceUpWhileOthersFlip() {
        var game = twoYellowSquares()
        #expect(game.apply(.pin(card: 4)) == .pinned(card: 4))
        #expect(game.card(4)?.isFaceUp == true)
        game.apply(.flip(card: 1))
        game.apply(.flip(card: 2))
        #expect(game.card(4)?.isFaceUp == true)
        #expect(game.card(1)?.isFaceUp == false)
        #expect(game.apply(.flip(card: 4)) == .refused(card: 4, reason: .pinnedStaysFaceUp))
    }

    @Test func unpinningMakesThatCardTheOneLooseFaceUpCard() {
        var game = twoYellowSquares()
        game.apply(.pin(card: 4))
        game.apply(.flip(card: 1))
        #expect(game.apply(.pin(card: 4)) == .unpinned(card: 4, turnedDown: 1))
        #expect(game.looseFaceUpCard == 4)
        #expect(game.card(1)?.isFaceUp == false)
    }

    @Test func addingTheRightCardFillsItsSlot() {
        var game = twoYellowSquares()
        #expect(game.apply(.add(card: 4)) == .added(card: 4, slot: 1, stars: nil))
        #expect(game.slots[1].filledBy?.attribute == .colour(.yellow))
        #expect(game.card(4)?.isOnBoard == true)
        #expect(game.apply(.flip(card: 4)) == .refused(card: 4, reason: .alreadyOnBoard))
    }

    @Test func addingAWrongCardCountsAMistakeAndTurnsItFaceDown() {
        var game = twoYellowSquares()
        game.apply(.pin(card: 3))
        #expect(game.apply(.add(card: 3)) == .mistake(card: 3))
        #expect(game.mistakes == 1)
        #expect(game.card(3) .map { !$0.isFaceUp && !$0.isPinned && !$0.isOnBoard } == true)
    }

    @Test func aFaceDownCardCanBeAddedStraightAway() {
        var game = twoYellowSquares()
        #expect(game.apply(.add(card: 6)) == .added(card: 6, slot: 2, stars: nil))
    }

    @Test func fillingEverySlotCompletesTheLevelWithStars() {
        var game = twoYellowSquares()
        game.apply(.add(card: 2))
        game.apply(.add(card: 4))
        #expect(game.apply(.add(card: 6)) == .added(card: 6, slot: 2, stars: 3))
        #expect(game.isComplete)
        #expect(game.apply(.flip(card: 1)) == .refused(card: 1, reason: .levelAlreadyComplete))
    }

    @Test(arguments: [(0, 3), (1, 2), (2, 2), (3, 1), (7, 1)])
    func starsFollowMistakes(mistakes: Int, stars: Int) {
        var game = twoYellowSquares()
        for _ in 0..<mistakes { game.apply(.add(card: 1)) }
        game.apply(.add(card: 2))
        game.apply(.add(card: 4))
        #expect(game.apply(.add(card: 6)) == .added(card: 6, slot: 2, stars: stars))
    }

    @Test func aMoveOnACardThatDoesNotExistIsRefusedNotACrash() {
        var game = twoYellowSquares()
        #expect(game.apply(.flip(card: 0)) == .refused(card: 0, reason: .noSuchCard))
        #expect(game.apply(.add(card: 99)) == .refused(card: 99, reason: .noSuchCard))
        #expect(game == twoYellowSquares())
    }
}
