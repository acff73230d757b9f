import Foundation
import Testing
@testable import ShapeShuffleCore

/// "Two yellow squares" with three distractors: card 2 is the count, 4 the colour, 6 the shape.
private let twoYellowSquares = Level(
    number: 1,
    prompt: Prompt(count: 2, colour: .yellow, shape: .square),
    attributes: [.count(5), .count(2), .colour(.red), .colour(.yellow), .shape(.circle), .shape(.square)],
    columns: 3)

@Suite("Assists: cards face up, Show me, the guided first level")
struct AssistsTests {
    @Test func cardsFaceUpAreDealtFaceUpAndNeverHidden() {
        var game = GameState(level: twoYellowSquares, facesUp: true)
        #expect(game.cards.allSatisfy { $0.isFaceUp })
        #expect(Words(.english).cardName(game.cards[3]) == "Card 4, yellow")
        // Space says the face again; nothing turns down, not even the card flipped before.
        #expect(game.apply(.flip(card: 1)) == .flippedUp(card: 1, turnedDown: nil))
        #expect(game.apply(.flip(card: 1)) == .flippedUp(card: 1, turnedDown: nil))
        #expect(game.apply(.flip(card: 3)) == .flippedUp(card: 3, turnedDown: nil))
        #expect(game.cards.allSatisfy { $0.isFaceUp })
        // A mistake counts, but the card stays face up; pin and unpin hide nothing.
        #expect(game.apply(.add(card: 5)) == .mistake(card: 5))
        #expect(game.card(5)?.isFaceUp == true && game.mistakes == 1)
        game.apply(.pin(card: 1))
        game.apply(.pin(card: 1))
        #expect(game.cards.allSatisfy { $0.isFaceUp })
        for card in [2, 4, 6] { game.apply(.add(card: card)) }
        #expect(game.isComplete && game.stars == 2)
    }

    @Test func aFaceUpLevelResumesFaceUpAndAFaceDownOneFaceDown() throws {
        var levels = LevelsInPlay()
        var game = GameState(level: twoYellowSquares, facesUp: true)
        #expect(game.apply(.add(card: 2)) == .added(card: 2, slot: 0, stars: nil))
        levels.keep(game, focusedCard: 3)
        let record = try #require(levels.record(level: 1))
        let faceUp = try #require(GameState(level: twoYellowSquares, resuming: record, facesUp: true))
        #expect(faceUp.cards.allSatisfy { $0.isFaceUp } && faceUp.card(2)?.isOnBoard == true)
        // Without the assist, the loose cards lie face down again; the board is kept.
        let faceDown = try #require(GameState(level: twoYellowSquares, resuming: record))
        #expect(faceDown.cards.filter { $0.isInGrid }.allSatisfy { !$0.isFaceUp } && faceDown.card(2)?.isOnBoard == true)
        // A fresh face-up level nobody touched is not a level in play.
        var untouched = LevelsInPlay()
        untouched.keep(GameState(level: twoYellowSquares, facesUp: true), focusedCard: 1)
        #expect(untouched.levels.isEmpty)
    }

    @Test func showMeRingsACardThatFillsAnUnfilledSlotNeverADistractor() {
        var game = GameState(level: twoYellowSquares)
        let right: Set<Int> = [2, 4, 6]
        for focus in 1...6 { #expect(game.rightCard(near: focus).map { right.contains($0.card) } == true) }
        game.apply(.add(card: 2))
        game.apply(.add(card: 4))
        // Only the square is left: every focus leads to card 6 and its slot.
        for focus in 1...6 { #expect(game.rightCard(near: focus) == ShowMeHint(card: 6, slot: 2, attribute: .shape(.square))) }
        let hint: ShowMeHint? = game.showMe(near: 1)
        #expect(hint?.card == 6 && game.card(6)?.isFaceUp == true && game.helped)
        game.apply(.add(card: 6))
        #expect(game.isComplete && game.rightCard() == nil)
        var done = game
        let none = done.showMe()
        #expect(none == nil)
    }

    @Test func showMeIsOfferedAfterTheChosenNumberOfMistakes() {
        var game = GameState(level: twoYellowSquares)
        let first = game.apply(.add(card: 1))
        #expect(game.offersShowMe(after: first, afterMistakes: 1))
        #expect(!game.offersShowMe(after: first, afterMistakes: 2))
        #expect(!game.offersShowMe(after: first, afterMistakes: 0))
        let second = game.apply(.add(card: 3))
        #expect(game.offersShowMe(after: second, afterMistakes: 2))
        let flip = game.apply(.flip(card: 5))
        #expect(!game.offersShowMe(after: flip, afterMistakes: 1))
    }

    @Test func aLevelWonWithHelpIsRecordedAsWonWithHelpAndResumedSo() throws {
        let catalog = LevelCatalog(handWritten: [twoYellowSquares])
        var session = GameSession(catalog: catalog, progress: PlayerProgress())
        session.start(level: 1)
        let rung = session.showMe(near: 1)
        #expect(rung?.card == 2)
        // Left and opened again: the help is remembered.
        session.leaveLevel()
        session.start(level: 1)
        #expect(session.game?.helped == true)
        // Also after a restart: the level in play is saved with its help.
        let saved = try JSONDecoder().decode(LevelsInPlay.self, from: try JSONEncoder().encode(session.levelsInPlay))
        var restarted = GameSession(catalog: catalog, progress: PlayerProgress(), levelsInPlay: saved)
        restarted.start(level: 1)
        #expect(restarted.game?.helped == true && restarted.game?.card(2)?.isFaceUp == true)
        for card in [2, 4, 6] { _ = session.apply(.add(card: card)) }
        #expect(session.progress.isCompleted(level: 1) && session.progress.wonWithHelp == [1])
        // Saved and loaded, it stays a win with help; a later win alone clears it.
        let data = try JSONEncoder().encode(session.progress)
        var loaded = try JSONDecoder().decode(PlayerProgress.self, from: data)
        #expect(loaded.wonWithHelp == [1] && loaded.stars(level: 1) == 3)
        let changed = loaded.record(level: 1, stars: 3)
        #expect(changed)
        #expect(loaded.wonWithHelp.isEmpty)
    }

    @Test func theGuidedPlanWinsLevelOneAndSaysEachStep() throws {
        let level = LevelCatalog(handWritten: try LevelFileFixture.loadShipped()).level(1)
        var game = GameState(level: level)
        let steps = GuidedPlan.steps(for: game)
        for step in steps { for move in step.moves { game.apply(move) } }
        #expect(game.isComplete && game.mistakes == 0)
        #expect(steps.filter { $0.fits }.count == level.prompt.requirements.count)
        let words = Words(.english)
        let added = try #require(steps.first { $0.fits })
        #expect(words.guidedLine(added) == "Let me look at Card \(added.card), \(words.cardFace(added.attribute)). That's in the task, so I'll put it on the board.")
        #expect(steps.allSatisfy { $0.moves.first == .flip(card: $0.card) })
    }

    @Test("Every assist text is there and translated", arguments: Language.allCases.filter { $0 != .english })
    func translated(language: Language) {
        let words = Words(language), english = Words(.english)
        for item in AssistText.allCases {
            #expect(!words.assist(item).isEmpty)
            #expect(words.assist(item) != english.assist(item), "\(item) is still English in \(language)")
            #expect(!words.assist(item).contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese,
                    "\(item) in \(language) holds Latin letters")
        }
        let hint = ShowMeHint(card: 3, slot: 1, attribute: .colour(.yellow))
        #expect(words.showMeLine(hint).contains(words.cardFace(.colour(.yellow))))
        #expect(words.wellDoneWithHelpLine(stars: 2).hasPrefix(words.assist(.wellDoneWithHelp)))
    }

    @Test("Show me after a mistake says the mistake first; the guided level's words end with the task")
    func linesTold() {
        let words = Words(.english), level = ScreenChoiceTests.level(1)
        let hint = ShowMeHint(card: 4, slot: 1, attribute: .colour(.yellow))
        #expect(words.hintLine(hint, afterMove: .mistake(card: 2), in: level)
            == "Card 2 is not part of your task. Try another card. Here is a card you need: Card 4, yellow.")
        #expect(words.hintLine(hint, afterMove: nil, in: level) == "Here is a card you need: Card 4, yellow.")
        #expect(words.announcement(.guidedHandOver, task: level.prompt)
            == words.assist(.guidedHandOver) + " " + words.taskLine(level.prompt))
    }

    @Test func wellDoneWithHelpIsKind() {
        let narration = Narration(words: Words(.english))
        #expect(narration.line(for: .levelCompleteWithHelp(stars: 3)) == "Well done! You did it with help. 3 of 3 stars.")
        #expect(narration.line(for: .showMe(ShowMeHint(card: 3, slot: 1, attribute: .colour(.yellow))))
                == "Here is a card you need: Card 3, yellow.")
    }

    @Test func settingsKeepTheAssistsAndOldFilesLoad() throws {
        var settings = Settings()
        settings.cardsFaceUp = true
        settings.showMeAfterMistakes = 2
        settings.guidedFirstLevel = true
        try settings.keys.bind(.showMe, to: "J")
        let loaded = try JSONDecoder().decode(Settings.self, from: try JSONEncoder().encode(settings))
        #expect(loaded.cardsFaceUp && loaded.showMeAfterMistakes == 2 && loaded.guidedFirstLevel && loaded.keys.showMe == "j")
        let old = try JSONDecoder().decode(Settings.self, from: Data(#"{"addKey": "m"}"#.utf8))
        #expect(!old.cardsFaceUp && old.showMeAfterMistakes == 0 && old.keys.add == "m" && old.keys.showMe == "g")
        settings.showMeAfterMistakes = 7
        #expect(settings.showMeAfterMistakes == 0)
    }
}
